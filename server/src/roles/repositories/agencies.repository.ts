import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type DeepPartial, type EntityManager, In, Repository } from 'typeorm';
import type { ListQuery } from '../../common/pagination/list-query.js';
import { ImplementingAgency } from '../entities/implementing-agency.entity.js';

/** The implementing agencies of departments (table implementing_agencies). */
@Injectable()
export class AgenciesRepository {
  constructor(@InjectRepository(ImplementingAgency) private readonly agencies: Repository<ImplementingAgency>) {}

  /** The agencies of these departments, by name. */
  ofDepartments(departmentCodes: string[]): Promise<ImplementingAgency[]> {
    return this.agencies.find({ where: { department_code: In(departmentCodes) }, order: { imp_name: 'ASC' } });
  }

  /** A page of agencies with their department's names (as the relation), and the total. */
  page(query: ListQuery): Promise<[ImplementingAgency[], number]> {
    const qb = this.agencies.createQueryBuilder('a').leftJoin('a.department', 'd').addSelect(['d.department_name', 'd.department_name_kn']);
    if (typeof query.filter.department_code === 'string') qb.andWhere('a.department_code = :dep', { dep: query.filter.department_code });
    qb.orderBy(`a.${query.sort}`, query.order).skip(query.skip).take(query.take);
    return qb.getManyAndCount();
  }

  findById(id: number): Promise<ImplementingAgency | null> {
    return this.agencies.findOne({ where: { id } });
  }

  /** An agency by id in the transaction, or null. */
  findByIdIn(em: EntityManager, id: number): Promise<ImplementingAgency | null> {
    return em.getRepository(ImplementingAgency).findOne({ where: { id } });
  }

  /** A department's agency by name, or null. */
  findByName(em: EntityManager, departmentCode: string, name: string): Promise<ImplementingAgency | null> {
    return em.getRepository(ImplementingAgency).findOne({ where: { department_code: departmentCode, imp_name: name } });
  }

  /** An agency with its row locked until the transaction ends, or null. */
  lockById(em: EntityManager, id: number): Promise<ImplementingAgency | null> {
    return em.getRepository(ImplementingAgency).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  /** Inserts an agency without reading it back. */
  async insert(em: EntityManager, agency: DeepPartial<ImplementingAgency>): Promise<void> {
    await em.getRepository(ImplementingAgency).insert(agency);
  }

  /** Saves an agency (new or changed); answers it as saved. */
  save(em: EntityManager, agency: ImplementingAgency): Promise<ImplementingAgency> {
    return em.getRepository(ImplementingAgency).save(agency);
  }

  async setKannadaName(em: EntityManager, id: number, nameKn: string): Promise<void> {
    await em.getRepository(ImplementingAgency).update({ id }, { imp_name_kn: nameKn });
  }
}
