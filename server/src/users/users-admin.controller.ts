import { Body, Controller, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { CurrentActor, type Actor } from '../common/auth/actor.decorator.js';
import { CurrentPrincipal, CurrentRole, resolveCurrentRole } from '../common/auth/current.decorators.js';
import type { Principal, PrincipalRole } from '../common/auth/principal.js';
import { RequireAdmin, RequireStateAdmin } from '../common/auth/require.decorator.js';
import { scopeOfRole, scopesOf } from '../common/auth/scope.js';
import { ListParams, RaList } from '../common/pagination/list.decorator.js';
import type { ListQuery } from '../common/pagination/list-query.js';
import { ParseIdPipe } from '../common/pipes/parse-id.pipe.js';
import { AssignAdminDto, AssignRolesDto, UserListDto } from '../roles/dto/role.dto.js';
import { UserAdministrationService } from './user-administration.service.js';
import { ok } from '../common/messages/index.js';

/** The user administration calls of Role Management (spec 1 §2, §7), scoped by jurisdiction. */
@Controller('auth')
@RequireAdmin()
export class UsersAdminController {
  constructor(private readonly admin: UserAdministrationService) {}

  @Post('user-list')
  @HttpCode(200)
  @RaList({
    resource: 'users',
    sortable: ['name', 'id', 'mobile_number', 'officer_level', 'designation', 'created_at'],
    defaultSort: ['name', 'ASC'],
    filterable: ['q', 'officer_level', 'district_code', 'block_code', 'panchayat_code'],
    maxPageSize: 100,
    defaultPageSize: 100,
    envelope: true,
  })
  userList(@Body() _dto: UserListDto, @CurrentRole() role: PrincipalRole, @ListParams() query: ListQuery) {
    return this.admin.list([scopeOfRole(role)], query);
  }

  /** The spec's client sends no role here; a `currentRole` query parameter narrows the scope. */
  @Get('user-assigned-roles/:userId')
  async assignedRoles(
    @Param('userId', ParseIdPipe) userId: number,
    @CurrentPrincipal() principal: Principal,
    @Query('currentRole') claimed?: string,
  ) {
    const role = claimed ? resolveCurrentRole(principal, claimed) : null;
    return { ...ok(), data: await this.admin.assignedRoles(userId, scopesOf(principal, role)) };
  }

  @Put('delete-assigned-role/:id')
  async deleteAssigned(
    @Param('id', ParseIdPipe) id: number,
    @CurrentPrincipal() principal: Principal,
    @CurrentActor() actor: Actor,
    @Body() body: { currentRole?: unknown },
    @Query('currentRole') claimed?: string,
  ) {
    const given = body?.currentRole ?? claimed;
    const role = given ? resolveCurrentRole(principal, given) : null;
    await this.admin.removeAssignment(id, scopesOf(principal, role), actor);
    return ok('ASSIGNMENT_REMOVED');
  }

  @Post('assign-multiple-roles')
  @HttpCode(200)
  async assign(@Body() dto: AssignRolesDto, @CurrentRole() role: PrincipalRole, @CurrentActor() actor: Actor) {
    return ok(await this.admin.assign(dto, role, actor));
  }

  @Post('assigned-admin')
  @HttpCode(200)
  @RequireStateAdmin()
  async assignedAdmin(@Body() dto: AssignAdminDto, @CurrentActor() actor: Actor) {
    return ok(await this.admin.setAdmin(dto.mobile_number, dto.permission, actor));
  }
}
