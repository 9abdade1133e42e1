import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { ImportCounts, Named } from '../location-import.service.js';

/** The location master (districts, blocks, panchayats) as the master file import writes it. */
@Injectable()
export class LocationMasterRepository {
  /**
   * Upserts one level's places in the caller's transaction (one statement); answers how many
   * were inserted, updated and left unchanged.
   */
  async upsert(
    em: EntityManager,
    table: string,
    codeColumn: string,
    nameColumn: string,
    parentColumn: string,
    rows: Map<string, Named>,
  ): Promise<ImportCounts> {
    if (rows.size === 0) return { inserted: 0, updated: 0, unchanged: 0 };
    const codes = [...rows.keys()];
    const names = codes.map((c) => rows.get(c)!.name);
    const parents = codes.map((c) => rows.get(c)!.parent);
    const knNames = codes.map((c) => rows.get(c)!.kn);
    const kn = `${nameColumn}_kn`;
    // Identifiers come from the fixed calls above, never from input. One statement per table:
    // unnest() carries thousands of rows; the WHERE leaves identical rows untouched. A row
    // without a Kannada name keeps the one stored (the MIS gives none to overwrite it with).
    const result: { inserted: boolean }[] = await em.query(
      `INSERT INTO ${table} (${codeColumn}, ${nameColumn}, ${parentColumn}, ${kn})
       SELECT * FROM unnest($1::varchar[], $2::varchar[], $3::varchar[], $4::varchar[])
     ON CONFLICT (${codeColumn}) DO UPDATE
       SET ${nameColumn} = EXCLUDED.${nameColumn}, ${parentColumn} = EXCLUDED.${parentColumn},
           ${kn} = coalesce(EXCLUDED.${kn}, ${table}.${kn}), updated_at = now()
       WHERE (${table}.${nameColumn}, ${table}.${parentColumn}, ${table}.${kn})
             IS DISTINCT FROM (EXCLUDED.${nameColumn}, EXCLUDED.${parentColumn}, coalesce(EXCLUDED.${kn}, ${table}.${kn}))
     RETURNING (xmax = 0) AS inserted`,
      [codes, names, parents, knNames],
    );
    const inserted = result.filter((r) => r.inserted).length;
    const updated = result.length - inserted;
    return { inserted, updated, unchanged: rows.size - result.length };
  }
}
