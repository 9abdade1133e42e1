import { lazy, type ReactNode } from 'react';
import { Route } from 'react-router';
import { AdminGuard } from '../layout/guards/AdminGuard';
import { RequireAuth } from '../layout/guards/RequireAuth';
import { ModulesPage } from '../pages/modules/ModulesPage';
import { AdminDataScope } from './common/AdminDataScope';
import { adminPaths } from './paths';

// Every screen but the modules page is loaded when it is opened (react-admin's layout shows its
// loader meanwhile): officers of other modules never download the FTO verification and social
// audit screens, and the dashboard, the first screen after sign-in, waits for none of the
// administration screens nor the date picker and charts that some of them bring.
const onDemand = {
  [adminPaths.roleManagement]: () => import('./users/RoleManagementPage').then((m) => ({ default: m.RoleManagementPage })),
  [adminPaths.roleAdd]: () => import('./roles/RoleList').then((m) => ({ default: m.RoleList })),
  [adminPaths.departmentAdd]: () => import('./departments/DepartmentList').then((m) => ({ default: m.DepartmentList })),
  [adminPaths.agencyAdd]: () => import('./agencies/AgencyList').then((m) => ({ default: m.AgencyList })),
  [adminPaths.options]: () => import('./options/OptionsPage').then((m) => ({ default: m.OptionsPage })),
  [adminPaths.auditTrail]: () => import('./audit-trail/AuditTrailList').then((m) => ({ default: m.AuditTrailList })),
  [adminPaths.scraperJobs]: () => import('./scraper-jobs/ScraperJobsList').then((m) => ({ default: m.ScraperJobsList })),
  [adminPaths.scheduler]: () => import('./schedules/SchedulerDashboard').then((m) => ({ default: m.SchedulerDashboard })),
  [adminPaths.ftoChecklist]: () => import('./checklist-items/ChecklistItemList').then((m) => ({ default: m.ChecklistItemList })),
  [adminPaths.viewData]: () => import('../pages/fto/viewdata/ViewDataPage').then((m) => ({ default: m.ViewDataPage })),
  [adminPaths.fileVerify]: () => import('../pages/fto/fileverify/WorksSummaryPage').then((m) => ({ default: m.WorksSummaryPage })),
  [adminPaths.ftoVerify]: () => import('../pages/fto/ftoverify/UpperLevelListPage').then((m) => ({ default: m.UpperLevelListPage })),
  [adminPaths.showList]: () => import('../pages/fto/showlist/WorksListPage').then((m) => ({ default: m.WorksListPage })),
  [adminPaths.evidenceReport]: () => import('../pages/fto/evidence/EvidenceReportPage').then((m) => ({ default: m.EvidenceReportPage })),
  [adminPaths.panchayatLocations]: () =>
    import('../pages/fto/evidence/PanchayatLocationsPage').then((m) => ({ default: m.PanchayatLocationsPage })),
  [adminPaths.misChanges]: () => import('../pages/fto/changes/MisChangesPage').then((m) => ({ default: m.MisChangesPage })),
  [adminPaths.reconciliation]: () =>
    import('../pages/fto/reconciliation/ReconciliationPage').then((m) => ({ default: m.ReconciliationPage })),
  [adminPaths.ftoScheduler]: () => import('./schedules/FtoSchedulerPage').then((m) => ({ default: m.FtoSchedulerPage })),
  [adminPaths.auditIssues]: () => import('../pages/audit/issues/IssuesReportPage').then((m) => ({ default: m.IssuesReportPage })),
  [adminPaths.auditRecoveryIssues]: () =>
    import('../pages/audit/recoveryissues/RecoveredIssuesPage').then((m) => ({ default: m.RecoveredIssuesPage })),
  [adminPaths.auditVerifyRecovery]: () =>
    import('../pages/audit/verifyRecovery/VerifyRecoveryPage').then((m) => ({ default: m.VerifyRecoveryPage })),
  [adminPaths.auditImport]: () => import('../pages/audit/import/ImportIssuesPage').then((m) => ({ default: m.ImportIssuesPage })),
};
// The screen the portal was opened on starts loading with this module (while the session
// check is still out), rather than once the layout has rendered its route.
(onDemand as Record<string, (() => Promise<unknown>) | undefined>)[window.location.pathname]?.().catch(() => undefined);

