import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import { ApiError } from '../common/http/api-error.js';
import { type ListQuery, type Page } from '../common/pagination/list-query.js';
import { Block } from './entities/block.entity.js';
import { District } from './entities/district.entity.js';
import { Panchayat } from './entities/panchayat.entity.js';
import { msg } from '../common/messages/index.js';

export interface LocationCodeFields {
  district_code: string | null;
  block_code: string | null;
  panchayat_code: string | null;
}

export interface LocationNameFields {
  district_name: string | null;
  district_name_kn: string | null;
  block_name: string | null;
  block_name_kn: string | null;
  panchayat_name: string | null;
  panchayat_name_kn: string | null;
}

/** A place's English name and its Kannada name (null when the location master gives none). */
export interface PlaceName {
  name: string;
  kn: string | null;
}

export interface LocationNames {
  district: Map<string, PlaceName>;
  block: Map<string, PlaceName>;
  panchayat: Map<string, PlaceName>;
}

/** SQL: the columns of a PanchayatPlace, over PLACE_JOINS (aliases p, b, d). */
export const PLACE_COLUMNS = 'd.district_code, d.district_name, b.block_code, b.block_name, p.panchayat_code, p.panchayat_name';
/** SQL: the Kannada names of a PlaceNamesKn, over PLACE_JOINS, for the reads that answer them. */
export const PLACE_COLUMNS_KN = 'd.district_name_kn, b.block_name_kn, p.panchayat_name_kn';
/** SQL: panchayats with their block and district. */
export const PLACE_JOINS =
  'panchayats p JOIN blocks b ON b.block_code = p.block_code JOIN districts d ON d.district_code = b.district_code';

/** A panchayat and the block and district it lies in. */
export interface PanchayatPlace {
  district_code: string;
  district_name: string;
  block_code: string;
  block_name: string;
  panchayat_code: string;
  panchayat_name: string;
}

/** The Kannada names beside a PanchayatPlace (null where the location master gives none). */
export interface PlaceNamesKn {
  district_name_kn: string | null;
  block_name_kn: string | null;
  panchayat_name_kn: string | null;
}

export interface DistrictRow {
  district_code: string;
  district_name: string;
  district_name_kn: string | null;
}
export interface BlockRow {
  block_code: string;
  block_name: string;
  block_name_kn: string | null;
}
export interface PanchayatRow {
  panchayat_code: string;
  panchayat_name: string;
  panchayat_name_kn: string | null;
}

@Injectable()
export class LocationsService {
  constructor(
    @InjectRepository(District) private readonly districts: Repository<District>,
    @InjectRepository(Block) private readonly blocks: Repository<Block>,
    @InjectRepository(Panchayat) private readonly panchayats: Repository<Panchayat>,
  ) {}

  listDistricts(stateCode: string, query: ListQuery): Promise<Page<DistrictRow>> {
    return this.page({ table: 'districts', level: 'district', parent: ['state_code', stateCode] }, query);
  }

  listBlocks(districtCode: string, query: ListQuery): Promise<Page<BlockRow>> {
    return this.page({ table: 'blocks', level: 'block', parent: ['district_code', districtCode] }, query);
  }

  listPanchayats(districtCode: string, blockCode: string, query: ListQuery): Promise<Page<PanchayatRow>> {
    if (!blockCode.startsWith(districtCode)) {
      throw ApiError.badRequest(msg('BLOCK_NOT_OF_DISTRICT', { block: blockCode, district: districtCode }), {
        block_code: 'BLOCK_FIELD_NOT_IN_DISTRICT',
      });
    }
    return this.page({ table: 'panchayats', level: 'panchayat', parent: ['block_code', blockCode] }, query);
  }

  /** Names of the given codes, in one query per level; unknown codes are absent from the maps. */
  async names(codes: { district: string[]; block: string[]; panchayat: string[] }): Promise<LocationNames> {
    const uniq = (list: string[]) => [...new Set(list.filter(Boolean))];
    const [districts, blocks, panchayats] = await Promise.all([
      uniq(codes.district).length
        ? this.districts.find({
            where: { district_code: In(uniq(codes.district)) },
            select: { district_code: true, district_name: true, district_name_kn: true },
          })
        : [],
      uniq(codes.block).length
        ? this.blocks.find({
            where: { block_code: In(uniq(codes.block)) },
            select: { block_code: true, block_name: true, block_name_kn: true },
          })
        : [],
      uniq(codes.panchayat).length
        ? this.panchayats.find({
            where: { panchayat_code: In(uniq(codes.panchayat)) },
            select: { panchayat_code: true, panchayat_name: true, panchayat_name_kn: true },
          })
        : [],
    ]);
    return {
      district: new Map(districts.map((d) => [d.district_code, { name: d.district_name, kn: d.district_name_kn }])),
      block: new Map(blocks.map((b) => [b.block_code, { name: b.block_name, kn: b.block_name_kn }])),
      panchayat: new Map(panchayats.map((p) => [p.panchayat_code, { name: p.panchayat_name, kn: p.panchayat_name_kn }])),
    };
  }

  /** The rows with district_name, block_name and panchayat_name added (three queries in all). */
  async withNames<T extends LocationCodeFields>(rows: T[]): Promise<(T & LocationNameFields)[]> {
    if (rows.length === 0) return [];
    const names = await this.names({
      district: rows.map((r) => r.district_code ?? ''),
      block: rows.map((r) => r.block_code ?? ''),
      panchayat: rows.map((r) => r.panchayat_code ?? ''),
    });
    return rows.map((r) => {
      const district = r.district_code ? names.district.get(r.district_code) : undefined;
      const block = r.block_code ? names.block.get(r.block_code) : undefined;
      const panchayat = r.panchayat_code ? names.panchayat.get(r.panchayat_code) : undefined;
      return {
        ...r,
        district_name: district?.name ?? null,
        district_name_kn: district?.kn ?? null,
        block_name: block?.name ?? null,
        block_name_kn: block?.kn ?? null,
        panchayat_name: panchayat?.name ?? null,
        panchayat_name_kn: panchayat?.kn ?? null,
      };
    });
  }

  /** A panchayat with its block and district (codes and names), or null when there is no such panchayat. */
  async panchayat(panchayatCode: string): Promise<PanchayatPlace | null> {
    const rows: PanchayatPlace[] = await this.panchayats.query(`SELECT ${PLACE_COLUMNS} FROM ${PLACE_JOINS} WHERE p.panchayat_code = $1`, [
      panchayatCode,
    ]);
    return rows[0] ?? null;
  }

  /** Whether each given code exists and nests in the one above it. */
  async exists(codes: { district_code?: string; block_code?: string; panchayat_code?: string }): Promise<boolean> {
    if (codes.panchayat_code) {
      return this.panchayats.exists({ where: { panchayat_code: codes.panchayat_code, block_code: codes.block_code } });
    }
    if (codes.block_code) {
      return this.blocks.exists({ where: { block_code: codes.block_code, district_code: codes.district_code } });
    }
    if (codes.district_code) return this.districts.exists({ where: { district_code: codes.district_code } });
    return false;
  }

  /**
   * A page of places (code, name, Kannada name) within their parent, searched by either name, with
   * the total in the same statement (a row of nulls beside the total when the page is past the
   * end). Each row's object has the columns in their order: code, name, Kannada name.
   */
  private async page<T>(
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
