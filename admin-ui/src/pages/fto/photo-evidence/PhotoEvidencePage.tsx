import { lazy, Suspense, useState } from 'react';
import { useLocale, useNotify } from 'react-admin';
import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DownloadIcon from '@mui/icons-material/Download';
import PlaceIcon from '@mui/icons-material/Place';
import { AdminPage } from '../../../admin/common/AdminPage';
import { NotAuthorized } from '../../../admin/common/NotAuthorized';
import { serverMessage, useLoad } from '../../../admin/common/useLoad';
import { formatDateTime, formatNumber } from '../../../i18n/format';
import { localName } from '../../../i18n/names';
import { roleKey } from '../../../session/sessionStore';
import { useSession } from '../../../session/useSession';
import { portalColors } from '../../../theme';
import { LabelValueList } from '../../../ui/responsive/LabelValueList';
import { usePhoneLayout } from '../../../ui/responsive/useLayout';
import { useFtoTranslate, type FtoTranslate } from '../useFtoTranslate';
import { ftoApi } from '../common/ftoApi';
import { canImportLocations, canSeeEvidenceReport } from './access';
import {
  evidenceApi,
  noCounts,
  type BlockRow,
  type FlaggedWork,
  type ReportAnswer,
  type ReportFilters,
  type WorkEvidence,
} from './evidenceApi';
import { CleanMark, FlagChips, PhotoEvidenceBadge, coordinate, flagLabel } from './EvidenceParts';
import type { MapPoint } from './EvidenceMap';
import { EVIDENCE_FLAGS } from './evidenceTypes';
import { ftoPaths } from '../paths';
import { photoName } from './photoName';
import { PrintWorkFileButton } from '../work-print/PrintWorkFileButton';

// Leaflet only here: the map is its own chunk, fetched when a work is opened.
const EvidenceMap = lazy(() => import('./EvidenceMap'));

const headSx = { fontWeight: 700, bgcolor: portalColors.navy, color: '#fff', whiteSpace: 'nowrap' } as const;
const LEVELS = [1, 2, 3, 4, 5] as const;
const EMPTY: ReportAnswer = {
  cycles: [],
  cycle_id: null,
  rows: [],
  totals: noCounts(),
};

const n = (value: number | null | undefined) => formatNumber(value ?? 0);

function CountsCells({ row }: { row: ReportAnswer['totals'] }) {
  return (
    <>
      <TableCell align="right">{n(row.works)}</TableCell>
      <TableCell align="right" data-testid="evidence-flagged-works">
        {n(row.flagged_works)}
      </TableCell>
      <TableCell align="right">{n(row.photos)}</TableCell>
      <TableCell align="right">{n(row.flagged_photos)}</TableCell>
      {EVIDENCE_FLAGS.map((flag) => (
        <TableCell key={flag} align="right" data-flag={flag}>
          {n(row.counts?.[flag])}
        </TableCell>
      ))}
    </>
  );
}

