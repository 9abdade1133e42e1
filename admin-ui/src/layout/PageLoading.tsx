import { t } from '../i18n/t';
import './PageState.css';
import '../ui/controls.css';

/** A full-height "Loading..." placeholder; `testId` tells the session check apart from a chunk load. */
export function PageLoading({ testId = 'page-loading' }: { testId?: string }) {
  return (
    <div className="page-state" data-testid={testId} role="status">
      <span className="ui-spinner" aria-hidden="true">
        <svg viewBox="22 22 44 44">
          <circle cx="44" cy="44" r="20.2" fill="none" strokeWidth="3.6" />
        </svg>
      </span>
      <p className="page-state__text">{t('portal.loading')}</p>
    </div>
  );
}
