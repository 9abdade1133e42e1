import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditTrailService } from '../audit-trail/audit-trail.service.js';
import type { Actor } from '../common/auth/actor.decorator.js';
import { ApiError } from '../common/http/api-error.js';
import { inTransaction } from '../database/transaction.js';
import type { ListQuery, Page } from '../common/pagination/list-query.js';
import type { MainOptionDto, SubOptionDto } from './dto/option.dto.js';
import type { MainOption } from './entities/main-option.entity.js';
import type { SubOption } from './entities/sub-option.entity.js';
import { OptionsRepository } from './repositories/options.repository.js';

export interface SubOptionRow extends SubOption {
  main_option_name: string;
  main_option_name_kn: string | null;
}

/** Menus: ADMIN holders see every item; others only items whose access_level is USER. */
@Injectable()
export class OptionsService {
  constructor(
    private readonly options: OptionsRepository,
    private readonly dataSource: DataSource,
    private readonly trail: AuditTrailService,
  ) {}

  async listMain(admin: boolean, query: ListQuery): Promise<Page<MainOption>> {
    const [rows, total] = await this.options.mainPage(admin, query);
    return { rows, total };
  }

  async listSub(admin: boolean, query: ListQuery, mainOptionId?: number): Promise<Page<SubOptionRow>> {
    const main = mainOptionId ?? (query.filter.main_option_id !== undefined ? Number(query.filter.main_option_id) : undefined);
    const { entities, names, total } = await this.options.subPage(admin, query, main);
    const rows = entities.map((e, i) => ({
      ...e,
      main_option_name: names[i].main_option_name,
      main_option_name_kn: names[i].main_option_name_kn,
    }));
    return { rows, total };
  }

  async getMain(id: number, admin: boolean): Promise<MainOption> {
    const row = await this.options.findMain(id);
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
      const saved = await this.options.insertMain(em, dto);
      await this.trail.record(em, actor, { action: 'main_option.create', entity: 'main_option', entityId: saved.id, after: saved });
      return saved;
    });
  }

  async updateMain(id: number, dto: MainOptionDto, actor: Actor): Promise<MainOption> {
    return inTransaction(this.dataSource, async (em) => {
      const before = await this.options.lockMain(em, id);
      if (!before) throw ApiError.notFound('MAIN_OPTION_NOT_FOUND');
      const after = await this.options.saveMain(em, { ...before, ...dto });
      await this.trail.record(em, actor, { action: 'main_option.update', entity: 'main_option', entityId: id, before, after });
      return after;
    });
  }

  async createSub(dto: SubOptionDto, actor: Actor): Promise<SubOption> {
    return inTransaction(this.dataSource, async (em) => {
      await this.assertMain(em, dto.main_option_id);
      const saved = await this.options.insertSub(em, dto);
      await this.trail.record(em, actor, { action: 'sub_option.create', entity: 'sub_option', entityId: saved.id, after: saved });
      return saved;
    });
  }

  async updateSub(id: number, dto: SubOptionDto, actor: Actor): Promise<SubOption> {
    return inTransaction(this.dataSource, async (em) => {
      const before = await this.options.lockSub(em, id);
      if (!before) throw ApiError.notFound('SUB_OPTION_NOT_FOUND');
      await this.assertMain(em, dto.main_option_id);
      const after = await this.options.saveSub(em, { ...before, ...dto });
      await this.trail.record(em, actor, { action: 'sub_option.update', entity: 'sub_option', entityId: id, before, after });
      return after;
    });
  }

  private async assertMain(em: EntityManager, id: number): Promise<void> {
    if (!(await this.options.mainExists(em, id)))
      throw ApiError.badRequest('MAIN_OPTION_UNKNOWN', { main_option_id: 'MAIN_OPTION_FIELD_UNKNOWN' });
  }
}
