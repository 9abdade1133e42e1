import { useState } from 'react';
import { useGetList, useLocale, useNotify } from 'react-admin';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { STATE_CODE, type RoleAssignment } from '../../providers/authApi';
import { departmentsForLevel, jurisdictionLocks, locationFieldsFor } from '../access';
import { useAdminDataProvider } from '../common/AdminDataScope';
import { NativeSelect } from '../common/inputs';
import { serverMessage } from '../common/useLoad';
import { useLocations } from '../common/useLocations';
import type { Department, Role, UserListRow } from '../types';
import { useAdminTranslate, type AdminTranslate } from '../useAdminTranslate';
import { localName } from '../../i18n/names';
import { serverMessage as answerMessage } from '../../i18n/serverMessage';

interface AssignRoleDialogProps {
  officer: UserListRow;
  currentRole: RoleAssignment | null;
  onClose: () => void;
}

interface Selection {
  department: string;
  level: string;
  roleIds: number[];
  district: string;
  block: string;
  panchayat: string;
}

const ALL = { pagination: { page: 1, perPage: 1000 } } as const;

/** Spec 1 §5 Assign roles, in the spec's order and words. */
export function assignmentProblem(selection: Selection, t: AdminTranslate): string | null {
  const { department, level, roleIds, district, block, panchayat } = selection;
  if (!department || roleIds.length === 0) return t('admin.assign.errors.departmentAndRole');
  if (level === 'ZP' && !district) return t('admin.assign.errors.zp');
  if (level === 'TP' && (!district || !block)) return t('admin.assign.errors.tp');
  if (level === 'GP' && (!district || !block || !panchayat)) return t('admin.assign.errors.gp');
  return null;
}

/**
 * The assign-role dialog (spec 1 §2, §4, §5, §6). Choosing a department sets the level and
 * clears the roles; the location fields follow the level, and a ZP/TP/GP administrator's
 * own district/block/panchayat are filled in and locked. Success is a toast; a problem is shown in
 * the dialog, which stays open.
 */
