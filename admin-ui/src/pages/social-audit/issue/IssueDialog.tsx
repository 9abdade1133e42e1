import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useGetList, useLocale, useLogoutIfAccessDenied, useNotify } from 'react-admin';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { NativeSelect } from '../../../admin/common/inputs';
import { serverMessage, useLoad } from '../../../admin/common/useLoad';
import type { Department } from '../../../admin/types';
import { useSession } from '../../../session/useSession';
import { socialAuditApi, type Issue, type IssuePerson, type IssueWork, type Work } from '../socialAuditApi';
import { formatDate } from '../../../i18n/format';
import { showAmount } from '../common/money';
import { TOAST } from '../common/toast';
import { filingStatusText } from '../common/filingStatus';
import { TOUCH, usePhone } from '../common/responsive';
import { useSocialAuditTranslate } from '../common/useSocialAuditTranslate';
import { issueTypeName } from '../common/years';
import { PersonForm } from './PersonForm';
import { localName } from '../../../i18n/names';
import { serverMessage as answerMessage } from '../../../i18n/serverMessage';

const ALL = { pagination: { page: 1, perPage: 1000 } } as const;

interface IssueDialogProps {
  issue: Issue;
  /** Works and persons can be added and the details submitted (TP and GP roles, spec 2 §5). */
  editable: boolean;
  onClose: () => void;
  /** After a successful Final Submit, with the issue as the server now has it. */
  onSaved?: (issue: Issue | null) => void;
}

function Section({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <Box component="section" sx={{ mt: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1 }}>
        <Typography component="h3" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        {action}
      </Box>
      {children}
    </Box>
  );
}

