import { useTranslate } from 'react-admin';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { useSession } from '../session/useSession';

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
 * afresh on every request, so a reload after the assignment is enough.
 */
export function NoRoleNotice() {
  const translate = useTranslate();
  const { user } = useSession();
  const level = user?.officer_level ?? '';
  const askKey = level in ASK_KEY ? ASK_KEY[level as keyof typeof ASK_KEY] : 'portal.noRole.ask.other';

  return (
    <Alert
      data-testid="no-role-notice"
      data-officer-level={level}
      severity="info"
      sx={{ mt: 3 }}
      action={
        <Button color="inherit" size="small" onClick={() => window.location.reload()}>
          {translate('portal.noRole.reload')}
        </Button>
      }
    >
      <AlertTitle data-testid="no-role-title">{translate('portal.noRole.title')}</AlertTitle>
      <span data-testid="no-role-ask">{translate(askKey)}</span> {translate('portal.noRole.afterAssignment')}
    </Alert>
  );
}
