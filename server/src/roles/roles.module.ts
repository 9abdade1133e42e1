import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LocationsModule } from '../locations/locations.module.js';
import { AssignmentsAdminService } from './assignments-admin.service.js';
import { RolesAdminService } from './roles-admin.service.js';
import { RolesController } from './roles.controller.js';
import { RolesService } from './roles.service.js';
import { AgenciesRepository } from './repositories/agencies.repository.js';
import { DepartmentsRepository } from './repositories/departments.repository.js';
import { RoleAssignmentsRepository } from './repositories/role-assignments.repository.js';
import { RolesRepository } from './repositories/roles.repository.js';
import { ROLES_ENTITIES } from './roles.entities.js';

/**
 * Departments, implementing agencies, roles and who holds them. Role Management (the users
 * module) assigns them; the session's principal reads the active ones (auth/principal.service.ts).
 */
@Module({
  imports: [TypeOrmModule.forFeature(ROLES_ENTITIES), LocationsModule],
  controllers: [RolesController],
  providers: [
    RolesService,
    RolesAdminService,
    AssignmentsAdminService,
    // The module's SQL (repositories/).
    RolesRepository,
    DepartmentsRepository,
    AgenciesRepository,
    RoleAssignmentsRepository,
  ],
  exports: [RolesService, AssignmentsAdminService],
})
export class RolesModule {}
