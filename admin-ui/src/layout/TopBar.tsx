import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useSiteConfig } from '../config/SiteConfigContext';
import { useLocale } from '../i18n/locale';
import { t } from '../i18n/t';
import { navigate } from '../navigation/router';
import type { Notify } from '../offline/useOutbox';
import { paths } from '../navigation/paths';
import { Icon } from '../ui/Icon';
import { dashboardIcon, logoutIcon } from '../ui/icons';
import { LanguageSwitch } from './LanguageSwitch';
import { RoleSwitcher } from './RoleSwitcher';
import { SignedInUser } from './SignedInUser';
import './SignedIn.css';

export interface TopBarProps {
  /** Ends the session; the bar then shows the landing page in place of this one. */
  logout: () => Promise<unknown>;
  /** Toasts: react-admin's notify in the signed-in app, the plain toast on the dashboard. */
  notify: Notify;
  /** The field line (offline/FieldStatus.tsx), with the side's texts and toasts. */
  fieldStatus: ReactNode;
}

/**
 * Spec 1 §2 layout: product name, who is signed in (name and current role), role switcher,
 * Dashboard and Logout on every signed-in page. One component for both sides: the dashboard
 * (part of the first page, no react-admin or MUI) and react-admin's Layout (PortalLayout), which
 * passes its own logout, so that react-admin's store and cache are cleared as before.
 */
export function TopBar({ logout, notify, fieldStatus }: TopBarProps) {
  useLocale();
  const site = useSiteConfig();
  const [leaving, setLeaving] = useState(false);
  const bar = useRef<HTMLElement>(null);
  // The bar's height for the toasts (layout/Toast.css), which show just below it, not over it (issue 43 item 11).
  useEffect(() => {
    const el = bar.current;
    if (!el) return;
    const root = document.documentElement;
    const keep = () => root.style.setProperty('--portal-topbar-height', `${el.offsetHeight}px`);
    keep();
    const watch = new ResizeObserver(keep);
    watch.observe(el);
    return () => {
      watch.disconnect();
      root.style.removeProperty('--portal-topbar-height');
    };
  }, []);

  async function onLogout() {
    setLeaving(true);
    await logout();
    // The landing page replaces this one instead of stacking on top of it.
    navigate(paths.home, { replace: true });
  }

  return (
    <header ref={bar} data-testid="topbar" className="si-bar">
      <div className="si-bar__row">
        {/*
          On a phone the name shares its row with Dashboard and Logout: a smaller type, and the
          buttons without their icons, keep it to two lines; the clamp holds a longer configured
          name there too (the page's title, the browser tab and the installed app carry it whole).
        */}
        <p data-testid="topbar-product" title={site.productName} className="si-bar__product">
          {site.productName}
        </p>
        {/* On phones who is signed in, the role switcher and the language take their own row under the name and the buttons. */}
        <div className="si-bar__who">
          <SignedInUser />
          <RoleSwitcher notify={notify} />
          {/* Last in the row, so on a phone a long name or role is what gets cut, never the switch. */}
          <div className="si-bar__language">
            <LanguageSwitch testId="topbar-language" />
          </div>
        </div>
        <div className="si-bar__actions">
          <button type="button" data-testid="topbar-dashboard" className="ui-btn si-bar__button" onClick={() => navigate(paths.dashboard)}>
            <span className="ui-btn__start">
              <Icon shape={dashboardIcon} />
            </span>
            {t('portal.topbar.dashboard')}
          </button>
          <button
            type="button"
            data-testid="topbar-logout"
            className="ui-btn si-bar__button si-bar__button--outlined"
            disabled={leaving}
            onClick={() => void onLogout()}
          >
            <span className="ui-btn__start">
              <Icon shape={logoutIcon} />
            </span>
            {t('portal.topbar.logout')}
          </button>
        </div>
        {fieldStatus}
      </div>
    </header>
  );
}
