import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatDate, formatFinancialYear, formatMoney, todayIso } from '../../../i18n/format';
import { PortalDateField } from '../../../ui/date/PortalDateField';
import { useFtoTranslate } from '../useFtoTranslate';
import type { MaterialRow } from '../common/ftoApi';
import { emptyEntry, type FillState, type MaterialEntry, type MaterialField } from './fillForm';

interface MaterialSectionProps {
  rows: readonly MaterialRow[];
  year: string | null;
  /** Bills of later financial years, not shown (spec 2 §5). */
  others: number;
  loading: boolean;
  /** The server's text when the bills could not be read. */
  loadError: string | null;
  valid: boolean;
  state: FillState;
  /** Shown texts by the server's error keys (`material_{billNo}_{field}`). */
  errors: Record<string, string>;
  readOnly: boolean;
  update: (change: (state: FillState) => FillState) => void;
}

const TEXT_FIELDS: {
  field: Exclude<MaterialField, 'recommendation'>;
  key: 'mbNo' | 'pageNo' | 'mbDate' | 'checkMeasurementDate';
  date: boolean;
}[] = [
  { field: 'mbNo', key: 'mbNo', date: false },
  { field: 'pageNo', key: 'pageNo', date: false },
  { field: 'mbDate', key: 'mbDate', date: true },
  { field: 'checkMeasurementDate', key: 'checkMeasurementDate', date: true },
];

/** Spec 2 §3 Material row: the bill as the MIS has it, and the officer's measurement book entries for it. */
export function MaterialSection({ rows, year, others, loading, loadError, valid, state, errors, readOnly, update }: MaterialSectionProps) {
  const t = useFtoTranslate();
  // The server refuses measurement dates after today.
  const [today] = useState(todayIso);
  const setEntry = (billNo: string, patch: Partial<MaterialEntry>) =>
    update((s) => ({ ...s, entries: { ...s.entries, [billNo]: { ...(s.entries[billNo] ?? emptyEntry()), ...patch } } }));

  return (
    <Box data-testid="fill-material" data-valid={valid ? 'true' : 'false'}>
      {loading && <LinearProgress data-testid="fill-material-loading" sx={{ mb: 1 }} />}
      {loadError ? (
        <Alert severity="error" data-testid="fill-material-error">
          {loadError}
        </Alert>
      ) : !loading && rows.length === 0 ? (
        <Typography color="textSecondary" data-testid="fill-material-none">
          {t('fto.fill.material.none')}
        </Typography>
      ) : (
        <>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'baseline', mb: 1 }}>
            {year && (
              <Typography sx={{ fontWeight: 600 }}>{t('fto.fill.material.lowestYear', { year: formatFinancialYear(year) })}</Typography>
            )}
            {others > 0 && (
              <Typography variant="body2" color="textSecondary" data-testid="fill-material-only-lowest">
                {t('fto.fill.material.onlyLowest')}
              </Typography>
            )}
          </Box>
          {!valid && (
            <Alert severity="error" data-testid="fill-material-invalid" sx={{ mb: 1.5 }}>
              {t('fto.fill.material.invalid')}
            </Alert>
          )}
          <Box sx={{ display: 'grid', gap: 1.5 }}>
            {rows.map((row) => {
              const entry = state.entries[row.billNo] ?? emptyEntry();
              const error = (field: MaterialField) => errors[`material_${row.billNo}_${field}`];
              const recommendationError = error('recommendation');
              return (
                <Box
                  key={row.billNo}
                  data-testid={`fill-bill-${row.billNo}`}
                  data-bill-no={row.billNo}
                  sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
                >
                  <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2.5, rowGap: 0.5, mb: 1, alignItems: 'baseline' }}>
                    <Typography sx={{ fontWeight: 700 }}>
                      {row.slNo}. {t('fto.fill.material.bill', { billNo: row.billNo })}
                    </Typography>
                    <Typography variant="body2">{t('fto.fill.material.billDate', { date: formatDate(row.billDate) })}</Typography>
                    <Typography variant="body2">
                      {t('fto.fill.material.paid', { amount: formatMoney(row.paidAmount) || formatMoney(0) })}
                    </Typography>
                    <Typography variant="body2">
                      {t('fto.fill.material.due', { amount: formatMoney(row.dueAmount) || formatMoney(0) })}
                    </Typography>
                    <Typography
                      variant="body2"
                      color={(row.materialList ?? '').trim() ? 'text.secondary' : 'error'}
                      sx={{ flexBasis: '100%' }}
                    >
                      {t('fto.fill.material.material')}: {(row.materialList ?? '').trim() || t('fto.fill.material.noMaterialList')}
                    </Typography>
                  </Box>
                  <Box
                    sx={{
                      display: 'grid',
                      gap: 1.5,
                      gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(5, minmax(0, 1fr))' },
                      alignItems: 'start',
                    }}
                  >
                    {TEXT_FIELDS.map(({ field, key, date }) =>
                      date ? (
                        <PortalDateField
                          key={field}
                          label={t(`fto.fill.material.${key}`)}
                          value={entry[field]}
                          onChange={(value) => setEntry(row.billNo, { [field]: value })}
                          disabled={readOnly}
                          required
                          error={error(field) ?? null}
                          max={today}
                          helperAttributes={error(field) ? { 'data-fill-error': true } : undefined}
                          testId={`fill-bill-${row.billNo}-${field}`}
                          strict
                        />
                      ) : (
                        <TextField
                          key={field}
                          label={t(`fto.fill.material.${key}`)}
                          value={entry[field]}
                          onChange={(event) => setEntry(row.billNo, { [field]: event.target.value })}
                          disabled={readOnly}
                          required
                          error={!!error(field)}
                          helperText={error(field)}
                          size="small"
                          fullWidth
                          slotProps={{
                            inputLabel: { shrink: true },
                            htmlInput: { 'data-testid': `fill-bill-${row.billNo}-${field}`, maxLength: 50 },
                            formHelperText: error(field) ? ({ 'data-fill-error': true } as object) : undefined,
                          }}
                        />
                      ),
                    )}
                    <TextField
                      select
                      label={t('fto.fill.material.recommendation')}
                      value={entry.recommendation === null ? '' : String(entry.recommendation)}
                      onChange={(event) =>
                        setEntry(row.billNo, { recommendation: event.target.value === '' ? null : event.target.value === 'true' })
                      }
                      disabled={readOnly}
                      required
                      error={!!recommendationError}
                      helperText={recommendationError}
                      size="small"
                      fullWidth
                      slotProps={{
                        select: { native: true },
                        inputLabel: { shrink: true },
                        htmlInput: { 'data-testid': `fill-bill-${row.billNo}-recommendation` },
                        formHelperText: recommendationError ? ({ 'data-fill-error': true } as object) : undefined,
                      }}
                    >
                      <option value="">{t('fto.fill.material.select')}</option>
                      <option value="true">{t('fto.fill.material.recommend')}</option>
                      <option value="false">{t('fto.fill.material.notRecommend')}</option>
                    </TextField>
                  </Box>
                </Box>
              );
            })}
          </Box>
        </>
      )}
    </Box>
  );
}
