import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import EmailIcon from '@mui/icons-material/Email';
import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import LanguageIcon from '@mui/icons-material/Language';
import PhoneIcon from '@mui/icons-material/Phone';
import PlaceIcon from '@mui/icons-material/Place';
import XIcon from '@mui/icons-material/X';
import YouTubeIcon from '@mui/icons-material/YouTube';
import { useSiteConfig } from '../config/SiteConfigContext';
import type { SocialLink } from '../config/siteConfig';
import { t } from '../i18n/t';
import { portalColors } from '../theme';

const linkSx = {
  color: '#fff',
  textDecorationColor: 'rgba(255,255,255,0.5)',
  '&:hover': { color: portalColors.gold },
  '&:focus-visible': { outline: `2px solid ${portalColors.gold}`, outlineOffset: 2 },
} as const;

function socialIcon({ label, url }: SocialLink) {
  const name = `${label} ${new URL(url).hostname}`.toLowerCase();
  if (name.includes('facebook')) return <FacebookIcon fontSize="small" />;
  if (name.includes('youtube')) return <YouTubeIcon fontSize="small" />;
  if (name.includes('instagram')) return <InstagramIcon fontSize="small" />;
  if (/\btwitter\b|\bx\b|x\.com/.test(name)) return <XIcon fontSize="small" />;
  return <LanguageIcon fontSize="small" />;
}

function ContactLine({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', gap: 1.25, alignItems: 'flex-start', mb: 1.25 }}>
      <Box aria-hidden sx={{ color: portalColors.gold, display: 'flex', pt: '2px' }}>
        {icon}
      </Box>
      <Box>
        <Typography variant="caption" component="p" sx={{ opacity: 0.75, lineHeight: 1.2 }}>
          {label}
        </Typography>
        {children}
      </Box>
    </Box>
  );
}

const headingSx = {
  fontWeight: 700,
  fontSize: '1rem',
  mb: 1.5,
  pb: 0.75,
  borderBottom: `2px solid ${portalColors.gold}`,
  display: 'inline-block',
} as const;

export function PublicFooter() {
  const site = useSiteConfig();
  const phoneHref = `tel:${site.supportPhone.replace(/[^\d+]/g, '')}`;

  return (
    <Box
      component="footer"
      data-testid="public-footer"
      sx={{ bgcolor: portalColors.navyDark, color: '#fff', mt: 'auto', borderTop: `4px solid ${portalColors.gold}` }}
    >
      <Container
        maxWidth="lg"
        sx={{
          py: 4,
          display: 'grid',
          gap: 4,
          gridTemplateColumns: { xs: '1fr', md: site.social.length > 0 ? '1.2fr 1.4fr 1fr' : '1fr 1.4fr' },
        }}
      >
        <Box>
          <Typography lang="kn" sx={{ fontWeight: 700, lineHeight: 1.4 }}>
            {site.departmentNameKn}
          </Typography>
          <Typography sx={{ opacity: 0.9, lineHeight: 1.4 }}>{site.departmentNameEn}</Typography>
          <Typography variant="body2" sx={{ opacity: 0.75, mt: 0.5 }}>
            {site.governmentName}
          </Typography>
        </Box>

        <Box component="section" aria-labelledby="footer-contact-heading" data-testid="footer-contact">
          <Typography id="footer-contact-heading" component="h2" sx={headingSx}>
            {t('portal.footer.contactHeading')}
          </Typography>
          <ContactLine icon={<EmailIcon fontSize="small" />} label={t('portal.footer.supportEmail')}>
            <Link data-testid="footer-email" href={`mailto:${site.supportEmail}`} sx={linkSx}>
              {site.supportEmail}
            </Link>
          </ContactLine>
          <ContactLine icon={<PhoneIcon fontSize="small" />} label={t('portal.footer.supportPhone')}>
            <Link data-testid="footer-phone" href={phoneHref} sx={linkSx}>
              {site.supportPhone}
            </Link>
          </ContactLine>
          <ContactLine icon={<PlaceIcon fontSize="small" />} label={t('portal.footer.address')}>
            <Typography data-testid="footer-address" component="address" variant="body2" sx={{ fontStyle: 'normal' }}>
              {site.address}
            </Typography>
          </ContactLine>
        </Box>

        {site.social.length > 0 && (
          <Box component="section" aria-labelledby="footer-social-heading">
            <Typography id="footer-social-heading" component="h2" sx={headingSx}>
              {t('portal.footer.followHeading')}
            </Typography>
            <Box component="ul" data-testid="footer-social" sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {site.social.map((item, index) => (
                <Box component="li" key={`${index}-${item.url}`} sx={{ mb: 1 }}>
                  <Link
                    data-testid="footer-social-link"
                    href={item.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t('portal.common.opensInNewTab', { label: item.label })}
                    sx={{ ...linkSx, display: 'inline-flex', alignItems: 'center', gap: 1 }}
                  >
                    {socialIcon(item)}
                    {item.label}
                  </Link>
                </Box>
              ))}
            </Box>
          </Box>
        )}
      </Container>

      <Box sx={{ bgcolor: 'rgba(0,0,0,0.25)' }}>
        <Container maxWidth="lg" sx={{ py: 1.5 }}>
          <Typography variant="body2" sx={{ opacity: 0.8, textAlign: 'center' }}>
            {t('portal.footer.copyright', {
              year: new Date().getFullYear(),
              department: site.departmentNameEn,
              government: site.governmentName,
            })}
          </Typography>
        </Container>
      </Box>
    </Box>
  );
}
