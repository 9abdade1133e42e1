import { Link } from '../../navigation/router';
import { useSiteConfig } from '../../config/SiteConfigContext';
import { t } from '../../i18n/t';
import { loginLocation } from '../../navigation/paths';
import { Icon } from '../../ui/Icon';
import { eventNoteIcon, factCheckIcon, gavelIcon, loginIcon, openInNewIcon } from '../../ui/icons';
import { PortalCard } from './PortalCard';
import '../../ui/controls.css';
import './landing.css';

function LoginButton({ testId, label }: { testId: string; label: string }) {
  return (
    <Link className="ui-btn ui-btn--contained" data-testid={testId} to={loginLocation}>
      <span className="ui-btn__start">
        <Icon shape={loginIcon} />
      </span>
      {label}
    </Link>
  );
}

function ExternalButton({ testId, label, href }: { testId: string; label: string; href: string }) {
  return (
    <a
      className="ui-btn ui-btn--outlined"
      data-testid={testId}
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('portal.common.opensInNewTab', { label })}
    >
      {label}
      <span className="ui-btn__end">
        <Icon shape={openInNewIcon} />
      </span>
    </a>
  );
}

/**
 * The portals this product has (issue 25 item 5): FTO Verification and Social Audit, each with the
 * one sign-in button, and the public MIS pages the site configures. The spec's Action Plan card
 * is left out: no action plan module exists, and a portal whose sign-in leads to nothing it
 * names is a dead end (docs/design.md, Decisions).
 */
export function PortalsSection() {
  const { links } = useSiteConfig();

  return (
    <section className="portals" data-testid="portals-section" aria-labelledby="portals-heading">
      <div className="ui-container">
        <h2 className="portals__heading" id="portals-heading">
          {t('portal.landing.portalsHeading')}
        </h2>
        <p className="portals__intro">{t('portal.landing.portalsIntro')}</p>

        <div className="portals__grid">
          <PortalCard
            testId="portal-card-fto-verification"
            title={t('portal.landing.ftoVerification.title')}
            description={t('portal.landing.ftoVerification.description')}
            icon={factCheckIcon}
            accent="maroon"
            actions={<LoginButton testId="portal-link-fto-login" label={t('portal.landing.officerLogin')} />}
          />
          <PortalCard
            testId="portal-card-social-audit"
            title={t('portal.landing.socialAudit.title')}
            description={t('portal.landing.socialAudit.description')}
            icon={gavelIcon}
            accent="green"
            actions={<LoginButton testId="portal-link-audit-login" label={t('portal.landing.officerLogin')} />}
          />
          {(links.publicDashboardUrl || links.publicDemandsUrl) && (
            <PortalCard
              testId="portal-card-public"
              title={t('portal.landing.publicInfo.title')}
              description={t('portal.landing.publicInfo.description')}
              icon={eventNoteIcon}
              accent="navy"
              actions={
                <>
                  {links.publicDashboardUrl && (
                    <ExternalButton
                      testId="portal-link-public-dashboard"
                      label={t('portal.landing.publicInfo.publicDashboard')}
                      href={links.publicDashboardUrl}
                    />
                  )}
                  {links.publicDemandsUrl && (
                    <ExternalButton
                      testId="portal-link-public-demands"
                      label={t('portal.landing.publicInfo.publicDemands')}
                      href={links.publicDemandsUrl}
                    />
                  )}
                </>
              }
            />
          )}
        </div>
      </div>
    </section>
  );
}
