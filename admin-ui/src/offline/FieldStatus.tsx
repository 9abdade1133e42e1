import type { FieldTranslate } from '../i18n/field';
import { useSession } from '../session/useSession';
import { Icon } from '../ui/Icon';
import { cloudOffIcon, cloudUploadIcon, reportIcon } from '../ui/icons';
import { useOutboxRunner, useOutboxStatus, type Notify } from './useOutbox';
import '../layout/SignedIn.css';

/**
 * The top bar's field line: submissions waiting for network, waiting for a new sign-in, or
 * returned by the server, and that the session runs offline. Also runs the outbox sender.
 * Plain HTML: the texts and the toasts come from the side it is on (the signed-in app's
 * react-admin, or the dashboard's own, offline/PlainFieldStatus.tsx).
 */
export function FieldStatus({ t, notify }: { t: FieldTranslate; notify: Notify }) {
  useOutboxRunner(t, notify);
  const { offline } = useSession();
  const status = useOutboxStatus();
  if (!offline && status.waiting + status.signIn + status.returned === 0) return null;
  return (
    <div data-testid="topbar-field" className="si-field">
      {offline && (
        <p data-testid="topbar-offline" className="si-field__line">
          <Icon shape={cloudOffIcon} />
          {t('field.offline.session')}
        </p>
      )}
      {status.waiting > 0 && (
        <p role="status" data-testid="topbar-outbox" className="si-field__line">
          <Icon shape={cloudUploadIcon} />
          {t('field.outbox.waiting', { smart_count: status.waiting })}
        </p>
      )}
      {status.signIn > 0 && (
        <p role="status" data-testid="topbar-outbox-signin" className="si-field__line">
          <Icon shape={cloudUploadIcon} />
          {t('field.outbox.signIn', { smart_count: status.signIn })}
        </p>
      )}
      {status.returned > 0 && (
        <p role="alert" data-testid="topbar-outbox-returned" className="si-field__line">
          <Icon shape={reportIcon} />
          {t('field.outbox.returned', { smart_count: status.returned })}
        </p>
      )}
    </div>
  );
}
