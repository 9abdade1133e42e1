import { useState } from 'react';
import { useGetList } from 'react-admin';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { NativeSelect } from '../../../admin/common/inputs';
import type { Department, Role } from '../../../admin/types';
import type { IssuePerson } from '../socialAuditApi';
import { useSocialAuditTranslate, type SocialAuditTranslate } from '../common/useSocialAuditTranslate';

const ALL = { pagination: { page: 1, perPage: 1000 } } as const;

/** Spec 2 §5 Add person: departments of STATE and ZP level are not offered. */
export const personDepartments = (departments: readonly Department[]) =>
  departments.filter((d) => d.levels !== 'STATE' && d.levels !== 'ZP');

interface Draft {
  name: string;
  department: string;
  role: string;
  mobile: string;
  email: string;
}

const EMPTY: Draft = { name: '', department: '', role: '', mobile: '', email: '' };
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Spec 2 §5 Add person, in its words; the mobile and email checks are the server's own. */
export function personProblem(draft: Draft, t: SocialAuditTranslate): string | null {
  if (!draft.name.trim() || !draft.department || !draft.role || !draft.mobile.trim()) return t('socialAudit.issue.personForm.required');
  if (!/^\d{10}$/.test(draft.mobile)) return t('socialAudit.issue.personForm.mobileInvalid');
  if (draft.email.trim() && !EMAIL.test(draft.email.trim())) return t('socialAudit.issue.personForm.emailInvalid');
  return null;
}

interface PersonFormProps {
  departments: readonly Department[];
  onAdd: (person: IssuePerson) => void;
  onCancel: () => void;
  /** A departments or roles list failed to load. */
  onLoadError: (error: unknown) => void;
}

/** The Add person form of the View Issue dialog: roles follow the chosen department. */
export function PersonForm({ departments, onAdd, onCancel, onLoadError }: PersonFormProps) {
  const t = useSocialAuditTranslate();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [problem, setProblem] = useState<string | null>(null);
  const { data: roles = [], isPending: rolesLoading } = useGetList<Role>(
    'roles',
    { ...ALL, sort: { field: 'Role_name', order: 'ASC' }, filter: { Role_Department_id: draft.department, is_active: true } },
    { enabled: draft.department !== '', onError: onLoadError },
  );

  const update = (patch: Partial<Draft>) => {
    setProblem(null);
    setDraft((previous) => ({ ...previous, ...patch }));
  };

  const add = () => {
    const found = personProblem(draft, t);
    if (found) {
      setProblem(found);
      return;
    }
    const role = roles.find((r) => String(r.id) === draft.role);
    onAdd({
      name: draft.name.trim(),
      department: draft.department,
      role: Number(draft.role),
      designation: role?.Role_name ?? null,
      mobile: draft.mobile,
      email: draft.email.trim() || null,
    });
    setDraft(EMPTY);
  };

  const text = (key: keyof Draft, label: string, extra: { inputMode?: 'numeric' | 'email'; maxLength?: number } = {}) => (
    <TextField
      variant="outlined"
      label={label}
      value={draft[key]}
      onChange={(event) => update({ [key]: key === 'mobile' ? event.target.value.replace(/\D/g, '').slice(0, 10) : event.target.value })}
      size="small"
      fullWidth
      required={key !== 'email'}
      slotProps={{ htmlInput: { 'data-testid': `person-${key}`, ...extra }, inputLabel: { shrink: true } }}
    />
  );

  return (
    <Paper variant="outlined" data-testid="person-form" sx={{ p: 2, mt: 1.5 }}>
      <Typography component="h3" sx={{ fontWeight: 700, mb: 1.5 }}>
        {t('socialAudit.issue.personForm.title')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' } }}>
        {text('name', t('socialAudit.issue.personForm.name'), { maxLength: 100 })}
        <NativeSelect
          label={t('socialAudit.issue.personForm.department')}
          testId="person-department"
          value={draft.department}
          required
          emptyText={t('socialAudit.issue.personForm.chooseDepartment')}
          choices={personDepartments(departments).map((d) => ({ id: d.department_code, name: d.department_name }))}
          onChange={(department) => update({ department, role: '' })}
        />
        <NativeSelect
          label={t('socialAudit.issue.personForm.role')}
          testId="person-role"
          value={draft.role}
          required
          disabled={!draft.department || rolesLoading}
          helperText={!draft.department ? t('socialAudit.issue.personForm.chooseDepartmentFirst') : undefined}
          emptyText={t('socialAudit.issue.personForm.chooseRole')}
          choices={draft.department ? roles.map((r) => ({ id: String(r.id), name: r.Role_name })) : []}
          onChange={(role) => update({ role })}
        />
        {text('mobile', t('socialAudit.issue.personForm.mobile'), { inputMode: 'numeric' })}
        {text('email', t('socialAudit.issue.personForm.email'), { inputMode: 'email', maxLength: 120 })}
      </Box>
      {problem && (
        <Alert data-testid="person-error" severity="error" sx={{ mt: 1.5 }}>
          {problem}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', mt: 1.5 }}>
        <Button data-testid="person-cancel" onClick={onCancel}>
          {t('socialAudit.common.cancel')}
        </Button>
        <Button data-testid="person-add" variant="contained" onClick={add}>
          {t('socialAudit.issue.personForm.add')}
        </Button>
      </Box>
    </Paper>
  );
}
