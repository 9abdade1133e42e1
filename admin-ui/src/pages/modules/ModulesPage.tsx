import { useLocation, useNavigate } from 'react-router';
import { useLocale, useNotify } from 'react-admin';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { AdminDataScope, useAdminDataProvider } from '../../admin/common/AdminDataScope';
import { gradientFor } from '../../admin/common/gradients';
import { OptionIcon } from '../../admin/common/icons';
import { useLoad } from '../../admin/common/useLoad';
import type { MainOption, SubOption } from '../../admin/types';
import { useAdminTranslate } from '../../admin/useAdminTranslate';
import { localName } from '../../i18n/names';
import { paths } from '../../navigation/paths';
import { hasAdminPermission } from '../../session/sessionStore';
import { useSession } from '../../session/useSession';
import { portalColors } from '../../theme';
import { tileUsable } from './usableTiles';

interface ModulesState {
  mainOptionId?: unknown;
  mainOptionName?: unknown;
  mainOptionNameKn?: unknown;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

function readState(state: unknown): { id: number | null; name: string | null; nameKn: string | null } {
  const s = (typeof state === 'object' && state !== null ? state : {}) as ModulesState;
  const id = Number(s.mainOptionId);
  return {
    id: Number.isInteger(id) && id > 0 ? id : null,
    name: text(s.mainOptionName),
    nameKn: text(s.mainOptionNameKn),
  };
}

const trimSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** The main option whose route is `pathname`, if any. */
export const mainOptionAt = (options: readonly MainOption[], pathname: string): MainOption | undefined =>
  options.find((o) => o.router && trimSlash(o.router) === trimSlash(pathname));

function Modules({ known }: { known?: MainOption }) {
  const t = useAdminTranslate();
  const locale = useLocale();
  const notify = useNotify();
  const navigate = useNavigate();
  const location = useLocation();
  const { permissions, selectedRole, fto } = useSession();
  const dataProvider = useAdminDataProvider();
  const fromState = readState(location.state);

  // The card sends the id; a reload or a typed URL (/fto) finds the option by its router.
  const main = useLoad<MainOption[]>(known ? null : 'main-options', () => dataProvider.mainOptions(), []);
  const option =
    known ??
    (fromState.id !== null ? main.data.find((o) => o.id === fromState.id) : undefined) ??
    mainOptionAt(main.data, location.pathname);
  const mainOptionId = known?.id ?? fromState.id ?? option?.id ?? null;
  // Both names come from the same place, so the Kannada one always belongs to the English one.
  const names =
    known !== undefined
      ? { en: known.option_name, kn: known.option_name_kn ?? null }
      : fromState.name !== null
        ? { en: fromState.name, kn: fromState.nameKn }
        : { en: option?.option_name ?? null, kn: option?.option_name_kn ?? null };
  const nameEn = names.en;
  const nameKn = names.kn;
  const name = localName(nameEn, nameKn, locale);

  const subs = useLoad<SubOption[]>(
    mainOptionId === null ? null : `sub-option:${mainOptionId}`,
    () => dataProvider.subOptionsOf(mainOptionId as number),
    [],
  );
  const isAdmin = hasAdminPermission(permissions);
  const cards = subs.data.filter((sub) => (isAdmin || sub.access_level === 'USER') && tileUsable(sub, selectedRole, fto, permissions));

  const unknownOption = mainOptionId === null && !main.loading;
  const loading = main.loading && mainOptionId === null ? true : subs.loading;
  if (subs.error) console.warn('Sub options could not be loaded.', subs.error);

  const open = (sub: SubOption) => {
    if (sub.router)
      navigate(sub.router, { state: { mainOptionId, mainOptionName: nameEn, mainOptionNameKn: nameKn, subOptionId: sub.id } });
    else notify(t('admin.modules.clicked', { title: localName(sub.suboption_name, sub.suboption_name_kn, locale) }), { type: 'info' });
  };

  return (
    <Box data-testid="modules-page" data-main-option-id={mainOptionId ?? ''} sx={{ maxWidth: 1200, width: '100%', mx: 'auto' }}>
      <Typography
        data-testid="modules-title"
        component="h1"
        sx={{ fontWeight: 800, color: portalColors.navy, fontSize: { xs: '1.5rem', sm: '2rem' }, lineHeight: 1.25 }}
      >
        {name ? t('admin.modules.title', { name }) : loading ? <Skeleton width={320} /> : t('admin.modules.title', { name: '' }).trim()}
      </Typography>
      <Typography data-testid="modules-subtitle" color="textSecondary" sx={{ mt: 1, fontSize: { xs: '1rem', sm: '1.1rem' } }}>
        {t('admin.modules.subtitle')}
      </Typography>

      {unknownOption ? (
        <Alert
          data-testid="modules-unknown"
          severity="info"
          sx={{ mt: 3 }}
          action={
            <Button color="inherit" size="small" onClick={() => navigate(paths.dashboard)}>
              {t('admin.modules.backToDashboard')}
            </Button>
          }
        >
          {t('admin.modules.unknownOption')}
        </Alert>
      ) : loading ? (
        <Box sx={gridSx}>
          {[0, 1, 2].map((n) => (
            <Skeleton key={n} variant="rounded" height={150} />
          ))}
        </Box>
      ) : cards.length === 0 ? (
        <Alert data-testid="modules-empty" severity="info" sx={{ mt: 3 }}>
          {t('admin.modules.empty')}
        </Alert>
      ) : (
        <Box data-testid="module-cards" sx={gridSx}>
          {cards.map((sub) => (
            <Card
              key={sub.id}
              data-testid="module-card"
              data-sub-option-id={sub.id}
              data-route={sub.router ?? ''}
              elevation={3}
              sx={{
                background: gradientFor(sub.id),
                color: '#fff',
                transition: 'box-shadow .2s, transform .2s',
                '&:hover': { boxShadow: 8, transform: 'translateY(-3px)' },
              }}
            >
              <CardActionArea
                onClick={() => open(sub)}
                sx={{
                  p: 3,
                  minHeight: 150,
                  display: 'flex',
                  flexDirection: 'column',
                  alignItems: 'flex-start',
                  justifyContent: 'space-between',
                  gap: 2,
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
                  <OptionIcon name={sub.icon} />
                </Box>
                <Typography component="h2" sx={{ fontWeight: 700, fontSize: '1.15rem', lineHeight: 1.3 }}>
                  {localName(sub.suboption_name, sub.suboption_name_kn, locale)}
                </Typography>
              </CardActionArea>
            </Card>
          ))}
        </Box>
      )}
    </Box>
  );
}

const gridSx = {
  mt: 3,
  display: 'grid',
  gap: 2.5,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
} as const;

/**
 * "{main option} Modules" (spec 1 §2, spec 2 §2): the sub-option cards of one main option,
 * for /users, /fto, /audit, /tools and any route an administrator gives a main option.
 * `option` is the main option when the caller has already looked it up.
 */
export function ModulesPage({ option }: { option?: MainOption }) {
  return (
    <AdminDataScope>
      <Modules known={option} />
    </AdminDataScope>
  );
}
