import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { portalColors } from '../../../theme';

/** One of the four numbered sections of the Fill Work File dialog (spec 2 §2). */
export function FillSection({
  n,
  title,
  testId,
  actions,
  children,
}: {
  n: number;
  title: string;
  testId: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper
      component="section"
      variant="outlined"
      data-testid={testId}
      aria-labelledby={`${testId}-title`}
      sx={{ mb: 2, overflow: 'hidden' }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          flexWrap: 'wrap',
          gap: 1,
          px: 2,
          py: 1,
          bgcolor: portalColors.navy,
          color: '#fff',
        }}
      >
        <Typography id={`${testId}-title`} component="h3" sx={{ fontWeight: 700, fontSize: '1.05rem' }}>
          {n}. {title}
        </Typography>
        {actions}
      </Box>
      <Box sx={{ p: { xs: 1.5, sm: 2 } }}>{children}</Box>
    </Paper>
  );
}
