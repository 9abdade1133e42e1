import type { TranslationMessages } from 'react-admin';
import { knAdmin } from './admin';
import { knSocialAudit } from './socialAudit';
import { knField } from './field';
import { knFto } from './fto';
import { knPortal } from './portal';
import { knRa } from './ra';

/**
 * Every Kannada catalog of the signed-in app in one object, the shape react-admin's
 * i18nProvider takes: react-admin's own messages (`ra.`) beside the portal's (`portal.`,
 * `admin.`, `fto.`, `socialAudit.`, `field.`). Loaded on demand (providers/i18n.ts).
 */
export const knMessages: TranslationMessages = { ...knRa, ...knPortal, ...knAdmin, ...knFto, ...knSocialAudit, ...knField };
