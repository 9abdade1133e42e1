import type { RoleAssignment } from '../providers/authApi';
import { useLocale, type Locale } from '../i18n/locale';
import { roleLocation, roleName } from '../i18n/names';
import { t } from '../i18n/t';
import { useSession } from '../session/useSession';
import { Icon } from '../ui/Icon';
import { accountCircleIcon } from '../ui/icons';
import './SignedIn.css';

/** "Junior Engineer — AFZALPUR": the role and where it acts, as the switcher's options name it (in Kannada in Kannada mode). */
export function roleText(role: RoleAssignment, locale: Locale): string {
  return t('portal.topbar.roleOption', { role: roleName(role, locale), location: roleLocation(role, locale) });
}

/**
 * Who is signed in, in the top bar: the officer's name and, when there is no role switcher to
 * show it (one role or none), the current role. On a phone the name and the role run on one line,
 * wrapping onto the next rather than being cut (issue 43 item 11); from a tablet up, the name over the role.
 */
export function SignedInUser() {
  const locale = useLocale();
  const { user, roles, selectedRole } = useSession();
  if (!user) return null;
  const showRole = roles.length <= 1;
  const role = selectedRole ? roleText(selectedRole, locale) : t('portal.topbar.noRole');
  const whole = showRole ? `${user.name} · ${role}` : user.name;
  return (
    <div data-testid="topbar-user" title={whole} className={showRole ? 'si-user si-user--with-role' : 'si-user'}>
      <Icon shape={accountCircleIcon} className="si-user__icon" />
      <div className="si-user__text">
        <span data-testid="topbar-user-name" className="si-user__name">
          {user.name}
        </span>
        {showRole && (
          <span data-testid="topbar-user-role" className="si-user__role">
            {role}
          </span>
        )}
      </div>
    </div>
  );
}
