import HistoryIcon from '@mui/icons-material/History';
import { AuditTrailList } from './AuditTrailList';

export default {
  list: AuditTrailList,
  icon: HistoryIcon,
};
