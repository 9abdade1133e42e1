import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { formatMoney } from '../../../i18n/format';
import type { FtoTranslate } from '../useFtoTranslate';
import { useFtoTranslate } from '../useFtoTranslate';
import type { MisChanged } from './reconciliationApi';
import { changeSentence, useMisSay } from '../mis-changes/changeWords';

/** "+₹ 42,000.00" / "-₹ 1,200.00": an expenditure change with its sign. */
export const signedMoney = (value: number) => `${value > 0 ? '+' : ''}${formatMoney(value)}`;

/** "expenditure +₹ 42,000.00, 2 bills added, …": what the MIS changed, in the officer's language. */
export function misChangedSummary(c: MisChanged, t: FtoTranslate): string {
  const parts: string[] = [];
  if (c.expenditure_delta !== 0) parts.push(t('fto.misChanged.expenditure', { amount: signedMoney(c.expenditure_delta) }));
  if (c.bills_added > 0) parts.push(t('fto.misChanged.billsAdded', { smart_count: c.bills_added }));
  if (c.bills_paid > 0) parts.push(t('fto.misChanged.billsPaid', { smart_count: c.bills_paid }));
  if (c.bills_changed > 0) parts.push(t('fto.misChanged.billsChanged', { smart_count: c.bills_changed }));
  if (c.ftos_added > 0) parts.push(t('fto.misChanged.ftosAdded', { smart_count: c.ftos_added }));
  if (c.gone) parts.push(t('fto.misChanged.gone'));
  if (parts.length === 0) parts.push(t('fto.misChanged.other'));
  return parts.join(', ');
}

/** The chip of a list row whose work changed in the MIS after the level below verified it. */
export function MisChangedChip({ changed }: { changed: MisChanged | null | undefined }) {
  const t = useFtoTranslate();
  if (!changed) return null;
  return (
    <Chip
      data-testid="mis-changed-chip"
      size="small"
      color="warning"
      label={t('fto.misChanged.chip')}
      title={misChangedSummary(changed, t)}
      sx={{ mt: 0.5, maxWidth: '100%' }}
    />
  );
}

/** The Fill Work File's notice: "Changed in the MIS after Level 1 verified it: …", with the differences listed. */
export function MisChangedNotice({ changed, level }: { changed: MisChanged | null | undefined; level: number | null | undefined }) {
  const t = useFtoTranslate();
  const say = useMisSay();
  if (!changed || !level) return null;
  return (
    <Alert severity="warning" data-testid="fill-mis-changed" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
      <Box component="span" sx={{ fontWeight: 600 }} data-testid="fill-mis-changed-summary">
        {t('fto.misChanged.notice', { level, summary: misChangedSummary(changed, t) })}
      </Box>
      <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
        {changed.changes.map((e, i) => (
          <li key={i} data-testid="fill-mis-change">
            {changeSentence(e, say)}
          </li>
        ))}
      </Box>
    </Alert>
  );
}
