import { useState, type ReactNode } from 'react';
import { DataTable, List, type Identifier, type RaRecord, type SortPayload } from 'react-admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import { useSession } from '../../session/useSession';
import { portalColors } from '../../theme';
import { isStateAdmin } from '../access';
import { AdminPage } from './AdminPage';
import { RecordFormDialog } from './RecordFormDialog';
import { useAdminTranslate } from '../useAdminTranslate';
import { scrollingListSx } from './listSx';

interface MasterSectionProps {
  resource: string;
  /** Test id prefix: `<prefix>-add`, `<prefix>-table`, `<prefix>-edit`, `<prefix>-form`, `<prefix>-save`. */
  prefix: string;
  /** A section heading (several lists on one page); none on a page of its own. */
  heading?: string;
  canWrite: boolean;
  addLabel: string;
  createTitle: string;
  editTitle: string;
  savedText: string;
  /** DataTable.Col elements. */
  columns: ReactNode;
  fields: ReactNode;
  defaults?: Partial<RaRecord>;
  transform: (data: RaRecord) => Record<string, unknown>;
  /** The list's order; by id unless the records have an order of their own. */
  sort?: SortPayload;
  /** The record being edited (`id: null` = a new one), when the page holds that state. */
  editing?: Editing;
  onEditingChange?: (editing: Editing) => void;
}

type Editing = { id: Identifier | null } | null;

/** One react-admin list with Add and per-row Edit, both in a dialog. */
export function MasterSection(props: MasterSectionProps) {
  const t = useAdminTranslate();
  const [ownEditing, setOwnEditing] = useState<Editing>(null);
  const controlled = props.onEditingChange !== undefined;
  const editing = controlled ? (props.editing ?? null) : ownEditing;
  const setEditing = controlled ? props.onEditingChange! : setOwnEditing;
  const showAdd = props.canWrite && !controlled;

  return (
    <Box component="section" data-testid={`${props.prefix}-section`} sx={{ mb: 3 }}>
      {(props.heading || showAdd) && (
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 1, flexWrap: 'wrap' }}>
          {props.heading ? (
            <Typography component="h2" sx={{ fontWeight: 700, fontSize: '1.2rem', color: portalColors.navy }}>
              {props.heading}
            </Typography>
          ) : (
            <span />
          )}
          {showAdd && (
            <Button
              data-testid={`${props.prefix}-add`}
              variant="contained"
              startIcon={<AddIcon />}
              onClick={() => setEditing({ id: null })}
            >
              {props.addLabel}
            </Button>
          )}
        </Box>
      )}
      <List
        resource={props.resource}
        title={props.heading ?? ' '}
        disableSyncWithLocation
        storeKey={false}
        perPage={25}
        sort={props.sort ?? { field: 'id', order: 'ASC' }}
        actions={false}
        empty={false}
        sx={scrollingListSx}
      >
        <DataTable bulkActionButtons={false} rowClick={false} data-testid={`${props.prefix}-table`}>
          {props.columns}
          {props.canWrite && (
            <DataTable.Col
              label={t('admin.common.actions')}
              align="right"
              render={(record: RaRecord) => (
                <Button
                  data-testid={`${props.prefix}-edit`}
                  data-record-id={record.id}
                  size="small"
                  startIcon={<EditIcon />}
                  onClick={() => setEditing({ id: record.id })}
                >
                  {t('admin.common.edit')}
                </Button>
              )}
            />
          )}
        </DataTable>
      </List>

      <RecordFormDialog
        resource={props.resource}
        id={editing?.id ?? null}
        open={editing !== null}
        title={editing?.id == null ? props.createTitle : props.editTitle}
        testId={`${props.prefix}-form`}
        saveTestId={`${props.prefix}-save`}
        savedText={props.savedText}
        defaults={props.defaults}
        transform={props.transform}
        onClose={() => setEditing(null)}
      >
        {props.fields}
      </RecordFormDialog>
    </Box>
  );
}

interface MasterListProps extends Omit<MasterSectionProps, 'canWrite' | 'heading' | 'editing' | 'onEditingChange'> {
  title: string;
  subtitle: string;
  readOnlyText: string;
  backTo?: string;
}

/**
 * A master-data screen of its own. Writing is for a STATE administrator (the server
 * refuses anyone else); other administrators see the list only.
 */
export function MasterList({ title, subtitle, readOnlyText, backTo, ...section }: MasterListProps) {
  const { permissions } = useSession();
  const canWrite = isStateAdmin(permissions);
  const [editing, setEditing] = useState<Editing>(null);
  return (
    <AdminPage
      testId={`${section.prefix}-page`}
      title={title}
      subtitle={canWrite ? subtitle : readOnlyText}
      backTo={backTo}
      actions={
        canWrite && (
          <Button
            data-testid={`${section.prefix}-add`}
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => setEditing({ id: null })}
          >
            {section.addLabel}
          </Button>
        )
      }
    >
      <MasterSection {...section} canWrite={canWrite} editing={editing} onEditingChange={setEditing} />
    </AdminPage>
  );
}
