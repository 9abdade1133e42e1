import { http } from '../api/http';
import { readYearLists, type YearLists } from './years';

/** What `GET /api/site` answers: the department's configurable contact details and links, and the year lists. */
export interface SocialLink {
  label: string;
  url: string;
}

export interface SiteConfig {
  departmentNameKn: string;
  departmentNameEn: string;
  governmentName: string;
  productName: string;
  supportEmail: string;
  supportPhone: string;
  address: string;
  social: SocialLink[];
  links: {
    publicDashboardUrl: string | null;
    publicDemandsUrl: string | null;
  };
  /** The financial-year lists from the server's clock (null until the server has answered). */
  years: YearLists | null;
}

export const SITE_CONFIG_URL = '/api/site' as const;

type StringField = Exclude<keyof SiteConfig, 'social' | 'links' | 'years'>;
const STRING_FIELDS: readonly StringField[] = [
  'departmentNameKn',
  'departmentNameEn',
  'governmentName',
  'productName',
  'supportEmail',
  'supportPhone',
  'address',
];

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Only http(s) URLs become links: a stray `javascript:` value must never reach an href. */
export function safeHttpUrl(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

function readLink(source: Record<string, unknown>, key: keyof SiteConfig['links'], fallback: string | null) {
  if (!(key in source)) return fallback;
  return safeHttpUrl(source[key]);
}

/**
 * Lays the server's answer over the defaults field by field, so a partial or slightly
 * wrong answer still gives a complete, safe configuration. An explicit `null` link or
 * an empty `social` list from the server is a choice and is kept.
 */
export function mergeSiteConfig(defaults: SiteConfig, answer: unknown): SiteConfig {
  if (!isRecord(answer)) return defaults;
  const merged: SiteConfig = { ...defaults, links: { ...defaults.links } };
  for (const field of STRING_FIELDS) {
    const value = answer[field];
    if (typeof value === 'string' && value.trim() !== '') merged[field] = value.trim();
  }
  if (Array.isArray(answer.social)) {
    merged.social = answer.social.flatMap((item): SocialLink[] => {
      if (!isRecord(item) || typeof item.label !== 'string' || item.label.trim() === '') return [];
      const url = safeHttpUrl(item.url);
      return url ? [{ label: item.label.trim(), url }] : [];
    });
  }
  if (isRecord(answer.links)) {
    merged.links = {
      publicDashboardUrl: readLink(answer.links, 'publicDashboardUrl', defaults.links.publicDashboardUrl),
      publicDemandsUrl: readLink(answer.links, 'publicDemandsUrl', defaults.links.publicDemandsUrl),
    };
  }
  merged.years = readYearLists(answer.years) ?? defaults.years;
  return merged;
}

export async function fetchSiteConfig(defaults: SiteConfig, signal?: AbortSignal): Promise<SiteConfig> {
  const { data, response } = await http.GET(SITE_CONFIG_URL, { signal, parseAs: 'text' });
  if (!response.ok) throw new Error(`GET ${SITE_CONFIG_URL} answered ${response.status}`);
  if (!(response.headers.get('content-type') ?? '').includes('json')) {
    throw new Error(`GET ${SITE_CONFIG_URL} did not answer JSON`);
  }
  return mergeSiteConfig(defaults, JSON.parse(data ?? ''));
}
