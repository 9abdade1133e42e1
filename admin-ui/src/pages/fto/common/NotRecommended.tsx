import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useFtoTranslate } from '../useFtoTranslate';

/**
 * A record that does not recommend its work for payment, as the lists show it: "Not recommended"
 * and the officer's reason (docs/fto-verification.md). Nothing for a recommended work.
 */
export function NotRecommended({
  recommendation,
  reason,
  testId,
}: {
  recommendation: string | null;
  reason: string | null;
  testId: string;
}) {
  const t = useFtoTranslate();
  if (recommendation !== 'No') return null;
  return (
    <Box data-testid={testId} sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.25, minWidth: 0 }}>
      <Chip size="small" color="error" label={t('fto.status.notRecommended')} />
      <Typography
        variant="caption"
        data-testid={`${testId}-reason`}
        sx={{ whiteSpace: 'normal', overflowWrap: 'anywhere', maxWidth: 320, color: 'text.secondary' }}
      >
        {t('fto.status.reason', { reason: reason || t('fto.common.none') })}
      </Typography>
    </Box>
  );
}