const RoleManagementPage = lazy(onDemand[adminPaths.roleManagement]);
const RoleList = lazy(onDemand[adminPaths.roleAdd]);
const DepartmentList = lazy(onDemand[adminPaths.departmentAdd]);
const AgencyList = lazy(onDemand[adminPaths.agencyAdd]);
const OptionsPage = lazy(onDemand[adminPaths.options]);
const AuditTrailList = lazy(onDemand[adminPaths.auditTrail]);
const ScraperJobsList = lazy(onDemand[adminPaths.scraperJobs]);
const SchedulerDashboard = lazy(onDemand[adminPaths.scheduler]);
const ChecklistItemList = lazy(onDemand[adminPaths.ftoChecklist]);
const ViewDataPage = lazy(onDemand[adminPaths.viewData]);
const WorksSummaryPage = lazy(onDemand[adminPaths.fileVerify]);
const UpperLevelListPage = lazy(onDemand[adminPaths.ftoVerify]);
const WorksListPage = lazy(onDemand[adminPaths.showList]);
const EvidenceReportPage = lazy(onDemand[adminPaths.evidenceReport]);
const ReconciliationPage = lazy(onDemand[adminPaths.reconciliation]);
const PanchayatLocationsPage = lazy(onDemand[adminPaths.panchayatLocations]);
const MisChangesPage = lazy(onDemand[adminPaths.misChanges]);
const FtoSchedulerPage = lazy(onDemand[adminPaths.ftoScheduler]);
const IssuesReportPage = lazy(onDemand[adminPaths.auditIssues]);
const RecoveredIssuesPage = lazy(onDemand[adminPaths.auditRecoveryIssues]);
const VerifyRecoveryPage = lazy(onDemand[adminPaths.auditVerifyRecovery]);
const ImportIssuesPage = lazy(onDemand[adminPaths.auditImport]);

const signedIn = (page: ReactNode) => (
  <RequireAuth>
    <AdminDataScope>{page}</AdminDataScope>
  </RequireAuth>
);

/** Spec 1 §2: every /users route also passes the admin-type guard (the schedule pages add the STATE check inside). */
const adminOnly = (page: ReactNode) => signedIn(<AdminGuard>{page}</AdminGuard>);

/**
 * The administration and modules routes, for `<CustomRoutes>` (inside the layout). The
 * modules page is keyed by path so moving between /fto and /audit starts it afresh.
 */
export const adminRoutes = (
  <>
    <Route path={adminPaths.users} element={adminOnly(<ModulesPage key={adminPaths.users} />)} />
    <Route path={adminPaths.roleManagement} element={adminOnly(<RoleManagementPage />)} />
    <Route path={adminPaths.roleAdd} element={adminOnly(<RoleList />)} />
    <Route path={adminPaths.departmentAdd} element={adminOnly(<DepartmentList />)} />
    <Route path={adminPaths.agencyAdd} element={adminOnly(<AgencyList />)} />
    <Route path={adminPaths.options} element={adminOnly(<OptionsPage />)} />
    <Route path={adminPaths.auditTrail} element={adminOnly(<AuditTrailList />)} />
    <Route path={adminPaths.scraperJobs} element={adminOnly(<ScraperJobsList />)} />
    <Route path={adminPaths.scheduler} element={adminOnly(<SchedulerDashboard />)} />
    <Route path={adminPaths.ftoScheduler} element={adminOnly(<FtoSchedulerPage />)} />
    <Route path={adminPaths.ftoChecklist} element={adminOnly(<ChecklistItemList />)} />
    <Route path={adminPaths.fto} element={signedIn(<ModulesPage key={adminPaths.fto} />)} />
    <Route path={adminPaths.viewData} element={signedIn(<ViewDataPage />)} />
    <Route path={adminPaths.fileVerify} element={signedIn(<WorksSummaryPage />)} />
    <Route path={adminPaths.ftoVerify} element={signedIn(<UpperLevelListPage />)} />
    <Route path={adminPaths.showList} element={signedIn(<WorksListPage />)} />
    <Route path={adminPaths.evidenceReport} element={adminOnly(<EvidenceReportPage />)} />
    <Route path={adminPaths.panchayatLocations} element={adminOnly(<PanchayatLocationsPage />)} />
    <Route path={adminPaths.misChanges} element={signedIn(<MisChangesPage />)} />
    <Route path={adminPaths.reconciliation} element={adminOnly(<ReconciliationPage />)} />
    <Route path={adminPaths.audit} element={signedIn(<ModulesPage key={adminPaths.audit} />)} />
    <Route path={adminPaths.auditIssues} element={signedIn(<IssuesReportPage />)} />
    <Route path={adminPaths.auditRecoveryIssues} element={signedIn(<RecoveredIssuesPage />)} />
    <Route path={adminPaths.auditVerifyRecovery} element={signedIn(<VerifyRecoveryPage />)} />
    <Route path={adminPaths.auditImport} element={signedIn(<ImportIssuesPage />)} />
    <Route path={adminPaths.tools} element={signedIn(<ModulesPage key={adminPaths.tools} />)} />
  </>
);
