import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type DeepPartial, type EntityManager, In, Repository } from 'typeorm';
import type { ListQuery } from '../../common/pagination/list-query.js';
import { Role } from '../entities/role.entity.js';

/** The roles (table roles). */
@Injectable()
export class RolesRepository {
  constructor(@InjectRepository(Role) private readonly roles: Repository<Role>) {}

  /** A page of roles with their department's and agency's names (as relations), and the total. */
  page(query: ListQuery): Promise<[Role[], number]> {
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
    return qb.getManyAndCount();
  }

  /** A role by code with its department, or null. */
  findByCodeWithDepartment(code: string): Promise<Role | null> {
    return this.roles.findOne({ where: { Role_code: code }, relations: { department: true } });
  }

  /** Roles by id with their departments (unknown ids are absent). */
  findByIdsWithDepartments(ids: number[]): Promise<Role[]> {
    return this.roles.find({ where: { id: In(ids) }, relations: { department: true } });
  }

  /** A role by code in the transaction, or null. */
  findByCode(em: EntityManager, code: string): Promise<Role | null> {
    return em.getRepository(Role).findOne({ where: { Role_code: code } });
  }

  /** A role with its row locked until the transaction ends, or null. */
  lockById(em: EntityManager, id: number): Promise<Role | null> {
    return em.getRepository(Role).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  /** Roles by id with their rows locked until the transaction ends, in id order (unknown ids are absent). */
  lockByIds(em: EntityManager, ids: number[]): Promise<Role[]> {
    return em.getRepository(Role).find({ where: { id: In(ids) }, lock: { mode: 'pessimistic_write' }, order: { id: 'ASC' } });
  }

  /** Whether any role belongs to the department. */
  existsInDepartment(em: EntityManager, departmentCode: string): Promise<boolean> {
    return em.getRepository(Role).exists({ where: { Role_Department_id: departmentCode } });
  }

  /** Inserts a role from these fields; answers it as saved. */
  insert(em: EntityManager, role: DeepPartial<Role>): Promise<Role> {
    return em.getRepository(Role).save(em.getRepository(Role).create(role));
  }

  /** Inserts a role without reading it back. */
  async insertOnly(em: EntityManager, role: DeepPartial<Role>): Promise<void> {
    await em.getRepository(Role).insert(role);
  }

  /** Saves a role's changed fields; answers it as saved. */
  save(em: EntityManager, role: Role): Promise<Role> {
    return em.getRepository(Role).save(role);
  }

  async setKannadaName(em: EntityManager, id: number, nameKn: string): Promise<void> {
    await em.getRepository(Role).update({ id }, { Role_name_kn: nameKn });
  }

  async delete(em: EntityManager, id: number): Promise<void> {
    await em.getRepository(Role).delete({ id });
  }
}
