import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useNarrowLayout } from '../../../ui/responsive/useLayout';
import { useFtoTranslate } from '../useFtoTranslate';
import { ftoApi } from '../common/ftoApi';
import { evidenceOf } from '../photo-evidence/evidenceTypes';
import { SITE_PHOTO_FIELD, SITE_QUESTIONS, type FillState, type Prefill, type SiteAnswer } from './fillForm';
import { ImagePicker } from './ImagePicker';

interface SiteSectionProps {
  state: FillState;
  prefill: Prefill;
  readOnly: boolean;
  update: (change: (state: FillState) => FillState) => void;
  onReject: (message: string) => void;
}

/** Spec 2 §3 Site answers, §9 the five questions and their two answers, and the site photo. */
export function SiteSection({ state, prefill, readOnly, update, onReject }: SiteSectionProps) {
  const t = useFtoTranslate();
  // A small radio is 38 px: under the 40 px a thumb needs on the phone layout (the dialog is full screen there).
  const radioSize = useNarrowLayout() ? 'medium' : 'small';
  return (
    <Box data-testid="fill-site">
      <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 0.5 }}>
        {SITE_QUESTIONS.map((q, index) => (
          <Box
            component="li"
            key={q}
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) auto' },
              alignItems: 'center',
              columnGap: 2,
              py: 0.5,
              borderBottom: 1,
              borderColor: 'divider',
            }}
          >
            <Typography id={`fill-site-${q}-label`}>
              {index + 1}. {t(`fto.fill.site.questions.${q}`)}
            </Typography>
            <RadioGroup
              row
              aria-labelledby={`fill-site-${q}-label`}
              data-testid={`fill-site-${q}`}
              value={state.answers[q] ?? ''}
              onChange={(event) => {
                const value = event.target.value as SiteAnswer;
                update((s) => ({ ...s, answers: { ...s.answers, [q]: value } }));
              }}
            >
              <FormControlLabel value="Y" disabled={readOnly} control={<Radio size={radioSize} />} label={t('fto.fill.site.yes')} />
              <FormControlLabel value="N" disabled={readOnly} control={<Radio size={radioSize} />} label={t('fto.fill.site.no')} />
            </RadioGroup>
          </Box>
        ))}
      </Box>
      <Box sx={{ mt: 2 }}>
        <Typography sx={{ fontWeight: 600, mb: 1 }}>{t('fto.fill.site.photo')}</Typography>
        <ImagePicker
          testId="fill-site-photo"
          label={t('fto.fill.site.photo')}
          file={state.sitePhoto}
          previousUrl={prefill.previousPhoto ? ftoApi.fileUrl(prefill.previousPhoto) : null}
          previousCaption={
            prefill.recordLevel !== null
              ? `${t('fto.fill.image.previous')} (${t('fto.common.level', { n: prefill.recordLevel })})`
              : undefined
          }
          previousKept={prefill.own}
          disabled={readOnly}
          onReject={onReject}
          onChange={(file) => update((s) => ({ ...s, sitePhoto: file }))}
          position={state.positions[SITE_PHOTO_FIELD] ?? null}
          onPosition={(position) => update((s) => ({ ...s, positions: { ...s.positions, [SITE_PHOTO_FIELD]: position } }))}
          previousEvidence={evidenceOf(prefill.evidence, prefill.previousPhoto)}
        />
      </Box>
    </Box>
  );
}
