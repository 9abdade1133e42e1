import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useLogout, useTranslate } from 'react-admin';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import DashboardIcon from '@mui/icons-material/Dashboard';
import LogoutIcon from '@mui/icons-material/Logout';
import { useSiteConfig } from '../config/SiteConfigContext';
import { FieldStatus } from '../offline/FieldStatus';
import { paths } from '../routes';
import { portalColors } from '../theme';
import { LanguageSwitch } from './LanguageSwitch';
import { RoleSwitcher } from './RoleSwitcher';
import { SignedInUser } from './SignedInUser';

/** On a phone the buttons keep their words and drop the icons, which leaves the product name room. */
const PHONE_TEXT_ONLY = { '& .MuiButton-startIcon': { display: { xs: 'none', sm: 'inherit' } } } as const;

/**
 * Spec 1 §2 layout: product name, who is signed in (name and current role), role switcher,
 * Dashboard and Logout on every signed-in page.
 */
export function TopBar() {
  const site = useSiteConfig();
  const translate = useTranslate();
  const navigate = useNavigate();
  const logout = useLogout();
  const [leaving, setLeaving] = useState(false);

  async function onLogout() {
    setLeaving(true);
    // `false`: react-admin clears its caches but leaves the navigation to us, so the
    // landing page replaces this one instead of stacking on top of it.
    await logout({}, false);
    navigate(paths.home, { replace: true });
  }

  return (
    <AppBar
      data-testid="topbar"
      position="sticky"
      elevation={2}
      sx={{ bgcolor: portalColors.navy, borderBottom: `3px solid ${portalColors.gold}` }}
    >
      <Toolbar sx={{ flexWrap: 'wrap', columnGap: { xs: 1, sm: 2 }, rowGap: 1, py: 1, px: { xs: 1.5, sm: 3 } }}>
        {/*
          On a phone the name shares its row with Dashboard and Logout: a smaller type, and the
          buttons without their icons, keep it to two lines; the clamp holds a longer configured
          name there too (the page's title, the browser tab and the installed app carry it whole).
        */}
        <Typography
          data-testid="topbar-product"
          component="p"
          title={site.productName}
          sx={{
            flex: '1 1 0',
            fontWeight: 700,
            fontSize: { xs: '0.9rem', sm: '1.15rem' },
            lineHeight: 1.25,
            minWidth: 0,
            overflowWrap: 'anywhere',
            display: { xs: '-webkit-box', sm: 'block' },
            WebkitLineClamp: { xs: 2, sm: 'none' },
            WebkitBoxOrient: 'vertical',
            overflow: { xs: 'hidden', sm: 'visible' },
          }}
        >
          {site.productName}
        </Typography>
        {/* On phones who is signed in, the role switcher and the language take their own row under the name and the buttons. */}
        <Box
          sx={{
            order: { xs: 3, sm: 0 },
            flex: { xs: '1 1 100%', sm: '0 1 auto' },
            minWidth: 0,
            display: 'flex',
            alignItems: 'center',
            gap: { xs: 1, sm: 2 },
            // react-admin's frame grows to its content's min-content width: on a phone this row's
            // width comes from the row alone, so a long name or role is cut, never widening the page.
            contain: { xs: 'inline-size', sm: 'none' },
            '&:empty': { display: 'none' },
          }}
        >
          <SignedInUser />
          <RoleSwitcher />
          {/* Last in the row, so on a phone a long name or role is what gets cut, never the switch. */}
          <Box sx={{ ml: { xs: 'auto', sm: 0 }, display: 'flex' }}>
            <LanguageSwitch testId="topbar-language" />
          </Box>
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 0.5, sm: 1 }, flexShrink: 0 }}>
          <Button
            data-testid="topbar-dashboard"
            color="inherit"
            size="small"
            startIcon={<DashboardIcon />}
            onClick={() => navigate(paths.dashboard)}
            sx={{ px: { xs: 1, sm: 1.5 }, ...PHONE_TEXT_ONLY }}
          >
            {translate('portal.topbar.dashboard')}
          </Button>
          <Button
            data-testid="topbar-logout"
            variant="outlined"
            color="inherit"
            size="small"
            startIcon={<LogoutIcon />}
            disabled={leaving}
            onClick={() => void onLogout()}
            sx={{ px: { xs: 1, sm: 1.5 }, borderColor: 'rgba(255,255,255,0.6)', ...PHONE_TEXT_ONLY }}
          >
            {translate('portal.topbar.logout')}
          </Button>
        </Box>
        <FieldStatus />
      </Toolbar>
    </AppBar>
  );
}
