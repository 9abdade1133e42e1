import { useLocale, useTranslate } from 'react-admin';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import type { RoleAssignment } from '../providers/authApi';
import { useSession } from '../session/useSession';
import { roleLocation, roleName } from '../i18n/names';

/** "Junior Engineer — AFZALPUR": the role and where it acts, as the switcher's options name it (in Kannada in Kannada mode). */
export function roleText(role: RoleAssignment, translate: (key: string, options?: object) => string, locale: string): string {
  return translate('portal.topbar.roleOption', { role: roleName(role, locale), location: roleLocation(role, locale) });
}

const oneLine = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 } as const;

/**
 * Who is signed in, in the top bar: the officer's name and, when there is no role switcher to
 * show it (one role or none), the current role. On a phone it is one short line (name · role,
 * cut with an ellipsis, whole in its tooltip); from a tablet up, the name over the role.
 */
export function SignedInUser() {
  const translate = useTranslate();
  const locale = useLocale();
  const { user, roles, selectedRole } = useSession();
  if (!user) return null;
  const showRole = roles.length <= 1;
  const role = selectedRole ? roleText(selectedRole, translate, locale) : translate('portal.topbar.noRole');
  const whole = showRole ? `${user.name} · ${role}` : user.name;
  return (
    <Box
      data-testid="topbar-user"
      title={whole}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 0.75,
        minWidth: 0,
        flex: { xs: showRole ? '1 1 auto' : '0 1 auto', sm: '0 1 auto' },
        // Beside the role switcher on a phone the name keeps to under half the row.
        maxWidth: { xs: showRole ? '100%' : '45%', sm: 'none' },
      }}
    >
      <AccountCircleIcon fontSize="small" sx={{ flexShrink: 0, opacity: 0.9 }} aria-hidden />
      <Box
        sx={{
          flex: '1 1 auto',
          minWidth: 0,
          display: 'flex',
          flexDirection: { xs: 'row', sm: 'column' },
          alignItems: { xs: 'baseline', sm: 'flex-start' },
          columnGap: 0.75,
          maxWidth: { sm: 280 },
        }}
      >
        <Typography
          data-testid="topbar-user-name"
          component="span"
          sx={{
            ...oneLine,
            fontWeight: 700,
            fontSize: { xs: '0.85rem', sm: '0.9rem' },
            lineHeight: 1.3,
            flexShrink: { xs: 0, sm: 1 },
            maxWidth: { xs: '55%', sm: '100%' },
          }}
        >
          {user.name}
        </Typography>
        {showRole && (
          <Typography
            data-testid="topbar-user-role"
            component="span"
            sx={{ ...oneLine, fontSize: { xs: '0.8rem', sm: '0.8rem' }, lineHeight: 1.3, opacity: 0.9, maxWidth: '100%' }}
          >
            {role}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
