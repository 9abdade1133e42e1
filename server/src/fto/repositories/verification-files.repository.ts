import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository, type EntityManager } from 'typeorm';
import { VerificationFile } from '../entities/verification-file.entity.js';

/** The SQL of the verification records' files (fto_files). */
@Injectable()
export class VerificationFilesRepository {
  constructor(@InjectRepository(VerificationFile) private readonly files: Repository<VerificationFile>) {}

  /** A stored file by key, or null. */
  fileByKey(key: string): Promise<VerificationFile | null> {
    return this.files.findOne({ where: { key } });
  }

  /** Writes a record's files in the submission's transaction. */
  async insertFiles(em: EntityManager, rows: Partial<VerificationFile>[]): Promise<void> {
    await em.getRepository(VerificationFile).insert(rows);
  }

  /**
   * Deletes the work's `fto_files` rows whose path (`route` + key) no record of the work (current
   * or history) names, in the caller's transaction; answers their keys and storages.
   */
  async deleteUnreferencedFiles(em: EntityManager, workCode: string, route: string): Promise<{ key: string; storage: string }[]> {
    // TypeORM answers a DELETE ... RETURNING on PostgreSQL as [rows, affected count].
    const [rows]: [{ key: string; storage: string }[], number] = await em.query(
      `DELETE FROM fto_files f
        WHERE f.work_code = $1
          AND NOT EXISTS (
            SELECT 1 FROM fto_verifications v
             WHERE v.work_code = f.work_code
               AND (v.site_details->>'photo' = $2 || f.key
                    OR EXISTS (SELECT 1 FROM jsonb_each_text(v.check_list->'images') i WHERE i.value = $2 || f.key)))
        RETURNING f.key, f.storage`,
      [workCode, route],
    );
    return rows;
  }
}
