import { useTranslate } from 'react-admin';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { roleKey } from '../session/sessionStore';
import { useCurrentRole } from '../session/useSession';

/** Spec 1 §2: lets an officer who holds several roles choose the one to act as. */
export function RoleSwitcher() {
  const translate = useTranslate();
  const { currentRole, roles, setCurrentRole } = useCurrentRole();

  if (roles.length <= 1) return null;

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0, width: { xs: '100%', sm: 'auto' } }}>
      <Typography component="label" htmlFor="role-switcher" variant="body2" sx={{ fontWeight: 600, opacity: 0.9, flexShrink: 0 }}>
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
        onChange={(event) => {
          const role = roles.find((candidate) => roleKey(candidate) === event.target.value);
          if (role) setCurrentRole(role);
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
            {translate('portal.topbar.roleOption', { role: role.Role_name, location: role.location_name ?? role.levels })}
          </option>
        ))}
      </TextField>
    </Box>
  );
}
