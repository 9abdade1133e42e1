/**
 * The portal's own English texts. Everything the portal shows to a user lives here,
 * under the `portal.` namespace, so react-admin's i18nProvider (signed-in side) and
 * the eager `t()` helper (public side) read the same keys and a translation is one
 * more file of the same shape.
 */
export const en = {
  portal: {
    common: {
      opensInNewTab: '%{label} (opens in a new tab)',
    },
    header: {
      homeLink: 'Go to the portal home page',
      skipToContent: 'Skip to main content',
    },
    footer: {
      contactHeading: 'Contact Us',
      supportEmail: 'Email',
      supportPhone: 'Helpline',
      address: 'Address',
      followHeading: 'Follow Us',
      copyright: '© %{year} %{department}, %{government}. All rights reserved.',
    },
    landing: {
      bannerDescription:
        'One workflow for MGNREGA action plans, FTO works verification and social audit across the Gram, Taluk and Zilla Panchayats of Karnataka.',
      portalsHeading: 'Portals',
      portalsIntro: 'Choose the portal for your work.',
      loginRegionLabel: 'Officer login',
      actionPlan: {
        title: 'Action Plan',
        description: 'Prepare, review and approve the annual action plan of works for every Gram Panchayat.',
        officerLogin: 'Officer Login',
        publicDashboard: 'Public Dashboard',
        publicDemands: 'Public Demands',
      },
      ftoVerification: {
        title: 'FTO Verification',
        description: 'Verify works, material bills and site details level by level before Fund Transfer Orders are paid.',
        login: 'Login',
      },
      socialAudit: {
        title: 'Social Audit',
        description: 'Record social audit issues, recommend recovery or drop, file recoveries and verify them.',
      },
    },
    errors: {
      unauthorized: {
        code: '401',
        title: 'Unauthorized Access',
        message: 'You do not have permission to view this page',
        action: 'Go to Dashboard',
      },
      notFound: {
        code: '404',
        title: 'Page Not Found',
        message: 'Sorry, the page you are looking for does not exist',
        action: 'Go to Home',
      },
    },
    loading: 'Loading...',
    loadError: {
      title: 'This page could not be loaded',
      message: 'Check your network connection and reload the page.',
      action: 'Reload',
    },
  },
} as const;

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/** The shape every other language file must have. */
export type PortalMessages = Widen<typeof en>;
