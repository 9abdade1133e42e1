import { Injectable } from '@nestjs/common';
import type { ClientBase } from 'pg';
import { DataSource, type EntityManager } from 'typeorm';
import { copyRows } from '../../database/copy.js';
import type { GpLocationRow } from '../panchayat-location-import.service.js';

/** A staged row the master does not know, or (ZP) outside the district, with how many there are in all. */
export interface UnplacedRow {
  line: number;
  code: string;
  unknown: boolean;
  total: number;
}

/** Gram panchayat office locations (panchayats.latitude, longitude): the import's staging and the counts. */
@Injectable()
export class PanchayatLocationsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Stages the file's rows in a temporary table of the caller's transaction (gp_location_import, dropped at commit). */
  async stage(em: EntityManager, rows: GpLocationRow[]): Promise<void> {
    const client = (em.queryRunner as { databaseConnection?: ClientBase } | undefined)?.databaseConnection;
    if (!client) throw new Error('the location import needs a pg connection');
    await em.query(
      `CREATE TEMP TABLE gp_location_import (code varchar(10) NOT NULL, latitude float8 NOT NULL, longitude float8 NOT NULL, line int NOT NULL) ON COMMIT DROP`,
    );
    await copyRows(
      client,
      'gp_location_import',
      ['code', 'latitude', 'longitude', 'line'],
      rows.map((r) => [r.panchayat_code, r.latitude, r.longitude, r.line]),
    );
  }

  /**
   * The staged rows the master does not know, or (with `districtCode`) outside that district:
   * the first `limit` by line, each with the total count.
   */
  unknownOrOutside(em: EntityManager, districtCode: string | null, limit: number): Promise<UnplacedRow[]> {
    return em.query(
      `SELECT s.line, s.code, p.panchayat_code IS NULL AS unknown, count(*) OVER ()::int AS total
             FROM gp_location_import s
             LEFT JOIN panchayats p ON p.panchayat_code = s.code
            WHERE p.panchayat_code IS NULL OR ($1::text IS NOT NULL AND left(s.code, 4) <> $1::text)
            ORDER BY s.line
            LIMIT $2`,
      [districtCode, limit],
    );
  }

  /** Sets the staged locations on their panchayats where they differ; answers how many changed. */
  async applyStaged(em: EntityManager): Promise<number> {
    // A SELECT over the UPDATE: a bare UPDATE ... RETURNING answers [rows, count] through TypeORM.
    const [{ updated }]: { updated: number }[] = await em.query(
      `WITH changed AS (
             UPDATE panchayats p SET latitude = f.latitude, longitude = f.longitude, updated_at = now()
               FROM gp_location_import f
              WHERE p.panchayat_code = f.code
                AND (p.latitude, p.longitude) IS DISTINCT FROM (f.latitude, f.longitude)
             RETURNING 1)
           SELECT count(*)::int AS updated FROM changed`,
    );
    return updated;
  }

  /** How many panchayats there are and how many have a location, within a district or block (or the state). */
  async countLocated(where: { district_code: string | null; block_code: string | null }): Promise<{ panchayats: number; located: number }> {
    const params: string[] = [];
    const conditions: string[] = [];
    if (where.district_code) {
      params.push(where.district_code);
      conditions.push(`left(panchayat_code, 4) = $${params.length}`);
    }
    if (where.block_code) {
      params.push(where.block_code);
      conditions.push(`block_code = $${params.length}`);
    }
    const [row]: { panchayats: number; located: number }[] = await this.dataSource.query(
      `SELECT count(*)::int AS panchayats, count(latitude)::int AS located
         FROM panchayats ${conditions.length ? `WHERE ${conditions.join(' AND ')}` : ''}`,
      params,
    );
    return row;
  }
}
