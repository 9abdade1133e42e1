import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository, type EntityManager } from 'typeorm';
import type { ListQuery } from '../../common/pagination/list-query.js';
import { ChecklistItem } from '../entities/checklist-item.entity.js';

/** The SQL of the work file checklist (fto_checklist_items). */
@Injectable()
export class ChecklistItemsRepository {
  constructor(@InjectRepository(ChecklistItem) private readonly items: Repository<ChecklistItem>) {}

  /** The active items, in order. */
  activeItems(): Promise<ChecklistItem[]> {
    return this.items.find({ where: { is_active: true }, order: { sort_order: 'ASC', id: 'ASC' } });
  }

  /** A page of every item in the asked order (ties by id), and how many there are. */
  pageOfItems(query: ListQuery): Promise<[ChecklistItem[], number]> {
    return this.items.findAndCount({
      order: { [query.sort]: query.order, id: 'ASC' },
      skip: query.skip,
      take: query.take,
    });
  }

  /** An item by id, or null. */
  itemById(id: number): Promise<ChecklistItem | null> {
    return this.items.findOne({ where: { id } });
  }

  /** Writes a new item in the caller's transaction. */
  insertItem(em: EntityManager, columns: Partial<ChecklistItem>): Promise<ChecklistItem> {
    return em.getRepository(ChecklistItem).save(em.getRepository(ChecklistItem).create(columns));
  }

  /** An item by id, its row locked for update until the caller's transaction ends; or null. */
  itemForUpdate(em: EntityManager, id: number): Promise<ChecklistItem | null> {
    return em.getRepository(ChecklistItem).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  /** Saves an item's columns in the caller's transaction. */
  saveItem(em: EntityManager, item: ChecklistItem): Promise<ChecklistItem> {
    return em.getRepository(ChecklistItem).save(item);
  }
}
