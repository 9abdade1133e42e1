import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import type { ListQuery, Page } from '../../common/pagination/list-query.js';
import { Block } from '../entities/block.entity.js';
import { District } from '../entities/district.entity.js';
import { Panchayat } from '../entities/panchayat.entity.js';
import type { PanchayatPlace } from '../locations.service.js';

/** SQL: the columns of a PanchayatPlace, over PLACE_JOINS (aliases p, b, d). */
export const PLACE_COLUMNS = 'd.district_code, d.district_name, b.block_code, b.block_name, p.panchayat_code, p.panchayat_name';
/** SQL: the Kannada names of a PlaceNamesKn, over PLACE_JOINS, for the reads that answer them. */
export const PLACE_COLUMNS_KN = 'd.district_name_kn, b.block_name_kn, p.panchayat_name_kn';
/** SQL: panchayats with their block and district. */
export const PLACE_JOINS =
  'panchayats p JOIN blocks b ON b.block_code = p.block_code JOIN districts d ON d.district_code = b.district_code';

/** The location master (districts, blocks, panchayats) as it is read. */
@Injectable()
export class LocationsRepository {
  constructor(
    @InjectRepository(District) private readonly districts: Repository<District>,
    @InjectRepository(Block) private readonly blocks: Repository<Block>,
    @InjectRepository(Panchayat) private readonly panchayats: Repository<Panchayat>,
  ) {}

  /** The codes and names of these districts (unknown codes are absent). */
  districtNames(codes: string[]): Promise<Pick<District, 'district_code' | 'district_name' | 'district_name_kn'>[]> {
    return this.districts.find({
      where: { district_code: In(codes) },
      select: { district_code: true, district_name: true, district_name_kn: true },
    });
  }

  /** The codes and names of these blocks (unknown codes are absent). */
  blockNames(codes: string[]): Promise<Pick<Block, 'block_code' | 'block_name' | 'block_name_kn'>[]> {
    return this.blocks.find({
      where: { block_code: In(codes) },
      select: { block_code: true, block_name: true, block_name_kn: true },
    });
  }

  /** The codes and names of these panchayats (unknown codes are absent). */
  panchayatNames(codes: string[]): Promise<Pick<Panchayat, 'panchayat_code' | 'panchayat_name' | 'panchayat_name_kn'>[]> {
    return this.panchayats.find({
      where: { panchayat_code: In(codes) },
      select: { panchayat_code: true, panchayat_name: true, panchayat_name_kn: true },
    });
  }

  /** A panchayat with its block and district (codes and names), or undefined. */
  async panchayatPlace(panchayatCode: string): Promise<PanchayatPlace | undefined> {
    const rows: PanchayatPlace[] = await this.panchayats.query(`SELECT ${PLACE_COLUMNS} FROM ${PLACE_JOINS} WHERE p.panchayat_code = $1`, [
      panchayatCode,
    ]);
    return rows[0];
  }

  /** Whether the panchayat exists in this block. */
  panchayatExists(panchayatCode: string, blockCode: string | undefined): Promise<boolean> {
    return this.panchayats.exists({ where: { panchayat_code: panchayatCode, block_code: blockCode } });
  }

  /** Whether the block exists in this district. */
  blockExists(blockCode: string, districtCode: string | undefined): Promise<boolean> {
    return this.blocks.exists({ where: { block_code: blockCode, district_code: districtCode } });
  }

  districtExists(districtCode: string): Promise<boolean> {
    return this.districts.exists({ where: { district_code: districtCode } });
  }

  /**
   * A page of places (code, name, Kannada name) within their parent, searched by either name, with
   * the total in the same statement (a row of nulls beside the total when the page is past the
   * end). Each row's object has the columns in their order: code, name, Kannada name.
   */
  async page<T>(
    of: { table: string; level: 'district' | 'block' | 'panchayat'; parent: [column: string, value: string] },
    query: ListQuery,
  ): Promise<Page<T>> {
    const { level } = of;
    const params: unknown[] = [of.parent[1]];
    let where = `${of.parent[0]} = $1`;
    const q = typeof query.filter.q === 'string' ? query.filter.q.trim() : '';
    if (q) {
      params.push(`%${q.replace(/[\\%_]/g, '\\$&')}%`);
      where += ` AND (${level}_name ILIKE $2 OR ${level}_name_kn ILIKE $2)`;
    }
    params.push(query.take, query.skip);
    // query.sort is one of the whitelisted column names of this resource. The page's rows come in
    // their place in the sort (`ord`, numbered by the sort that picks the page).
    const order = `${query.sort} ${query.order}`;
    const rows = await this.districts.query<{ code: string | null; name: string; kn: string | null; total: number }[]>(
      `SELECT p.${level}_code AS code, p.${level}_name AS name, p.${level}_name_kn AS kn, t.total
         FROM (SELECT count(*)::int FROM ${of.table} WHERE ${where}) t(total)
         LEFT JOIN LATERAL (
           SELECT ${level}_code, ${level}_name, ${level}_name_kn, row_number() OVER (ORDER BY ${order}) AS ord
             FROM ${of.table} WHERE ${where}
            ORDER BY ${order} LIMIT $${params.length - 1} OFFSET $${params.length}
         ) p ON true
        ORDER BY p.ord`,
      params,
    );
    const total = rows[0]?.total ?? 0;
    if (rows[0]?.code === null) return { rows: [], total };
    const page = rows.map((r) => ({ [`${level}_code`]: r.code, [`${level}_name`]: r.name, [`${level}_name_kn`]: r.kn }) as T);
    return { rows: page, total };
  }
}