export function AssignRoleDialog({ officer, currentRole, onClose }: AssignRoleDialogProps) {
  const t = useAdminTranslate();
  const locale = useLocale();
  const notify = useNotify();
  const dataProvider = useAdminDataProvider();
  const locks = jurisdictionLocks(currentRole);
  const [selection, setSelection] = useState<Selection>({ department: '', level: '', roleIds: [], district: '', block: '', panchayat: '' });
  const [problem, setProblem] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const { data: departments = [], isPending: departmentsLoading } = useGetList<Department>('departments', {
    ...ALL,
    sort: { field: 'department_name', order: 'ASC' },
  });
  const choices = departmentsForLevel(currentRole?.levels, departments);
  const { data: roles = [], isPending: rolesLoading } = useGetList<Role>(
    'roles',
    { ...ALL, sort: { field: 'Role_name', order: 'ASC' }, filter: { Role_Department_id: selection.department, is_active: true } },
    { enabled: selection.department !== '' },
  );

  const fields = locationFieldsFor(selection.level);
  const { districts, blocks, panchayats } = useLocations(selection.district, selection.block, fields.panchayat);

  const update = (patch: Partial<Selection>) => {
    setProblem(null);
    setSelection((previous) => ({ ...previous, ...patch }));
  };

  const chooseDepartment = (code: string) => {
    const level = departments.find((d) => d.department_code === code)?.levels ?? '';
    const next = locationFieldsFor(level);
    update({
      department: code,
      level,
      roleIds: [],
      district: next.district ? (locks.district ?? '') : '',
      block: next.block ? (locks.block ?? '') : '',
      panchayat: next.panchayat ? (locks.panchayat ?? '') : '',
    });
  };

  const toggleRole = (id: number, checked: boolean) =>
    update({ roleIds: checked ? [...selection.roleIds, id] : selection.roleIds.filter((roleId) => roleId !== id) });

  const fail = (message: string) => setProblem(message);

  const submit = async () => {
    const found = assignmentProblem(selection, t);
    if (found) {
      fail(found);
      return;
    }
    setSubmitting(true);
    try {
      const answer = await dataProvider.assignRoles({
        user_id: officer.id,
        department_code: selection.department,
        role_ids: selection.roleIds,
        state_code: STATE_CODE,
        district_code: fields.district ? selection.district : '',
        block_code: fields.block ? selection.block : '',
        panchayat_code: fields.panchayat ? selection.panchayat : '',
        levels: selection.level,
        currentRole,
      });
      if (answer?.success === false) {
        fail(answerMessage(answer, t('admin.assign.failed')));
        return;
      }
      notify(answerMessage(answer, t('admin.assign.success')), { type: 'success' });
      onClose();
    } catch (error) {
      fail(serverMessage(error) ?? t('admin.assign.failed'));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Dialog open onClose={submitting ? undefined : onClose} fullWidth maxWidth="sm" data-testid="assign-dialog">
      <DialogTitle>
        {t('admin.assign.title')}
        <Typography variant="body2" color="textSecondary" data-testid="assign-officer">
          {t('admin.assign.officer', { name: officer.name, mobile: officer.mobile_number })}
        </Typography>
      </DialogTitle>
      <DialogContent dividers sx={{ display: 'grid', gap: 2, pt: '20px !important' }}>
        {problem && (
          <Alert severity="error" data-testid="assign-error">
            {problem}
          </Alert>
        )}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' } }}>
          <NativeSelect
            label={t('admin.assign.department')}
            testId="assign-department"
            value={selection.department}
            required
            disabled={departmentsLoading}
            emptyText={t('admin.assign.selectDepartment')}
            choices={choices.map((d) => ({
              id: d.department_code,
              name: `${localName(d.department_name, d.department_name_kn, locale)} (${d.levels})`,
            }))}
            onChange={chooseDepartment}
          />
          <TextField
            label={t('admin.assign.level')}
            value={selection.level}
            size="small"
            variant="outlined"
            margin="none"
            slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'assign-level' }, inputLabel: { shrink: true } }}
          />
        </Box>

        <FormControl component="fieldset" variant="outlined" data-testid="assign-roles">
          <FormLabel component="legend" sx={{ mb: 0.5 }}>
            {t('admin.assign.roles')}
          </FormLabel>
          {selection.department === '' ? (
            <Typography variant="body2" color="textSecondary">
              {t('admin.assign.chooseDepartmentFirst')}
            </Typography>
          ) : rolesLoading ? (
            <CircularProgress size={20} />
          ) : roles.length === 0 ? (
            <Typography variant="body2" color="textSecondary" data-testid="assign-no-roles">
              {t('admin.assign.noRoles')}
            </Typography>
          ) : (
            <FormGroup sx={{ maxHeight: 220, overflowY: 'auto', border: 1, borderColor: 'divider', borderRadius: 1, px: 1.5, py: 0.5 }}>
              {roles.map((role) => (
                <FormControlLabel
                  key={role.id}
                  label={`${localName(role.Role_name, role.Role_name_kn, locale)} (${role.Role_code})`}
                  control={
                    <Checkbox
                      size="small"
                      checked={selection.roleIds.includes(role.id)}
                      onChange={(event) => toggleRole(role.id, event.target.checked)}
                      slotProps={{
                        input: {
                          // data-* attributes are not in the input's prop types.
                          ...({ 'data-testid': 'assign-role-option', 'data-role-code': role.Role_code, 'data-role-id': role.id } as object),
                        },
                      }}
                    />
                  }
                />
              ))}
            </FormGroup>
          )}
        </FormControl>

        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
          <NativeSelect
            label={t('admin.assign.district')}
            testId="assign-district"
            value={selection.district}
            disabled={!fields.district || locks.district !== null}
            emptyText={t('admin.assign.selectDistrict')}
            choices={districts.map((d) => ({ id: d.district_code, name: localName(d.district_name, d.district_name_kn, locale) }))}
            onChange={(district) => update({ district, block: locks.block ?? '', panchayat: locks.panchayat ?? '' })}
          />
          <NativeSelect
            label={t('admin.assign.block')}
            testId="assign-block"
            value={selection.block}
            disabled={!fields.block || locks.block !== null || !selection.district}
            emptyText={t('admin.assign.selectBlock')}
            choices={blocks.map((b) => ({ id: b.block_code, name: localName(b.block_name, b.block_name_kn, locale) }))}
            onChange={(block) => update({ block, panchayat: locks.panchayat ?? '' })}
          />
          <NativeSelect
            label={t('admin.assign.panchayat')}
            testId="assign-panchayat"
            value={selection.panchayat}
            disabled={!fields.panchayat || locks.panchayat !== null || !selection.block}
            emptyText={t('admin.assign.selectPanchayat')}
            choices={panchayats.map((p) => ({ id: p.panchayat_code, name: localName(p.panchayat_name, p.panchayat_name_kn, locale) }))}
            onChange={(panchayat) => update({ panchayat })}
          />
        </Box>
        {fields.district && locks.district !== null && (
          <Typography variant="caption" color="textSecondary" data-testid="assign-locked-hint" sx={{ mt: -1 }}>
            {t('admin.assign.lockedHint')}
          </Typography>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button data-testid="assign-cancel" onClick={onClose} disabled={submitting}>
          {t('admin.common.cancel')}
        </Button>
        <Button data-testid="assign-submit" variant="contained" onClick={() => void submit()} disabled={submitting}>
          {submitting ? t('admin.assign.submitting') : t('admin.assign.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
