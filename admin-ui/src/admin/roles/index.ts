import BadgeIcon from '@mui/icons-material/Badge';
import type { Role } from '../types';
import { RoleList } from './RoleList';

/** The roles resource (STYLE.md: one folder per resource). Create and edit are dialogs of the list. */
export default {
  list: RoleList,
  icon: BadgeIcon,
  recordRepresentation: (role: Role) => `${role.Role_name} (${role.Role_code})`,
};
