import { useMemo, useState } from 'react';
import { useGetList, useLocale, useLogoutIfAccessDenied, useNotify } from 'react-admin';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFtoTranslate } from '../../pages/fto/useFtoTranslate';
import type { Role } from '../types';
import { LEVEL_KEYS, refusalText, schedulesApi, type DepartmentMapping, type LevelKey, type LevelsData } from './schedulesApi';
import { localName } from '../../i18n/names';
import { serverMessage } from '../../i18n/serverMessage';

/** Spec 2 §3: departments coded ST, ZP or TP are not mapped to verification levels. */
const UNMAPPED_CODES = new Set(['ST', 'ZP', 'TP']);
const ALL = { pagination: { page: 1, perPage: 1000 }, sort: { field: 'Role_name', order: 'ASC' as const } };

interface RoleMappingDialogProps {
  mappings: readonly DepartmentMapping[];
  onClose: () => void;
  onSaved: () => void;
}

const levelNumber = (key: LevelKey) => Number(key.slice(-1));

/**
 * Map Department-wise Roles (spec 2 §2, §3, §8): per department, the roles of that department
 * that verify at Level1..Level5. A role already at one level of a department cannot be chosen at
 * another of the same department (the server refuses that too). All departments are saved at
 * once; the answer is a toast ("Mappings saved successfully!"), a refusal is shown in the dialog,
 * which stays open ("Failed to save mappings." when the server gives no reason).
 */
