import { lazy } from 'react';
import { Route } from 'react-router';
import { adminOnly, preloadOpened, signedIn } from '../navigation/screenRoutes';
import { ModulesPage } from '../pages/modules/ModulesPage';
import { adminPaths } from './paths';

/** The User Administration and Developer Tools screens, each loaded when opened. */
const onDemand = {
  [adminPaths.roleManagement]: () => import('./role-management/RoleManagementPage').then((m) => ({ default: m.RoleManagementPage })),
  [adminPaths.roleAdd]: () => import('./roles/RoleList').then((m) => ({ default: m.RoleList })),
  [adminPaths.departmentAdd]: () => import('./departments/DepartmentList').then((m) => ({ default: m.DepartmentList })),
  [adminPaths.agencyAdd]: () => import('./agencies/AgencyList').then((m) => ({ default: m.AgencyList })),
  [adminPaths.mainOptions]: () => import('./main-options/MainOptionManagementPage').then((m) => ({ default: m.MainOptionManagementPage })),
  [adminPaths.auditTrail]: () => import('./audit-trail/AuditTrailList').then((m) => ({ default: m.AuditTrailList })),
  [adminPaths.misLoadHistory]: () => import('./mis-load-history/MisLoadHistoryList').then((m) => ({ default: m.MisLoadHistoryList })),
  [adminPaths.scheduler]: () => import('./schedules/SchedulerDashboard').then((m) => ({ default: m.SchedulerDashboard })),
  [adminPaths.ftoVerificationSchedule]: () =>
    import('./schedules/FtoVerificationSchedulePage').then((m) => ({ default: m.FtoVerificationSchedulePage })),
  [adminPaths.ftoChecklist]: () => import('./checklist-items/ChecklistItemList').then((m) => ({ default: m.ChecklistItemList })),
};
preloadOpened(onDemand);

const RoleManagementPage = lazy(onDemand[adminPaths.roleManagement]);
const RoleList = lazy(onDemand[adminPaths.roleAdd]);
const DepartmentList = lazy(onDemand[adminPaths.departmentAdd]);
const AgencyList = lazy(onDemand[adminPaths.agencyAdd]);
const MainOptionManagementPage = lazy(onDemand[adminPaths.mainOptions]);
const AuditTrailList = lazy(onDemand[adminPaths.auditTrail]);
const MisLoadHistoryList = lazy(onDemand[adminPaths.misLoadHistory]);
const SchedulerDashboard = lazy(onDemand[adminPaths.scheduler]);
const FtoVerificationSchedulePage = lazy(onDemand[adminPaths.ftoVerificationSchedule]);
const ChecklistItemList = lazy(onDemand[adminPaths.ftoChecklist]);

/**
 * The administration routes, for `<CustomRoutes>` (inside the layout): every /users path passes
 * the admin-type guard. The modules pages are keyed by path so moving between them starts afresh.
 */
export const adminRoutes = (
  <>
    <Route path={adminPaths.users} element={adminOnly(<ModulesPage key={adminPaths.users} />)} />
    <Route path={adminPaths.roleManagement} element={adminOnly(<RoleManagementPage />)} />
    <Route path={adminPaths.roleAdd} element={adminOnly(<RoleList />)} />
    <Route path={adminPaths.departmentAdd} element={adminOnly(<DepartmentList />)} />
    <Route path={adminPaths.agencyAdd} element={adminOnly(<AgencyList />)} />
    <Route path={adminPaths.mainOptions} element={adminOnly(<MainOptionManagementPage />)} />
    <Route path={adminPaths.auditTrail} element={adminOnly(<AuditTrailList />)} />
    <Route path={adminPaths.misLoadHistory} element={adminOnly(<MisLoadHistoryList />)} />
    <Route path={adminPaths.scheduler} element={adminOnly(<SchedulerDashboard />)} />
    <Route path={adminPaths.ftoVerificationSchedule} element={adminOnly(<FtoVerificationSchedulePage />)} />
    <Route path={adminPaths.ftoChecklist} element={adminOnly(<ChecklistItemList />)} />
    <Route path={adminPaths.tools} element={signedIn(<ModulesPage key={adminPaths.tools} />)} />
  </>
);
