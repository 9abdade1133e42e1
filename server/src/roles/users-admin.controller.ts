import { Body, Controller, Get, HttpCode, Param, ParseIntPipe, Post, Put, Query } from '@nestjs/common';
import { UsersDirectory } from '../auth/users-directory.service.js';
import { CurrentActor, type Actor } from '../common/auth/actor.decorator.js';
import { CurrentPrincipal, CurrentRole, resolveCurrentRole } from '../common/auth/current.decorators.js';
import type { Principal, PrincipalRole } from '../common/auth/principal.js';
import { RequireAdmin, RequireStateAdmin } from '../common/auth/require.decorator.js';
import { scopeOfRole, scopesOf } from '../common/auth/scope.js';
import { ListParams, RaList } from '../common/pagination/list.decorator.js';
import type { ListQuery } from '../common/pagination/list-query.js';
import { AssignmentsAdminService } from './assignments-admin.service.js';
import { AssignAdminDto, AssignRolesDto, UserListDto } from './dto/role.dto.js';

/** The user administration calls of Role Management (spec 1 §2, §7), scoped by jurisdiction. */
@Controller('auth')
@RequireAdmin()
export class UsersAdminController {
  constructor(
    private readonly users: UsersDirectory,
    private readonly assignments: AssignmentsAdminService,
  ) {}

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
    return this.users.list([scopeOfRole(role)], query);
  }

  /** The spec's client sends no role here; a `currentRole` query parameter narrows the scope. */
  @Get('user-assigned-roles/:userId')
  async assignedRoles(@Param('userId', ParseIntPipe) userId: number, @CurrentPrincipal() principal: Principal, @Query('currentRole') claimed?: string) {
    const role = claimed ? resolveCurrentRole(principal, claimed) : null;
    return { success: true, data: await this.assignments.assignedRoles(userId, scopesOf(principal, role)) };
  }

  @Put('delete-assigned-role/:id')
  async deleteAssigned(
    @Param('id', ParseIntPipe) id: number,
    @CurrentPrincipal() principal: Principal,
    @CurrentActor() actor: Actor,
    @Body() body: { currentRole?: unknown },
    @Query('currentRole') claimed?: string,
  ) {
    const given = body?.currentRole ?? claimed;
    const role = given ? resolveCurrentRole(principal, given) : null;
    await this.assignments.remove(id, scopesOf(principal, role), actor);
    return { success: true, message: 'Assigned role removed.' };
  }

  @Post('assign-multiple-roles')
  @HttpCode(200)
  async assign(@Body() dto: AssignRolesDto, @CurrentRole() role: PrincipalRole, @CurrentActor() actor: Actor) {
    return { success: true, message: await this.assignments.assign(dto, role, actor) };
  }

  @Post('assigned-admin')
  @HttpCode(200)
  @RequireStateAdmin()
  async assignedAdmin(@Body() dto: AssignAdminDto, @CurrentActor() actor: Actor) {
    return { success: true, message: await this.users.setAdmin(dto.mobile_number, dto.permission, actor) };
  }
}
