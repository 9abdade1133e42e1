import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager, QueryFailedError } from 'typeorm';
import { AuditTrailService } from '../audit-trail/audit-trail.service.js';
import type { Actor } from '../common/auth/actor.decorator.js';
import { ApiError } from '../common/http/api-error.js';
import { inTransaction } from '../database/transaction.js';
import type { ListQuery, Page } from '../common/pagination/list-query.js';
import type { AgencyDto, DepartmentDto, RoleDto } from './dto/role.dto.js';
import type { Department } from './entities/department.entity.js';
import type { ImplementingAgency } from './entities/implementing-agency.entity.js';
import type { Role } from './entities/role.entity.js';
import { AgenciesRepository } from './repositories/agencies.repository.js';
import { DepartmentsRepository } from './repositories/departments.repository.js';
import { RoleAssignmentsRepository } from './repositories/role-assignments.repository.js';
import { RolesRepository } from './repositories/roles.repository.js';
import { msg } from '../common/messages/index.js';

export interface RoleRow extends Role {
  department_name: string | null;
  department_name_kn: string | null;
  imp_name: string | null;
  imp_name_kn: string | null;
}

const isUniqueViolation = (err: unknown) => err instanceof QueryFailedError && (err as unknown as { code?: string }).code === '23505';

/** Manage Roles, Add Department, Add Implementing Agency (spec 1 §2, §3, §4). */
@Injectable()
export class RolesAdminService {
  constructor(
    private readonly roles: RolesRepository,
    private readonly departments: DepartmentsRepository,
    private readonly agencies: AgenciesRepository,
    private readonly assignments: RoleAssignmentsRepository,
    private readonly dataSource: DataSource,
    private readonly trail: AuditTrailService,
  ) {}

  async listRoles(query: ListQuery): Promise<Page<RoleRow>> {
    const [rows, total] = await this.roles.page(query);
    return {
      rows: rows.map(({ department, agency, ...r }) => ({
        ...r,
        department_name: department?.department_name ?? null,
        department_name_kn: department?.department_name_kn ?? null,
        imp_name: agency?.imp_name ?? null,
        imp_name_kn: agency?.imp_name_kn ?? null,
      })),
      total,
    };
  }

  async getRole(id: number): Promise<RoleRow> {
    const page = await this.listRoles({ sort: 'id', order: 'ASC', skip: 0, take: 1, filter: { id: [id] } });
    if (!page.rows[0]) throw ApiError.notFound('ROLE_NOT_FOUND');
    return page.rows[0];
  }

  createRole(dto: RoleDto, actor: Actor): Promise<Role> {
    return inTransaction(this.dataSource, async (em) => {
      await this.assertRoleRefs(em, dto);
      try {
        const saved = await this.roles.insert(em, { ...dto, is_active: true });
        await this.trail.record(em, actor, { action: 'role.create', entity: 'role', entityId: saved.id, after: saved });
        return saved;
      } catch (err) {
        if (isUniqueViolation(err)) throw ApiError.conflict(msg('ROLE_CODE_EXISTS', { code: dto.Role_code }));
        throw err;
      }
    });
  }

  updateRole(id: number, dto: RoleDto, actor: Actor): Promise<Role> {
    return inTransaction(this.dataSource, async (em) => {
      const before = await this.roles.lockById(em, id);
      if (!before) throw ApiError.notFound('ROLE_NOT_FOUND');
      await this.assertRoleRefs(em, dto);
      if (dto.Role_Department_id !== before.Role_Department_id && (await this.assignments.countActiveOfRole(em, id)) > 0) {
        throw ApiError.conflict('ROLE_DEPARTMENT_FIXED');
      }
      const busiest = await this.assignments.mostActiveAtOneLocation(em, id);
      if (busiest !== undefined && busiest > dto.no_of_posts) {
        throw ApiError.conflict(msg('ROLE_POSTS_BELOW_FILLED', { filled: busiest }));
      }
      try {
        const after = await this.roles.save(em, { ...before, ...dto });
        await this.trail.record(em, actor, { action: 'role.update', entity: 'role', entityId: id, before, after });
        return after;
      } catch (err) {
        if (isUniqueViolation(err)) throw ApiError.conflict(msg('ROLE_CODE_EXISTS', { code: dto.Role_code }));
        throw err;
      }
    });
  }

  toggleRole(id: number, isActive: boolean, actor: Actor): Promise<Role> {
    return inTransaction(this.dataSource, async (em) => {
      const before = await this.roles.lockById(em, id);
      if (!before) throw ApiError.notFound('ROLE_NOT_FOUND');
      const after = await this.roles.save(em, { ...before, is_active: isActive });
      await this.trail.record(em, actor, {
        action: 'role.toggle',
        entity: 'role',
        entityId: id,
        before: { is_active: before.is_active },
        after: { is_active: isActive },
      });
      return after;
    });
  }

