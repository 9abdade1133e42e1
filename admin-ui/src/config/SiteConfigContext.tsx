import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { fetchSiteConfig, type SiteConfig } from './siteConfig';
import { siteDefaults } from './siteDefaults';
import { keepYearLists, keptYearLists, yearListsOf, type YearLists } from './years';

const SiteConfigContext = createContext<SiteConfig>(siteDefaults);

/**
 * Renders at once with the built-in defaults and swaps in the server's values when
 * `GET /api/site` answers; a failed call leaves the defaults in place.
 */
export function SiteConfigProvider({ children }: { children: ReactNode }) {
  // The year lists last answered are kept on the device, so a start without network still offers them.
  const [config, setConfig] = useState<SiteConfig>(() => ({ ...siteDefaults, years: keptYearLists() }));

  useEffect(() => {
    const controller = new AbortController();
    const answered = (next: SiteConfig) => {
      if (next.years) keepYearLists(next.years);
      setConfig((current) => ({ ...next, years: next.years ?? current.years }));
    };
    fetchSiteConfig(siteDefaults, controller.signal).then(answered, (error: unknown) => {
      if (!controller.signal.aborted) {
        console.warn(`Site configuration unavailable, using built-in defaults (${String(error)}).`);
      }
    });
    return () => controller.abort();
  }, []);

  return <SiteConfigContext.Provider value={config}>{children}</SiteConfigContext.Provider>;
}

export const useSiteConfig = (): SiteConfig => useContext(SiteConfigContext);

/** The year lists to offer now: the server's answer, else the last one kept, else the device's own date. */
export function useYearLists(): YearLists {
  const { years } = useSiteConfig();
  return years ?? keptYearLists() ?? yearListsOf(new Date());
}
