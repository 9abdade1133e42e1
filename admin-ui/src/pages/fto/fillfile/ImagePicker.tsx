import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import { useFtoTranslate } from '../useFtoTranslate';
import { ACCEPTED_IMAGES, isAcceptedImage } from './fillForm';

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
function FilePreview({ file, testId }: { file: File; testId: string }) {
  const t = useFtoTranslate();
  const [read, setRead] = useState<{ file: File; url: string } | null>(null);
  useEffect(() => {
    const reader = new FileReader();
    reader.onload = () => setRead({ file, url: String(reader.result) });
    reader.readAsDataURL(file);
    return () => reader.abort();
  }, [file]);
  const caption = `${t('fto.fill.image.selected')}: ${file.name}`;
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
}

/**
 * An image upload with its preview (spec 2 §2): the file chosen now, else the previous
 * record's image. Only JPEG, PNG and WebP are taken (the server checks the content again).
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
}: ImagePickerProps) {
  const t = useFtoTranslate();
  return (
    <Box data-testid={`${testId}-field`}>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1.5 }}>
        {!disabled && (
          <Button
            component="label"
            size="small"
            variant="outlined"
            color={error ? 'error' : 'primary'}
            startIcon={<AddPhotoAlternateIcon />}
            aria-label={label}
          >
            {file || (previousUrl && previousKept) ? t('fto.fill.image.replace') : t('fto.fill.image.upload')}
            <input
              data-testid={testId}
              type="file"
              hidden
              accept={ACCEPTED_IMAGES.join(',')}
              onChange={(event) => {
                const chosen = event.target.files?.[0];
                event.target.value = '';
                if (!chosen) return;
                if (isAcceptedImage(chosen)) onChange(chosen);
                else onReject(t('fto.fill.image.onlyImages'));
              }}
            />
          </Button>
        )}
        {file ? (
          <FilePreview file={file} testId={`${testId}-preview`} />
        ) : previousUrl ? (
          <Thumbnail src={previousUrl} caption={previousCaption ?? t('fto.fill.image.previous')} testId={`${testId}-previous`} linked />
        ) : null}
      </Box>
      {error && (
        <FormHelperText error data-testid={`${testId}-error`} data-fill-error>
          {error}
        </FormHelperText>
      )}
    </Box>
  );
}