/** A small table of the issue; on a phone each row is stacked as labelled values instead of columns to scroll. */
function SmallTable({ testId, head, rows }: { testId: string; head: string[]; rows: ReactNode[][] }) {
  const phone = usePhone();
  if (phone) {
    return (
      <Box component="ul" data-testid={testId} sx={{ m: 0, p: 0, display: 'grid', gap: 1 }}>
        {rows.map((cells, index) => (
          <Box component="li" key={index} sx={{ listStyle: 'none', border: 1, borderColor: 'divider', borderRadius: 1, px: 1.5, py: 1 }}>
            <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)', gap: 0.75 }}>
              {cells.map((cell, column) => (
                <Box key={column} sx={{ display: 'contents' }}>
                  <Typography component="dt" variant="body2" color="textSecondary">
                    {head[column]}
                  </Typography>
                  <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                    {cell}
                  </Typography>
                </Box>
              ))}
            </Box>
          </Box>
        ))}
      </Box>
    );
  }
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" data-testid={testId}>
        <TableHead>
          <TableRow>
            {head.map((label) => (
              <TableCell key={label} sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                {label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((cells, index) => (
            <TableRow key={index}>
              {cells.map((cell, column) => (
                <TableCell key={column}>{cell}</TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

/**
 * The issue detail dialog (spec 2 §2, §3, §4, §5): the issue as imported with its job cards
 * and responses, the works linked to it (chosen among the panchayat's works from the MIS) and
 * the response persons. Final Submit, shown only once at least one work and one person are
 * there, replaces the issue's works and persons on the server.
 */
export function IssueDialog({ issue, editable, onClose, onSaved }: IssueDialogProps) {
  const t = useSocialAuditTranslate();
  const locale = useLocale();
  const notify = useNotify();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const { selectedRole } = useSession();
  const phone = usePhone();
  const [works, setWorks] = useState<IssueWork[]>(issue.workDetails ?? []);
  const [persons, setPersons] = useState<IssuePerson[]>(issue.persons_details ?? []);
  const [chosenWork, setChosenWork] = useState('');
  const [addingPerson, setAddingPerson] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  // One toast for the three lists (spec 2 §8 'Failed to load departments, roles or works').
  const loadErrorShown = useRef(false);
  const onLoadError = useCallback(
    (error: unknown) => {
      console.warn('A list of the issue dialog could not be loaded.', error);
      if (loadErrorShown.current) return;
      loadErrorShown.current = true;
      notify(t('socialAudit.issue.loadFailed'), { type: 'error', ...TOAST });
    },
    [notify, t],
  );

  const available = useLoad<Work[]>(
    editable ? `works:${issue.panchayat_code}` : null,
    () => socialAuditApi.works(selectedRole, issue.panchayat_code),
    [],
  );
  const { data: departments = [] } = useGetList<Department>(
    'departments',
    { ...ALL, sort: { field: 'department_name', order: 'ASC' } },
    { onError: onLoadError },
  );
  useEffect(() => {
    if (available.error) onLoadError(available.error);
  }, [available.error, onLoadError]);

  const linked = new Set(works.map((w) => w.work_code));
  const addable = available.data.filter((w) => !linked.has(w.work_code));

  const addWork = () => {
    const work = available.data.find((w) => w.work_code === chosenWork);
    if (!work) return;
    setWorks([...works, { work_code: work.work_code, work_name: work.work_name }]);
    setChosenWork('');
  };

  const submit = async () => {
    setSubmitting(true);
    try {
      const answer = await socialAuditApi.updateIssueDetails(selectedRole, {
        issue_number: issue.issue_number,
        workDetails: works,
        persons_details: persons,
        created_at: new Date().toISOString(),
      });
      notify(answerMessage(answer, t('socialAudit.issue.submitted')), { type: 'success', ...TOAST });
      onSaved?.(answer.data ?? null);
      onClose();
    } catch (error) {
      if (await logoutIfAccessDenied(error)) return;
      notify(serverMessage(error) ?? t('socialAudit.issue.submitFailed'), { type: 'error', ...TOAST });
    } finally {
      setSubmitting(false);
    }
  };

  const typeName = issueTypeName(t, issue.issue_type, issue.issue_type_name);
  const fields: [string, ReactNode][] = [
    [t('socialAudit.issue.fields.issueNumber'), issue.issue_number],
    [t('socialAudit.issue.fields.year'), issue.finacial_year],
    [t('socialAudit.issue.fields.district'), localName(issue.district_name, issue.district_name_kn, locale)],
    [t('socialAudit.issue.fields.block'), localName(issue.block_name, issue.block_name_kn, locale)],
    [t('socialAudit.issue.fields.panchayat'), localName(issue.panchayat_name, issue.panchayat_name_kn, locale)],
    [t('socialAudit.issue.fields.type'), typeName ? `${issue.issue_type} — ${typeName}` : issue.issue_type],
    [t('socialAudit.issue.fields.category'), issue.issue_cat || '—'],
    [t('socialAudit.issue.fields.subcategory'), issue.issue_subcat || '—'],
    [t('socialAudit.issue.fields.issueWith'), issue.issueWith || '—'],
    [t('socialAudit.issue.fields.gramaSabhaDate'), formatDate(issue.GramaSabhaDate) || '—'],
    [t('socialAudit.issue.fields.status'), issue.issue_status || '—'],
    [t('socialAudit.issue.fields.amount'), showAmount(issue.issue_amount)],
    [t('socialAudit.issue.fields.responseAmount'), issue.response_amount === null ? '—' : showAmount(issue.response_amount)],
  ];
  const responses = issue.responseIssueDetails ?? [];
  const jobCards = issue.jobCardDetails ?? [];
  const canSubmit = editable && works.length > 0 && persons.length > 0;

  return (
    <Dialog
      open
      onClose={submitting ? undefined : onClose}
      fullWidth
      fullScreen={phone}
      maxWidth="md"
      data-testid="issue-dialog"
      aria-labelledby="issue-dialog-title"
    >
      <DialogTitle id="issue-dialog-title">{t('socialAudit.issue.title', { number: issue.issue_number })}</DialogTitle>
      <DialogContent dividers>
        <Box
          component="dl"
          data-testid="issue-fields"
          sx={{
            m: 0,
            display: 'grid',
            gap: 1,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
          }}
        >
          {fields.map(([label, value]) => (
            <Box key={label}>
              <Typography component="dt" variant="caption" color="textSecondary">
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
        {issue.issue_desc && (
          <Box sx={{ mt: 2 }}>
            <Typography variant="caption" color="textSecondary">
              {t('socialAudit.issue.fields.description')}
            </Typography>
            <Typography data-testid="issue-description" sx={{ whiteSpace: 'pre-wrap' }}>
              {issue.issue_desc}
            </Typography>
          </Box>
        )}

        {jobCards.length > 0 && (
          <Section title={t('socialAudit.issue.jobCards')}>
            <SmallTable
              testId="issue-jobcards"
              head={[
                t('socialAudit.issue.jobCardColumns.sno'),
                t('socialAudit.issue.jobCardColumns.jobcard'),
                t('socialAudit.issue.jobCardColumns.member'),
              ]}
              rows={jobCards.map((card) => [card.sno, card.jobcard_number, card.household_member_name])}
            />
          </Section>
        )}

        {responses.length > 0 && (
          <Section title={t('socialAudit.issue.responses')}>
            <SmallTable
              testId="issue-responses"
              head={[
                t('socialAudit.issue.responseColumns.sno'),
                t('socialAudit.issue.responseColumns.type'),
                t('socialAudit.issue.responseColumns.subType'),
                t('socialAudit.issue.responseColumns.description'),
                t('socialAudit.issue.responseColumns.amount'),
                t('socialAudit.issue.responseColumns.updatedBy'),
                t('socialAudit.issue.responseColumns.updatedDate'),
              ]}
              rows={responses.map((r) => [
                r.sno,
                r.response_type ?? '—',
                r.response_sub_type ?? '—',
                r.response_description ?? '—',
                r.response_amount === null ? '—' : showAmount(r.response_amount),
                r.updated_by ?? '—',
                formatDate(r.updated_date) || '—',
              ])}
            />
          </Section>
        )}

        <Section title={t('socialAudit.issue.works')}>
          {works.length === 0 ? (
            <Typography data-testid="issue-no-works" color="textSecondary">
              {t('socialAudit.issue.noWorks')}
            </Typography>
          ) : (
            <SmallTable
              testId="issue-works"
              head={[t('socialAudit.issue.workColumns.code'), t('socialAudit.issue.workColumns.name'), ...(editable ? [''] : [])]}
              rows={works.map((work) => [
                work.work_code,
                work.work_name,
                ...(editable
                  ? [
                      <IconButton
                        key="remove"
                        size="small"
                        aria-label={t('socialAudit.issue.removeWork', { code: work.work_code })}
                        onClick={() => setWorks(works.filter((w) => w.work_code !== work.work_code))}
                      >
                        <DeleteOutlineIcon fontSize="small" />
                      </IconButton>,
                    ]
                  : []),
              ])}
            />
          )}
          {editable &&
            (available.loading ? null : available.data.length === 0 ? (
              <Alert data-testid="issue-works-none" severity="info" sx={{ mt: 1 }}>
                {t('socialAudit.issue.noWorksLoaded')}
              </Alert>
            ) : (
              <Box sx={{ display: 'flex', gap: 1, mt: 1.5, alignItems: 'center', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
                <NativeSelect
                  label={t('socialAudit.issue.chooseWork')}
                  testId="issue-work-select"
                  value={chosenWork}
                  emptyText={t('socialAudit.issue.chooseWorkEmpty')}
                  choices={addable.map((w) => ({ id: w.work_code, name: `${w.work_code} — ${w.work_name}` }))}
                  onChange={setChosenWork}
                />
                <Button
                  data-testid="issue-add-work"
                  variant="outlined"
                  disabled={!chosenWork}
                  onClick={addWork}
                  sx={{ whiteSpace: 'nowrap' }}
                >
                  {t('socialAudit.issue.addWork')}
                </Button>
              </Box>
            ))}
        </Section>

        <Section
          title={t('socialAudit.issue.persons')}
          action={
            editable &&
            !addingPerson && (
              <Button data-testid="issue-add-person" size="small" startIcon={<PersonAddIcon />} onClick={() => setAddingPerson(true)}>
                {t('socialAudit.issue.addPerson')}
              </Button>
            )
          }
        >
          {persons.length === 0 ? (
            <Typography data-testid="issue-no-persons" color="textSecondary">
              {t('socialAudit.issue.noPersons')}
            </Typography>
          ) : (
            <SmallTable
              testId="issue-persons"
              head={[
                t('socialAudit.issue.personColumns.name'),
                t('socialAudit.issue.personColumns.department'),
                t('socialAudit.issue.personColumns.role'),
                t('socialAudit.issue.personColumns.mobile'),
                t('socialAudit.issue.personColumns.email'),
                ...(editable ? [''] : []),
              ]}
              rows={persons.map((person, index) => [
                person.name,
                localName(
                  departments.find((d) => d.department_code === person.department)?.department_name,
                  departments.find((d) => d.department_code === person.department)?.department_name_kn,
                  locale,
                ) ?? person.department,
                person.designation || String(person.role),
                person.mobile,
                person.email || '—',
                ...(editable
                  ? [
                      <IconButton
                        key="remove"
                        size="small"
                        aria-label={t('socialAudit.issue.removePerson', { name: person.name })}
                        onClick={() => setPersons(persons.filter((_, i) => i !== index))}
                      >
                        <DeleteOutlineIcon fontSize="small" />
                      </IconButton>,
                    ]
                  : []),
              ])}
            />
          )}
          {editable && addingPerson && (
            <PersonForm
              departments={departments}
              onLoadError={onLoadError}
              onCancel={() => setAddingPerson(false)}
              onAdd={(person) => {
                setPersons([...persons, person]);
                setAddingPerson(false);
              }}
            />
          )}
        </Section>
        {editable && !canSubmit && (
          <Typography data-testid="issue-submit-hint" variant="body2" color="textSecondary" sx={{ mt: 2 }}>
            {t('socialAudit.issue.finalSubmitHint')}
          </Typography>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Chip size="small" label={filingStatusText(t, issue)} sx={{ mr: 'auto' }} data-testid="issue-filing-status" />
        <Button data-testid="issue-close" onClick={onClose} disabled={submitting} sx={phone ? TOUCH : undefined}>
          {t('socialAudit.common.close')}
        </Button>
        {canSubmit && (
          <Button
            data-testid="issue-final-submit"
            variant="contained"
            onClick={() => void submit()}
            disabled={submitting}
            sx={phone ? TOUCH : undefined}
          >
            {t('socialAudit.issue.finalSubmit')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
