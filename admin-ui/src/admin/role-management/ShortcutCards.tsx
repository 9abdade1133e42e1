import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import ApartmentIcon from '@mui/icons-material/Apartment';
import BadgeIcon from '@mui/icons-material/Badge';
import BusinessCenterIcon from '@mui/icons-material/BusinessCenter';
import { portalColors } from '../../theme';
import { useAdminTranslate } from '../useAdminTranslate';
import { adminPaths } from '../paths';

/** Spec 1 §2: shortcuts to the master screens, shown only to ADMIN at STATE level (the caller decides). */
export function ShortcutCards() {
  const t = useAdminTranslate();
  const navigate = useNavigate();
  const cards: { path: string; title: string; hint: string; icon: ReactNode }[] = [
    {
      path: adminPaths.roleAdd,
      title: t('admin.users.shortcuts.roleadd'),
      hint: t('admin.users.shortcuts.roleaddHint'),
      icon: <BadgeIcon />,
    },
    {
      path: adminPaths.departmentAdd,
      title: t('admin.users.shortcuts.departmentadd'),
      hint: t('admin.users.shortcuts.departmentaddHint'),
      icon: <ApartmentIcon />,
    },
    {
      path: adminPaths.agencyAdd,
      title: t('admin.users.shortcuts.agencyadd'),
      hint: t('admin.users.shortcuts.agencyaddHint'),
      icon: <BusinessCenterIcon />,
    },
  ];
  return (
    <Box
      data-testid="shortcut-cards"
      component="nav"
      aria-label={t('admin.users.shortcuts.heading')}
      sx={{ display: 'grid', gap: 2, mb: 2.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}
    >
      {cards.map((card) => (
        <Card
          key={card.path}
          variant="outlined"
          data-testid="shortcut-card"
          data-href={card.path}
          sx={{ borderLeft: `4px solid ${portalColors.gold}` }}
        >
          <CardActionArea onClick={() => navigate(card.path)} sx={{ p: 2, display: 'flex', justifyContent: 'flex-start', gap: 1.5 }}>
            <Box sx={{ color: portalColors.navy, display: 'flex' }} aria-hidden>
              {card.icon}
            </Box>
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 700, color: portalColors.navy }}>{card.title}</Typography>
              <Typography variant="body2" color="textSecondary">
                {card.hint}
              </Typography>
            </Box>
          </CardActionArea>
        </Card>
      ))}
    </Box>
  );
}
