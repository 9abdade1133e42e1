import { useCallback, useEffect, useState } from 'react';
import { useLocation } from '../navigation/router';
import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';

export interface ToastMessage {
  text: string;
  severity: 'success' | 'error';
  /** A new id restarts the timer even when the same text repeats. */
  id: number;
}

/** Toast state for a public page (react-admin's useNotify is not loaded there). */
export function useToast() {
  const [toast, setToast] = useState<ToastMessage | null>(null);
  const [open, setOpen] = useState(false);
  const show = useCallback((text: string, severity: ToastMessage['severity']) => {
    setToast({ text, severity, id: Date.now() });
    setOpen(true);
  }, []);
  const close = useCallback(() => setOpen(false), []);
  return { toast, open, show, close };
}

interface ToastProps {
  testId: string;
  toast: ToastMessage | null;
  open: boolean;
  onClose: () => void;
}

/** Spec 2 §1/§9: toasts sit top-right and close after 3000 ms. */
export function Toast({ testId, toast, open, onClose }: ToastProps) {
  return (
    <Snackbar
      key={toast?.id}
      open={open && toast !== null}
      autoHideDuration={3000}
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      onClose={(_, reason) => {
        if (reason !== 'clickaway') onClose();
      }}
    >
      <Alert
        data-testid={testId}
        data-severity={toast?.severity}
        severity={toast?.severity ?? 'success'}
        variant="filled"
        onClose={onClose}
        sx={{ width: '100%', alignItems: 'center' }}
      >
        {toast?.text}
      </Alert>
    </Snackbar>
  );
}

/** What a page may hand the next public page to say as a toast: `navigate(path, { state: { toast } })`. */
export interface RouteToastState {
  toast?: { text: string; severity: ToastMessage['severity'] };
}

/**
 * The toast a page sent along with its navigation (Submit Registration going back to the
 * landing page says "Registration successful!" there), shown once per navigation.
 */
export function RouteToast() {
  const location = useLocation();
  const { toast, open, show, close } = useToast();
  const sent = (location.state as RouteToastState | null)?.toast;
  // Once per navigation: the state (and so `sent`) is new with each.
  useEffect(() => {
    if (sent) show(sent.text, sent.severity);
  }, [sent, show]);
  return <Toast testId="route-toast" toast={toast} open={open} onClose={close} />;
}
