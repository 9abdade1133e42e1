import type { ReactNode } from 'react';
import { useSiteConfig } from '../config/SiteConfigContext';
import type { SocialLink } from '../config/siteConfig';
import { t } from '../i18n/t';
import { Icon } from '../ui/Icon';
import {
  emailIcon,
  facebookIcon,
  instagramIcon,
  languageIcon,
  phoneIcon,
  placeIcon,
  xIcon,
  youTubeIcon,
  type IconShape,
} from '../ui/icons';

function socialIcon({ label, url }: SocialLink): IconShape {
  const name = `${label} ${new URL(url).hostname}`.toLowerCase();
  if (name.includes('facebook')) return facebookIcon;
  if (name.includes('youtube')) return youTubeIcon;
  if (name.includes('instagram')) return instagramIcon;
  if (/\btwitter\b|\bx\b|x\.com/.test(name)) return xIcon;
  return languageIcon;
}

function ContactLine({ icon, label, children }: { icon: IconShape; label: string; children: ReactNode }) {
  return (
    <div className="pub-footer__contact">
      <span className="pub-footer__contact-icon" aria-hidden="true">
        <Icon shape={icon} />
      </span>
      <div>
        <p className="pub-footer__contact-label">{label}</p>
        {children}
      </div>
    </div>
  );
}

export function PublicFooter() {
  const site = useSiteConfig();
  const phoneHref = `tel:${site.supportPhone.replace(/[^\d+]/g, '')}`;
  const hasSocial = site.social.length > 0;

  return (
    <footer className="pub-footer" data-testid="public-footer">
      <div className={`ui-container pub-footer__grid${hasSocial ? ' pub-footer__grid--social' : ''}`}>
        <div>
          <p className="pub-footer__kn" lang="kn">
            {site.departmentNameKn}
          </p>
          <p className="pub-footer__en">{site.departmentNameEn}</p>
          <p className="pub-footer__government">{site.governmentName}</p>
        </div>

        <section aria-labelledby="footer-contact-heading" data-testid="footer-contact">
          <h2 id="footer-contact-heading" className="pub-footer__heading">
            {t('portal.footer.contactHeading')}
          </h2>
          <ContactLine icon={emailIcon} label={t('portal.footer.supportEmail')}>
            <a className="pub-footer__link" data-testid="footer-email" href={`mailto:${site.supportEmail}`}>
              {site.supportEmail}
            </a>
          </ContactLine>
          <ContactLine icon={phoneIcon} label={t('portal.footer.supportPhone')}>
            <a className="pub-footer__link" data-testid="footer-phone" href={phoneHref}>
              {site.supportPhone}
            </a>
          </ContactLine>
          <ContactLine icon={placeIcon} label={t('portal.footer.address')}>
            <address className="pub-footer__address" data-testid="footer-address">
              {site.address}
            </address>
          </ContactLine>
        </section>

        {hasSocial && (
          <section aria-labelledby="footer-social-heading">
            <h2 id="footer-social-heading" className="pub-footer__heading">
              {t('portal.footer.followHeading')}
            </h2>
            <ul className="pub-footer__social" data-testid="footer-social">
              {site.social.map((item, index) => (
                <li key={`${index}-${item.url}`}>
                  <a
                    className="pub-footer__link pub-footer__social-link"
                    data-testid="footer-social-link"
                    href={item.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t('portal.common.opensInNewTab', { label: item.label })}
                  >
                    <Icon shape={socialIcon(item)} />
                    {item.label}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>

      <div className="pub-footer__bottom">
        <div className="ui-container">
          <p>
            {t('portal.footer.copyright', {
              year: new Date().getFullYear(),
              department: site.departmentNameEn,
              government: site.governmentName,
            })}
          </p>
        </div>
      </div>
    </footer>
  );
}
