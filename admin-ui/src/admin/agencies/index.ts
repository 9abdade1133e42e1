import BusinessCenterIcon from '@mui/icons-material/BusinessCenter';
import type { Agency } from '../types';
import { AgencyList } from './AgencyList';

export default {
  list: AgencyList,
  icon: BusinessCenterIcon,
  recordRepresentation: (agency: Agency) => agency.imp_name,
};
