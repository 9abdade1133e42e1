import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type DeepPartial, type EntityManager, Repository } from 'typeorm';
import type { ListQuery } from '../../common/pagination/list-query.js';
import { MainOption } from '../entities/main-option.entity.js';
import { SubOption } from '../entities/sub-option.entity.js';

/** A sub option's row with its main option's names beside it. */
export interface MainOptionNames {
  main_option_name: string;
  main_option_name_kn: string | null;
}

/** The menus (tables main_options and sub_options). */
@Injectable()
export class OptionsRepository {
  constructor(
    @InjectRepository(MainOption) private readonly mains: Repository<MainOption>,
    @InjectRepository(SubOption) private readonly subs: Repository<SubOption>,
  ) {}

  /** A page of main options (USER items only, unless `admin`) and the total. */
  mainPage(admin: boolean, query: ListQuery): Promise<[MainOption[], number]> {
    const qb = this.mains.createQueryBuilder('m');
    if (!admin) qb.where(`m.access_level = 'USER'`);
    const q = typeof query.filter.q === 'string' ? query.filter.q.trim() : '';
    if (q) qb.andWhere('(m.option_name ILIKE :q OR m.option_name_kn ILIKE :q)', { q: `%${q}%` });
    qb.orderBy(`m.${query.sort}`, query.order).skip(query.skip).take(query.take);
    return qb.getManyAndCount();
  }

  /**
   * A page of sub options (USER items of USER main options only, unless `admin`), each with its
   * main option's names (in the same order), and the total.
   */
  async subPage(
    admin: boolean,
    query: ListQuery,
    main: number | undefined,
  ): Promise<{ entities: SubOption[]; names: MainOptionNames[]; total: number }> {
    const qb = this.subs
      .createQueryBuilder('s')
      .innerJoin('s.mainOption', 'm')
      .addSelect('m.option_name', 'main_option_name')
      .addSelect('m.option_name_kn', 'main_option_name_kn');
    if (!admin) qb.where(`s.access_level = 'USER'`).andWhere(`m.access_level = 'USER'`);
    if (main !== undefined) qb.andWhere('s.main_option_id = :main', { main: Number.isInteger(main) ? main : 0 });
    if (query.filter.id !== undefined) qb.andWhere('s.id = :id', { id: Number(query.filter.id) || 0 });
    qb.orderBy(`s.${query.sort}`, query.order).skip(query.skip).take(query.take);
    const total = await qb.getCount();
    const { entities, raw } = await qb.getRawAndEntities();
    return { entities, names: raw as MainOptionNames[], total };
  }

  findMain(id: number): Promise<MainOption | null> {
    return this.mains.findOne({ where: { id } });
  }

  /** Whether a main option has this id (in the transaction). */
  mainExists(em: EntityManager, id: number): Promise<boolean> {
    return em.getRepository(MainOption).exists({ where: { id } });
  }

  /** A main option with its row locked until the transaction ends, or null. */
  lockMain(em: EntityManager, id: number): Promise<MainOption | null> {
    return em.getRepository(MainOption).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  /** A sub option with its row locked until the transaction ends, or null. */
  lockSub(em: EntityManager, id: number): Promise<SubOption | null> {
    return em.getRepository(SubOption).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  /** Inserts a main option from these fields; answers it as saved. */
  insertMain(em: EntityManager, fields: DeepPartial<MainOption>): Promise<MainOption> {
    return em.getRepository(MainOption).save(em.getRepository(MainOption).create(fields));
  }

  /** Inserts a sub option from these fields; answers it as saved. */
  insertSub(em: EntityManager, fields: DeepPartial<SubOption>): Promise<SubOption> {
    return em.getRepository(SubOption).save(em.getRepository(SubOption).create(fields));
  }

  saveMain(em: EntityManager, option: MainOption): Promise<MainOption> {
    return em.getRepository(MainOption).save(option);
  }

  saveSub(em: EntityManager, option: SubOption): Promise<SubOption> {
    return em.getRepository(SubOption).save(option);
  }
}
