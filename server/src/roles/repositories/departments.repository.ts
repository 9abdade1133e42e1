import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type DeepPartial, type EntityManager, In, Repository } from 'typeorm';
import type { ListQuery } from '../../common/pagination/list-query.js';
import { Department } from '../entities/department.entity.js';
import type { DepartmentRef } from '../roles.service.js';

const DEPARTMENT_REF = { id: true, department_code: true, department_name: true, department_name_kn: true, levels: true } as const;

/** The departments (table departments). */
@Injectable()
export class DepartmentsRepository {
  constructor(@InjectRepository(Department) private readonly departments: Repository<Department>) {}

  /** These departments as other modules need them (unknown ids are absent). */
  refsByIds(ids: number[]): Promise<DepartmentRef[]> {
    return this.departments.find({ where: { id: In(ids) }, select: DEPARTMENT_REF });
  }

  /** Every department as other modules need them, by name. */
  allRefsByName(): Promise<DepartmentRef[]> {
    return this.departments.find({ select: DEPARTMENT_REF, order: { department_name: 'ASC' } });
  }

  /** Departments by code (unknown codes are absent). */
  findByCodes(codes: string[]): Promise<Department[]> {
    return this.departments.find({ where: { department_code: In(codes) } });
  }

  findById(id: number): Promise<Department | null> {
    return this.departments.findOne({ where: { id } });
  }

  /** A department by code (in the transaction `em`, else on its own), or null. */
  findByCode(code: string, em: EntityManager = this.departments.manager): Promise<Department | null> {
    return em.getRepository(Department).findOne({ where: { department_code: code } });
  }

  /** A page of departments and the total. */
  page(query: ListQuery): Promise<[Department[], number]> {
    const qb = this.departments.createQueryBuilder('d');
    if (typeof query.filter.levels === 'string') qb.andWhere('d.levels = :levels', { levels: query.filter.levels });
    if (typeof query.filter.q === 'string' && query.filter.q.trim())
      qb.andWhere('(d.department_name ILIKE :q OR d.department_name_kn ILIKE :q)', { q: `%${query.filter.q.trim()}%` });
    qb.orderBy(`d.${query.sort}`, query.order).skip(query.skip).take(query.take);
    return qb.getManyAndCount();
  }

  /** Whether a department has this code. */
  existsCode(em: EntityManager, code: string): Promise<boolean> {
    return em.getRepository(Department).exists({ where: { department_code: code } });
  }

  /** A department with its row locked until the transaction ends, or null. */
  lockById(em: EntityManager, id: number): Promise<Department | null> {
    return em.getRepository(Department).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  /** Inserts a department without reading it back. */
  async insert(em: EntityManager, department: DeepPartial<Department>): Promise<void> {
    await em.getRepository(Department).insert(department);
  }

  /** Saves a department (new or changed); answers it as saved. */
  save(em: EntityManager, department: Department): Promise<Department> {
    return em.getRepository(Department).save(department);
  }

  async setKannadaName(em: EntityManager, id: number, nameKn: string): Promise<void> {
    await em.getRepository(Department).update({ id }, { department_name_kn: nameKn });
  }
}
