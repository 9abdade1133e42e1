import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Department } from './entities/department.entity.js';
import { ImplementingAgency } from './entities/implementing-agency.entity.js';
import { RoleAssignment } from './entities/role-assignment.entity.js';
import { Role } from './entities/role.entity.js';
import { RoleAssignmentsService } from './role-assignments.service.js';
import { RolesService } from './roles.service.js';

/** Departments, implementing agencies, roles and who holds them (screens come with issue 4). */
@Module({
  imports: [TypeOrmModule.forFeature([Department, ImplementingAgency, Role, RoleAssignment])],
  providers: [RoleAssignmentsService, RolesService],
  exports: [RoleAssignmentsService, RolesService],
})
export class RolesModule {}
