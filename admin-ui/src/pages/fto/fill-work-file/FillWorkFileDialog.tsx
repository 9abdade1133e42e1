import { useEffect, useLayoutEffect, useMemo, useRef, useState, type Dispatch, type SetStateAction, type UIEvent } from 'react';
import { useLogoutIfAccessDenied, useNotify } from 'react-admin';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import SendIcon from '@mui/icons-material/Send';
import { serverMessage, useLoad, type Loaded } from '../../../admin/common/useLoad';
import { DiscardDraftDialog } from '../../../offline/DiscardDraftDialog';
import { DraftNotes } from '../../../offline/DraftNotes';
import { OfflineSavedNote } from '../../../offline/OfflineSavedNote';
import { isNetworkError } from '../../../offline/reads';
import { useDraft, type Draft } from '../../../offline/useDraft';
import { useOnline } from '../../../offline/useOfflineReady';
import { stamp, useFieldTranslate } from '../../../offline/useFieldTranslate';
import type { RoleAssignment } from '../../../providers/authApi';
import { roleKey } from '../../../session/sessionStore';
import { useSession } from '../../../session/useSession';
import { formatDateTime } from '../../../i18n/format';
import { useFtoTranslate } from '../useFtoTranslate';
import { TOAST } from '../common/toast';
import { SUBMIT_URL, ftoApi, type ChecklistItem, type FtoAnswer, type MaterialAnswer, type PreviousRecord } from '../common/ftoApi';
import { ChecklistSection } from './ChecklistSection';
import { FillSection } from './FillSection';
import {
  checklistErrors,
  hasSitePhoto,
  lowestYearRows,
  materialErrors,
  materialValid,
  missingParts,
  prefillFrom,
  rebase,
  siteAnswered,
  submissionBody,
  withDefaults,
  type FillState,
  type Prefill,
} from './fillForm';
import { FtoSection } from './FtoSection';
import { MaterialSection } from './MaterialSection';
import { SiteSection } from './SiteSection';
import { useMaterialReset } from './useMaterialReset';
import { serverMessage as answerMessage } from '../../../i18n/serverMessage';
import { EvidenceSummary } from '../photo-evidence/EvidenceParts';
import { MisChangedNotice } from '../reconciliation/MisChanged';
import { PrintWorkFileButton } from '../work-print/PrintWorkFileButton';
import { phoneTouchTargets } from '../../../layout/touchTargets';

export interface FillWorkFileDialogProps {
  workCode: string;
  /** The work's name from the MIS mirror: what an officer at the site recognises the work by. */
  workName?: string | null;
  agency: string;
  /** The officer's verification level (from the level context). */
  level: number | null;
  /** View only: the work's record and checks, no Submit. */
  readOnly?: boolean;
  onClose: () => void;
  /** After the server accepted the file. */
  onSubmitted?: () => void;
}

const EMPTY_MATERIAL: MaterialAnswer = { rows: [], lowest_fin_year: null };
const EMPTY_FTO: FtoAnswer = { rows: [], errors: [], message: null };

/** What the outbox and its notices call the work: its name, as the officer knows it, with the code that tells works apart. */
const draftLabel = (workCode: string, workName?: string | null) => (workName?.trim() ? `${workName.trim()} (${workCode})` : workCode);

/**
 * Where the form starts: a kept draft (or the form as it stood when the server said the level
 * below had changed the file) wins over the record; when the record is newer than the one the
 * draft was filled from, the draft is carried over to it (rebase) and `changedLevel` names the
 * level whose record changed (issue 41).
 */
function startFrom(kept: FillState | null, prefill: Prefill): { state: FillState; changedLevel: number | null } {
  if (!kept) return { state: prefill.state, changedLevel: null };
  const value = withDefaults(kept);
  const fresh = prefill.state.basis;
  // A draft kept before the basis existed is taken as filled from the record shown now.
  if (!value.basis || !fresh) return { state: { ...value, basis: fresh }, changedLevel: null };
  if (value.basis.recordId === fresh.recordId && value.basis.reviewedId === fresh.reviewedId) return { state: value, changedLevel: null };
  return { state: rebase(value, prefill.state), changedLevel: prefill.recordLevel };
}

const statusText = (status: number | null | undefined, t: ReturnType<typeof useFtoTranslate>) =>
  Number(status) === 1 ? t('fto.status.satisfactory') : t('fto.status.unsatisfactory');

