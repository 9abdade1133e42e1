import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { portalColors } from '../../theme';

interface PortalCardProps {
  testId: string;
  title: string;
  description: string;
  icon: ReactNode;
  accent: string;
  /** Links only; a portal without a public entry point shows none rather than dead buttons. */
  actions?: ReactNode;
}

export function PortalCard({ testId, title, description, icon, accent, actions }: PortalCardProps) {
  return (
    <Card
      data-testid={testId}
      component="article"
      variant="outlined"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column', borderTop: `4px solid ${accent}` }}
    >
      <CardContent sx={{ flex: 1, p: 3 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <Box
            aria-hidden
            sx={{
              flexShrink: 0,
              width: 48,
              height: 48,
              borderRadius: '50%',
              display: 'grid',
              placeItems: 'center',
              color: '#fff',
              bgcolor: accent,
              '& svg': { fontSize: 26 },
            }}
          >
            {icon}
          </Box>
          <Typography component="h3" variant="h6" sx={{ fontWeight: 700, color: portalColors.navy, lineHeight: 1.3 }}>
            {title}
          </Typography>
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2, lineHeight: 1.6 }}>
          {description}
        </Typography>
      </CardContent>
      {actions && (
        <CardActions disableSpacing sx={{ px: 3, pb: 3, pt: 0, flexWrap: 'wrap', gap: 1 }}>
          {actions}
        </CardActions>
      )}
    </Card>
  );
}
