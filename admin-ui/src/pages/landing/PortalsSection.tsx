import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import EventNoteIcon from '@mui/icons-material/EventNote';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import GavelIcon from '@mui/icons-material/Gavel';
import LoginIcon from '@mui/icons-material/Login';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { useSiteConfig } from '../../config/SiteConfigContext';
import { t } from '../../i18n/t';
import { paths } from '../../routes';
import { portalColors } from '../../theme';
import { PortalCard } from './PortalCard';

const loginLink = { pathname: paths.home, hash: `#${paths.loginAnchor}` };

function LoginButton({ testId, label }: { testId: string; label: string }) {
  return (
    <Button data-testid={testId} component={RouterLink} to={loginLink} variant="contained" startIcon={<LoginIcon />}>
      {label}
    </Button>
  );
}

function ExternalButton({ testId, label, href }: { testId: string; label: string; href: string }) {
  return (
    <Button
      data-testid={testId}
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('portal.common.opensInNewTab', { label })}
      variant="outlined"
      endIcon={<OpenInNewIcon />}
    >
      {label}
    </Button>
  );
}

export function PortalsSection() {
  const { links } = useSiteConfig();

  return (
    <Box component="section" data-testid="portals-section" aria-labelledby="portals-heading" sx={{ py: { xs: 4, md: 6 } }}>
      <Container maxWidth="lg">
        <Typography
          id="portals-heading"
          component="h2"
          variant="h4"
          sx={{ fontWeight: 800, color: portalColors.navy, fontSize: { xs: '1.6rem', md: '2rem' } }}
        >
          {t('portal.landing.portalsHeading')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
          {t('portal.landing.portalsIntro')}
        </Typography>

        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' } }}>
          <PortalCard
            testId="portal-card-action-plan"
            title={t('portal.landing.actionPlan.title')}
            description={t('portal.landing.actionPlan.description')}
            icon={<EventNoteIcon />}
            accent={portalColors.navy}
            actions={
              <>
                <LoginButton testId="portal-link-officer-login" label={t('portal.landing.actionPlan.officerLogin')} />
                {links.publicDashboardUrl && (
                  <ExternalButton
                    testId="portal-link-public-dashboard"
                    label={t('portal.landing.actionPlan.publicDashboard')}
                    href={links.publicDashboardUrl}
                  />
                )}
                {links.publicDemandsUrl && (
                  <ExternalButton
                    testId="portal-link-public-demands"
                    label={t('portal.landing.actionPlan.publicDemands')}
                    href={links.publicDemandsUrl}
                  />
                )}
              </>
            }
          />
          <PortalCard
            testId="portal-card-fto-verification"
            title={t('portal.landing.ftoVerification.title')}
            description={t('portal.landing.ftoVerification.description')}
            icon={<FactCheckIcon />}
            accent={portalColors.maroon}
            actions={<LoginButton testId="portal-link-fto-login" label={t('portal.landing.ftoVerification.login')} />}
          />
          <PortalCard
            testId="portal-card-social-audit"
            title={t('portal.landing.socialAudit.title')}
            description={t('portal.landing.socialAudit.description')}
            icon={<GavelIcon />}
            accent={portalColors.green}
          />
        </Box>
      </Container>
    </Box>
  );
}
