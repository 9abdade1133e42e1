import { useLocale } from '../i18n/locale';
import { t } from '../i18n/t';
import { useSession } from '../session/useSession';
import { Icon } from '../ui/Icon';
import { infoOutlinedIcon } from '../ui/icons';
import './SignedIn.css';

/** Who assigns roles to an officer of each level: the administrator one level up. */
const ASK_KEY = {
  GP: 'portal.noRole.ask.GP',
  TP: 'portal.noRole.ask.TP',
  ZP: 'portal.noRole.ask.ZP',
  STATE: 'portal.noRole.ask.STATE',
} as const;

/**
 * Shown in place of a page that works as a role when the officer holds none: the top bar
 * has no switcher then, so the notice says whom to ask instead. The server reads roles
 * afresh on every request, so a reload after the assignment is enough. Plain HTML (MUI's
 * info Alert look), so the dashboard shows it without MUI.
 */
export function NoRoleNotice() {
  useLocale();
  const { user } = useSession();
  const level = user?.officer_level ?? '';
  const askKey = level in ASK_KEY ? ASK_KEY[level as keyof typeof ASK_KEY] : 'portal.noRole.ask.other';

  return (
    <div data-testid="no-role-notice" data-officer-level={level} role="alert" className="si-alert si-alert--spaced">
      <span className="si-alert__icon">
        <Icon shape={infoOutlinedIcon} />
      </span>
      <div className="si-alert__message">
        <div data-testid="no-role-title" className="si-alert__title">
          {t('portal.noRole.title')}
        </div>
        <span data-testid="no-role-ask">{t(askKey)}</span> {t('portal.noRole.afterAssignment')}
      </div>
      <div className="si-alert__action">
        <button type="button" className="ui-btn si-alert__button" onClick={() => window.location.reload()}>
          {t('portal.noRole.reload')}
        </button>
      </div>
    </div>
  );
}
