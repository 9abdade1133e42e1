/*
 * Administration screens, the modules page and the dashboard's main-option cards.
 *
 * Wiring for the lead (nothing else is needed; every screen below already sits in
 * RequireAuth, the /users ones also in AdminGuard, and all of them bring their own
 * resource-mapped dataProvider, so they work before or after step 2):
 *
 * 1. admin-ui/src/AdminApp.tsx
 *      import { adminDataProvider, adminRoutes } from './admin';
 *      ...
 *      dataProvider={adminDataProvider}          // instead of dataProvider={dataProvider}
 *      ...
 *      <CustomRoutes>
 *        {adminRoutes}
 *      </CustomRoutes>
 *    (the dashboard itself is part of the first page, App.tsx, without react-admin)
 *
 * 2. admin-ui/src/providers/i18n.ts
 *      import { adminMessages } from '../i18n/admin';
 *      () => ({ ...englishMessages, ...en, ...adminMessages }),
 *
 * 3. admin-ui/src/pages/dashboard/DashboardPage.tsx
 *      import { MainOptionCards } from './MainOptionCards';
 *      ...after the dashboard-prompt paragraph:
 *      <MainOptionCards />
 *
 * 4. admin-ui/src/routes.ts — /tools (the Developer Tools main option) must reach the
 *    signed-in app:
 *      const signedInSections = ['dashboard', 'users', 'fto', 'audit', 'tools'] as const;
 */
export { adminRoutes } from './routes';
export { adminDataProvider, resourcePath, type AdminDataProvider } from './adminDataProvider';
export { MainOptionCards } from '../pages/dashboard/MainOptionCards';
export { ModulesPage } from '../pages/modules/ModulesPage';
export { adminMessages } from '../i18n/admin';
export { adminPaths } from './paths';
export { isStateAdmin, departmentsForLevel } from './access';
export { default as roles } from './roles';
export { default as departments } from './departments';
export { default as agencies } from './agencies';
export { default as options } from './options';
export { default as auditTrail } from './audit-trail';
export { default as scraperJobs } from './scraper-jobs';
export { default as checklistItems } from './checklist-items';
