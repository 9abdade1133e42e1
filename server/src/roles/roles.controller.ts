import { Body, Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
import { CurrentActor, type Actor } from '../common/auth/actor.decorator.js';
import { RequireStateAdmin } from '../common/auth/require.decorator.js';
import { ListParams, RaList } from '../common/pagination/list.decorator.js';
import type { ListQuery } from '../common/pagination/list-query.js';
import { ParseIdPipe } from '../common/pipes/parse-id.pipe.js';
import { AgencyDto, DepartmentDto, RoleDto, ToggleRoleDto } from './dto/role.dto.js';
import { RolesAdminService } from './roles-admin.service.js';
import { ok } from '../common/messages/index.js';

/**
 * Roles, departments and implementing agencies. Any signed-in officer may read them (the
 * assign-role dialog, FTO mapping and social audit person dialog need them); only a STATE
 * ADMIN changes them.
 */
@Controller('auth')
export class RolesController {
  constructor(private readonly admin: RolesAdminService) {}

  @Get('roles')
  @RaList({
    resource: 'roles',
    sortable: ['id', 'Role_code', 'Role_name', 'Role_name_kn', 'Role_Department_id', 'no_of_posts', 'is_active'],
    defaultSort: ['id', 'ASC'],
    filterable: ['q', 'Role_Department_id', 'is_active', 'id'],
  })
  roles(@ListParams() query: ListQuery) {
    return this.admin.listRoles(query);
  }

  @Get('roles/:id')
  role(@Param('id', ParseIdPipe) id: number) {
    return this.admin.getRole(id);
  }

  @Post('roles')
  @RequireStateAdmin()
  async createRole(@Body() dto: RoleDto, @CurrentActor() actor: Actor) {
    return { ...ok('ROLE_CREATED'), ...(await this.admin.createRole(dto, actor)) };
  }

  @Put('roles/:id')
  @RequireStateAdmin()
  async updateRole(@Param('id', ParseIdPipe) id: number, @Body() dto: RoleDto, @CurrentActor() actor: Actor) {
    return { ...ok('ROLE_UPDATED'), ...(await this.admin.updateRole(id, dto, actor)) };
  }

  @Put('roles/:id/toggle')
  @RequireStateAdmin()
  async toggleRole(@Param('id', ParseIdPipe) id: number, @Body() dto: ToggleRoleDto, @CurrentActor() actor: Actor) {
    const role = await this.admin.toggleRole(id, dto.is_active, actor);
    return { ...ok(role.is_active ? 'ROLE_NOW_ACTIVE' : 'ROLE_NOW_INACTIVE'), ...role };
  }

  @Delete('roles/:id')
  @RequireStateAdmin()
  async deleteRole(@Param('id', ParseIdPipe) id: number, @CurrentActor() actor: Actor) {
    return { ...ok('ROLE_DELETED'), ...(await this.admin.deleteRole(id, actor)) };
  }

  @Get('departments')
  @RaList({
    resource: 'departments',
    sortable: ['id', 'department_code', 'department_name', 'department_name_kn', 'levels'],
    defaultSort: ['id', 'ASC'],
    filterable: ['levels', 'q'],
  })
  departments(@ListParams() query: ListQuery) {
    return this.admin.listDepartments(query);
  }

  @Get('departments/:id')
  department(@Param('id', ParseIdPipe) id: number) {
    return this.admin.getDepartment(id);
  }

  @Post('departments')
  @RequireStateAdmin()
  async createDepartment(@Body() dto: DepartmentDto, @CurrentActor() actor: Actor) {
    return { ...ok('DEPARTMENT_ADDED'), ...(await this.admin.saveDepartment(null, dto, actor)) };
  }

  @Put('departments/:id')
  @RequireStateAdmin()
  async updateDepartment(@Param('id', ParseIdPipe) id: number, @Body() dto: DepartmentDto, @CurrentActor() actor: Actor) {
    return { ...ok('DEPARTMENT_UPDATED'), ...(await this.admin.saveDepartment(id, dto, actor)) };
  }

  @Get('agencies')
  @RaList({
    resource: 'agencies',
    sortable: ['id', 'imp_name', 'imp_name_kn', 'department_code'],
    defaultSort: ['id', 'ASC'],
    filterable: ['department_code'],
  })
  agencies(@ListParams() query: ListQuery) {
    return this.admin.listAgencies(query);
  }

  @Get('agencies/:id')
  agency(@Param('id', ParseIdPipe) id: number) {
    return this.admin.getAgency(id);
  }

  @Post('agencies')
  @RequireStateAdmin()
  async createAgency(@Body() dto: AgencyDto, @CurrentActor() actor: Actor) {
    return { ...ok('AGENCY_ADDED'), ...(await this.admin.saveAgency(null, dto, actor)) };
  }

  @Put('agencies/:id')
  @RequireStateAdmin()
  async updateAgency(@Param('id', ParseIdPipe) id: number, @Body() dto: AgencyDto, @CurrentActor() actor: Actor) {
    return { ...ok('AGENCY_UPDATED'), ...(await this.admin.saveAgency(id, dto, actor)) };
  }
}
