import { useEffect, useMemo } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import { useFtoTranslate } from '../useFtoTranslate';
import { ACCEPTED_IMAGES, isAcceptedImage } from './fillForm';

function Thumbnail({ src, caption, testId }: { src: string; caption: string; testId: string }) {
  const t = useFtoTranslate();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Link href={src} target="_blank" rel="noopener noreferrer" aria-label={t('fto.fill.image.open')} sx={{ lineHeight: 0 }}>
        <Box
          component="img"
          data-testid={testId}
          src={src}
          alt={caption}
          sx={{ width: 72, height: 72, objectFit: 'cover', borderRadius: 1, border: 1, borderColor: 'divider', bgcolor: 'grey.100' }}
        />
      </Link>
      <Typography variant="caption" color="text.secondary">
        {caption}
      </Typography>
    </Box>
  );
}

/** A preview of a file chosen now; its object URL is released when the file changes or the dialog closes. */
function FilePreview({ file, testId }: { file: File; testId: string }) {
  const t = useFtoTranslate();
  const url = useMemo(() => URL.createObjectURL(file), [file]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  return <Thumbnail src={url} caption={`${t('fto.fill.image.selected')}: ${file.name}`} testId={testId} />;
}

interface ImagePickerProps {
  testId: string;
  label: string;
  file: File | null;
  /** The image the previous record holds, as a URL. */
  previousUrl: string | null;
  previousCaption?: string;
  disabled?: boolean;
  error?: string;
  onChange: (file: File) => void;
  onReject: (message: string) => void;
}

/**
 * An image upload with its preview (spec 2 §2): the file chosen now, else the previous
 * record's image. Only JPEG, PNG and WebP are taken (the server checks the content again).
 */
export function ImagePicker({ testId, label, file, previousUrl, previousCaption, disabled, error, onChange, onReject }: ImagePickerProps) {
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
            {file || previousUrl ? t('fto.fill.image.replace') : t('fto.fill.image.upload')}
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
          <Thumbnail src={previousUrl} caption={previousCaption ?? t('fto.fill.image.previous')} testId={`${testId}-previous`} />
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
