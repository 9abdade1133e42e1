import { forwardRef, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module.js';
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
import { UsersAdminController } from './users-admin.controller.js';

/** Departments, implementing agencies, roles, who holds them, and the user administration calls. */
@Module({
  // Auth reads active roles from here for the session; this module reads users through auth.
  imports: [TypeOrmModule.forFeature([Department, ImplementingAgency, Role, RoleAssignment]), forwardRef(() => AuthModule), LocationsModule],
  controllers: [RolesController, UsersAdminController],
  providers: [RoleAssignmentsService, RolesService, RolesAdminService, AssignmentsAdminService],
  exports: [RoleAssignmentsService, RolesService],
})
export class RolesModule {}
