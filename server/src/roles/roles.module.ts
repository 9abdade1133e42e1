import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LocationsModule } from '../locations/locations.module.js';
import { AssignmentsAdminService } from './assignments-admin.service.js';
import { Department } from './entities/department.entity.js';
import { ImplementingAgency } from './entities/implementing-agency.entity.js';
import { RoleAssignment } from './entities/role-assignment.entity.js';
import { Role } from './entities/role.entity.js';
import { RoleAssignmentsService } from './role-assignments.service.js';
import { RolesAdminService } from './roles-admin.service.js';
import { RolesController } from './roles.controller.js';
import { RolesService } from './roles.service.js';

/**
 * Departments, implementing agencies, roles and who holds them. Auth reads a user's active
 * roles from here for the session; Role Management (the users module) assigns them.
 */
@Module({
  imports: [TypeOrmModule.forFeature([Department, ImplementingAgency, Role, RoleAssignment]), LocationsModule],
  controllers: [RolesController],
  providers: [RoleAssignmentsService, RolesService, RolesAdminService, AssignmentsAdminService],
  exports: [RoleAssignmentsService, RolesService, AssignmentsAdminService],
})
export class RolesModule {}
