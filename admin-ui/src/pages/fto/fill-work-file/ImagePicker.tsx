import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import AddAPhotoIcon from '@mui/icons-material/AddAPhoto';
import { shrinkPhoto, type PhotoOutcome } from '../../../photos';
import { useFtoTranslate } from '../useFtoTranslate';
import { askDevicePosition, type DevicePosition } from '../photo-evidence/devicePosition';
import { DevicePositionNote, PhotoEvidenceBadge } from '../photo-evidence/EvidenceParts';
import type { PhotoEvidence } from '../photo-evidence/evidenceTypes';
import { ACCEPTED_IMAGES, isAcceptedImage } from './fillForm';

export const megabytes = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`;

/** A small image; a stored one links to its full size (a data: URL cannot be opened in a tab). */
function Thumbnail({ src, caption, testId, linked }: { src: string; caption: string; testId: string; linked: boolean }) {
  const t = useFtoTranslate();
  const image = (
    <Box
      component="img"
      data-testid={testId}
      src={src}
      alt={caption}
      sx={{ width: 72, height: 72, objectFit: 'cover', borderRadius: 1, border: 1, borderColor: 'divider', bgcolor: 'grey.100' }}
    />
  );
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      {linked ? (
        <Link href={src} target="_blank" rel="noopener noreferrer" aria-label={t('fto.fill.image.open')} sx={{ lineHeight: 0 }}>
          {image}
        </Link>
      ) : (
        image
      )}
      <Typography variant="caption" color="textSecondary">
        {caption}
      </Typography>
    </Box>
  );
}

/**
 * A preview of a file chosen now, as a data: URL (the portal's Content-Security-Policy allows
 * images from 'self' and data:, not blob:).
 */
function FilePreview({ file, testId, detail }: { file: File; testId: string; detail: string }) {
  const t = useFtoTranslate();
  const [read, setRead] = useState<{ file: File; url: string } | null>(null);
  useEffect(() => {
    const reader = new FileReader();
    reader.onload = () => setRead({ file, url: String(reader.result) });
    reader.readAsDataURL(file);
    return () => reader.abort();
  }, [file]);
  const caption = `${t('fto.fill.image.selected')}: ${file.name} (${detail})`;
  if (read?.file !== file) {
    return (
      <Box aria-label={caption} sx={{ width: 72, height: 72, borderRadius: 1, border: 1, borderColor: 'divider', bgcolor: 'grey.100' }} />
    );
  }
  return <Thumbnail src={read.url} caption={caption} testId={testId} linked={false} />;
}

interface ImagePickerProps {
  testId: string;
  label: string;
  file: File | null;
  /** The image the previous record holds, as a URL. */
  previousUrl: string | null;
  previousCaption?: string;
  /** The previous image is this level's own, which the server keeps unless another is sent. */
  previousKept: boolean;
  disabled?: boolean;
  error?: string;
  onChange: (file: File) => void;
  onReject: (message: string) => void;
  /** What the device reported when the photo in the form was taken (issue 27). */
  position?: DevicePosition | null;
  /** Asked for at each photo taken or chosen here (never on page load). */
  onPosition?: (position: DevicePosition) => void;
  /** The previous record's evidence of its photo, shown with it (levels 2+). */
  previousEvidence?: PhotoEvidence | null;
}

/** The photo being made smaller: the file as chosen and how far along it is (null while it waits its turn). */
interface Shrinking {
  original: File;
  percent: number | null;
}

/** How the file in the form came to be, for its caption and the tests. */
interface Shrunk {
  file: File;
  original: File;
  outcome: PhotoOutcome;
}

/**
 * An image upload with its preview (spec 2 §2): the file chosen now, else the previous
 * record's image. Only JPEG, PNG and WebP are taken (the server checks the content again).
 *
 * On a phone the button opens the back camera. A chosen photo goes into the form at once, as it
 * is, so that nothing is lost whatever happens next; it is then shrunk in a worker (src/photos)
 * with a progress bar, and the smaller photo replaces it in the form unless another has been
 * chosen meanwhile. Should shrinking fail, the original stays and the officer is told.
 */
export function ImagePicker({
  testId,
  label,
  file,
  previousUrl,
  previousCaption,
  previousKept,
  disabled,
  error,
  onChange,
  onReject,
  position,
  onPosition,
  previousEvidence,
}: ImagePickerProps) {
  const t = useFtoTranslate();
  const [shrinking, setShrinking] = useState<Shrinking | null>(null);
  const [shrunk, setShrunk] = useState<Shrunk | null>(null);
  // What the form holds and how to change it, as of the last render, for a shrink that ends later.
  const current = useRef(file);
  const onChangeRef = useRef(onChange);
  const onPositionRef = useRef(onPosition);
  useEffect(() => {
    current.current = file;
    onChangeRef.current = onChange;
    onPositionRef.current = onPosition;
  });
  // The device's position of the latest photo only: an earlier request that answers late is dropped.
  const [locating, setLocating] = useState(false);
  const asked = useRef(0);
  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);
  const locate = () => {
    if (!onPositionRef.current) return;
    const request = ++asked.current;
    setLocating(true);
    void askDevicePosition(new Date()).then((reported) => {
      if (!live.current || request !== asked.current) return;
      setLocating(false);
      onPositionRef.current?.(reported);
    });
  };
  const pending = useRef<AbortController | null>(null);
  // A photo still shrinking when the picker goes (the dialog closed or submitted) is not wanted.
  useEffect(() => () => pending.current?.abort(), []);

  const choose = (chosen: File) => {
    pending.current?.abort();
    const controller = new AbortController();
    pending.current = controller;
    setShrunk(null);
    setShrinking({ original: chosen, percent: null });
    onChange(chosen);
    locate();
    shrinkPhoto(chosen, {
      signal: controller.signal,
      onProgress: (percent) => {
        if (!controller.signal.aborted) setShrinking({ original: chosen, percent });
      },
    }).then(
      (result) => {
        if (controller.signal.aborted) return;
        pending.current = null;
        setShrinking(null);
        setShrunk({ file: result.file, original: chosen, outcome: result.outcome });
        // The form may hold another file by now (a draft restored, the choice cleared): leave it.
        if (result.file !== chosen && current.current === chosen) onChangeRef.current(result.file);
      },
      () => undefined,
    );
  };

  const shown = shrinking?.original === file ? null : file;
  const state = shrinking?.original === file ? 'shrinking' : shrunk && shrunk.file === file ? shrunk.outcome : undefined;
  const detail = (f: File) =>
    shrunk?.file === f && shrunk.outcome === 'shrunk'
      ? t('fto.fill.photo.shrunk', { size: megabytes(f.size), original: megabytes(shrunk.original.size) })
      : t('fto.fill.photo.size', { size: megabytes(f.size) });
  return (
    <Box data-testid={`${testId}-field`} data-photo-state={state}>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1.5 }}>
        {!disabled && (
          <Button
            component="label"
            size="small"
            variant="outlined"
            color={error ? 'error' : 'primary'}
            startIcon={<AddAPhotoIcon />}
            aria-label={label}
          >
            {file || (previousUrl && previousKept) ? t('fto.fill.image.replace') : t('fto.fill.image.upload')}
            <input
              data-testid={testId}
              type="file"
              hidden
              accept={ACCEPTED_IMAGES.join(',')}
              capture="environment"
              onChange={(event) => {
                const chosen = event.target.files?.[0];
                event.target.value = '';
                if (!chosen) return;
                if (isAcceptedImage(chosen)) choose(chosen);
                else onReject(t('fto.fill.image.onlyImages'));
              }}
            />
          </Button>
        )}
        {shrinking?.original === file ? (
          <Box sx={{ flex: '1 1 12rem', minWidth: 0 }}>
            <LinearProgress
              data-testid={`${testId}-progress`}
              variant={shrinking.percent === null ? 'indeterminate' : 'determinate'}
              value={shrinking.percent ?? 0}
              aria-label={t('fto.fill.photo.progressLabel', { name: shrinking.original.name })}
            />
            <Typography variant="caption" color="textSecondary">
              {shrinking.percent === null ? t('fto.fill.photo.waiting') : t('fto.fill.photo.shrinking', { percent: shrinking.percent })}
            </Typography>
          </Box>
        ) : shown ? (
          <FilePreview file={shown} testId={`${testId}-preview`} detail={detail(shown)} />
        ) : previousUrl ? (
          <Box sx={{ minWidth: 0 }}>
            <Thumbnail src={previousUrl} caption={previousCaption ?? t('fto.fill.image.previous')} testId={`${testId}-previous`} linked />
            {previousEvidence && <PhotoEvidenceBadge evidence={previousEvidence} testId={`${testId}-evidence`} />}
          </Box>
        ) : null}
      </Box>
      {file && onPosition && <DevicePositionNote position={position ?? null} locating={locating} testId={`${testId}-position`} />}
      {state === 'kept' && file && (
        <FormHelperText data-testid={`${testId}-kept`} sx={{ color: 'warning.dark' }}>
          {t('fto.fill.photo.kept', { size: megabytes(file.size) })}
        </FormHelperText>
      )}
      {error && (
        <FormHelperText error data-testid={`${testId}-error`} data-fill-error>
          {error}
        </FormHelperText>
      )}
    </Box>
  );
}
