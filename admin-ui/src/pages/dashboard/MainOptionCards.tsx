import { useNavigate } from 'react-router';
import { useLocale } from 'react-admin';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { AdminDataScope, useAdminDataProvider } from '../../admin/common/AdminDataScope';
import { OptionIcon } from '../../admin/common/icons';
import { useLoad } from '../../admin/common/useLoad';
import type { MainOption } from '../../admin/types';
import { useAdminTranslate } from '../../admin/useAdminTranslate';
import { localName } from '../../i18n/names';
import { paths } from '../../routes';
import { portalColors } from '../../theme';
import { takeMainOptions } from './preload';

/** What a main-option card hands to the modules page (spec 1 §2 Dashboard). */
export interface MainOptionState {
  mainOptionId: number;
  mainOptionName: string;
  /** Both names travel, so the modules page follows a language switch made on it. */
  mainOptionNameKn: string | null;
}

const ACCENTS = [portalColors.navy, portalColors.maroon, portalColors.green, '#6a1b9a', '#e65100'];

function Cards() {
  const t = useAdminTranslate();
  const locale = useLocale();
  const navigate = useNavigate();
  const dataProvider = useAdminDataProvider();
  // The server already leaves out ADMIN-only options for officers without ADMIN (spec 1 §6).
  // The answer preload.ts asked for early, when there is one; else the request now.
  const {
    data: options,
    loading,
    error,
  } = useLoad<MainOption[]>(
    'main-options',
    () =>
      takeMainOptions()?.then(
        (json) => (Array.isArray(json) ? (json as MainOption[]) : []),
        () => dataProvider.mainOptions(),
      ) ?? dataProvider.mainOptions(),
    [],
  );

  if (loading) {
    return (
      <Box data-testid="main-option-cards-loading" sx={gridSx}>
        {[0, 1, 2, 3].map((n) => (
          <Skeleton key={n} variant="rounded" height={132} />
        ))}
      </Box>
    );
  }
  // Spec 1 §8: other load failures are only logged.
  if (error) console.warn('Main options could not be loaded.', error);
  if (options.length === 0) {
    return (
      <Alert data-testid="main-option-cards-empty" severity="info" sx={{ mt: 3 }}>
        {t('admin.dashboard.empty')}
      </Alert>
    );
  }

  return (
    <Box component="nav" aria-label={t('admin.dashboard.cardsLabel')} data-testid="main-option-cards" sx={gridSx}>
      {options.map((option, index) => {
        const accent = ACCENTS[index % ACCENTS.length];
        const name = localName(option.option_name, option.option_name_kn, locale);
        const state: MainOptionState = {
          mainOptionId: option.id,
          mainOptionName: option.option_name,
          mainOptionNameKn: option.option_name_kn ?? null,
        };
        return (
          <Card
            key={option.id}
            data-testid="main-option-card"
            data-option-id={option.id}
            variant="outlined"
            sx={{
              borderTop: `4px solid ${accent}`,
              transition: 'box-shadow .2s, transform .2s',
              '&:hover': { boxShadow: 6, transform: 'translateY(-2px)' },
            }}
          >
            <CardActionArea
              aria-label={t('admin.dashboard.open', { name })}
              onClick={() => navigate(option.router || paths.dashboard, { state })}
              sx={{ p: 2.5, height: '100%', display: 'flex', alignItems: 'center', gap: 2, justifyContent: 'flex-start' }}
            >
              <Box
                aria-hidden
                sx={{
                  width: 56,
                  height: 56,
                  borderRadius: '50%',
                  bgcolor: accent,
                  color: '#fff',
                  display: 'flex',
                  alignItems: 'center',
                  justifyContent: 'center',
                  flexShrink: 0,
                }}
              >
                <OptionIcon name={option.icon} />
              </Box>
              <Typography component="h2" sx={{ flex: 1, fontWeight: 700, fontSize: '1.1rem', color: portalColors.navy, lineHeight: 1.3 }}>
                {name}
              </Typography>
              <ChevronRightIcon color="action" />
            </CardActionArea>
          </Card>
        );
      })}
    </Box>
  );
}

const gridSx = {
  mt: 3,
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
} as const;

/** The dashboard's main-option cards: one per option from `GET /auth/main-options`. */
export function MainOptionCards() {
  return (
    <AdminDataScope>
      <Cards />
    </AdminDataScope>
  );
}
