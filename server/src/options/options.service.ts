import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
import { AuditTrailService } from '../audit-trail/audit-trail.service.js';
import type { Actor } from '../common/auth/actor.decorator.js';
import { ApiError } from '../common/http/api-error.js';
import { inTransaction } from '../database/transaction.js';
import type { ListQuery, Page } from '../common/pagination/list-query.js';
import type { MainOptionDto, SubOptionDto } from './dto/option.dto.js';
import { MainOption } from './entities/main-option.entity.js';
import { SubOption } from './entities/sub-option.entity.js';

export interface SubOptionRow extends SubOption {
  main_option_name: string;
  main_option_name_kn: string | null;
}

/** Menus: ADMIN holders see every item; others only items whose access_level is USER. */
@Injectable()
export class OptionsService {
  constructor(
    @InjectRepository(MainOption) private readonly mains: Repository<MainOption>,
    @InjectRepository(SubOption) private readonly subs: Repository<SubOption>,
    private readonly dataSource: DataSource,
    private readonly trail: AuditTrailService,
  ) {}

  async listMain(admin: boolean, query: ListQuery): Promise<Page<MainOption>> {
    const qb = this.mains.createQueryBuilder('m');
    if (!admin) qb.where(`m.access_level = 'USER'`);
    const q = typeof query.filter.q === 'string' ? query.filter.q.trim() : '';
    if (q) qb.andWhere('(m.option_name ILIKE :q OR m.option_name_kn ILIKE :q)', { q: `%${q}%` });
    qb.orderBy(`m.${query.sort}`, query.order).skip(query.skip).take(query.take);
    const [rows, total] = await qb.getManyAndCount();
    return { rows, total };
  }

  async listSub(admin: boolean, query: ListQuery, mainOptionId?: number): Promise<Page<SubOptionRow>> {
    const qb = this.subs
      .createQueryBuilder('s')
      .innerJoin('s.mainOption', 'm')
      .addSelect('m.option_name', 'main_option_name')
      .addSelect('m.option_name_kn', 'main_option_name_kn');
    if (!admin) qb.where(`s.access_level = 'USER'`).andWhere(`m.access_level = 'USER'`);
    const main = mainOptionId ?? (query.filter.main_option_id !== undefined ? Number(query.filter.main_option_id) : undefined);
    if (main !== undefined) qb.andWhere('s.main_option_id = :main', { main: Number.isInteger(main) ? main : 0 });
    if (query.filter.id !== undefined) qb.andWhere('s.id = :id', { id: Number(query.filter.id) || 0 });
    qb.orderBy(`s.${query.sort}`, query.order).skip(query.skip).take(query.take);
    const total = await qb.getCount();
    const { entities, raw } = await qb.getRawAndEntities();
    const names = raw as { main_option_name: string; main_option_name_kn: string | null }[];
    const rows = entities.map((e, i) => ({
      ...e,
      main_option_name: names[i].main_option_name,
      main_option_name_kn: names[i].main_option_name_kn,
    }));
    return { rows, total };
  }

  async getMain(id: number, admin: boolean): Promise<MainOption> {
    const row = await this.mains.findOne({ where: { id } });
    if (!row || (!admin && row.access_level !== 'USER')) throw ApiError.notFound('MAIN_OPTION_NOT_FOUND');
    return row;
  }

  async getSub(id: number, admin: boolean): Promise<SubOptionRow> {
    const page = await this.listSub(admin, { sort: 'id', order: 'ASC', skip: 0, take: 1, filter: { id } });
    const row = page.rows.find((r) => r.id === id);
    if (!row) throw ApiError.notFound('SUB_OPTION_NOT_FOUND');
    return row;
  }

  async createMain(dto: MainOptionDto, actor: Actor): Promise<MainOption> {
    return inTransaction(this.dataSource, async (em) => {
      const saved = await em.getRepository(MainOption).save(em.getRepository(MainOption).create(dto));
      await this.trail.record(em, actor, { action: 'main_option.create', entity: 'main_option', entityId: saved.id, after: saved });
      return saved;
    });
  }

  async updateMain(id: number, dto: MainOptionDto, actor: Actor): Promise<MainOption> {
    return inTransaction(this.dataSource, async (em) => {
      const repo = em.getRepository(MainOption);
      const before = await repo.findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!before) throw ApiError.notFound('MAIN_OPTION_NOT_FOUND');
      const after = await repo.save({ ...before, ...dto });
      await this.trail.record(em, actor, { action: 'main_option.update', entity: 'main_option', entityId: id, before, after });
      return after;
    });
  }

  async createSub(dto: SubOptionDto, actor: Actor): Promise<SubOption> {
    return inTransaction(this.dataSource, async (em) => {
      await this.assertMain(em.getRepository(MainOption), dto.main_option_id);
      const saved = await em.getRepository(SubOption).save(em.getRepository(SubOption).create(dto));
      await this.trail.record(em, actor, { action: 'sub_option.create', entity: 'sub_option', entityId: saved.id, after: saved });
      return saved;
    });
  }

  async updateSub(id: number, dto: SubOptionDto, actor: Actor): Promise<SubOption> {
    return inTransaction(this.dataSource, async (em) => {
      const repo = em.getRepository(SubOption);
      const before = await repo.findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!before) throw ApiError.notFound('SUB_OPTION_NOT_FOUND');
      await this.assertMain(em.getRepository(MainOption), dto.main_option_id);
      const after = await repo.save({ ...before, ...dto });
      await this.trail.record(em, actor, { action: 'sub_option.update', entity: 'sub_option', entityId: id, before, after });
      return after;
    });
  }

  private async assertMain(repo: Repository<MainOption>, id: number): Promise<void> {
    if (!(await repo.exists({ where: { id } })))
      throw ApiError.badRequest('MAIN_OPTION_UNKNOWN', { main_option_id: 'MAIN_OPTION_FIELD_UNKNOWN' });
  }
}