  deleteRole(id: number, actor: Actor): Promise<Role> {
    return inTransaction(this.dataSource, async (em) => {
      const before = await this.roles.lockById(em, id);
      if (!before) throw ApiError.notFound('ROLE_NOT_FOUND');
      const active = await this.assignments.countActiveOfRole(em, id);
      if (active > 0) {
        throw ApiError.conflict(msg('ROLE_ASSIGNED_NO_DELETE', { count: active }));
      }
      if (await this.assignments.existsForRole(em, id)) {
        throw ApiError.conflict('ROLE_HISTORY_NO_DELETE');
      }
      await this.roles.delete(em, id);
      await this.trail.record(em, actor, { action: 'role.delete', entity: 'role', entityId: id, before });
      return before;
    });
  }

  async listDepartments(query: ListQuery): Promise<Page<Department>> {
    const [rows, total] = await this.departments.page(query);
    return { rows, total };
  }

  async getDepartment(id: number): Promise<Department> {
    const row = await this.departments.findById(id);
    if (!row) throw ApiError.notFound('DEPARTMENT_NOT_FOUND');
    return row;
  }

  saveDepartment(id: number | null, dto: DepartmentDto, actor: Actor): Promise<Department> {
    return inTransaction(this.dataSource, async (em) => {
      const before = id === null ? null : await this.departments.lockById(em, id);
      if (id !== null && !before) throw ApiError.notFound('DEPARTMENT_NOT_FOUND');
      if (before && before.department_code !== dto.department_code) {
        throw ApiError.badRequest('DEPARTMENT_CODE_FIXED', { department_code: 'CANNOT_CHANGE' });
      }
      if (before && before.levels !== dto.levels && (await this.roles.existsInDepartment(em, before.department_code))) {
        throw ApiError.conflict('DEPARTMENT_LEVEL_FIXED');
      }
      try {
        const after = await this.departments.save(em, { ...(before ?? {}), ...dto } as Department);
        await this.trail.record(em, actor, {
          action: before ? 'department.update' : 'department.create',
          entity: 'department',
          entityId: after.id,
          before,
          after,
        });
        return after;
      } catch (err) {
        if (isUniqueViolation(err)) throw ApiError.conflict(msg('DEPARTMENT_CODE_EXISTS', { code: dto.department_code }));
        throw err;
      }
    });
  }

  async listAgencies(
    query: ListQuery,
  ): Promise<Page<ImplementingAgency & { department_name: string | null; department_name_kn: string | null }>> {
    const [rows, total] = await this.agencies.page(query);
    return {
      rows: rows.map(({ department, ...a }) => ({
        ...a,
        department_name: department?.department_name ?? null,
        department_name_kn: department?.department_name_kn ?? null,
      })),
      total,
    };
  }

  async getAgency(id: number): Promise<ImplementingAgency> {
    const row = await this.agencies.findById(id);
    if (!row) throw ApiError.notFound('AGENCY_NOT_FOUND');
    return row;
  }

  saveAgency(id: number | null, dto: AgencyDto, actor: Actor): Promise<ImplementingAgency> {
    return inTransaction(this.dataSource, async (em) => {
      if (!(await this.departments.existsCode(em, dto.department_code))) {
        throw ApiError.badRequest('DEPARTMENT_UNKNOWN', { department_code: 'DEPARTMENT_FIELD_UNKNOWN' });
      }
      const before = id === null ? null : await this.agencies.lockById(em, id);
      if (id !== null && !before) throw ApiError.notFound('AGENCY_NOT_FOUND');
      try {
        const after = await this.agencies.save(em, { ...(before ?? {}), ...dto } as ImplementingAgency);
        await this.trail.record(em, actor, {
          action: before ? 'agency.update' : 'agency.create',
          entity: 'agency',
          entityId: after.id,
          before,
          after,
        });
        return after;
      } catch (err) {
        if (isUniqueViolation(err)) throw ApiError.conflict(msg('AGENCY_EXISTS', { name: dto.imp_name }));
        throw err;
      }
    });
  }

  private async assertRoleRefs(em: EntityManager, dto: RoleDto): Promise<void> {
    if (!(await this.departments.existsCode(em, dto.Role_Department_id))) {
      throw ApiError.badRequest('DEPARTMENT_UNKNOWN', { Role_Department_id: 'DEPARTMENT_FIELD_UNKNOWN' });
    }
    if (dto.Role_implimenting_agency_id !== null) {
      const agency = await this.agencies.findByIdIn(em, dto.Role_implimenting_agency_id);
      if (!agency || agency.department_code !== dto.Role_Department_id) {
        throw ApiError.badRequest('AGENCY_NOT_IN_DEPARTMENT', { Role_implimenting_agency_id: 'AGENCY_FIELD_NOT_IN_DEPARTMENT' });
      }
    }
  }
}
