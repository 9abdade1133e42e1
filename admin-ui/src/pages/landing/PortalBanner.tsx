import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useSiteConfig } from '../../config/SiteConfigContext';
import { t } from '../../i18n/t';
import { paths } from '../../routes';
import { LoginForm } from '../login/LoginForm';
import { portalColors } from '../../theme';

/**
 * Product title and one line about the portal, drawn with CSS only (no images: the
 * portal runs without outside network), and the officer login in the `#login` region
 * beside the text; the portal cards' login links scroll to it.
 */
export function PortalBanner() {
  const site = useSiteConfig();

  return (
    <Box
      data-testid="landing-banner"
      sx={{
        color: '#fff',
        backgroundColor: portalColors.navy,
        backgroundImage: [
          'radial-gradient(circle at 85% 20%, rgba(242,183,5,0.22) 0, rgba(242,183,5,0) 38%)',
          'radial-gradient(circle at 10% 110%, rgba(255,255,255,0.10) 0, rgba(255,255,255,0) 45%)',
          `linear-gradient(120deg, ${portalColors.navy} 0%, #15528c 60%, #1c6aa8 100%)`,
        ].join(','),
      }}
    >
      <Container
        maxWidth="lg"
        sx={{
          py: { xs: 4, md: 7 },
          display: 'grid',
          gap: { xs: 3, md: 5 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) auto' },
          alignItems: 'center',
        }}
      >
        <Box sx={{ maxWidth: 720 }}>
          <Box aria-hidden sx={{ width: 64, height: 4, bgcolor: portalColors.gold, borderRadius: 2, mb: { xs: 2, md: 2.5 } }} />
          <Typography
            data-testid="banner-title"
            component="h1"
            sx={{ fontWeight: 800, lineHeight: 1.15, fontSize: { xs: '1.85rem', sm: '2.4rem', md: '2.9rem' } }}
          >
            {site.productName}
          </Typography>
          <Typography
            data-testid="banner-description"
            sx={{ mt: 1.5, opacity: 0.92, fontSize: { xs: '1rem', md: '1.15rem' }, lineHeight: 1.55 }}
          >
            {t('portal.landing.bannerDescription')}
          </Typography>
        </Box>
        <Box
          id={paths.loginAnchor}
          data-testid="landing-login"
          component="section"
          aria-label={t('portal.landing.loginRegionLabel')}
          tabIndex={-1}
          sx={{ outline: 'none', scrollMarginTop: 16 }}
        >
          <LoginForm />
        </Box>
      </Container>
    </Box>
  );
}
