import { lazy } from 'react';
import { Route } from 'react-router';
import { preloadOpened, signedIn } from '../../navigation/screenRoutes';
import { ModulesPage } from '../modules/ModulesPage';
import { socialAuditPaths } from './paths';

/** The Social Audit screens, each loaded when opened. */
const onDemand = {
  [socialAuditPaths.issuesReport]: () => import('./issues-report/IssuesReportPage').then((m) => ({ default: m.IssuesReportPage })),
  [socialAuditPaths.recoveredIssues]: () =>
    import('./recovered-issues/RecoveredIssuesPage').then((m) => ({ default: m.RecoveredIssuesPage })),
  [socialAuditPaths.recoveryVerification]: () =>
    import('./recovery-verification/RecoveryVerificationPage').then((m) => ({ default: m.RecoveryVerificationPage })),
  [socialAuditPaths.importIssues]: () => import('./import-issues/ImportIssuesPage').then((m) => ({ default: m.ImportIssuesPage })),
};
preloadOpened(onDemand);

const IssuesReportPage = lazy(onDemand[socialAuditPaths.issuesReport]);
const RecoveredIssuesPage = lazy(onDemand[socialAuditPaths.recoveredIssues]);
const RecoveryVerificationPage = lazy(onDemand[socialAuditPaths.recoveryVerification]);
const ImportIssuesPage = lazy(onDemand[socialAuditPaths.importIssues]);

/** The Social Audit routes, for `<CustomRoutes>`. */
export const socialAuditRoutes = (
  <>
    <Route path={socialAuditPaths.socialAudit} element={signedIn(<ModulesPage key={socialAuditPaths.socialAudit} />)} />
    <Route path={socialAuditPaths.issuesReport} element={signedIn(<IssuesReportPage />)} />
    <Route path={socialAuditPaths.recoveredIssues} element={signedIn(<RecoveredIssuesPage />)} />
    <Route path={socialAuditPaths.recoveryVerification} element={signedIn(<RecoveryVerificationPage />)} />
    <Route path={socialAuditPaths.importIssues} element={signedIn(<ImportIssuesPage />)} />
  </>
);
