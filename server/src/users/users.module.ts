import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { RolesModule } from '../roles/roles.module.js';
import { UserAdministrationService } from './user-administration.service.js';
import { UsersAdminController } from './users-admin.controller.js';

/** Role Management's calls: officers (auth) and the roles they hold (roles), scoped by jurisdiction. */
@Module({
  imports: [AuthModule, RolesModule],
  controllers: [UsersAdminController],
  providers: [UserAdministrationService],
})
export class UsersModule {}
