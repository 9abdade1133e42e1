import type { SiteConfig } from './siteConfig';

/**
 * Shown until `GET /api/site` answers, and whenever it cannot. The server's
 * configuration is the source of truth for contact details; keep these in step with
 * the server's own defaults. Public links stay null here: a portal card shows a link
 * only when the department has configured where it goes.
 */
export const siteDefaults: SiteConfig = {
  departmentNameKn: 'ಗ್ರಾಮೀಣಾಭಿವೃದ್ಧಿ ಮತ್ತು ಪಂಚಾಯತ್ ರಾಜ್ ಇಲಾಖೆ',
  departmentNameEn: 'Rural Development and Panchayat Raj Department',
  governmentName: 'Government of Karnataka',
  productName: 'MGNREGA Workflow Portal 2.0',
  supportEmail: 'mgnrega-support@karnataka.gov.in',
  supportPhone: '080-22034500',
  address: 'Rural Development and Panchayat Raj Department, 3rd Floor, Gate 2, M.S. Building, Dr. B.R. Ambedkar Veedhi, Bengaluru 560001',
  social: [],
  links: {
    publicDashboardUrl: null,
    publicDemandsUrl: null,
  },
  years: null,
};
