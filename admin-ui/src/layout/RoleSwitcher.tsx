import { useTranslate } from 'react-admin';
import TextField from '@mui/material/TextField';
import { roleKey } from '../session/sessionStore';
import { useCurrentRole } from '../session/useSession';

/** Spec 1 §2: lets an officer who holds several roles choose the one to act as. */
export function RoleSwitcher() {
  const translate = useTranslate();
  const { currentRole, roles, setCurrentRole } = useCurrentRole();

  if (roles.length <= 1) return null;

  return (
    <TextField
      select
      size="small"
      label={translate('portal.topbar.role')}
      value={currentRole ? roleKey(currentRole) : ''}
      onChange={(event) => {
        const role = roles.find((candidate) => roleKey(candidate) === event.target.value);
        if (role) setCurrentRole(role);
      }}
      sx={{
        minWidth: 0,
        width: { xs: '100%', sm: 'auto' },
        maxWidth: { sm: 340 },
        '& .MuiInputBase-root': { bgcolor: '#fff', fontSize: '0.875rem' },
        '& .MuiInputLabel-root': { color: 'rgba(255,255,255,0.9)' },
        '& .MuiInputLabel-root.Mui-focused': { color: '#fff' },
        '& .MuiInputLabel-root.MuiInputLabel-shrink': {
          bgcolor: 'primary.main',
          px: 0.5,
          borderRadius: 0.5,
        },
      }}
      slotProps={{
        select: { native: true },
        inputLabel: { shrink: true },
        htmlInput: { 'data-testid': 'role-switcher', 'aria-label': translate('portal.topbar.role') },
      }}
    >
      {roles.map((role) => (
        <option key={roleKey(role)} value={roleKey(role)}>
          {translate('portal.topbar.roleOption', { role: role.Role_name, location: role.location_name ?? role.levels })}
        </option>
      ))}
    </TextField>
  );
}
