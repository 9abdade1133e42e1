import { Department } from './entities/department.entity.js';
import { ImplementingAgency } from './entities/implementing-agency.entity.js';
import { Role } from './entities/role.entity.js';
import { RoleAssignment } from './entities/role-assignment.entity.js';

/** Departments, implementing agencies, roles and role assignments: this module's entities, registered by its module (TypeOrmModule.forFeature). */
export const ROLES_ENTITIES = [Department, ImplementingAgency, Role, RoleAssignment];
