import type { ReactNode } from 'react';
import { CreateBase, EditBase, Form, SaveButton, useNotify, useRefresh, type Identifier, type RaRecord } from 'react-admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useAdminTranslate } from '../useAdminTranslate';
import { serverMessage } from '../../i18n/serverMessage';

interface RecordFormDialogProps {
  resource: string;
  /** Edit this record; create a new one when null. */
  id: Identifier | null;
  open: boolean;
  title: string;
  testId: string;
  saveTestId: string;
  /** Text when the server's answer carries no message. */
  savedText: string;
  defaults?: Partial<RaRecord>;
  /** Keeps only the fields the server's DTO reads. */
  transform: (data: RaRecord) => Record<string, unknown>;
  onClose: () => void;
  children: ReactNode;
}

/**
 * Create/Edit in a dialog: react-admin's CreateBase/EditBase and Form (so validation, the
 * server's field errors and the error toast behave as on any react-admin form), saved
 * pessimistically so a 409 from the server is seen before the dialog closes.
 */
export function RecordFormDialog({
  resource,
  id,
  open,
  title,
  testId,
  saveTestId,
  savedText,
  defaults,
  transform,
  onClose,
  children,
}: RecordFormDialogProps) {
  const t = useAdminTranslate();
  const notify = useNotify();
  const refresh = useRefresh();

  const onSuccess = (data: RaRecord & { message?: string }) => {
    notify(serverMessage(data, savedText), { type: 'success' });
    onClose();
    refresh();
  };

  const form = (
    <Form>
      <DialogContent dividers>{children}</DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button data-testid={`${testId}-cancel`} onClick={onClose}>
          {t('admin.common.cancel')}
        </Button>
        <SaveButton data-testid={saveTestId} label={t('admin.common.save')} alwaysEnable />
      </DialogActions>
    </Form>
  );

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" data-testid={testId}>
      <DialogTitle>{title}</DialogTitle>
      {open &&
        (id == null ? (
          <CreateBase resource={resource} redirect={false} record={defaults} transform={transform} mutationOptions={{ onSuccess }}>
            {form}
          </CreateBase>
        ) : (
          <EditBase
            resource={resource}
            id={id}
            redirect={false}
            mutationMode="pessimistic"
            transform={transform}
            mutationOptions={{ onSuccess }}
            loading={
              <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
                <CircularProgress size={28} />
              </Box>
            }
          >
            {form}
          </EditBase>
        ))}
    </Dialog>
  );
}
