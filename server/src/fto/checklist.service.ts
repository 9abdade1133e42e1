import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AuditTrailService } from '../audit-trail/audit-trail.service.js';
import type { Actor } from '../common/auth/actor.decorator.js';
import { ApiError } from '../common/http/api-error.js';
import type { ListQuery, Page } from '../common/pagination/list-query.js';
import { inTransaction } from '../database/transaction.js';
import type { ChecklistItemDto } from './dto/checklist-item.dto.js';
import type { ChecklistItem } from './entities/checklist-item.entity.js';
import { ChecklistItemsRepository } from './repositories/checklist-items.repository.js';

/** The work file checklist (spec 2 §3 Checklist item): read by officers, edited by a STATE ADMIN. */
@Injectable()
export class ChecklistService {
  constructor(
    private readonly items: ChecklistItemsRepository,
    private readonly dataSource: DataSource,
    private readonly trail: AuditTrailService,
  ) {}

  /** The items an officer answers, in order. */
  active(): Promise<ChecklistItem[]> {
    return this.items.activeItems();
  }

  async list(query: ListQuery): Promise<Page<ChecklistItem>> {
    const [rows, total] = await this.items.pageOfItems(query);
    return { rows, total };
  }

  async get(id: number): Promise<ChecklistItem> {
    const item = await this.items.itemById(id);
    if (!item) throw ApiError.notFound('CHECKLIST_ITEM_NOT_FOUND');
    return item;
  }

  async create(dto: ChecklistItemDto, actor: Actor): Promise<ChecklistItem> {
    return inTransaction(this.dataSource, async (em) => {
      const saved = await this.items.insertItem(em, columns(dto));
      await this.trail.record(em, actor, {
        action: 'fto-checklist.create',
        entity: 'fto_checklist_item',
        entityId: saved.id,
        after: saved,
      });
      return saved;
    });
  }

  async update(id: number, dto: ChecklistItemDto, actor: Actor): Promise<ChecklistItem> {
    return inTransaction(this.dataSource, async (em) => {
      const before = await this.items.itemForUpdate(em, id);
      if (!before) throw ApiError.notFound('CHECKLIST_ITEM_NOT_FOUND');
      const saved = await this.items.saveItem(em, { ...before, ...columns(dto) });
      await this.trail.record(em, actor, {
        action: 'fto-checklist.update',
        entity: 'fto_checklist_item',
        entityId: id,
        before,
        after: saved,
      });
      return saved;
    });
  }
}

function columns(dto: ChecklistItemDto): Partial<ChecklistItem> {
  return {
    sort_order: dto.sort_order,
    checklist_title_kn: dto.checklist_title_kn,
    checklist_title_en: dto.checklist_title_en,
    CB: dto.CB,
    CB_C: dto.CB_C,
    INP: dto.INP,
    INP_tittle: dto.INP === 'Y' ? (dto.INP_tittle ?? null) : null,
    Remark: dto.Remark,
    imgages: dto.imgages,
    is_active: dto.is_active,
  };
}
