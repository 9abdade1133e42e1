import type { ReactNode } from 'react';
import { DataProviderContext, useDataProvider } from 'react-admin';
import { adminDataProvider, type AdminDataProvider } from '../adminDataProvider';

/**
 * Gives the administration screens the resource-mapped provider whatever `<Admin>` was
 * given, so they work the same before and after `adminDataProvider` is set on `<Admin>`.
 */
export function AdminDataScope({ children }: { children: ReactNode }) {
  return <DataProviderContext.Provider value={adminDataProvider}>{children}</DataProviderContext.Provider>;
}

/** The provider with the administration calls (react-admin's error handling still applies). */
export const useAdminDataProvider = () => useDataProvider<AdminDataProvider>();
