import { useEffect, useRef } from 'react';
import { useNotificationContext, useTakeUndoableMutation, useTranslate, type NotificationPayload } from 'react-admin';
import { notify, ToastHost } from './Toast';

/**
 * react-admin's notification slot (`<Admin notification>`): what `useNotify()` asks for, translated
 * as react-admin's own Notification does, shown by the portal's one toast (Toast.tsx), the same as
 * the first page's. No screen of the portal asks for undoable mutations (they are pessimistic); one
 * that did would be committed at once rather than offered an Undo.
 */
export function PortalNotification() {
  const { notifications, setNotifications } = useNotificationContext();
  const takeMutation = useTakeUndoableMutation();
  const translate = useTranslate();
  const handed = useRef(new WeakSet<NotificationPayload>());

  useEffect(() => {
    if (!notifications.length) return;
    for (const taken of notifications) {
      if (handed.current.has(taken)) continue;
      handed.current.add(taken);
      const { message, type = 'info', notificationOptions: { autoHideDuration, messageArgs, undoable } = {} } = taken;
      if (undoable) takeMutation()?.({ isUndo: false });
      const text = typeof message === 'string' ? translate(message, messageArgs) : '';
      if (text) notify(text, { type, autoHideDuration: typeof autoHideDuration === 'number' ? autoHideDuration : undefined });
    }
    setNotifications((queued) => queued.filter((queuedOne) => !handed.current.has(queuedOne)));
  }, [notifications, setNotifications, takeMutation, translate]);

  return <ToastHost />;
}
