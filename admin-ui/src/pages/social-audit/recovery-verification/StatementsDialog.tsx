import { useState } from 'react';
import { useNotify } from 'react-admin';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { serverMessage, useLoad } from '../../../admin/common/useLoad';
import { useSession } from '../../../session/useSession';
import { socialAuditApi, type Statement } from '../socialAuditApi';
import { TOUCH, usePhone } from '../common/responsive';
import { TOAST } from '../common/toast';
import { useSocialAuditTranslate } from '../common/useSocialAuditTranslate';
import { useYearLists } from '../../../config/SiteConfigContext';
import { formatFinancialYear } from '../../../i18n/format';

const WEB_ADDRESS = /^https?:\/\/[^\s]+$/i;

/**
 * View Account Statements (spec 2 §2, §9): a link per statement year, 2013-2014 to the current one (the server's list), for
 * admin-type roles and SDATA. A STATE ADMIN also sets the links here.
 */
export function StatementsDialog({ canEdit, onClose }: { canEdit: boolean; onClose: () => void }) {
  const t = useSocialAuditTranslate();
  const notify = useNotify();
  const { selectedRole } = useSession();
  const phone = usePhone();
  const { statements: years } = useYearLists();
  const statements = useLoad<Statement[]>('account-statements', () => socialAuditApi.statements(selectedRole), []);
  const [editing, setEditing] = useState(false);
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  const byYear = new Map(statements.data.map((s) => [s.year, s]));
  const valueOf = (year: string) => drafts[year] ?? byYear.get(year)?.url ?? '';
  const changed = years.filter((year) => drafts[year] !== undefined && drafts[year].trim() !== (byYear.get(year)?.url ?? ''));
  const invalid = changed.filter((year) => !WEB_ADDRESS.test(valueOf(year).trim()));

  const save = async () => {
    if (invalid.length > 0) return;
    setSaving(true);
    try {
      for (const year of changed) {
        // A year with a stored statement is changed (PUT); one without is added (POST).
        await socialAuditApi.saveStatement(year, valueOf(year).trim(), !!byYear.get(year)?.updated_at);
      }
      notify(t('socialAudit.verify.linksSaved'), { type: 'success', ...TOAST });
      setDrafts({});
      setEditing(false);
    } catch (error) {
      notify(serverMessage(error) ?? t('socialAudit.verify.linksFailed'), { type: 'error', ...TOAST });
    } finally {
      setSaving(false);
      statements.reload();
    }
  };

  return (
    <Dialog
      open
      onClose={saving ? undefined : onClose}
      fullWidth
      fullScreen={phone}
      maxWidth="sm"
      data-testid="statements-dialog"
      aria-labelledby="statements-title"
    >
      <DialogTitle id="statements-title">{t('socialAudit.verify.statementsTitle')}</DialogTitle>
      <DialogContent dividers>
        {statements.loading && <LinearProgress />}
        {statements.error && !statements.loading ? (
          <Alert data-testid="statements-error" severity="error">
            {serverMessage(statements.error) ?? t('socialAudit.common.loadFailed')}
          </Alert>
        ) : (
          !statements.loading && (
            <Table size="small" data-testid="statements-table">
              <TableHead>
                <TableRow>
                  <TableCell sx={{ fontWeight: 700 }}>{t('socialAudit.verify.statementYear')}</TableCell>
                  <TableCell sx={{ fontWeight: 700 }}>{t('socialAudit.verify.statementLink')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {years.map((year) => {
                  const url = byYear.get(year)?.url ?? null;
                  return (
                    <TableRow key={year} data-testid={`statement-${year}`}>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatFinancialYear(year)}</TableCell>
                      <TableCell sx={{ width: '100%' }}>
                        {editing ? (
                          <TextField
                            variant="outlined"
                            value={valueOf(year)}
                            onChange={(event) => setDrafts({ ...drafts, [year]: event.target.value })}
                            size="small"
                            fullWidth
                            placeholder="https://"
                            error={invalid.includes(year)}
                            helperText={invalid.includes(year) ? t('socialAudit.verify.linkInvalid') : undefined}
                            slotProps={{
                              htmlInput: {
                                'data-testid': `statement-url-${year}`,
                                maxLength: 500,
                                'aria-label': t('socialAudit.verify.linkUrl', { year: formatFinancialYear(year) }),
                              },
                            }}
                          />
                        ) : url ? (
                          <Button
                            size="small"
                            href={url}
                            target="_blank"
                            rel="noopener noreferrer"
                            endIcon={<OpenInNewIcon fontSize="small" />}
                            aria-label={t('socialAudit.verify.openStatement', { year: formatFinancialYear(year) })}
                            sx={phone ? TOUCH : undefined}
                          >
                            {t('socialAudit.verify.openStatement', { year: formatFinancialYear(year) })}
                          </Button>
                        ) : (
                          <Typography variant="body2" color="textSecondary">
                            {t('socialAudit.verify.noLink')}
                          </Typography>
                        )}
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          )
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        {canEdit && !statements.error && (
          <Box sx={{ mr: 'auto' }}>
            {editing ? (
              <Button
                data-testid="statements-save"
                variant="contained"
                onClick={() => void save()}
                disabled={saving || changed.length === 0 || invalid.length > 0}
              >
                {t('socialAudit.verify.saveLinks')}
              </Button>
            ) : (
              <Button data-testid="statements-edit" onClick={() => setEditing(true)} disabled={statements.loading}>
                {t('socialAudit.verify.editLinks')}
              </Button>
            )}
          </Box>
        )}
        <Button data-testid="statements-close" onClick={onClose} disabled={saving} sx={phone ? TOUCH : undefined}>
          {t('socialAudit.common.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
