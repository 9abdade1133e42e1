import { useSiteConfig } from '../../config/SiteConfigContext';
import { t } from '../../i18n/t';
import { paths } from '../../navigation/paths';
import { LoginForm } from '../login/LoginForm';
import './landing.css';

/**
 * Product title and one line about the portal, drawn with CSS only (no images: the
 * portal runs without outside network), and the officer login in the `#login` region
 * beside the text; the portal cards' login links scroll to it.
 */
export function PortalBanner() {
  const site = useSiteConfig();

  return (
    <div className="landing-banner" data-testid="landing-banner">
      <div className="ui-container landing-banner__inner">
        <div className="landing-banner__text">
          <span className="landing-banner__rule" aria-hidden="true" />
          <h1 className="landing-banner__title" data-testid="banner-title">
            {site.productName}
          </h1>
          <p className="landing-banner__description" data-testid="banner-description">
            {t('portal.landing.bannerDescription')}
          </p>
        </div>
        <section
          className="landing-banner__login"
          id={paths.loginAnchor}
          data-testid="landing-login"
          aria-label={t('portal.landing.loginRegionLabel')}
          tabIndex={-1}
        >
          <LoginForm />
        </section>
      </div>
    </div>
  );
}