interface FillFormProps extends FillWorkFileDialogProps {
  /** A phone (the dialog fills the screen): the still-needed list folds to one line, a tap opens it. */
  folded: boolean;
  currentRole: RoleAssignment | null;
  items: ChecklistItem[];
  previous: PreviousRecord | null;
  material: Loaded<MaterialAnswer>;
  fto: Loaded<FtoAnswer>;
  submitting: boolean;
  setSubmitting: Dispatch<SetStateAction<boolean>>;
  draft: Draft<FillState>;
  /** Closes without asking: the file was queued, its draft is kept. */
  dismiss: () => void;
  /** The form as it stood when the server answered that the level below changed the file (its draft is kept); null otherwise. */
  reopened: FillState | null;
  /** The server answered that the level below changed the file: the dialog reads the record again and reopens on it. */
  onFileChanged: (state: FillState) => void;
}

function FillForm(props: FillFormProps) {
  const { workCode, level, readOnly = false, currentRole, items, material, fto, submitting, setSubmitting, draft } = props;
  const t = useFtoTranslate();
  const tf = useFieldTranslate();
  const notify = useNotify();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const [prefill] = useState(() => prefillFrom(props.previous, level));
  // A draft kept on the device wins over the previous record: it is what the officer last typed.
  const [restored] = useState(() => (readOnly || props.reopened ? null : draft.restored));
  const [start] = useState(() => startFrom(readOnly ? null : (props.reopened ?? restored?.value ?? null), prefill));
  const [state, setState] = useState<FillState>(start.state);
  const [progress, setProgress] = useState<number | null>(null);
  // A draft carried over to a newer record is saved as such at once.
  const opened = useRef<FillState | null>(start.changedLevel === null ? state : null);
  const { save } = draft;
  useEffect(() => {
    if (!readOnly && state !== opened.current) save(state);
  }, [state, readOnly, save]);
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [rejection, setRejection] = useState<string | null>(null);
  const [missingOpen, setMissingOpen] = useState(false);

  const update = (change: (s: FillState) => FillState) => {
    setState(change);
    setServerErrors((previous) => (Object.keys(previous).length === 0 ? previous : {}));
    setRejection(null);
  };

  const lowest = useMemo(() => lowestYearRows(material.data), [material.data]);
  const valid = !material.error && materialValid(lowest.rows);
  const reset = useMaterialReset(currentRole, workCode, () => {
    material.reload();
    fto.reload();
  });

  const formErrors = () => ({
    ...checklistErrors(items, state, prefill),
    ...materialErrors(lowest.rows, state),
    ...(state.recommendation === 'No' && !state.reason.trim() ? { reason: 'fto.fill.ftoSection.reasonRequired' as const } : {}),
  });
  const clientErrors = attempted ? formErrors() : {};
  const shown: Record<string, string> = { ...serverErrors };
  for (const [key, message] of Object.entries(clientErrors)) shown[key] = t(message);

  const ftoFailed = !!fto.error;
  const ftoClear = !fto.loading && !ftoFailed && fto.data.errors.length === 0;
  // Spec 2 §4 for Yes: valid material data and no FTO error. No is the record of a problem found: it needs its reason.
  const recommends = state.recommendation === 'Yes' && valid && ftoClear;
  const declines = state.recommendation === 'No' && state.reason.trim() !== '';
  const canSubmit = !readOnly && !submitting && !draft.queued && !material.loading && (recommends || declines);
  const missing = readOnly
    ? []
    : missingParts({ items, rows: lowest.rows, state, prefill, materialValid: valid, ftoLoading: fto.loading, ftoClear });

  const focusFirstError = () =>
    setTimeout(() => document.querySelector('[data-testid="fill-dialog"] [data-fill-error]')?.scrollIntoView({ block: 'center' }), 0);

  const submit = async () => {
    setAttempted(true);
    setServerErrors({});
    if (Object.keys(formErrors()).length > 0) {
      focusFirstError();
      return;
    }
    // Spec 2 §5 Site: alerts in the spec; toasts here, as every message of these screens (issue 25).
    if (!siteAnswered(state)) {
      notify(t('fto.fill.site.answerAll'), { type: 'error', ...TOAST });
      return;
    }
    if (!hasSitePhoto(state, prefill)) {
      notify(t('fto.fill.site.photoRequired'), { type: 'error', ...TOAST });
      return;
    }
    const form = submissionBody({ workCode, currentRole, items, rows: lowest.rows, state });
    setSubmitting(true);
    // No network: the file waits in the outbox with its draft and goes out when the connection returns.
    const queue = async () => {
      const entry = await draft.queue(SUBMIT_URL, form, state).catch(() => null);
      if (!entry) {
        notify(tf('field.draft.saveFailed'), { type: 'error', ...TOAST });
        return;
      }
      notify(tf('field.outbox.queued', { label: draftLabel(workCode, props.workName) }), { type: 'info', autoHideDuration: 8000 });
      props.dismiss();
    };
    try {
      if (!navigator.onLine) {
        await queue();
        return;
      }
      const kept = await draft.flush(state);
      setProgress(0);
      const answer = await ftoApi.submit(form, { idempotencyKey: kept?.idempotencyKey ?? draft.idempotencyKey(), onProgress: setProgress });
      await draft.finish();
      notify(answerMessage(answer, t('fto.fill.submitted')), { type: 'success', ...TOAST });
      props.onSubmitted?.();
    } catch (error) {
      if (isNetworkError(error)) {
        await queue();
        return;
      }
      if (await logoutIfAccessDenied(error)) return;
      // Issue 41: the level below filed again after this dialog opened. The draft is kept (written
      // above); the dialog reads the new record and reopens on it, with the officer's own entries.
      if ((error as { body?: { code?: unknown } } | null)?.body?.code === 'FTO_BELOW_CHANGED') {
        notify(serverMessage(error) ?? t('fto.fill.submitFailed'), { type: 'error', ...TOAST });
        props.onFileChanged(state);
        return;
      }
      const fields = (error as { body?: { errors?: unknown } } | null)?.body?.errors;
      if (typeof fields === 'object' && fields !== null) {
        setServerErrors(Object.fromEntries(Object.entries(fields).filter(([, v]) => typeof v === 'string')) as Record<string, string>);
        focusFirstError();
      }
      notify(serverMessage(error) ?? t('fto.fill.submitFailed'), { type: 'error', ...TOAST });
    } finally {
      setSubmitting(false);
      setProgress(null);
    }
  };

  const record = prefill.record;
  const resetLabel =
    reset.secondsLeft > 0
      ? t('fto.fill.material.tryAgain', { n: reset.secondsLeft })
      : reset.busy
        ? t('fto.fill.material.resetting')
        : t('fto.fill.material.reset');

  return (
    <>
      <DialogContent dividers sx={{ bgcolor: 'grey.50' }}>
        <OfflineSavedNote />
        <DraftNotes
          wording="file"
          restoredAt={restored ? restored.savedAt : null}
          rejection={readOnly ? null : draft.rejection}
          queued={readOnly ? null : draft.queued}
          saveFailed={!readOnly && draft.saveFailed}
        />
        {start.changedLevel !== null && (
          <Alert severity="warning" data-testid="fill-file-changed" sx={{ mb: 2 }}>
            {t('fto.fill.previous.changed', { level: start.changedLevel })}
          </Alert>
        )}
        <Box
          data-testid="fill-previous"
          data-own={prefill.own ? 'true' : 'false'}
          data-record-level={prefill.recordLevel ?? ''}
          sx={{ mb: 2 }}
        >
          {record ? (
            <Alert severity={prefill.own ? 'success' : 'info'}>
              {prefill.own
                ? t(readOnly ? 'fto.fill.previous.ownView' : 'fto.fill.previous.own', {
                    at: formatDateTime(record.submitted_at),
                    status: statusText(record.status, t),
                  })
                : t('fto.fill.previous.below', {
                    level: prefill.recordLevel ?? '',
                    name: record.submitted_by_name ?? '',
                    role: record.submitted_by ?? '',
                    at: formatDateTime(record.submitted_at),
                    status: statusText(record.status, t),
                  })}
              {prefill.previousRecommendation === 'No' && (
                <Box component="span" data-testid="fill-previous-not-recommended" sx={{ display: 'block', fontWeight: 600 }}>
                  {t('fto.fill.previous.notRecommended', { reason: prefill.previousReason || t('fto.common.none') })}
                </Box>
              )}
              {!prefill.own && !readOnly && (
                <Box component="span" sx={{ display: 'block' }}>
                  {t('fto.fill.previous.belowImages')}
                </Box>
              )}
            </Alert>
          ) : (
            <Alert severity="info">{t('fto.fill.previous.none')}</Alert>
          )}
        </Box>
        {!readOnly && <MisChangedNotice changed={record?.mis_changed} level={record?.mis_changed_level} />}
        {prefill.evidence && prefill.evidence.photos > 0 && (
          <Alert
            severity={prefill.evidence.flagged > 0 ? 'warning' : 'success'}
            icon={false}
            data-testid="fill-evidence"
            sx={{ mb: 2, '& .MuiAlert-message': { minWidth: 0, width: '100%' } }}
          >
            <EvidenceSummary evidence={prefill.evidence} testId="fill-evidence-summary" />
          </Alert>
        )}

        <FillSection n={1} title={t('fto.fill.sections.checklist')} testId="fill-section-checklist">
          <ChecklistSection
            items={items}
            state={state}
            prefill={prefill}
            errors={shown}
            readOnly={readOnly}
            update={update}
            onReject={setRejection}
          />
        </FillSection>

        <FillSection
          n={2}
          title={t('fto.fill.sections.material')}
          testId="fill-section-material"
          actions={
            !readOnly && (
              <Button
                data-testid="fill-reset-materials"
                size="small"
                variant="contained"
                color="inherit"
                startIcon={reset.busy || reset.reloading ? <CircularProgress size={14} color="inherit" /> : <RestartAltIcon />}
                disabled={reset.secondsLeft > 0 || reset.busy || submitting}
                onClick={() => void reset.reset()}
                sx={{ color: 'text.primary', '&.Mui-disabled': { color: 'rgba(255,255,255,0.85)', bgcolor: 'rgba(255,255,255,0.15)' } }}
              >
                {resetLabel}
              </Button>
            )
          }
        >
          {reset.reloading && (
            <Alert severity="info" data-testid="fill-material-reloading" sx={{ mb: 1 }}>
              {t('fto.fill.material.reloading')}
            </Alert>
          )}
          <MaterialSection
            rows={lowest.rows}
            year={lowest.year}
            others={lowest.others}
            loading={material.loading}
            loadError={material.error ? (serverMessage(material.error) ?? t('fto.common.loadFailed')) : null}
            valid={valid}
            state={state}
            errors={shown}
            readOnly={readOnly}
            update={update}
          />
        </FillSection>

        <FillSection n={3} title={t('fto.fill.sections.site')} testId="fill-section-site">
          <SiteSection state={state} prefill={prefill} readOnly={readOnly} update={update} onReject={setRejection} />
        </FillSection>

        <FillSection n={4} title={t('fto.fill.sections.fto')} testId="fill-section-fto">
          <FtoSection
            fto={fto.data}
            loading={fto.loading}
            failed={ftoFailed}
            recommendation={state.recommendation}
            materialValid={valid}
            reason={state.reason}
            reasonError={shown.reason ?? null}
            readOnly={readOnly}
            onRecommendation={(recommendation) => update((s) => ({ ...s, recommendation }))}
            onReason={(reason) => update((s) => ({ ...s, reason }))}
          />
        </FillSection>

        {rejection && (
          <Alert severity="error" data-testid="fill-rejected-file" onClose={() => setRejection(null)}>
            {rejection}
          </Alert>
        )}
        {attempted && Object.keys(shown).length > 0 && (
          <Alert severity="error" data-testid="fill-fix-errors">
            {t('fto.fill.fixErrors')}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: { xs: 2, sm: 3 }, py: { xs: 1, sm: 1.5 }, gap: 1, flexWrap: 'wrap' }}>
        {progress !== null && (
          <Box sx={{ flex: '1 1 100%' }}>
            <LinearProgress
              data-testid="fill-upload-progress"
              variant="determinate"
              value={Math.round(progress * 100)}
              aria-label={tf('field.outbox.uploading', { percent: Math.round(progress * 100) })}
            />
            <Typography variant="caption" color="textSecondary">
              {tf('field.outbox.uploading', { percent: Math.round(progress * 100) })}
            </Typography>
          </Box>
        )}
        {!readOnly && draft.savedAt !== null && !submitting && (
          <Typography variant="caption" color="textSecondary" data-testid="draft-saved" sx={{ flex: '1 1 100%' }}>
            {tf('field.draft.saved', { at: stamp(draft.savedAt) })}
          </Typography>
        )}
        {missing.length > 0 && !submitting && (
          <Box data-testid="fill-submit-hint" sx={{ flex: '1 1 280px', color: 'text.secondary', typography: 'body2', minWidth: 0 }}>
            {props.folded ? (
              // On a phone the list is one line (its count) until tapped, so the form keeps the screen (issue 43 item 3).
              <Button
                data-testid="fill-submit-missing-toggle"
                aria-expanded={missingOpen}
                aria-controls="fill-submit-missing-list"
                color="inherit"
                size="small"
                fullWidth
                endIcon={missingOpen ? <ExpandMoreIcon /> : <ExpandLessIcon />}
                onClick={() => setMissingOpen((open) => !open)}
                sx={{ justifyContent: 'space-between', textAlign: 'left', fontWeight: 600 }}
              >
                {t('fto.fill.missing.folded', { n: missing.length })}
              </Button>
            ) : (
              t('fto.fill.missing.title')
            )}
            <Box
              component="ul"
              id="fill-submit-missing-list"
              hidden={props.folded && !missingOpen}
              sx={{ m: 0, pl: 2.5, ...(props.folded ? { maxHeight: '30vh', overflowY: 'auto' } : {}) }}
            >
              {missing.map((m) => (
                <li key={m.key} data-testid="fill-submit-missing" data-missing={m.key}>
                  {'n' in m ? t(`fto.fill.missing.${m.key}`, { n: m.n, smart_count: m.n }) : t(`fto.fill.missing.${m.key}`)}
                </li>
              ))}
            </Box>
          </Box>
        )}
        <PrintWorkFileButton workCode={workCode} />
        <Button data-testid="fill-close" onClick={props.onClose} disabled={submitting}>
          {t('fto.common.close')}
        </Button>
        {!readOnly && (
          <Button
            data-testid="fill-submit"
            variant="contained"
            startIcon={submitting ? <CircularProgress size={16} color="inherit" /> : <SendIcon />}
            disabled={!canSubmit}
            onClick={() => void submit()}
          >
            {submitting ? t('fto.fill.submitting') : t('fto.fill.submit')}
          </Button>
        )}
      </DialogActions>
    </>
  );
}

