import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import ChecklistIcon from '@mui/icons-material/Checklist';
import EventNoteIcon from '@mui/icons-material/EventNote';
import { useFtoTranslate } from '../../pages/fto/useFtoTranslate';
import { useSession } from '../../session/useSession';
import { isStateAdmin } from '../access';
import { AdminPage } from '../common/AdminPage';
import { gradientFor } from '../common/gradients';
import { NotAuthorized } from '../common/NotAuthorized';
import { adminPaths } from '../paths';

function ScheduleCard(props: {
  testId: string;
  icon: ReactNode;
  title: string;
  text: string;
  gradient: string;
  disabled?: boolean;
  badge?: string;
  children: ReactNode;
}) {
  return (
    <Card
      data-testid={props.testId}
      aria-disabled={props.disabled ? 'true' : undefined}
      elevation={props.disabled ? 0 : 3}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        opacity: props.disabled ? 0.6 : 1,
        border: props.disabled ? 1 : 0,
        borderColor: 'divider',
      }}
    >
      <Box
        sx={{
          background: props.gradient,
          color: '#fff',
          p: 2.5,
          display: 'flex',
          alignItems: 'center',
          gap: 2,
          filter: props.disabled ? 'grayscale(1)' : 'none',
        }}
      >
        <Box
          aria-hidden
          sx={{
            width: 52,
            height: 52,
            borderRadius: 2,
            bgcolor: 'rgba(255,255,255,0.18)',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
          }}
        >
          {props.icon}
        </Box>
        <Typography component="h2" sx={{ fontWeight: 700, fontSize: '1.2rem', flex: 1 }}>
          {props.title}
        </Typography>
        {props.badge && (
          <Chip data-testid={`${props.testId}-badge`} label={props.badge} size="small" sx={{ bgcolor: '#fff', fontWeight: 700 }} />
        )}
      </Box>
      <CardContent sx={{ flex: 1 }}>
        <Typography color="textSecondary">{props.text}</Typography>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, gap: 1, flexWrap: 'wrap' }}>{props.children}</CardActions>
    </Card>
  );
}

/**
 * Scheduler Dashboard (/users/shedule, spec 2 §2): the FTO Verification Schedule card, and the
 * Action Plan Schedule card, disabled and marked Coming Soon. ADMIN at STATE level only.
 */
export function SchedulerDashboard() {
  const t = useFtoTranslate();
  const navigate = useNavigate();
  const { permissions } = useSession();
  if (!isStateAdmin(permissions)) return <NotAuthorized />;

  return (
    <AdminPage testId="scheduler-page" title={t('fto.scheduler.title')} subtitle={t('fto.scheduler.subtitle')}>
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' }, maxWidth: 1000 }}>
        <ScheduleCard
          testId="scheduler-fto-card"
          icon={<CalendarMonthIcon fontSize="large" />}
          title={t('fto.scheduler.ftoCard.title')}
          text={t('fto.scheduler.ftoCard.text')}
          gradient={gradientFor(0)}
        >
          <Button data-testid="scheduler-open-fto" variant="contained" onClick={() => navigate(adminPaths.ftoVerificationSchedule)}>
            {t('fto.scheduler.ftoCard.open')}
          </Button>
          <Button
            data-testid="scheduler-checklist"
            variant="text"
            startIcon={<ChecklistIcon />}
            onClick={() => navigate(adminPaths.ftoChecklist)}
          >
            {t('fto.scheduler.ftoCard.checklist')}
          </Button>
        </ScheduleCard>
        <ScheduleCard
          testId="scheduler-action-plan-card"
          icon={<EventNoteIcon fontSize="large" />}
          title={t('fto.scheduler.actionPlanCard.title')}
          text={t('fto.scheduler.actionPlanCard.text')}
          gradient={gradientFor(4)}
          disabled
          badge={t('fto.scheduler.actionPlanCard.comingSoon')}
        >
          <Button data-testid="scheduler-open-action-plan" variant="contained" disabled>
            {t('fto.scheduler.actionPlanCard.comingSoon')}
          </Button>
        </ScheduleCard>
      </Box>
    </AdminPage>
  );
}