export function RoleMappingDialog({ mappings, onClose, onSaved }: RoleMappingDialogProps) {
  const t = useFtoTranslate();
  const locale = useLocale();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const departments = useMemo(() => mappings.filter((m) => !UNMAPPED_CODES.has(m.department_code)), [mappings]);
  const [chosen, setChosen] = useState<Record<number, LevelsData>>(() =>
    Object.fromEntries(departments.map((d) => [d.department_id, d.levels_data])),
  );
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const notify = useNotify();
  const { data: roles = [], isPending, error } = useGetList<Role>('roles', ALL);

  const rolesOf = (code: string, levels: LevelsData) => {
    const mapped = new Set(LEVEL_KEYS.flatMap((k) => levels[k]));
    // Inactive roles are not offered, unless a mapping still names one (so it can be taken off).
    return roles.filter((r) => r.Role_Department_id === code && (r.is_active || mapped.has(r.id)));
  };
  const roleName = (id: number) => {
    const role = roles.find((r) => r.id === id);
    return role ? localName(role.Role_name, role.Role_name_kn, locale) : `#${id}`;
  };

  const choose = (departmentId: number, key: LevelKey, ids: number[]) =>
    setChosen((previous) => ({ ...previous, [departmentId]: { ...previous[departmentId], [key]: ids } }));

  const save = async () => {
    setSaving(true);
    setRefusal(null);
    try {
      const answer = await schedulesApi.saveMapping(
        departments.map((d) => ({ department_id: d.department_id, levels_data: chosen[d.department_id] })),
      );
      notify(serverMessage(answer, t('fto.mapping.saved')), { type: 'success', autoHideDuration: 3000 });
      onSaved();
    } catch (failure) {
      if (await logoutIfAccessDenied(failure)) return;
      setRefusal(refusalText(failure) ?? t('fto.mapping.failed'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog
      open
      onClose={saving ? undefined : onClose}
      fullWidth
      maxWidth="xl"
      data-testid="mapping-dialog"
      aria-labelledby="mapping-dialog-title"
    >
      <DialogTitle id="mapping-dialog-title">
        {t('fto.mapping.title')}
        <Typography variant="body2" color="textSecondary">
          {t('fto.mapping.subtitle')}
        </Typography>
      </DialogTitle>
      <DialogContent dividers>
        {refusal && (
          <Alert severity="error" role="alert" data-testid="mapping-refusal" sx={{ mb: 2 }}>
            {refusal}
          </Alert>
        )}
        {isPending ? (
          <Box role="status" sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
            <CircularProgress />
          </Box>
        ) : error ? (
          <Alert severity="error">{t('fto.common.loadFailed')}</Alert>
        ) : departments.length === 0 ? (
          <Alert severity="info" data-testid="mapping-empty">
            {t('fto.mapping.noDepartments')}
          </Alert>
        ) : (
          <TableContainer sx={{ overflowX: 'auto' }}>
            <Table
              size="small"
              data-testid="mapping-table"
              sx={{ tableLayout: 'fixed', minWidth: 1000, '& td, & th': { verticalAlign: 'top' } }}
            >
              <TableHead>
                <TableRow>
                  <TableCell sx={{ fontWeight: 700, width: 190 }}>{t('fto.mapping.department')}</TableCell>
                  {LEVEL_KEYS.map((key) => (
                    <TableCell key={key} sx={{ fontWeight: 700 }}>
                      {t('fto.common.level', { n: levelNumber(key) })}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {departments.map((department) => {
                  const levels = chosen[department.department_id];
                  const options = rolesOf(department.department_code, levels);
                  const levelOf = (roleId: number) => LEVEL_KEYS.find((k) => levels[k].includes(roleId));
                  return (
                    <TableRow key={department.department_id} data-testid={`mapping-row-${department.department_code}`}>
                      <TableCell>
                        <Typography sx={{ fontWeight: 600 }}>
                          {localName(department.department_name, department.department_name_kn, locale)}
                        </Typography>
                        <Typography variant="caption" color="textSecondary">
                          {department.department_code} · {department.levels}
                        </Typography>
                      </TableCell>
                      {options.length === 0 ? (
                        <TableCell colSpan={LEVEL_KEYS.length}>
                          <Typography variant="body2" color="textSecondary">
                            {t('fto.mapping.noRoles')}
                          </Typography>
                        </TableCell>
                      ) : (
                        LEVEL_KEYS.map((key) => (
                          <TableCell key={key}>
                            <TextField
                              select
                              size="small"
                              fullWidth
                              value={levels[key]}
                              onChange={(event) => {
                                const value = event.target.value as unknown;
                                choose(department.department_id, key, (Array.isArray(value) ? value : []).map(Number));
                              }}
                              slotProps={{
                                select: {
                                  multiple: true,
                                  displayEmpty: true,
                                  renderValue: (selected) => {
                                    const ids = selected as number[];
                                    if (ids.length === 0)
                                      return (
                                        <Box component="span" sx={{ color: 'text.disabled' }}>
                                          {t('fto.mapping.none')}
                                        </Box>
                                      );
                                    return (
                                      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
                                        {ids.map((id) => (
                                          <Chip
                                            key={id}
                                            size="small"
                                            label={roleName(id)}
                                            title={roleName(id)}
                                            data-testid="mapping-chip"
                                            // A long role name wraps inside its chip instead of being cut off.
                                            sx={{
                                              maxWidth: '100%',
                                              height: 'auto',
                                              py: 0.25,
                                              '& .MuiChip-label': { whiteSpace: 'normal', overflowWrap: 'anywhere', lineHeight: 1.3 },
                                            }}
                                          />
                                        ))}
                                      </Box>
                                    );
                                  },
                                  SelectDisplayProps: {
                                    'data-testid': `mapping-${department.department_code}-${key}`,
                                    'aria-label': `${department.department_name} ${t('fto.common.level', { n: levelNumber(key) })}`,
                                  } as object,
                                },
                              }}
                            >
                              {options.map((role) => {
                                const at = levelOf(role.id);
                                const elsewhere = at !== undefined && at !== key;
                                return (
                                  <MenuItem
                                    key={role.id}
                                    value={role.id}
                                    disabled={elsewhere}
                                    dense
                                    data-testid={`mapping-option-${role.id}`}
                                  >
                                    <Checkbox size="small" checked={levels[key].includes(role.id)} />
                                    <ListItemText
                                      primary={localName(role.Role_name, role.Role_name_kn, locale)}
                                      secondary={elsewhere ? t('fto.mapping.inLevel', { n: levelNumber(at) }) : role.Role_code}
                                    />
                                  </MenuItem>
                                );
                              })}
                            </TextField>
                          </TableCell>
                        ))
                      )}
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button data-testid="mapping-cancel" onClick={onClose} disabled={saving}>
          {t('fto.common.cancel')}
        </Button>
        <Button
          data-testid="mapping-save"
          variant="contained"
          onClick={() => void save()}
          disabled={saving || isPending || !!error || departments.length === 0}
          startIcon={saving ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {saving ? t('fto.mapping.saving') : t('fto.mapping.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
