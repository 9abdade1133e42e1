import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LocationsModule } from '../locations/locations.module.js';
import { AssignmentsAdminService } from './assignments-admin.service.js';
import { RolesAdminService } from './roles-admin.service.js';
import { RolesController } from './roles.controller.js';
import { RolesService } from './roles.service.js';
import { ROLES_ENTITIES } from './roles.entities.js';

/**
 * Departments, implementing agencies, roles and who holds them. Role Management (the users
 * module) assigns them; the session's principal reads the active ones (auth/principal.service.ts).
 */
@Module({
  imports: [TypeOrmModule.forFeature(ROLES_ENTITIES), LocationsModule],
  controllers: [RolesController],
  providers: [RolesService, RolesAdminService, AssignmentsAdminService],
  exports: [RolesService, AssignmentsAdminService],
})
export class RolesModule {}
