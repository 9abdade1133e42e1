import { useLocale } from 'react-admin';
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { serverMessage, useLoad } from '../../../admin/common/useLoad';
import { NoRoleNotice } from '../../../layout/NoRoleNotice';
import { OfflineSavedNote } from '../../../offline/OfflineSavedNote';
import { roleKey } from '../../../session/sessionStore';
import { useSession } from '../../../session/useSession';
import { formatDate } from '../../../i18n/format';
import { useFtoTranslate, type FtoTranslate } from '../useFtoTranslate';
import { ftoApi, type LevelContext } from './ftoApi';
import { roleAndPlace } from '../../../i18n/names';
import { messageFor } from '../../../i18n/serverMessage';

/** Which officers a page is for (spec 2 §4): level 1 verifies works, levels 2 to 5 verify the level below's files. */
export type LevelAudience = 'level1' | 'upper';

/**
 * The officer's verification level for the chosen role, as the server resolves it (`POST
 * /filever/level-context`); the answer kept on the device from last time while the server is asked.
 */
export function useLevelContext() {
  const { selectedRole } = useSession();
  return useLoad<LevelContext | null>(
    selectedRole ? `level-context|${roleKey(selectedRole)}` : null,
    () => ftoApi.levelContext(selectedRole),
    null,
    () => ftoApi.kept.levelContext(selectedRole),
  );
}

/** Spec 2 §4/§8 access notices, in the spec's words; the server's own text for a state this UI does not know. */
export function levelNotice(context: LevelContext, audience: LevelAudience, t: FtoTranslate): string | null {
  switch (context.state) {
    case 'open':
      break;
    case 'no-mapping':
      return t('fto.level.notices.noMapping');
    case 'no-schedule':
      return t('fto.level.notices.noSchedule');
    case 'not-started':
      return context.window && context.level
        ? t('fto.level.notices.notStarted', {
            level: context.level,
            start: formatDate(context.window.startDate),
            end: formatDate(context.window.endDate),
          })
        : (messageFor(context.code, context.message, context.params) ?? context.message);
    case 'ended':
      return t('fto.level.notices.ended');
    default:
      return messageFor(context.code, context.message, context.params) ?? t('fto.level.notices.noMapping');
  }
  if (audience === 'level1' && context.level !== 1) return t('fto.level.notices.onlyLevel1');
  if (audience === 'upper' && (context.level ?? 0) < 2) return t('fto.level.notices.onlyUpper');
  return null;
}

interface LevelGateProps {
  audience: LevelAudience;
  children: (context: LevelContext) => ReactNode;
}

/**
 * Shows a verification page only to the officers it is for, in its window; everyone else reads
 * why (spec 2 §4). The server refuses the page's calls in the same cases: this only saves the
 * officer a refused request and says it in the spec's words.
 */
export function LevelGate({ audience, children }: LevelGateProps) {
  const t = useFtoTranslate();
  const { selectedRole } = useSession();
  const context = useLevelContext();

  if (!selectedRole) return <NoRoleNotice />;
  // A level context kept on the device shows the page at once; the server's answer follows.
  if (context.loading && !context.data) {
    return (
      <Box data-testid="fto-level-loading" role="status" sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress />
      </Box>
    );
  }
  if (context.error || !context.data) {
    return (
      <Alert
        data-testid="fto-level-error"
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={context.reload}>
            {t('fto.common.retry')}
          </Button>
        }
      >
        {serverMessage(context.error) ?? t('fto.common.loadFailed')}
      </Alert>
    );
  }
  const notice = levelNotice(context.data, audience, t);
  if (notice) {
    return (
      <Alert
        data-testid="fto-level-notice"
        data-state={context.data.state}
        data-level={context.data.level ?? ''}
        severity={context.data.state === 'open' || context.data.state === 'not-started' ? 'info' : 'warning'}
        variant="outlined"
      >
        {notice}
      </Alert>
    );
  }
  return (
    <>
      <OfflineSavedNote />
      {children(context.data)}
    </>
  );
}

/** The cycle, level and sample share the page works in, and the role it acts as. */
export function LevelContextLine({ context }: { context: LevelContext }) {
  const t = useFtoTranslate();
  const locale = useLocale();
  const { selectedRole } = useSession();
  return (
    <Box
      data-testid="fto-level-context"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: { xs: 0.5, sm: 2 }, mb: 1.5, color: 'text.secondary' }}
    >
      <span>
        {t('fto.level.context', {
          cycle: context.cycle?.cycle_name ?? '',
          level: context.level ?? '',
          percentage: context.percentage ?? '',
        })}
      </span>
      {selectedRole && (
        <span data-testid="acting-as">
          {t('fto.common.actingAs', {
            role: roleAndPlace(selectedRole, locale),
          })}
        </span>
      )}
    </Box>
  );
}
