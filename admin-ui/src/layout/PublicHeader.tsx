import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import { useSiteConfig } from '../config/SiteConfigContext';
import { t } from '../i18n/t';
import { paths } from '../routes';
import { kannadaFontFamily, portalColors } from '../theme';
import '../fonts/kannada.css';

export function PublicHeader() {
  const site = useSiteConfig();

  return (
    <Box component="header" data-testid="public-header">
      <Box sx={{ bgcolor: portalColors.maroon, color: '#fff' }}>
        <Container maxWidth="lg" sx={{ py: 0.5 }}>
          <Typography
            data-testid="header-government"
            variant="body2"
            sx={{ fontWeight: 600, letterSpacing: 0.5, fontSize: { xs: '0.75rem', sm: '0.8125rem' } }}
          >
            {site.governmentName}
          </Typography>
        </Container>
      </Box>

      <Box sx={{ bgcolor: portalColors.navy, color: '#fff', borderBottom: `4px solid ${portalColors.gold}` }}>
        <Container
          maxWidth="lg"
          sx={{
            py: { xs: 1.5, md: 2 },
            display: 'flex',
            flexDirection: { xs: 'column', md: 'row' },
            alignItems: { xs: 'stretch', md: 'center' },
            justifyContent: 'space-between',
            gap: { xs: 1.5, md: 3 },
          }}
        >
          <Box
            component={RouterLink}
            to={paths.home}
            aria-label={t('portal.header.homeLink')}
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: { xs: 1.5, sm: 2 },
              color: 'inherit',
              textDecoration: 'none',
              minWidth: 0,
              '&:focus-visible': { outline: `2px solid ${portalColors.gold}`, outlineOffset: 4 },
            }}
          >
            <Box
              aria-hidden
              sx={{
                flexShrink: 0,
                width: { xs: 44, sm: 56 },
                height: { xs: 44, sm: 56 },
                borderRadius: '50%',
                bgcolor: '#fff',
                color: portalColors.navy,
                display: 'grid',
                placeItems: 'center',
                boxShadow: `0 0 0 3px ${portalColors.gold}`,
              }}
            >
              <AccountBalanceIcon sx={{ fontSize: { xs: 26, sm: 32 } }} />
            </Box>
            <Box sx={{ minWidth: 0 }}>
              <Typography
                data-testid="header-department-kn"
                lang="kn"
                component="p"
                sx={{
                  fontFamily: kannadaFontFamily,
                  fontWeight: 700,
                  lineHeight: 1.35,
                  fontSize: { xs: '1.05rem', sm: '1.3rem', md: '1.45rem' },
                }}
              >
                {site.departmentNameKn}
              </Typography>
              <Typography
                data-testid="header-department-en"
                component="p"
                sx={{ lineHeight: 1.35, opacity: 0.92, fontSize: { xs: '0.85rem', sm: '1rem' } }}
              >
                {site.departmentNameEn}
              </Typography>
            </Box>
          </Box>

          <Typography
            data-testid="header-product"
            component="p"
            sx={{
              flexShrink: 0,
              fontWeight: 700,
              fontSize: { xs: '0.95rem', md: '1.1rem' },
              color: portalColors.navy,
              bgcolor: portalColors.gold,
              borderRadius: 1,
              px: 1.5,
              py: 0.75,
              textAlign: 'center',
              alignSelf: { xs: 'flex-start', md: 'center' },
            }}
          >
            {site.productName}
          </Typography>
        </Container>
      </Box>
    </Box>
  );
}
