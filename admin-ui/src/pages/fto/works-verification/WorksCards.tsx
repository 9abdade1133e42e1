import { useLocale } from 'react-admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import EditNoteIcon from '@mui/icons-material/EditNote';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import VisibilityIcon from '@mui/icons-material/Visibility';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import OfflinePinIcon from '@mui/icons-material/OfflinePin';
import { useFieldTranslate } from '../../../offline/useFieldTranslate';
import { LabelValueList } from '../../../ui/responsive/LabelValueList';
import { percent, webLink } from '../format';
import { formatMoney } from '../../../i18n/format';
import { useFtoTranslate } from '../useFtoTranslate';
import { misStatusText, useMisSay } from '../mis-changes/changeWords';
import { NotRecommended } from '../common/NotRecommended';
import type { WorksListProps } from './WorksTable';
import { localName } from '../../../i18n/names';

/**
 * The works list on a phone or small tablet: one card a work (react-admin's SimpleList idiom
 * for hand-built lists), so the officer reads which work it is (name, code, panchayat, status
 * and the amounts a verifier checks first) before pressing Fill File. Every figure of the
 * table is still in the work file and on a wider screen.
 */
export function WorksCards({ rows, offset, onFill, onView, onRegister, ready, queued }: WorksListProps) {
  const t = useFtoTranslate();
  const tf = useFieldTranslate();
  const say = useMisSay();
  const locale = useLocale();
  const none = t('fto.common.none');
  return (
    <Box
      component="ul"
      data-testid="works-cards"
      aria-label={t('fto.works.list')}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      {rows.map((row, index) => (
        <Paper
          component="li"
          variant="outlined"
          key={row.work_code}
          data-testid="works-card"
          data-work-code={row.work_code}
          data-filled={row.filled ? 'true' : 'false'}
          data-offline-ready={ready?.get(row.work_code) ? 'true' : 'false'}
          data-waiting={queued?.has(row.work_code) ? 'true' : 'false'}
          sx={{ p: 1.5, display: 'flex', flexDirection: 'column', gap: 1, minWidth: 0 }}
        >
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography component="h3" data-testid="works-name" sx={{ fontWeight: 700, fontSize: '1.05rem', lineHeight: 1.3 }}>
                {row.work_name || none}
              </Typography>
              <Typography data-testid="works-code" sx={{ fontFamily: 'monospace', fontSize: '0.9rem', overflowWrap: 'anywhere' }}>
                {row.work_code}
              </Typography>
            </Box>
            <Typography variant="body2" color="textSecondary" sx={{ whiteSpace: 'nowrap' }}>
              {t('fto.works.rowNumber', { n: offset + index + 1 })}
            </Typography>
          </Box>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
            {row.work_status && (
              <Chip size="small" variant="outlined" label={misStatusText(row.work_status, say)} data-testid="works-status" />
            )}
            {/* Whether the work opens here with no network; a file filed offline says it has not gone yet. */}
            {queued?.has(row.work_code) ? (
              <Chip
                data-testid="works-waiting"
                size="small"
                color="warning"
                icon={<CloudUploadIcon />}
                label={tf('field.ready.cardWaiting')}
              />
            ) : ready?.get(row.work_code) ? (
              <Chip
                data-testid="works-offline-ready"
                size="small"
                color="success"
                variant="outlined"
                icon={<OfflinePinIcon />}
                label={tf('field.ready.cardReady')}
              />
            ) : (
              <Chip
                data-testid="works-offline-missing"
                size="small"
                variant="outlined"
                icon={<CloudOffIcon />}
                label={tf('field.ready.cardNotReady')}
              />
            )}
            {row.filled && (
              <Chip
                data-testid="works-filled"
                size="small"
                color={row.filled_status === 1 ? 'success' : 'warning'}
                label={t('fto.works.filled')}
              />
            )}
          </Box>
          <NotRecommended
            recommendation={row.filled_recommendation ?? null}
            reason={row.filled_reason ?? null}
            testId="works-not-recommended"
          />
          <LabelValueList
            items={[
              { label: t('fto.works.columns.gp'), value: localName(row.panchayat_name, row.panchayat_name_kn, locale) || none },
              { label: t('fto.works.columns.block'), value: localName(row.block_name, row.block_name_kn, locale) || none },
              { label: t('fto.works.columns.agency'), value: localName(row.agency_name, row.agency_name_kn, locale) || none },
              { label: t('fto.works.columns.totalEstimated'), value: formatMoney(row.total_estimated) || none },
              { label: t('fto.works.columns.totalExpenditure'), value: formatMoney(row.total_expenditure) || none },
              { label: t('fto.works.columns.percentOfExpenditure'), value: percent(row.percent_of_expenditure) || none },
            ]}
          />
          {/* Full-size buttons with their words: a gloved thumb at a work site needs 40 px and a label, not a tooltip. */}
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 0.5, '& .MuiButton-root': { minHeight: 44 } }}>
            <Button
              data-testid="works-fill"
              variant={row.filled ? 'outlined' : 'contained'}
              startIcon={<EditNoteIcon />}
              onClick={() => onFill(row)}
              sx={{ flex: '1 1 auto' }}
            >
              {t('fto.works.fillFile')}
            </Button>
            <Button
              data-testid="works-view"
              variant="outlined"
              startIcon={<VisibilityIcon />}
              aria-label={`${t('fto.works.view')} ${row.work_code}`}
              onClick={() => onView(row)}
            >
              {t('fto.works.view')}
            </Button>
            <Button
              data-testid="works-register"
              data-has-link={webLink(row.wrkreg_link) ? 'true' : 'false'}
              variant="text"
              startIcon={webLink(row.wrkreg_link) ? <OpenInNewIcon /> : <LinkOffIcon />}
              aria-label={webLink(row.wrkreg_link) ? t('fto.works.openRegister', { code: row.work_code }) : t('fto.works.noLink')}
              onClick={() => onRegister(row)}
            >
              {t('fto.works.register')}
            </Button>
          </Box>
        </Paper>
      ))}
    </Box>
  );
}
