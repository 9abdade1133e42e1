import { lazy } from 'react';
import { Route } from 'react-router';
import { adminOnly, preloadOpened, signedIn } from '../../navigation/screenRoutes';
import { ModulesPage } from '../modules/ModulesPage';
import { ftoPaths } from './paths';

/** The FTO Works Verification screens, each loaded when opened. */
const onDemand = {
  [ftoPaths.worksVerification]: () =>
    import('./works-verification/WorksVerificationSummary').then((m) => ({ default: m.WorksVerificationSummary })),
  [ftoPaths.worksVerificationList]: () =>
    import('./works-verification/WorksVerificationList').then((m) => ({ default: m.WorksVerificationList })),
  [ftoPaths.ftoVerification]: () => import('./fto-verification/FtoVerificationList').then((m) => ({ default: m.FtoVerificationList })),
  [ftoPaths.dataAnalysis]: () => import('./data-analysis/DataAnalysisPage').then((m) => ({ default: m.DataAnalysisPage })),
  [ftoPaths.photoEvidence]: () => import('./photo-evidence/PhotoEvidencePage').then((m) => ({ default: m.PhotoEvidencePage })),
  [ftoPaths.panchayatLocations]: () =>
    import('./photo-evidence/PanchayatLocationsPage').then((m) => ({ default: m.PanchayatLocationsPage })),
  [ftoPaths.misChanges]: () => import('./mis-changes/MisChangesPage').then((m) => ({ default: m.MisChangesPage })),
  [ftoPaths.reconciliation]: () => import('./reconciliation/ReconciliationPage').then((m) => ({ default: m.ReconciliationPage })),
  [ftoPaths.workPrint]: () => import('./work-print/WorkPrintPage').then((m) => ({ default: m.WorkPrintPage })),
};
preloadOpened(onDemand);

const WorksVerificationSummary = lazy(onDemand[ftoPaths.worksVerification]);
const WorksVerificationList = lazy(onDemand[ftoPaths.worksVerificationList]);
const FtoVerificationList = lazy(onDemand[ftoPaths.ftoVerification]);
const DataAnalysisPage = lazy(onDemand[ftoPaths.dataAnalysis]);
const PhotoEvidencePage = lazy(onDemand[ftoPaths.photoEvidence]);
const PanchayatLocationsPage = lazy(onDemand[ftoPaths.panchayatLocations]);
const MisChangesPage = lazy(onDemand[ftoPaths.misChanges]);
const ReconciliationPage = lazy(onDemand[ftoPaths.reconciliation]);
const WorkPrintPage = lazy(onDemand[ftoPaths.workPrint]);

/** The FTO Works Verification routes, for `<CustomRoutes>`; Photo Evidence and Reconciliation are for administrators. */
export const ftoRoutes = (
  <>
    <Route path={ftoPaths.fto} element={signedIn(<ModulesPage key={ftoPaths.fto} />)} />
    <Route path={ftoPaths.dataAnalysis} element={signedIn(<DataAnalysisPage />)} />
    <Route path={ftoPaths.worksVerification} element={signedIn(<WorksVerificationSummary />)} />
    <Route path={ftoPaths.ftoVerification} element={signedIn(<FtoVerificationList />)} />
    <Route path={ftoPaths.worksVerificationList} element={signedIn(<WorksVerificationList />)} />
    <Route path={ftoPaths.photoEvidence} element={adminOnly(<PhotoEvidencePage />)} />
    <Route path={ftoPaths.panchayatLocations} element={adminOnly(<PanchayatLocationsPage />)} />
    <Route path={ftoPaths.misChanges} element={signedIn(<MisChangesPage />)} />
    <Route path={ftoPaths.reconciliation} element={adminOnly(<ReconciliationPage />)} />
    <Route path={ftoPaths.workPrint} element={signedIn(<WorkPrintPage />)} />
  </>
);
