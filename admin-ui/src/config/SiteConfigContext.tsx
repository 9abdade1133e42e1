import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { fetchSiteConfig, type SiteConfig } from './siteConfig';
import { siteDefaults } from './siteDefaults';

const SiteConfigContext = createContext<SiteConfig>(siteDefaults);

/**
 * Renders at once with the built-in defaults and swaps in the server's values when
 * `GET /api/site` answers; a failed call leaves the defaults in place.
 */
export function SiteConfigProvider({ children }: { children: ReactNode }) {
  const [config, setConfig] = useState<SiteConfig>(siteDefaults);

  useEffect(() => {
    const controller = new AbortController();
    fetchSiteConfig(siteDefaults, controller.signal).then(setConfig, (error: unknown) => {
      if (!controller.signal.aborted) {
        console.warn(`Site configuration unavailable, using built-in defaults (${String(error)}).`);
      }
    });
    return () => controller.abort();
  }, []);

  return <SiteConfigContext.Provider value={config}>{children}</SiteConfigContext.Provider>;
}

export const useSiteConfig = (): SiteConfig => useContext(SiteConfigContext);
