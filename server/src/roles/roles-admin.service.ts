import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, QueryFailedError, Repository } from 'typeorm';
import { AuditTrailService } from '../audit-trail/audit-trail.service.js';
import type { Actor } from '../common/auth/actor.decorator.js';
import { ApiError } from '../common/http/api-error.js';
import { inTransaction } from '../database/transaction.js';
import type { ListQuery, Page } from '../common/pagination/list-query.js';
import type { AgencyDto, DepartmentDto, RoleDto } from './dto/role.dto.js';
import { Department } from './entities/department.entity.js';
import { ImplementingAgency } from './entities/implementing-agency.entity.js';
import { RoleAssignment } from './entities/role-assignment.entity.js';
import { Role } from './entities/role.entity.js';
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
    @InjectRepository(Role) private readonly roles: Repository<Role>,
    @InjectRepository(Department) private readonly departments: Repository<Department>,
    @InjectRepository(ImplementingAgency) private readonly agencies: Repository<ImplementingAgency>,
    private readonly dataSource: DataSource,
    private readonly trail: AuditTrailService,
  ) {}

  async listRoles(query: ListQuery): Promise<Page<RoleRow>> {
    const qb = this.roles
      .createQueryBuilder('r')
      .leftJoin('r.department', 'd')
      .leftJoin('r.agency', 'a')
      .addSelect(['d.department_name', 'd.department_name_kn', 'a.imp_name', 'a.imp_name_kn']);
    const q = typeof query.filter.q === 'string' ? query.filter.q.trim() : '';
    if (q) qb.andWhere('(r.Role_name ILIKE :q OR r.Role_name_kn ILIKE :q OR r.Role_code ILIKE :q)', { q: `%${q}%` });
    if (typeof query.filter.Role_Department_id === 'string')
      qb.andWhere('r.Role_Department_id = :dep', { dep: query.filter.Role_Department_id });
    if (typeof query.filter.is_active === 'boolean') qb.andWhere('r.is_active = :active', { active: query.filter.is_active });
    if (Array.isArray(query.filter.id))
      qb.andWhere('r.id IN (:...ids)', { ids: query.filter.id.map(Number).filter(Number.isInteger).concat(0) });
    qb.orderBy(`r.${query.sort}`, query.order).skip(query.skip).take(query.take);
    const [rows, total] = await qb.getManyAndCount();
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
        const saved = await em.getRepository(Role).save(em.getRepository(Role).create({ ...dto, is_active: true }));
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
      const repo = em.getRepository(Role);
      const before = await repo.findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!before) throw ApiError.notFound('ROLE_NOT_FOUND');
      await this.assertRoleRefs(em, dto);
      if (dto.Role_Department_id !== before.Role_Department_id && (await this.activeAssignments(em, id)) > 0) {
        throw ApiError.conflict('ROLE_DEPARTMENT_FIXED');
      }
      const busiest = await em
        .getRepository(RoleAssignment)
        .createQueryBuilder('a')
        .select('count(*)::int', 'n')
        .where(`a.role_id = :id AND a.status_deleted = 'NO'`, { id })
        .groupBy('a.levels, a.district_code, a.block_code, a.panchayat_code')
        .orderBy('n', 'DESC')
        .limit(1)
        .getRawOne<{ n: number }>();
      if (busiest && busiest.n > dto.no_of_posts) {
        throw ApiError.conflict(msg('ROLE_POSTS_BELOW_FILLED', { filled: busiest.n }));
      }
      try {
        const after = await repo.save({ ...before, ...dto });
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
      const repo = em.getRepository(Role);
      const before = await repo.findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!before) throw ApiError.notFound('ROLE_NOT_FOUND');
      const after = await repo.save({ ...before, is_active: isActive });
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
      const repo = em.getRepository(Role);
      const before = await repo.findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!before) throw ApiError.notFound('ROLE_NOT_FOUND');
      const active = await this.activeAssignments(em, id);
      if (active > 0) {
        throw ApiError.conflict(msg('ROLE_ASSIGNED_NO_DELETE', { count: active }));
      }
      if (await em.getRepository(RoleAssignment).exists({ where: { role_id: id } })) {
        throw ApiError.conflict('ROLE_HISTORY_NO_DELETE');
      }
      await repo.delete({ id });
      await this.trail.record(em, actor, { action: 'role.delete', entity: 'role', entityId: id, before });
      return before;
    });
  }

  async listDepartments(query: ListQuery): Promise<Page<Department>> {
    const qb = this.departments.createQueryBuilder('d');
    if (typeof query.filter.levels === 'string') qb.andWhere('d.levels = :levels', { levels: query.filter.levels });
    if (typeof query.filter.q === 'string' && query.filter.q.trim())
      qb.andWhere('(d.department_name ILIKE :q OR d.department_name_kn ILIKE :q)', { q: `%${query.filter.q.trim()}%` });
    qb.orderBy(`d.${query.sort}`, query.order).skip(query.skip).take(query.take);
    const [rows, total] = await qb.getManyAndCount();
    return { rows, total };
  }

  async getDepartment(id: number): Promise<Department> {
    const row = await this.departments.findOne({ where: { id } });
    if (!row) throw ApiError.notFound('DEPARTMENT_NOT_FOUND');
    return row;
  }

  saveDepartment(id: number | null, dto: DepartmentDto, actor: Actor): Promise<Department> {
    return inTransaction(this.dataSource, async (em) => {
      const repo = em.getRepository(Department);
      const before = id === null ? null : await repo.findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
      if (id !== null && !before) throw ApiError.notFound('DEPARTMENT_NOT_FOUND');
      if (before && before.department_code !== dto.department_code) {
        throw ApiError.badRequest('DEPARTMENT_CODE_FIXED', { department_code: 'CANNOT_CHANGE' });
      }
      if (
        before &&
        before.levels !== dto.levels &&
        (await em.getRepository(Role).exists({ where: { Role_Department_id: before.department_code } }))
      ) {
        throw ApiError.conflict('DEPARTMENT_LEVEL_FIXED');
      }
      try {
        const after = await repo.save({ ...(before ?? {}), ...dto } as Department);
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
    const qb = this.agencies.createQueryBuilder('a').leftJoin('a.department', 'd').addSelect(['d.department_name', 'd.department_name_kn']);
    if (typeof query.filter.department_code === 'string') qb.andWhere('a.department_code = :dep', { dep: query.filter.department_code });
    qb.orderBy(`a.${query.sort}`, query.order).skip(query.skip).take(query.take);
    const [rows, total] = await qb.getManyAndCount();
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
    const row = await this.agencies.findOne({ where: { id } });
    if (!row) throw ApiError.notFound('AGENCY_NOT_FOUND');
    return row;
  }

  saveAgency(id: number | null, dto: AgencyDto, actor: Actor): Promise<ImplementingAgency> {
    return inTransaction(this.dataSource, async (em) => {
      if (!(await em.getRepository(Department).exists({ where: { department_code: dto.department_code } }))) {
        throw ApiError.badRequest('DEPARTMENT_UNKNOWN', { department_code: 'DEPARTMENT_FIELD_UNKNOWN' });
      }
      const repo = em.getRepository(ImplementingAgency);
      const before = id === null ? null : await repo.findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
      if (id !== null && !before) throw ApiError.notFound('AGENCY_NOT_FOUND');
      try {
        const after = await repo.save({ ...(before ?? {}), ...dto } as ImplementingAgency);
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
    if (!(await em.getRepository(Department).exists({ where: { department_code: dto.Role_Department_id } }))) {
      throw ApiError.badRequest('DEPARTMENT_UNKNOWN', { Role_Department_id: 'DEPARTMENT_FIELD_UNKNOWN' });
    }
    if (dto.Role_implimenting_agency_id !== null) {
      const agency = await em.getRepository(ImplementingAgency).findOne({ where: { id: dto.Role_implimenting_agency_id } });
      if (!agency || agency.department_code !== dto.Role_Department_id) {
        throw ApiError.badRequest('AGENCY_NOT_IN_DEPARTMENT', { Role_implimenting_agency_id: 'AGENCY_FIELD_NOT_IN_DEPARTMENT' });
      }
    }
  }

  private activeAssignments(em: EntityManager, roleId: number): Promise<number> {
    return em.getRepository(RoleAssignment).count({ where: { role_id: roleId, status_deleted: 'NO' } });
  }
}
