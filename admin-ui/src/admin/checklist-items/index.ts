import ChecklistIcon from '@mui/icons-material/Checklist';
import { ChecklistItemList, type ChecklistItemRecord } from './ChecklistItemList';

/** The verification checklist items resource (`/filever/checklist-items`). Create and edit are dialogs of the list. */
export default {
  list: ChecklistItemList,
  icon: ChecklistIcon,
  recordRepresentation: (item: ChecklistItemRecord) => item.checklist_title_en || item.checklist_title_kn,
};
