import { useState } from 'react';
import { useLogoutIfAccessDenied, useNotify } from 'react-admin';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FtoMessageKey } from '../../i18n/fto';
import { useFtoTranslate } from '../../pages/fto/useFtoTranslate';
import { PortalDateField } from '../../ui/date/PortalDateField';
import { portalColors } from '../../theme';
import { GENERAL_DATES, LEVEL_COUNT, payloadOf, scheduleProblem, valuesOf, type LevelValues, type ScheduleValues } from './scheduleForm';
import { refusalText, schedulesApi, type Schedule } from './schedulesApi';
import { serverMessage } from '../../i18n/serverMessage';
import { formatFinancialYear } from '../../i18n/format';
import { yearsReaching } from '@server/schedules/schedule-rules';

const ALL = 'ALL';

interface ScheduleDialogProps {
  /** Edit this schedule; create one when null. */
  schedule: Schedule | null;
  /** The years offered today (2010-2011 to the current one); the picker adds the later years the schedule's dates reach. */
  years: readonly string[];
  onClose: () => void;
  onSaved: () => void;
}

type DateField = (typeof GENERAL_DATES)[number];

/** What each lock date means (docs/fto-verification.md, Schedules), under its field. */
const DATE_HELP: Partial<Record<DateField, FtoMessageKey>> = {
  lock1Open: 'fto.scheduleForm.lockHelp.lock1Open',
  lock1Close: 'fto.scheduleForm.lockHelp.lock1Close',
  lock2Open: 'fto.scheduleForm.lockHelp.lock2Open',
  lock2Close: 'fto.scheduleForm.lockHelp.lock2Close',
};

const DATE_LABELS: Record<DateField, FtoMessageKey> = {
  scheduleStart: 'fto.scheduleForm.scheduleStart',
  scheduleEnd: 'fto.scheduleForm.scheduleEnd',
  lock1Open: 'fto.scheduleForm.lock1Open',
  lock1Close: 'fto.scheduleForm.lock1Close',
  lock2Open: 'fto.scheduleForm.lock2Open',
  lock2Close: 'fto.scheduleForm.lock2Close',
};

/**
 * Add New Schedule / Edit Schedule (spec 2 §2, §5, §8): the form titled Create Schedule for FTO,
 * checked in the spec's order with its messages inline, then saved; the server's answer is a
 * toast on success, and on failure it is shown in the form, which stays open ("Failed to save
 * schedule" when it gives none). The lock dates say under each what they do.
 */
