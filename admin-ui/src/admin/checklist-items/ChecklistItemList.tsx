import { BooleanInput, DataTable, NumberInput, maxLength, minValue, required, type RaRecord } from 'react-admin';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import '../../fonts/kannada.css';
import { useFtoTranslate } from '../../pages/fto/useFtoTranslate';
import { useSession } from '../../session/useSession';
import { kannadaFontFamily } from '../../theme';
import { isStateAdmin } from '../access';
import { FormTextInput, NativeSelectInput } from '../common/inputs';
import { MasterList } from '../common/MasterList';
import { NotAuthorized } from '../common/NotAuthorized';
import { adminPaths } from '../paths';

/** A checklist item as `/filever/checklist-items` keeps it (spec 2 §3 Checklist item, plus order and active flag). */
export interface ChecklistItemRecord extends RaRecord {
  sort_order: number;
  checklist_title_kn: string;
  checklist_title_en: string | null;
  CB: string;
  CB_C: number | string | null;
  INP: string;
  INP_tittle: string | null;
  Remark: string;
  imgages: string;
  is_active: boolean;
}

const YES_NO = [
  { id: 'Y', name: 'Y' },
  { id: 'N', name: 'N' },
];

function ChecklistItemFields() {
  const t = useFtoTranslate();
  return (
    <>
      <NumberInput
        source="sort_order"
        label={t('fto.checklistItems.fields.sortOrder')}
        validate={[required(), minValue(1)]}
        fullWidth
        margin="dense"
        slotProps={{ htmlInput: { 'data-testid': 'checklist-item-sort-order', step: 1 } }}
      />
      <FormTextInput
        source="checklist_title_kn"
        testId="checklist-item-title-kn"
        label={t('fto.checklistItems.fields.titleKn')}
        validate={[required(), maxLength(300)]}
        sx={{ '& input': { fontFamily: kannadaFontFamily } }}
      />
      <FormTextInput
        source="checklist_title_en"
        testId="checklist-item-title-en"
        label={t('fto.checklistItems.fields.titleEn')}
        validate={[required(), maxLength(300)]}
      />
      <Box sx={{ display: 'grid', gap: { sm: 2 }, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}>
        <NativeSelectInput
          source="CB"
          testId="checklist-item-cb"
          label={t('fto.checklistItems.fields.cb')}
          helperText={t('fto.checklistItems.hints.cb')}
          choices={YES_NO}
          validate={required()}
        />
        <NativeSelectInput
          source="CB_C"
          testId="checklist-item-cb-c"
          label={t('fto.checklistItems.fields.cbC')}
          helperText={t('fto.checklistItems.hints.cbC')}
          choices={[
            { id: '2', name: t('fto.checklistItems.choices.two') },
            { id: '3', name: t('fto.checklistItems.choices.three') },
          ]}
          validate={required()}
        />
        <NativeSelectInput
          source="INP"
          testId="checklist-item-inp"
          label={t('fto.checklistItems.fields.inp')}
          choices={YES_NO}
          validate={required()}
        />
        <FormTextInput
          source="INP_tittle"
          testId="checklist-item-inp-title"
          label={t('fto.checklistItems.fields.inpTitle')}
          helperText={t('fto.checklistItems.hints.inpTitle')}
          validate={maxLength(150)}
        />
        <NativeSelectInput
          source="Remark"
          testId="checklist-item-remark"
          label={t('fto.checklistItems.fields.remark')}
          choices={YES_NO}
          validate={required()}
        />
        <NativeSelectInput
          source="imgages"
          testId="checklist-item-images"
          label={t('fto.checklistItems.fields.images')}
          choices={YES_NO}
          validate={required()}
        />
      </Box>
      <BooleanInput source="is_active" label={t('fto.checklistItems.fields.active')} />
    </>
  );
}

const flag = (value: unknown) => (
  <Chip
    size="small"
    variant="outlined"
    label={String(value ?? '')}
    color={String(value) === 'Y' || String(value) === '3' ? 'primary' : 'default'}
  />
);

/**
 * Checklist items (/users/fto-checklist): the questions of the Fill Work File dialog's Check
 * List, with the flags that decide its choices, text input, remark and image (spec 2 §3). STATE
 * ADMIN only; the server refuses everyone else as well.
 */
export function ChecklistItemList() {
  const t = useFtoTranslate();
  const { permissions } = useSession();
  if (!isStateAdmin(permissions)) return <NotAuthorized />;
  return (
    <MasterList
      resource="checklist-items"
      prefix="checklist-items"
      title={t('fto.checklistItems.title')}
      subtitle={t('fto.checklistItems.subtitle')}
      readOnlyText={t('fto.checklistItems.readOnly')}
      addLabel={t('fto.checklistItems.add')}
      createTitle={t('fto.checklistItems.createTitle')}
      editTitle={t('fto.checklistItems.editTitle')}
      savedText={t('fto.checklistItems.saved')}
      backTo={adminPaths.ftoVerificationSchedule}
      sort={{ field: 'sort_order', order: 'ASC' }}
      defaults={{ CB: 'Y', CB_C: '2', INP: 'N', Remark: 'Y', imgages: 'N', is_active: true }}
      transform={(data) => ({
        sort_order: Number(data.sort_order),
        checklist_title_kn: data.checklist_title_kn,
        checklist_title_en: data.checklist_title_en,
        CB: data.CB,
        CB_C: Number(data.CB_C),
        INP: data.INP,
        INP_tittle: data.INP === 'Y' ? data.INP_tittle : null,
        Remark: data.Remark,
        imgages: data.imgages,
        is_active: !!data.is_active,
      })}
      columns={[
        <DataTable.Col key="order" source="sort_order" label={t('fto.checklistItems.fields.sortOrder')} />,
        <DataTable.Col<ChecklistItemRecord>
          key="kn"
          source="checklist_title_kn"
          label={t('fto.checklistItems.fields.titleKn')}
          render={(r) => (
            <Box lang="kn" sx={{ fontFamily: kannadaFontFamily, minWidth: 240 }}>
              {r.checklist_title_kn}
            </Box>
          )}
        />,
        <DataTable.Col key="en" source="checklist_title_en" label={t('fto.checklistItems.fields.titleEn')} />,
        <DataTable.Col<ChecklistItemRecord> key="cb" source="CB" label={t('fto.checklistItems.fields.cb')} render={(r) => flag(r.CB)} />,
        <DataTable.Col<ChecklistItemRecord>
          key="cbc"
          source="CB_C"
          label={t('fto.checklistItems.fields.cbC')}
          render={(r) => flag(r.CB_C)}
        />,
        <DataTable.Col<ChecklistItemRecord>
          key="inp"
          source="INP"
          label={t('fto.checklistItems.fields.inp')}
          render={(r) => (r.INP === 'Y' && r.INP_tittle ? `Y: ${r.INP_tittle}` : flag(r.INP))}
        />,
        <DataTable.Col<ChecklistItemRecord>
          key="remark"
          source="Remark"
          label={t('fto.checklistItems.fields.remark')}
          render={(r) => flag(r.Remark)}
        />,
        <DataTable.Col<ChecklistItemRecord>
          key="img"
          source="imgages"
          label={t('fto.checklistItems.fields.images')}
          render={(r) => flag(r.imgages)}
        />,
        <DataTable.Col<ChecklistItemRecord>
          key="active"
          source="is_active"
          label={t('fto.checklistItems.fields.active')}
          render={(r) => (
            <Chip size="small" color={r.is_active ? 'success' : 'default'} label={r.is_active ? t('fto.common.yes') : t('fto.common.no')} />
          )}
        />,
      ]}
      fields={<ChecklistItemFields />}
    />
  );
}
