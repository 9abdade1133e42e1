import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import '../../../fonts/kannada.css';
import { kannadaFontFamily } from '../../../theme';
import { useNarrowLayout } from '../../../ui/responsive/useLayout';
import { useFtoTranslate } from '../useFtoTranslate';
import { ftoApi, type ChecklistItem } from '../common/ftoApi';
import { evidenceOf } from '../photo-evidence/evidenceTypes';
import {
  choicesOf,
  hasChoices,
  hasImage,
  hasInput,
  hasRemark,
  imageField,
  type CheckChoice,
  type FillState,
  type Prefill,
} from './fillForm';
import { ImagePicker } from './ImagePicker';
import { inputLabel } from './inputLabel';

const CHOICE_KEY = {
  Satisfactory: 'fto.fill.checklist.satisfactory',
  Unsatisfactory: 'fto.fill.checklist.unsatisfactory',
  'Not Applicable': 'fto.fill.checklist.notApplicable',
} as const;

interface ChecklistSectionProps {
  items: readonly ChecklistItem[];
  state: FillState;
  prefill: Prefill;
  /** Shown texts by the server's error keys (`checklist_{id}`, `remark_{id}`, `image_{id}`). */
  errors: Record<string, string>;
  readOnly: boolean;
  update: (change: (state: FillState) => FillState) => void;
  onReject: (message: string) => void;
}

/** Spec 2 §3 Checklist item: the Kannada title, the choices, and the input, remark and image each item asks for. */
export function ChecklistSection({ items, state, prefill, errors, readOnly, update, onReject }: ChecklistSectionProps) {
  const t = useFtoTranslate();
  // A small radio is 38 px: under the 40 px a thumb needs on the phone layout (the dialog is full screen there).
  const radioSize = useNarrowLayout() ? 'medium' : 'small';
  if (items.length === 0) {
    return (
      <Typography color="textSecondary" data-testid="fill-checklist-empty">
        {t('fto.fill.checklist.empty')}
      </Typography>
    );
  }
  const previousCaption =
    prefill.recordLevel !== null ? `${t('fto.fill.image.previous')} (${t('fto.common.level', { n: prefill.recordLevel })})` : undefined;

  return (
    <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
      {items.map((item, index) => {
        const id = String(item.id);
        const choice = state.selectedCB[id] ?? '';
        const choiceError = errors[`checklist_${id}`];
        const previousImage = prefill.previousImages[id];
        return (
          <Box
            component="li"
            key={id}
            data-testid={`fill-item-${id}`}
            data-item-id={id}
            sx={{ border: 1, borderColor: choiceError ? 'error.main' : 'divider', borderRadius: 1, p: 1.5 }}
          >
            <Box sx={{ display: 'flex', gap: 1 }}>
              <Typography component="span" sx={{ fontWeight: 700, minWidth: 24 }}>
                {index + 1}.
              </Typography>
              <Box sx={{ minWidth: 0 }}>
                <Typography id={`fill-item-${id}-title`} lang="kn" sx={{ fontWeight: 600, fontFamily: kannadaFontFamily }}>
                  {item.checklist_title_kn}
                </Typography>
                {item.checklist_title_en && (
                  <Typography variant="body2" color="textSecondary">
                    {item.checklist_title_en}
                  </Typography>
                )}
              </Box>
            </Box>

            <Box sx={{ pl: { sm: 4 } }}>
              {hasChoices(item) && (
                <>
                  <RadioGroup
                    row
                    aria-labelledby={`fill-item-${id}-title`}
                    data-testid={`fill-item-${id}-choice`}
                    value={choice}
                    onChange={(event) => {
                      const value = event.target.value as CheckChoice;
                      update((s) => ({ ...s, selectedCB: { ...s.selectedCB, [id]: value } }));
                    }}
                  >
                    {choicesOf(item).map((c) => (
                      <FormControlLabel
                        key={c}
                        value={c}
                        disabled={readOnly}
                        control={<Radio size={radioSize} />}
                        label={t(CHOICE_KEY[c])}
                      />
                    ))}
                  </RadioGroup>
                  {choiceError && (
                    <FormHelperText error data-fill-error data-testid={`fill-item-${id}-error`} sx={{ mt: 0 }}>
                      {choiceError}
                    </FormHelperText>
                  )}
                </>
              )}

              {(hasInput(item) || hasRemark(item) || hasImage(item)) && (
                <Box
                  sx={{
                    display: 'grid',
                    gap: 1.5,
                    mt: 1,
                    gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
                    alignItems: 'start',
                  }}
                >
                  {hasInput(item) && (
                    <TextField
                      label={inputLabel(item.INP_tittle, t)}
                      value={state.inputValues[id] ?? ''}
                      onChange={(event) => {
                        const value = event.target.value;
                        update((s) => ({ ...s, inputValues: { ...s.inputValues, [id]: value } }));
                      }}
                      disabled={readOnly}
                      size="small"
                      fullWidth
                      slotProps={{ htmlInput: { 'data-testid': `fill-item-${id}-input`, maxLength: 500 } }}
                    />
                  )}
                  {hasRemark(item) && (
                    <TextField
                      label={t('fto.fill.checklist.remark')}
                      value={state.remarkValues[id] ?? ''}
                      onChange={(event) => {
                        const value = event.target.value;
                        update((s) => ({ ...s, remarkValues: { ...s.remarkValues, [id]: value } }));
                      }}
                      disabled={readOnly}
                      required={choice === 'Unsatisfactory'}
                      error={!!errors[`remark_${id}`]}
                      helperText={errors[`remark_${id}`]}
                      size="small"
                      fullWidth
                      multiline
                      minRows={1}
                      maxRows={4}
                      slotProps={{
                        htmlInput: { 'data-testid': `fill-item-${id}-remark`, maxLength: 1000 },
                        formHelperText: errors[`remark_${id}`] ? ({ 'data-fill-error': true } as object) : undefined,
                      }}
                    />
                  )}
                  {hasImage(item) && (
                    <ImagePicker
                      testId={`fill-item-${id}-image`}
                      label={`${t('fto.fill.image.upload')}: ${item.checklist_title_en || item.checklist_title_kn}`}
                      file={state.images[id] ?? null}
                      previousUrl={previousImage ? ftoApi.fileUrl(previousImage) : null}
                      previousCaption={previousCaption}
                      previousKept={prefill.own}
                      disabled={readOnly}
                      error={errors[`image_${id}`]}
                      onReject={onReject}
                      onChange={(file) => update((s) => ({ ...s, images: { ...s.images, [id]: file } }))}
                      position={state.positions[imageField(id)] ?? null}
                      onPosition={(position) => update((s) => ({ ...s, positions: { ...s.positions, [imageField(id)]: position } }))}
                      previousEvidence={evidenceOf(prefill.evidence, previousImage)}
                    />
                  )}
                </Box>
              )}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
