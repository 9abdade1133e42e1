import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { LocationsModule } from '../locations/locations.module.js';
import { RolesModule } from '../roles/roles.module.js';
import { SchedulesModule } from '../schedules/schedules.module.js';
import { AdminBootstrapService } from './admin-bootstrap.service.js';
import { AuthController } from './auth.controller.js';
import { LoginService } from './login.service.js';
import { HttpSmsSender, MessageSender, OutboxSender } from './messaging/message-sender.js';
import { OtpService } from './otp.service.js';
import { OtpStrategy } from './passport/otp.strategy.js';
import { PasswordStrategy } from './passport/password.strategy.js';
import { SessionStrategy } from './passport/session.strategy.js';
import { PasswordResetService } from './password-reset.service.js';
import { PrincipalService } from './principal.service.js';
import { RegistrationService } from './registration.service.js';
import { OtpChallengesRepository } from './repositories/otp-challenges.repository.js';
import { PrincipalRepository } from './repositories/principal.repository.js';
import { SessionsRepository } from './repositories/sessions.repository.js';
import { UserListRepository } from './repositories/user-list.repository.js';
import { UserPermissionsRepository } from './repositories/user-permissions.repository.js';
import { UsersRepository } from './repositories/users.repository.js';
import { SessionGuard } from './session.guard.js';
import { SessionStore } from './session.js';
import { ThrottleModule } from './throttle/throttle.module.js';
import { UsersDirectory } from './users-directory.service.js';
import { AUTH_ENTITIES } from './auth.entities.js';

@Module({
  imports: [TypeOrmModule.forFeature(AUTH_ENTITIES), LocationsModule, RolesModule, SchedulesModule, ThrottleModule],
  controllers: [AuthController],
  providers: [
    {
      provide: MessageSender,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => (config.otp.provider === 'http' ? new HttpSmsSender(config) : new OutboxSender(config)),
    },
    OtpService,
    LoginService,
    RegistrationService,
    PasswordResetService,
    PrincipalService,
    SessionStore,
    AdminBootstrapService,
    UsersDirectory,
    // The module's SQL (repositories/).
    OtpChallengesRepository,
    PrincipalRepository,
    SessionsRepository,
    UserListRepository,
    UserPermissionsRepository,
    UsersRepository,
    // Sign-in and the session check as passport strategies (passport/), run by their guards.
    PasswordStrategy,
    OtpStrategy,
    SessionStrategy,
    { provide: APP_GUARD, useClass: SessionGuard },
  ],
  exports: [PrincipalService, SessionStore, AdminBootstrapService, UsersDirectory],
})
export class AuthModule {}
