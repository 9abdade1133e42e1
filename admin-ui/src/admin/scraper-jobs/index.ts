import CloudSyncIcon from '@mui/icons-material/CloudSync';
import { ScraperJobsList } from './ScraperJobsList';

export default {
  list: ScraperJobsList,
  icon: CloudSyncIcon,
};
