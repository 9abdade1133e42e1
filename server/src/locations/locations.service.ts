import { Injectable } from '@nestjs/common';
import { ApiError } from '../common/http/api-error.js';
import { type ListQuery, type Page } from '../common/pagination/list-query.js';
import { LocationsRepository } from './repositories/locations.repository.js';
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
  constructor(private readonly places: LocationsRepository) {}

  listDistricts(stateCode: string, query: ListQuery): Promise<Page<DistrictRow>> {
    return this.places.page({ table: 'districts', level: 'district', parent: ['state_code', stateCode] }, query);
  }

  listBlocks(districtCode: string, query: ListQuery): Promise<Page<BlockRow>> {
    return this.places.page({ table: 'blocks', level: 'block', parent: ['district_code', districtCode] }, query);
  }

  listPanchayats(districtCode: string, blockCode: string, query: ListQuery): Promise<Page<PanchayatRow>> {
    if (!blockCode.startsWith(districtCode)) {
      throw ApiError.badRequest(msg('BLOCK_NOT_OF_DISTRICT', { block: blockCode, district: districtCode }), {
        block_code: 'BLOCK_FIELD_NOT_IN_DISTRICT',
      });
    }
    return this.places.page({ table: 'panchayats', level: 'panchayat', parent: ['block_code', blockCode] }, query);
  }

  /** Names of the given codes, in one query per level; unknown codes are absent from the maps. */
  async names(codes: { district: string[]; block: string[]; panchayat: string[] }): Promise<LocationNames> {
    const uniq = (list: string[]) => [...new Set(list.filter(Boolean))];
    const [districts, blocks, panchayats] = await Promise.all([
      uniq(codes.district).length ? this.places.districtNames(uniq(codes.district)) : [],
      uniq(codes.block).length ? this.places.blockNames(uniq(codes.block)) : [],
      uniq(codes.panchayat).length ? this.places.panchayatNames(uniq(codes.panchayat)) : [],
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
    return (await this.places.panchayatPlace(panchayatCode)) ?? null;
  }

  /** Whether each given code exists and nests in the one above it. */
  async exists(codes: { district_code?: string; block_code?: string; panchayat_code?: string }): Promise<boolean> {
    if (codes.panchayat_code) return this.places.panchayatExists(codes.panchayat_code, codes.block_code);
    if (codes.block_code) return this.places.blockExists(codes.block_code, codes.district_code);
    if (codes.district_code) return this.places.districtExists(codes.district_code);
    return false;
  }
}