/**
 * The Fill Work File dialog (spec 2 §2-§5): Check List, Material Details, Work Site Verification
 * Details and FTO Verification Details of one work, prefilled from the previous record. Submit is
 * enabled when the material data is valid and the officer recommends the work for payment, or
 * when the officer does not recommend it and gives the reason; the hint under Submit names what
 * is still missing. The server checks every rule again; its message is a toast.
 */
export function FillWorkFileDialog(props: FillWorkFileDialogProps) {
  const { workCode, agency, readOnly = false, onClose } = props;
  const t = useFtoTranslate();
  const tf = useFieldTranslate();
  const notify = useNotify();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const { selectedRole } = useSession();
  const [submitting, setSubmitting] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [reopened, setReopened] = useState<FillState | null>(null);
  // Scrolled into the form on a phone, the header keeps one line (issue 43 item 3).
  const [compact, setCompact] = useState(false);
  const header = useRef<HTMLHeadingElement>(null);
  // The scrolled form and the header's height just before the header changed.
  const shift = useRef<{ form: HTMLElement; headerHeight: number } | null>(null);
  const onScroll = (event: UIEvent<HTMLElement>) => {
    const form = event.target as HTMLElement;
    if (!fullScreen || !form.classList.contains('MuiDialogContent-root') || !header.current) return;
    const headerHeight = header.current.offsetHeight;
    // Compact once the whole header's height is scrolled past, whole again at the top: the
    // scroll kept below (the form stays where it was) never flips it back.
    const next = form.scrollTop > headerHeight + 8 ? true : form.scrollTop < 8 ? false : compact;
    if (next === compact) return;
    shift.current = { form, headerHeight };
    setCompact(next);
  };
  // What the officer is touching stays where it is when the header changes height: the form
  // scrolls by the same amount before the frame is drawn (a tap mid-change lands where aimed).
  useLayoutEffect(() => {
    const changed = shift.current;
    shift.current = null;
    if (!changed || !header.current) return;
    changed.form.scrollTop -= changed.headerHeight - header.current.offsetHeight;
  }, [compact]);
  const draft = useDraft<FillState>({
    kind: 'fto-file',
    recordKey: readOnly ? null : workCode,
    label: draftLabel(workCode, props.workName),
  });
  // Nothing typed is lost silently: with changes (or a kept draft) every way out asks first.
  const requestClose = () => {
    if (!readOnly && draft.changed) setConfirming(true);
    else onClose();
  };

  const base = selectedRole ? `${roleKey(selectedRole)}|${workCode}` : null;
  const checklist = useLoad(base && `getCheckList3|${base}`, () => ftoApi.checklist(selectedRole, workCode), [] as ChecklistItem[]);
  const previous = useLoad(base && `getFtoLists2|${base}`, () => ftoApi.previous(selectedRole, workCode), null as PreviousRecord | null);
  const material = useLoad(base && `getMatList3|${base}`, () => ftoApi.material(selectedRole, workCode), EMPTY_MATERIAL);
  const fto = useLoad(base && `getFTO2|${base}`, () => ftoApi.fto(selectedRole, workCode), EMPTY_FTO);

  const failed = checklist.error ?? previous.error;
  const retryLoad = () => {
    checklist.reload();
    previous.reload();
  };
  // No answer came and the device kept none: the work was never opened here online nor made ready (issue 43 item 2).
  const notReady = isNetworkError(failed);
  const online = useOnline();
  const loading = checklist.loading || previous.loading || (!readOnly && selectedRole !== null && !draft.ready);
  const title = t(readOnly ? 'fto.fill.viewTitle' : 'fto.fill.title', { code: workCode, agency });

  return (
    <Dialog
      open
      onClose={submitting ? undefined : requestClose}
      fullWidth
      maxWidth="lg"
      fullScreen={fullScreen}
      scroll="paper"
      data-testid="fill-dialog"
      data-work-code={workCode}
      aria-labelledby="fill-dialog-title"
      data-compact={compact ? 'true' : 'false'}
      onScrollCapture={onScroll}
      sx={phoneTouchTargets}
    >
      <DialogTitle
        ref={header}
        id="fill-dialog-title"
        sx={[
          { pr: 7, wordBreak: 'break-word' },
          compact && { py: 1.25, fontSize: '1rem', '& > span': { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' } },
        ]}
      >
        {/* Compact, the work's name alone stands for the work (the code and agency are a scroll up). */}
        <Box component="span" data-testid="fill-dialog-heading" sx={{ display: compact && props.workName ? 'none' : 'block' }}>
          {title}
        </Box>
        {props.workName && (
          <Typography component="span" data-testid="fill-dialog-work-name" sx={{ display: 'block', fontSize: '1rem', fontWeight: 600 }}>
            {props.workName}
          </Typography>
        )}
        <IconButton
          aria-label={t('fto.common.close')}
          onClick={requestClose}
          disabled={submitting}
          sx={{ position: 'absolute', right: 8, top: compact ? 2 : 8 }}
        >
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      {failed && !loading ? (
        <>
          <DialogContent dividers>
            {/* Not kept on the device (notReady): say why and what to do, Try again only once there is a network. */}
            <Alert
              severity={notReady ? 'warning' : 'error'}
              data-testid={notReady ? 'fill-not-ready' : 'fill-load-error'}
              action={
                (!notReady || online) && (
                  <Button color="inherit" size="small" onClick={retryLoad}>
                    {t('fto.common.retry')}
                  </Button>
                )
              }
            >
              {notReady ? tf('field.ready.notReady') : (serverMessage(failed) ?? t('fto.fill.loadFailed'))}
            </Alert>
          </DialogContent>
          <DialogActions>
            <Button data-testid="fill-close" onClick={onClose}>
              {t('fto.common.close')}
            </Button>
          </DialogActions>
        </>
      ) : loading ? (
        <DialogContent dividers>
          <Box data-testid="fill-loading" role="status" sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
            <CircularProgress />
          </Box>
        </DialogContent>
      ) : (
        <FillForm
          key={`${previous.data?.id ?? ''}:${previous.data?.below_record_id ?? ''}`}
          {...props}
          folded={fullScreen}
          reopened={reopened}
          onFileChanged={(state) => {
            setReopened(state);
            previous.reload();
          }}
          onClose={requestClose}
          dismiss={onClose}
          draft={draft}
          currentRole={selectedRole}
          items={checklist.data}
          previous={previous.data}
          material={material}
          fto={fto}
          submitting={submitting}
          setSubmitting={setSubmitting}
        />
      )}
      <DiscardDraftDialog
        open={confirming}
        onContinue={() => setConfirming(false)}
        onKeep={() => {
          setConfirming(false);
          void draft.flush().finally(onClose);
        }}
        onDiscard={() => {
          setConfirming(false);
          void draft.discard().finally(onClose);
        }}
        queued={readOnly ? null : draft.queued}
        onCancelSend={() => {
          setConfirming(false);
          void draft
            .cancelSend()
            .then((cancelled) =>
              notify(tf(cancelled ? 'field.draft.confirm.cancelled' : 'field.draft.confirm.alreadySent'), { type: 'info', ...TOAST }),
            )
            .finally(onClose);
        }}
      />
    </Dialog>
  );
}