function BlocksTable({ report, onOpen }: { report: ReportAnswer; onOpen: (row: BlockRow) => void }) {
  const t = useFtoTranslate();
  const locale = useLocale();
  const phone = usePhoneLayout();
  if (phone) {
    return (
      <Box component="ul" data-testid="evidence-blocks" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
        {report.rows.map((row) => (
          <Paper
            component="li"
            variant="outlined"
            key={row.block_code}
            data-testid="evidence-block"
            data-block-code={row.block_code}
            sx={{ p: 1.5 }}
          >
            <Link
              component="button"
              data-testid="evidence-block-open"
              onClick={() => onOpen(row)}
              sx={{ fontWeight: 700, textAlign: 'left' }}
            >
              {localName(row.block_name, row.block_name_kn, locale)}
            </Link>
            <Typography variant="body2" color="textSecondary">
              {localName(row.district_name, row.district_name_kn, locale)}
            </Typography>
            <LabelValueList
              items={[
                { label: t('fto.evidence.report.columns.works'), value: n(row.works) },
                { label: t('fto.evidence.report.columns.flaggedWorks'), value: n(row.flagged_works) },
                { label: t('fto.evidence.report.columns.photos'), value: n(row.photos) },
                { label: t('fto.evidence.report.columns.flaggedPhotos'), value: n(row.flagged_photos) },
                ...EVIDENCE_FLAGS.map((flag) => ({ label: flagLabel(flag, t), value: n(row.counts?.[flag]) })),
              ]}
            />
          </Paper>
        ))}
      </Box>
    );
  }
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" data-testid="evidence-blocks">
        <TableHead>
          <TableRow>
            <TableCell sx={headSx}>{t('fto.evidence.report.columns.district')}</TableCell>
            <TableCell sx={headSx}>{t('fto.evidence.report.columns.block')}</TableCell>
            <TableCell sx={headSx} align="right">
              {t('fto.evidence.report.columns.works')}
            </TableCell>
            <TableCell sx={headSx} align="right">
              {t('fto.evidence.report.columns.flaggedWorks')}
            </TableCell>
            <TableCell sx={headSx} align="right">
              {t('fto.evidence.report.columns.photos')}
            </TableCell>
            <TableCell sx={headSx} align="right">
              {t('fto.evidence.report.columns.flaggedPhotos')}
            </TableCell>
            {EVIDENCE_FLAGS.map((flag) => (
              <TableCell key={flag} sx={{ ...headSx, whiteSpace: 'normal', minWidth: 90 }} align="right">
                {flagLabel(flag, t)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {report.rows.map((row) => (
            <TableRow key={row.block_code} hover data-testid="evidence-block" data-block-code={row.block_code}>
              <TableCell>{localName(row.district_name, row.district_name_kn, locale)}</TableCell>
              <TableCell>
                <Link
                  component="button"
                  data-testid="evidence-block-open"
                  onClick={() => onOpen(row)}
                  sx={{ fontWeight: 600, textAlign: 'left' }}
                >
                  {localName(row.block_name, row.block_name_kn, locale)}
                </Link>
              </TableCell>
              <CountsCells row={row} />
            </TableRow>
          ))}
          <TableRow data-testid="evidence-totals" sx={{ '& td': { fontWeight: 700 } }}>
            <TableCell colSpan={2}>{t('fto.evidence.report.total')}</TableCell>
            <CountsCells row={report.totals} />
          </TableRow>
        </TableBody>
      </Table>
    </TableContainer>
  );
}

const distance = (metres: number | null) => (metres === null || metres === undefined ? '' : n(Math.round(metres)));

function WorksList({ rows, onOpen }: { rows: readonly FlaggedWork[]; onOpen: (row: FlaggedWork) => void }) {
  const t = useFtoTranslate();
  const locale = useLocale();
  const phone = usePhoneLayout();
  const workLink = (row: FlaggedWork) => (
    <Link
      component="button"
      data-testid="evidence-work-open"
      onClick={() => onOpen(row)}
      sx={{ fontWeight: 600, textAlign: 'left', overflowWrap: 'anywhere' }}
    >
      {row.work_name?.trim() || row.work_code}
    </Link>
  );
  if (phone) {
    return (
      <Box component="ul" data-testid="evidence-works" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
        {rows.map((row) => (
          <Paper
            component="li"
            variant="outlined"
            key={row.verification_id}
            data-testid="evidence-work"
            data-work-code={row.work_code}
            sx={{ p: 1.5, minWidth: 0 }}
          >
            {workLink(row)}
            <Typography sx={{ fontFamily: 'monospace', fontSize: '0.85rem', overflowWrap: 'anywhere' }}>{row.work_code}</Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, my: 0.75 }}>
              <FlagChips flags={row.flags} />
            </Box>
            <LabelValueList
              items={[
                {
                  label: t('fto.evidence.report.columns.panchayat'),
                  value: localName(row.panchayat_name, row.panchayat_name_kn, locale) ?? '',
                },
                { label: t('fto.evidence.report.columns.level'), value: t('fto.common.level', { n: row.level }) },
                { label: t('fto.evidence.report.columns.officer'), value: row.user_name ?? '' },
                { label: t('fto.evidence.report.columns.submittedAt'), value: formatDateTime(row.submitted_at) },
                { label: t('fto.evidence.report.columns.flaggedPhotos'), value: `${n(row.flagged)} / ${n(row.photos)}` },
                { label: t('fto.evidence.report.columns.farthest'), value: distance(row.max_distance_m) },
              ]}
            />
          </Paper>
        ))}
      </Box>
    );
  }
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" data-testid="evidence-works">
        <TableHead>
          <TableRow>
            <TableCell sx={headSx}>{t('fto.evidence.report.columns.work')}</TableCell>
            <TableCell sx={headSx}>{t('fto.evidence.report.columns.panchayat')}</TableCell>
            <TableCell sx={headSx}>{t('fto.evidence.report.columns.level')}</TableCell>
            <TableCell sx={headSx}>{t('fto.evidence.report.columns.officer')}</TableCell>
            <TableCell sx={headSx}>{t('fto.evidence.report.columns.flags')}</TableCell>
            <TableCell sx={headSx} align="right">
              {t('fto.evidence.report.columns.flaggedPhotos')}
            </TableCell>
            <TableCell sx={headSx} align="right">
              {t('fto.evidence.report.columns.farthest')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.verification_id} hover data-testid="evidence-work" data-work-code={row.work_code}>
              <TableCell sx={{ maxWidth: 320 }}>
                {workLink(row)}
                <Typography sx={{ fontFamily: 'monospace', fontSize: '0.8rem', overflowWrap: 'anywhere' }}>{row.work_code}</Typography>
              </TableCell>
              <TableCell>{localName(row.panchayat_name, row.panchayat_name_kn, locale)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{t('fto.common.level', { n: row.level })}</TableCell>
              <TableCell>
                {row.user_name}
                <Typography variant="caption" color="textSecondary" sx={{ display: 'block' }}>
                  {formatDateTime(row.submitted_at)}
                </Typography>
              </TableCell>
              <TableCell sx={{ minWidth: 160 }}>
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
                  <FlagChips flags={row.flags} />
                </Box>
              </TableCell>
              <TableCell align="right">{`${n(row.flagged)} / ${n(row.photos)}`}</TableCell>
              <TableCell align="right">{distance(row.max_distance_m)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** The points of a work: its reference point, its panchayat's office, and each photo's EXIF and device positions. */
export function pointsOf(work: WorkEvidence, t: FtoTranslate, locale = 'en'): MapPoint[] {
  const points: MapPoint[] = [];
  if (work.reference)
    points.push({
      kind: 'reference',
      latitude: work.reference.latitude,
      longitude: work.reference.longitude,
      label: `${t('fto.evidence.report.legend.reference')} (${t(`fto.evidence.report.reference.${work.reference.source}`)})`,
    });
  if (work.panchayat)
    points.push({
      kind: 'panchayat',
      latitude: work.panchayat.latitude,
      longitude: work.panchayat.longitude,
      label: t('fto.evidence.report.legend.panchayat'),
    });
  for (const record of work.records) {
    for (const file of record.evidence?.files ?? []) {
      const name = `${t('fto.common.level', { n: record.level })} · ${photoName(file, t, locale)}`;
      const flagged = file.flags.length > 0;
      if (file.exif?.latitude != null && file.exif.longitude != null)
        points.push({
          kind: 'exif',
          latitude: file.exif.latitude,
          longitude: file.exif.longitude,
          flagged,
          label: `${name} · ${t('fto.evidence.report.legend.exif')}`,
        });
      if (file.device?.latitude != null && file.device.longitude != null)
        points.push({
          kind: 'device',
          latitude: file.device.latitude,
          longitude: file.device.longitude,
          flagged,
          label: `${name} · ${t('fto.evidence.report.legend.device')}`,
        });
    }
  }
  return points;
}

function WorkPanel({ work, tileUrl, attribution }: { work: WorkEvidence; tileUrl: string | null; attribution: string }) {
  const t = useFtoTranslate();
  const locale = useLocale();
  const points = pointsOf(work, t, locale);
  return (
    <Box data-testid="evidence-work-panel" data-work-code={work.work.work_code} sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <Box>
        <Typography component="h3" sx={{ fontWeight: 700, fontSize: '1.1rem', overflowWrap: 'anywhere' }}>
          {t('fto.evidence.report.workTitle', { work: work.work.work_name?.trim() || work.work.work_code })}
        </Typography>
        <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
          {[
            work.work.work_code,
            localName(work.work.panchayat_name, work.work.panchayat_name_kn, locale),
            localName(work.work.block_name, work.work.block_name_kn, locale),
          ]
            .filter(Boolean)
            .join(' · ')}
        </Typography>
        {work.reference && (
          <Typography variant="body2" color="textSecondary" data-testid="evidence-reference">
            {`${t('fto.evidence.report.legend.reference')}: ${coordinate(work.reference.latitude)}, ${coordinate(work.reference.longitude)} (${t(`fto.evidence.report.reference.${work.reference.source}`)})`}
          </Typography>
        )}
      </Box>
      {points.length > 0 ? (
        <Suspense
          fallback={
            <Box sx={{ height: 280, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
              <CircularProgress />
            </Box>
          }
        >
          <EvidenceMap points={points} tileUrl={tileUrl} attribution={attribution} label={t('fto.evidence.report.map')} />
        </Suspense>
      ) : (
        <Alert severity="info" data-testid="evidence-map-empty">
          {t('fto.evidence.report.noPoints')}
        </Alert>
      )}
      {work.records.map((record) => (
        <Paper
          key={record.verification_id}
          variant="outlined"
          data-testid="evidence-record"
          data-level={record.level}
          sx={{ p: 1.5, minWidth: 0 }}
        >
          <Typography sx={{ fontWeight: 700, mb: 1 }}>
            {t('fto.evidence.report.record', {
              level: record.level,
              name: record.user_name ?? '',
              at: formatDateTime(record.submitted_at),
            })}
          </Typography>
          <Box
            component="ul"
            sx={{
              listStyle: 'none',
              m: 0,
              p: 0,
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
            }}
          >
            {(record.evidence?.files ?? []).map((file) => (
              <Box
                component="li"
                key={file.path}
                data-testid="evidence-photo"
                data-flags={file.flags.join(' ')}
                sx={{ display: 'flex', gap: 1.5, minWidth: 0 }}
              >
                <Link
                  href={ftoApi.fileUrl(file.path)}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t('fto.evidence.photo.open')}
                  sx={{ lineHeight: 0, flex: '0 0 auto' }}
                >
                  <Box
                    component="img"
                    src={ftoApi.fileUrl(file.path)}
                    alt=""
                    loading="lazy"
                    sx={{
                      width: 88,
                      height: 88,
                      objectFit: 'cover',
                      borderRadius: 1,
                      border: 1,
                      borderColor: 'divider',
                      bgcolor: 'grey.100',
                    }}
                  />
                </Link>
                <Box sx={{ minWidth: 0, flex: 1 }}>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {photoName(file, t, locale)}
                  </Typography>
                  <PhotoEvidenceBadge evidence={file} testId="evidence-photo-badge" />
                </Box>
              </Box>
            ))}
          </Box>
        </Paper>
      ))}
    </Box>
  );
}

/**
 * Photo evidence (issue 27; /fto/evidence): for STATE, ZP and TP administrators, the works whose
 * photos carry flags, by block and cycle; a block opens its flagged works, a work its photos with
 * their flags and notes on a map. The CSV is the server's, with the same filters.
 */
export function PhotoEvidencePage() {
  const t = useFtoTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const locale = useLocale();
  const { selectedRole, permissions } = useSession();
  const allowed = canSeeEvidenceReport(selectedRole, permissions ?? []);
  const [cycleId, setCycleId] = useState<number | null>(null);
  const [level, setLevel] = useState<number | null>(null);
  const [flag, setFlag] = useState<string | null>(null);
  const [block, setBlock] = useState<BlockRow | null>(null);
  const [workCode, setWorkCode] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);
  const role = selectedRole ? roleKey(selectedRole) : null;

  const filters: ReportFilters = { cycle_id: cycleId, level };
  const report = useLoad(
    allowed && role ? `evidence-report|${role}|${cycleId}|${level}` : null,
    () => evidenceApi.report(selectedRole, filters),
    EMPTY,
  );
  const shownCycle = cycleId ?? report.data.cycle_id;
  const works = useLoad(
    block && role ? `evidence-works|${role}|${shownCycle}|${level}|${flag}|${block.block_code}` : null,
    () => evidenceApi.works(selectedRole, { cycle_id: shownCycle, level, flag, block_code: block?.block_code }),
    [] as FlaggedWork[],
  );
  const work = useLoad(
    workCode && role ? `evidence-work|${role}|${shownCycle}|${workCode}` : null,
    () => evidenceApi.work(selectedRole, workCode as string, shownCycle),
    null as WorkEvidence | null,
  );
  const map = useLoad(workCode ? 'evidence-map-settings' : null, () => evidenceApi.mapSettings(), { tile_url: null, attribution: '' });

  if (!allowed) return <NotAuthorized />;

  const download = async () => {
    setDownloading(true);
    try {
      await evidenceApi.downloadCsv(selectedRole, { cycle_id: shownCycle, level, flag, block_code: block?.block_code });
    } catch (error) {
      notify(serverMessage(error) ?? t('fto.evidence.report.csvFailed'), { type: 'error' });
    } finally {
      setDownloading(false);
    }
  };

  const failed = report.error ?? works.error ?? work.error;
  return (
    <AdminPage
      testId="evidence-report-page"
      title={t('fto.evidence.report.title')}
      subtitle={t('fto.evidence.report.subtitle')}
      backTo={ftoPaths.fto}
      actions={
        <>
          {canImportLocations(selectedRole, permissions ?? []) && (
            <Button
              data-testid="evidence-locations"
              variant="outlined"
              startIcon={<PlaceIcon />}
              onClick={() => navigate(ftoPaths.panchayatLocations)}
            >
              {t('fto.evidence.report.locations')}
            </Button>
          )}
          <Button
            data-testid="evidence-csv"
            variant="contained"
            startIcon={downloading ? <CircularProgress size={16} color="inherit" /> : <DownloadIcon />}
            disabled={downloading || shownCycle === null}
            onClick={() => void download()}
          >
            {t('fto.evidence.report.csv')}
          </Button>
        </>
      }
    >
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0, display: 'grid', gap: 2 }}>
        <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(3, minmax(0, 220px))' } }}>
          <TextField
            select
            size="small"
            label={t('fto.evidence.report.cycle')}
            value={shownCycle ?? ''}
            onChange={(event) => {
              setCycleId(Number(event.target.value));
              setBlock(null);
              setWorkCode(null);
            }}
            slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'evidence-cycle' } as object } }}
          >
            {report.data.cycles.map((cycle) => (
              <MenuItem key={cycle.id} value={cycle.id}>
                {cycle.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label={t('fto.evidence.report.level')}
            value={level ?? ''}
            onChange={(event) => {
              setLevel(event.target.value === '' ? null : Number(event.target.value));
              setWorkCode(null);
            }}
            slotProps={{
              select: { displayEmpty: true, SelectDisplayProps: { 'data-testid': 'evidence-level' } as object },
              inputLabel: { shrink: true },
            }}
          >
            <MenuItem value="">{t('fto.evidence.report.allLevels')}</MenuItem>
            {LEVELS.map((l) => (
              <MenuItem key={l} value={l}>
                {t('fto.common.level', { n: l })}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label={t('fto.evidence.report.flag')}
            value={flag ?? ''}
            onChange={(event) => {
              setFlag(event.target.value === '' ? null : event.target.value);
              setWorkCode(null);
            }}
            slotProps={{
              select: { displayEmpty: true, SelectDisplayProps: { 'data-testid': 'evidence-flag-filter' } as object },
              inputLabel: { shrink: true },
            }}
          >
            <MenuItem value="">{t('fto.evidence.report.allFlags')}</MenuItem>
            {EVIDENCE_FLAGS.map((f) => (
              <MenuItem key={f} value={f}>
                {flagLabel(f, t)}
              </MenuItem>
            ))}
          </TextField>
        </Box>
        {(report.loading || works.loading || work.loading) && <LinearProgress data-testid="evidence-loading" />}
        {failed ? (
          <Alert
            severity="error"
            data-testid="evidence-error"
            action={
              <Button
                color="inherit"
                size="small"
                onClick={() => {
                  report.reload();
                  works.reload();
                  work.reload();
                }}
              >
                {t('fto.common.retry')}
              </Button>
            }
          >
            {serverMessage(failed) ?? t('fto.common.loadFailed')}
          </Alert>
        ) : workCode && work.data ? (
          <>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 1 }}>
              <Button data-testid="evidence-back" startIcon={<ArrowBackIcon />} onClick={() => setWorkCode(null)}>
                {t('fto.evidence.report.back')}
              </Button>
              <PrintWorkFileButton workCode={workCode} cycleId={shownCycle} />
            </Box>
            <WorkPanel work={work.data} tileUrl={map.data.tile_url} attribution={map.data.attribution} />
          </>
        ) : block && !workCode ? (
          <>
            <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
              <Button data-testid="evidence-back" startIcon={<ArrowBackIcon />} onClick={() => setBlock(null)}>
                {t('fto.evidence.report.back')}
              </Button>
              <Typography component="h2" sx={{ fontWeight: 700, fontSize: '1.1rem' }}>
                {t('fto.evidence.report.worksTitle', { block: localName(block.block_name, block.block_name_kn, locale) ?? '' })}
              </Typography>
            </Box>
            {!works.loading && works.data.length === 0 ? (
              <Box data-testid="evidence-works-empty" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                <CleanMark />
                <Typography>{t('fto.evidence.report.noWorks')}</Typography>
              </Box>
            ) : (
              <WorksList rows={works.data} onOpen={(row) => setWorkCode(row.work_code)} />
            )}
          </>
        ) : !report.loading && report.data.cycles.length === 0 ? (
          <Alert severity="info" data-testid="evidence-no-cycles">
            {t('fto.evidence.report.noCycles')}
          </Alert>
        ) : !report.loading && report.data.rows.length === 0 ? (
          <Box data-testid="evidence-empty" role="status" sx={{ textAlign: 'center', py: 4 }}>
            <Typography>{t('fto.common.noData')}</Typography>
          </Box>
        ) : (
          <BlocksTable report={report.data} onOpen={(row) => setBlock(row)} />
        )}
      </Paper>
    </AdminPage>
  );
}
