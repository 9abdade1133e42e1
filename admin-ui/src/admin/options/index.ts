import TuneIcon from '@mui/icons-material/Tune';
import { OptionsPage } from './OptionsPage';

/** Main and sub options share one page (spec 1 §2 Main Option Management). */
export default {
  list: OptionsPage,
  icon: TuneIcon,
};
