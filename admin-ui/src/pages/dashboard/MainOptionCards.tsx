import { useEffect, useState, type CSSProperties } from 'react';
import type { MainOption } from '../../admin/types';
import { useLocale } from '../../i18n/locale';
import { localName } from '../../i18n/names';
import { t } from '../../i18n/t';
import { navigate } from '../../navigation/router';
import { paths } from '../../navigation/paths';
import { clearSession } from '../../session/sessionStore';
import { dashboardIsShown } from '../../signedInApp';
import { Icon } from '../../ui/Icon';
import { chevronRightIcon, infoOutlinedIcon } from '../../ui/icons';
import { optionIconShape } from '../../ui/optionIcons';
import { MainOptionsRefused, requestMainOptions, takeMainOptions } from './preload';
import './dashboard.css';

/** What a main-option card hands to the modules page (spec 1 §2 Dashboard). */
export interface MainOptionState {
  mainOptionId: number;
  mainOptionName: string;
  /** Both names travel, so the modules page follows a language switch made on it. */
  mainOptionNameKn: string | null;
}

/** The accents of theme.ts's portalColors (navy, maroon, green) and two more, card by card. */
const ACCENTS = ['var(--navy)', 'var(--maroon)', 'var(--green)', '#6a1b9a', '#e65100'];

type Loaded = { status: 'loading' } | { status: 'done'; options: MainOption[] };

/**
 * The options once per dashboard: the answer preload.ts asked for early, when there is one;
 * else the request now. The server already leaves out ADMIN-only options for officers without
 * ADMIN (spec 1 §6). A 401 ends the session in this tab (the route then asks for the login,
 * remembering the dashboard), as react-admin's checkError did; other failures show no cards
 * and are only logged (spec 1 §8).
 */
function useMainOptions(): Loaded {
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    const early = takeMainOptions();
    (early ? early.catch(() => requestMainOptions()) : requestMainOptions()).then(
      (json) => current && setLoaded({ status: 'done', options: Array.isArray(json) ? (json as MainOption[]) : [] }),
      (error: unknown) => {
        if (!current) return;
        if (error instanceof MainOptionsRefused && error.status === 401) clearSession();
        console.warn('Main options could not be loaded.', error);
        setLoaded({ status: 'done', options: [] });
      },
    );
    return () => {
      current = false;
    };
  }, []);
  return loaded;
}

/** The dashboard's main-option cards: one per option from `GET /auth/main-options`. Plain HTML and CSS. */
export function MainOptionCards() {
  const locale = useLocale();
  const loaded = useMainOptions();
  const shown = loaded.status === 'done';
  useEffect(() => {
    if (shown) dashboardIsShown();
  }, [shown]);

  if (loaded.status === 'loading') {
    return (
      <div data-testid="main-option-cards-loading" className="dash-grid" aria-busy="true">
        {[0, 1, 2, 3].map((n) => (
          <div key={n} className="dash-skeleton" />
        ))}
      </div>
    );
  }
  if (loaded.options.length === 0) {
    return (
      <div data-testid="main-option-cards-empty" role="alert" className="si-alert si-alert--spaced">
        <span className="si-alert__icon">
          <Icon shape={infoOutlinedIcon} />
        </span>
        <div className="si-alert__message">{t('portal.dashboard.empty')}</div>
      </div>
    );
  }

  return (
    <nav aria-label={t('portal.dashboard.cardsLabel')} data-testid="main-option-cards" className="dash-grid">
      {loaded.options.map((option, index) => {
        const name = localName(option.option_name, option.option_name_kn, locale);
        const state: MainOptionState = {
          mainOptionId: option.id,
          mainOptionName: option.option_name,
          mainOptionNameKn: option.option_name_kn ?? null,
        };
        return (
          <div
            key={option.id}
            data-testid="main-option-card"
            data-option-id={option.id}
            className="dash-card"
            style={{ '--accent': ACCENTS[index % ACCENTS.length] } as CSSProperties}
          >
            <button
              type="button"
              aria-label={t('portal.dashboard.open', { name })}
              className="dash-card__action"
              onClick={() => navigate(option.router || paths.dashboard, { state })}
            >
              <span aria-hidden="true" className="dash-card__icon">
                <Icon shape={optionIconShape(option.icon)} />
              </span>
              <h2 className="dash-card__name">{name}</h2>
              <Icon shape={chevronRightIcon} className="dash-card__chevron" />
            </button>
          </div>
        );
      })}
    </nav>
  );
}
