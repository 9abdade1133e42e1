import { useState } from 'react';
import type { RoleAssignment } from '../providers/authApi';
import { useLocale } from '../i18n/locale';
import { t } from '../i18n/t';
import type { Notify } from '../offline/useOutbox';
import { roleKey } from '../session/sessionStore';
import { useCurrentRole } from '../session/useSession';
import { roleText } from './SignedInUser';
import './SignedIn.css';

/**
 * Spec 1 §2: lets an officer who holds several roles choose the one to act as. The server
 * keeps the choice and a toast names the new role; if it refuses, the old role comes back and
 * an error toast says why. A native select (on a phone the system's own picker).
 */
export function RoleSwitcher({ notify }: { notify: Notify }) {
  const locale = useLocale();
  const { currentRole, roles, setCurrentRole } = useCurrentRole();
  const [switching, setSwitching] = useState(false);

  if (roles.length <= 1) return null;

  const switchTo = async (role: RoleAssignment) => {
    setSwitching(true);
    const result = await setCurrentRole(role);
    setSwitching(false);
    if (result.ok) notify(t('portal.topbar.roleSwitched', { role: roleText(role, locale) }), { type: 'success' });
    else notify(result.message ?? t('portal.topbar.roleSwitchFailed'), { type: 'error' });
  };

  return (
    <div className="si-role">
      {/* On a phone the "Role" label is for screen readers only: the select needs the room. */}
      <label htmlFor="role-switcher" className="si-role__label">
        {t('portal.topbar.role')}
      </label>
      <select
        id="role-switcher"
        data-testid="role-switcher"
        className="si-role__select"
        value={currentRole ? roleKey(currentRole) : ''}
        disabled={switching}
        onChange={(event) => {
          const role = roles.find((candidate) => roleKey(candidate) === event.target.value);
          if (role) void switchTo(role);
        }}
      >
        {roles.map((role) => (
          <option key={roleKey(role)} value={roleKey(role)}>
            {roleText(role, locale)}
          </option>
        ))}
      </select>
    </div>
  );
}