export function ScheduleDialog({ schedule, years, onClose, onSaved }: ScheduleDialogProps) {
  const t = useFtoTranslate();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const [values, setValues] = useState<ScheduleValues>(() => valuesOf(schedule));
  const [attempted, setAttempted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const notify = useNotify();
  const editing = schedule !== null;

  const problem = attempted ? scheduleProblem(values) : null;
  const problemText = problem ? t(problem.key, { n: problem.level ?? '' }) : null;
  const set = (patch: Partial<ScheduleValues>) => setValues((v) => ({ ...v, ...patch }));
  const setLevel = (index: number, patch: Partial<LevelValues>) =>
    setValues((v) => ({ ...v, levels: v.levels.map((l, i) => (i === index ? { ...l, ...patch } : l)) }));
  const missing = (value: string | readonly string[]) =>
    attempted && (typeof value === 'string' ? value.trim() === '' : value.length === 0);

  // A cycle planned ahead (starting 01/04/2027 while today is in 2026-2027) can take its own year.
  const offered = yearsReaching(years, values.scheduleStart, values.scheduleEnd);
  const allChosen = offered.length > 0 && offered.every((y) => values.financialYear.includes(y));
  const chooseYears = (chosen: string[]) => {
    if (chosen.includes(ALL)) set({ financialYear: allChosen ? [] : offered });
    else set({ financialYear: chosen.filter((y) => offered.includes(y) || values.financialYear.includes(y)) });
  };

  const submit = async () => {
    setAttempted(true);
    if (scheduleProblem(values)) return;
    setSaving(true);
    setRefusal(null);
    try {
      const answer = await schedulesApi.save(payloadOf(values, schedule?.id));
      notify(serverMessage(answer, t(editing ? 'fto.scheduleForm.updated' : 'fto.scheduleForm.created')), {
        type: 'success',
        autoHideDuration: 3000,
      });
      onSaved();
    } catch (error) {
      if (await logoutIfAccessDenied(error)) return;
      setRefusal(refusalText(error) ?? t('fto.scheduleForm.errors.failed'));
    } finally {
      setSaving(false);
    }
  };

  const dateField = (field: DateField) => (
    <PortalDateField
      key={field}
      label={t(DATE_LABELS[field])}
      value={values[field]}
      onChange={(value) => set({ [field]: value })}
      error={missing(values[field])}
      required
      testId={`schedule-${field}`}
      helperText={DATE_HELP[field] ? t(DATE_HELP[field]) : undefined}
      helperAttributes={{ 'data-testid': `schedule-${field}-help` }}
      strict
    />
  );

  return (
    <Dialog
      open
      onClose={saving ? undefined : onClose}
      fullWidth
      maxWidth="md"
      data-testid="schedule-dialog"
      aria-labelledby="schedule-dialog-title"
    >
      <DialogTitle id="schedule-dialog-title">{editing ? t('fto.scheduleForm.editTitle') : t('fto.scheduleForm.addTitle')}</DialogTitle>
      <DialogContent dividers>
        <Typography component="h3" sx={{ fontWeight: 700, color: portalColors.navy, fontSize: '1.1rem', mb: 2 }}>
          {t('fto.scheduleForm.heading')}
        </Typography>
        {problem && !problem.level && (
          <Alert severity="error" data-testid="schedule-error" sx={{ mb: 2 }}>
            {problemText}
          </Alert>
        )}
        {refusal && !problem && (
          <Alert severity="error" data-testid="schedule-refusal" role="alert" sx={{ mb: 2 }}>
            {refusal}
          </Alert>
        )}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}>
          <TextField
            label={t('fto.scheduleForm.cycleName')}
            value={values.cycleName}
            onChange={(event) => set({ cycleName: event.target.value })}
            error={missing(values.cycleName)}
            required
            size="small"
            fullWidth
            slotProps={{ htmlInput: { 'data-testid': 'schedule-cycleName', maxLength: 100 } }}
          />
          <TextField
            select
            label={t('fto.scheduleForm.financialYear')}
            value={values.financialYear}
            error={missing(values.financialYear)}
            required
            size="small"
            fullWidth
            slotProps={{
              select: {
                multiple: true,
                renderValue: (selected) => (allChosen ? t('fto.scheduleForm.all') : [...(selected as string[])].sort().join(', ')),
                MenuProps: { slotProps: { paper: { sx: { maxHeight: 360 } } } },
                SelectDisplayProps: { 'data-testid': 'schedule-financialYear' } as object,
              },
            }}
            onChange={(event) => {
              const value = event.target.value as unknown;
              chooseYears(typeof value === 'string' ? value.split(',') : (value as string[]));
            }}
          >
            <MenuItem value={ALL} data-testid="schedule-year-ALL" dense>
              <Checkbox size="small" checked={allChosen} indeterminate={!allChosen && values.financialYear.length > 0} />
              <ListItemText primary={t('fto.scheduleForm.all')} />
            </MenuItem>
            {offered.map((year) => (
              <MenuItem key={year} value={year} data-testid={`schedule-year-${year}`} dense>
                <Checkbox size="small" checked={values.financialYear.includes(year)} />
                <ListItemText primary={formatFinancialYear(year)} />
              </MenuItem>
            ))}
          </TextField>
          {GENERAL_DATES.slice(0, 2).map(dateField)}
          <Typography data-testid="schedule-locks-help" variant="body2" color="textSecondary" sx={{ gridColumn: '1 / -1' }}>
            {t('fto.scheduleForm.lockHelp.about')}
          </Typography>
          {GENERAL_DATES.slice(2).map(dateField)}
          <TextField
            label={t('fto.scheduleForm.noOfLevels')}
            value={LEVEL_COUNT}
            size="small"
            fullWidth
            slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'schedule-noOfLevels' } }}
          />
        </Box>

        <Typography component="h4" sx={{ fontWeight: 700, mt: 3, mb: 1 }}>
          {t('fto.scheduleForm.levelsHeading')}
        </Typography>
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          {values.levels.map((level, index) => {
            const n = index + 1;
            const levelProblem = problem?.level === n ? problemText : null;
            const percentageProblem = !!levelProblem && problem?.key === 'fto.scheduleForm.errors.percentage';
            const flag = (value: string) => !!levelProblem && !percentageProblem && value.trim() === '';
            return (
              <Box key={n} data-testid={`schedule-level-${n}`}>
                <Box
                  sx={{
                    display: 'grid',
                    gap: 1.5,
                    alignItems: 'center',
                    gridTemplateColumns: { xs: '1fr 1fr', sm: '90px minmax(0, 1fr) minmax(0, 1fr) 140px' },
                  }}
                >
                  <Typography sx={{ fontWeight: 600, gridColumn: { xs: '1 / -1', sm: 'auto' } }}>{t('fto.common.level', { n })}</Typography>
                  <PortalDateField
                    label={t('fto.scheduleForm.startDate')}
                    value={level.startDate}
                    onChange={(value) => setLevel(index, { startDate: value })}
                    error={flag(level.startDate)}
                    testId={`schedule-level-${n}-start`}
                    strict
                  />
                  <PortalDateField
                    label={t('fto.scheduleForm.endDate')}
                    value={level.endDate}
                    onChange={(value) => setLevel(index, { endDate: value })}
                    error={flag(level.endDate)}
                    testId={`schedule-level-${n}-end`}
                    strict
                  />
                  <TextField
                    type="number"
                    label={t('fto.scheduleForm.percentage')}
                    value={level.percentage}
                    onChange={(event) => setLevel(index, { percentage: event.target.value })}
                    error={percentageProblem || flag(level.percentage)}
                    size="small"
                    slotProps={{ htmlInput: { 'data-testid': `schedule-level-${n}-percentage`, min: 1, max: 100, step: 1 } }}
                  />
                </Box>
                {levelProblem && (
                  <FormHelperText error data-testid="schedule-level-error" sx={{ ml: { sm: '102px' } }}>
                    {levelProblem}
                  </FormHelperText>
                )}
              </Box>
            );
          })}
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button data-testid="schedule-cancel" onClick={onClose} disabled={saving}>
          {t('fto.common.cancel')}
        </Button>
        <Button
          data-testid="schedule-submit"
          variant="contained"
          onClick={() => void submit()}
          disabled={saving}
          startIcon={saving ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {saving ? t('fto.scheduleForm.saving') : editing ? t('fto.scheduleForm.update') : t('fto.scheduleForm.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
