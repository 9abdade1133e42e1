import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** The storage key pattern (STORAGE_KEY) in SQL: rows of other keys (synthetic data) name no stored file. */
const KEY_SQL = `'^[0-9a-f]{32}\\.(jpg|png|webp)$'`;
/** Rows `files migrate` reads at a time. */
const BATCH = 200;

/** A stored file's row as `files migrate` reads it. */
export interface StoredFileRow {
  key: string;
  storage: string;
  size: number;
  work_code: string;
}

/** The files' rows (table fto_files) as `files migrate` reads and switches them. */
@Injectable()
export class FileMigrationRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The stored files still to move to `to`, those already there, and the rows naming no stored file. */
  async countByDriver(to: string): Promise<{ pending: number; already: number; synthetic: number }> {
    const [counts]: { pending: number; already: number; synthetic: number }[] = await this.dataSource.query(
      `SELECT count(*) FILTER (WHERE storage <> $1 AND key ~ ${KEY_SQL})::int AS pending,
              count(*) FILTER (WHERE storage = $1 AND key ~ ${KEY_SQL})::int AS already,
              count(*) FILTER (WHERE key !~ ${KEY_SQL})::int AS synthetic
         FROM fto_files`,
      [to],
    );
    return counts;
  }

  /** The next BATCH stored files not on `to`, by key after `after`. */
  nextToMove(to: string, after: string): Promise<StoredFileRow[]> {
    return this.dataSource.query(
      `SELECT key, storage, size, work_code FROM fto_files
          WHERE storage <> $1 AND key ~ ${KEY_SQL} AND key > $2
          ORDER BY key LIMIT ${BATCH}`,
      [to, after],
    );
  }

  /** Switches a file's row from one driver to another; false when it is not (or no longer) on `from`. */
  async switchDriver(key: string, from: string, to: string): Promise<boolean> {
    const [, switched]: [unknown, number] = await this.dataSource.query(
      'UPDATE fto_files SET storage = $3 WHERE key = $1 AND storage = $2',
      [key, from, to],
    );
    return Boolean(switched);
  }

  /** Whether a row names the file. */
  async exists(key: string): Promise<boolean> {
    const now: { storage: string }[] = await this.dataSource.query('SELECT storage FROM fto_files WHERE key = $1', [key]);
    return now.length > 0;
  }
}
