import ApartmentIcon from '@mui/icons-material/Apartment';
import type { Department } from '../types';
import { DepartmentList } from './DepartmentList';

export default {
  list: DepartmentList,
  icon: ApartmentIcon,
  recordRepresentation: (department: Department) => department.department_name,
};
