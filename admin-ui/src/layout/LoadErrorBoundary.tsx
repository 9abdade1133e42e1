import { Component, type ReactNode } from 'react';
import { t } from '../i18n/t';
import './PageState.css';
import '../ui/controls.css';

/**
 * Catches a failed on-demand chunk (network drop, or a deploy that replaced the files)
 * so the officer gets a way out instead of a blank page.
 */
export class LoadErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="page-state" data-testid="load-error" role="alert">
        <h1 className="page-state__title">{t('portal.loadError.title')}</h1>
        <p className="page-state__text">{t('portal.loadError.message')}</p>
        <button className="ui-btn ui-btn--contained" type="button" onClick={() => window.location.reload()}>
          {t('portal.loadError.action')}
        </button>
      </div>
    );
  }
}
