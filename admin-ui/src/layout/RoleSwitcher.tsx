import { useState } from 'react';
import { useLocale, useNotify, useTranslate } from 'react-admin';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { RoleAssignment } from '../providers/authApi';
import { roleKey } from '../session/sessionStore';
import { useCurrentRole } from '../session/useSession';
import { roleText } from './SignedInUser';

/** On a phone the "Role" label is for screen readers only: the select needs the room. */
const PHONE_HIDDEN = {
  position: { xs: 'absolute', sm: 'static' },
  left: 0,
  top: 0,
  width: { xs: 1, sm: 'auto' },
  height: { xs: 1, sm: 'auto' },
  overflow: { xs: 'hidden', sm: 'visible' },
  clipPath: { xs: 'inset(50%)', sm: 'none' },
  whiteSpace: 'nowrap',
} as const;

/**
 * Spec 1 §2: lets an officer who holds several roles choose the one to act as. The server
 * keeps the choice and a toast names the new role; if it refuses, the old role comes back and
 * an error toast says why.
 */
export function RoleSwitcher() {
  const translate = useTranslate();
  const locale = useLocale();
  const notify = useNotify();
  const { currentRole, roles, setCurrentRole } = useCurrentRole();
  const [switching, setSwitching] = useState(false);

  if (roles.length <= 1) return null;

  const switchTo = async (role: RoleAssignment) => {
    setSwitching(true);
    const result = await setCurrentRole(role);
    setSwitching(false);
    if (result.ok) notify(translate('portal.topbar.roleSwitched', { role: roleText(role, translate, locale) }), { type: 'success' });
    else notify(result.message ?? translate('portal.topbar.roleSwitchFailed'), { type: 'error' });
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0, flex: { xs: '1 1 0', sm: '0 1 auto' } }}>
      <Typography
        component="label"
        htmlFor="role-switcher"
        variant="body2"
        sx={{ fontWeight: 600, opacity: 0.9, flexShrink: 0, ...PHONE_HIDDEN }}
      >
        {translate('portal.topbar.role')}
      </Typography>
      <TextField
        id="role-switcher"
        select
        // react-admin's theme makes fields `filled` by default; the bar wants a plain white box.
        variant="outlined"
        margin="none"
        size="small"
        value={currentRole ? roleKey(currentRole) : ''}
        disabled={switching}
        onChange={(event) => {
          const role = roles.find((candidate) => roleKey(candidate) === event.target.value);
          if (role) void switchTo(role);
        }}
        sx={{
          flex: 1,
          minWidth: 0,
          maxWidth: { sm: 360 },
          '& .MuiInputBase-root': { bgcolor: '#fff', fontSize: '0.875rem' },
        }}
        slotProps={{
          select: { native: true },
          htmlInput: { 'data-testid': 'role-switcher' },
        }}
      >
        {roles.map((role) => (
          <option key={roleKey(role)} value={roleKey(role)}>
            {roleText(role, translate, locale)}
          </option>
        ))}
      </TextField>
    </Box>
  );
}
