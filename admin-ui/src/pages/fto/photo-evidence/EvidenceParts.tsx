import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import MyLocationIcon from '@mui/icons-material/MyLocation';
import LocationOffIcon from '@mui/icons-material/LocationOff';
import { formatDateTime, formatNumber } from '../../../i18n/format';
import { useFtoTranslate, type FtoTranslate } from '../useFtoTranslate';
import type { DevicePosition } from './devicePosition';
import { isEvidenceFlag, type PhotoEvidence, type RecordEvidence } from './evidenceTypes';
import { useNoteText } from './noteText';

/** A coordinate as shown: five decimals (about a metre). */
export const coordinate = (value: number) => formatNumber(value.toFixed(5));

export const flagLabel = (flag: string, t: FtoTranslate) => (isEvidenceFlag(flag) ? t(`fto.evidence.flags.${flag}`) : flag);

/** The flags as small warning chips. */
export function FlagChips({ flags, testId = 'evidence-flag' }: { flags: readonly string[]; testId?: string }) {
  const t = useFtoTranslate();
  return (
    <>
      {flags.map((flag) => (
        <Chip
          key={flag}
          size="small"
          color="warning"
          variant="outlined"
          data-testid={testId}
          data-flag={flag}
          label={flagLabel(flag, t)}
          sx={{ maxWidth: '100%', height: 'auto', '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 } }}
        />
      ))}
    </>
  );
}

/** The mark of photos with no flag. */
export function CleanMark({ testId = 'evidence-clean' }: { testId?: string }) {
  const t = useFtoTranslate();
  return (
    <Chip
      size="small"
      color="success"
      variant="outlined"
      icon={<CheckCircleOutlineIcon />}
      data-testid={testId}
      label={t('fto.evidence.clean')}
    />
  );
}

/** The works list cell: the flags of the record's photos, the clean mark, or nothing when it has no photo. */
export function EvidenceCell({ flags, photos }: { flags: readonly string[] | null | undefined; photos: number | null | undefined }) {
  const list = flags ?? [];
  return (
    <Box data-testid="upper-evidence" data-flags={list.join(' ')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
      {list.length > 0 ? <FlagChips flags={list} /> : Number(photos ?? 0) > 0 ? <CleanMark /> : null}
    </Box>
  );
}

/**
 * Under a photo taken in this dialog: where the device said it was, labelled as the device's
 * (the server reads the photo's own location itself), or that it gave none. Never blocks.
 */
export function DevicePositionNote({ position, locating, testId }: { position: DevicePosition | null; locating: boolean; testId: string }) {
  const t = useFtoTranslate();
  if (!locating && !position) return null;
  const located = position && position.latitude !== null && position.longitude !== null;
  const text = locating
    ? t('fto.evidence.device.locating')
    : located
      ? position.accuracy !== null
        ? t('fto.evidence.device.position', {
            latitude: coordinate(position.latitude as number),
            longitude: coordinate(position.longitude as number),
            accuracy: formatNumber(Math.round(position.accuracy)),
          })
        : t('fto.evidence.device.positionNoAccuracy', {
            latitude: coordinate(position.latitude as number),
            longitude: coordinate(position.longitude as number),
          })
      : t('fto.evidence.device.none');
  return (
    <Typography
      variant="caption"
      color="textSecondary"
      data-testid={testId}
      data-located={locating ? 'pending' : located ? 'true' : 'false'}
      sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mt: 0.5, overflowWrap: 'anywhere' }}
    >
      {located || locating ? <MyLocationIcon sx={{ fontSize: 14 }} /> : <LocationOffIcon sx={{ fontSize: 14 }} />}
      {text}
    </Typography>
  );
}

/** One stored photo's evidence: its flags (or the clean mark), its notes, and what it says of where and when. */
export function PhotoEvidenceBadge({ evidence, testId = 'photo-evidence' }: { evidence: PhotoEvidence; testId?: string }) {
  const t = useFtoTranslate();
  const noteText = useNoteText();
  const exif = evidence.exif;
  const device = evidence.device;
  const lines: string[] = [];
  if (exif?.latitude != null && exif.longitude != null)
    lines.push(t('fto.evidence.photo.exif', { latitude: coordinate(exif.latitude), longitude: coordinate(exif.longitude) }));
  if (device?.latitude != null && device.longitude != null)
    lines.push(t('fto.evidence.photo.device', { latitude: coordinate(device.latitude), longitude: coordinate(device.longitude) }));
  if (exif?.taken_at) lines.push(t('fto.evidence.photo.taken', { at: formatDateTime(exif.taken_at) }));
  const camera = [exif?.make, exif?.model].filter(Boolean).join(' ');
  if (camera) lines.push(t('fto.evidence.photo.camera', { camera }));
  return (
    <Box data-testid={testId} data-path={evidence.path} data-flags={evidence.flags.join(' ')} sx={{ mt: 0.75, minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
        {evidence.flags.length > 0 ? <FlagChips flags={evidence.flags} /> : <CleanMark />}
      </Box>
      {evidence.notes.length > 0 && (
        <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5, typography: 'caption', color: 'warning.dark' }}>
          {evidence.notes.map((note, index) => (
            <Box component="li" key={index} data-testid={`${testId}-note`} data-code={note.code} sx={{ overflowWrap: 'anywhere' }}>
              {noteText(note)}
            </Box>
          ))}
        </Box>
      )}
      {lines.length > 0 && (
        <Typography variant="caption" color="textSecondary" component="div" sx={{ mt: 0.25, overflowWrap: 'anywhere' }}>
          {lines.join(' · ')}
        </Typography>
      )}
    </Box>
  );
}

/** The record's summary lines, at the top of its photos. */
export function EvidenceSummary({ evidence, testId = 'evidence-summary' }: { evidence: RecordEvidence; testId?: string }) {
  const t = useFtoTranslate();
  const noteText = useNoteText();
  return (
    <Box data-testid={testId} data-flags={evidence.flags.join(' ')} sx={{ minWidth: 0 }}>
      <Typography sx={{ fontWeight: 700 }}>{t('fto.evidence.title')}</Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, my: 0.5 }}>
        {evidence.flags.length > 0 ? <FlagChips flags={evidence.flags} /> : evidence.photos > 0 ? <CleanMark /> : null}
      </Box>
      {evidence.summary.length > 0 && (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {evidence.summary.map((line, index) => (
            <Box component="li" key={index} data-testid={`${testId}-line`} data-code={line.code} sx={{ overflowWrap: 'anywhere' }}>
              {noteText(line)}
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
