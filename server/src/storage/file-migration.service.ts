import { Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FileMigrationRepository, type StoredFileRow } from './file-migration.repository.js';
import { STORAGE_NAMES, type StorageName } from './file-storage.js';
import { FileStorages } from './file-storages.js';

export interface MigrationReport {
  moved: number;
  /** Files already on the target driver before the run. */
  already: number;
  /** Rows whose key names no stored file (synth-state's photos), left as they are. */
  synthetic: number;
}

/** A stop of `files migrate`: the line to show; what was moved stays moved. */
export class FileMigrationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FileMigrationError';
  }
}

/** Reads a stream to its end: its SHA-256 and byte count. */
async function digest(stream: Readable): Promise<{ sha256: string; size: number }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of stream) {
    hash.update(chunk as Buffer);
    size += (chunk as Buffer).length;
  }
  return { sha256: hash.digest('hex'), size };
}

/**
 * `files migrate --to <driver>`: copies every file of the other driver to this one, one at a
 * time and streamed, checks the copy read back (size and SHA-256 against what was read from the
 * source), switches the file's row, and only then removes the source copy. Rows already on the
 * target are skipped, so a stopped run continues where it stopped; files are served throughout
 * from the driver their row names.
 */
@Injectable()
export class FileMigrationService {
  constructor(
    private readonly files: FileMigrationRepository,
    private readonly storages: FileStorages,
  ) {}

  async migrate(to: string, options: { keepSource: boolean }, say: (line: string) => void): Promise<MigrationReport> {
    if (!(STORAGE_NAMES as readonly string[]).includes(to)) throw new FileMigrationError(`--to must be one of ${STORAGE_NAMES.join(', ')}`);
    if (!this.storages.has(to)) {
      throw new FileMigrationError('files migrate --to s3 needs S3_ENDPOINT and S3_BUCKET (and the credentials) in the environment');
    }
    const counts = await this.files.countByDriver(to);
    const report: MigrationReport = { moved: 0, already: counts.already, synthetic: counts.synthetic };
    if (counts.synthetic) say(`files migrate: ${counts.synthetic} rows name no stored file (synthetic data); left as they are`);
    if (!counts.pending) {
      say(`files migrate: nothing to move (${counts.already} files already in ${to})`);
      return report;
    }
    say(`files migrate: ${counts.pending} files to move to ${to}${counts.already ? ` (${counts.already} already there)` : ''}`);
    let after = '';
    for (;;) {
      const rows = await this.files.nextToMove(to, after);
      if (!rows.length) break;
      for (const row of rows) {
        try {
          if (await this.move(row, to, options.keepSource)) report.moved++;
        } catch (err) {
          throw new FileMigrationError(
            `files migrate: stopped at file ${row.key} (work ${row.work_code}, in ${row.storage}): ${(err as Error).message}; ` +
              `${report.moved} moved in this run. Run the command again to continue.`,
          );
        }
        if (report.moved % 100 === 0 && report.moved) say(`files migrate: ${report.moved} of ${counts.pending} moved`);
      }
      after = rows[rows.length - 1].key;
    }
    say(
      `files migrate: ${report.moved} files moved to ${to}, each checked by size and SHA-256; ` +
        (options.keepSource ? 'the source copies are kept (--keep-source)' : 'the source copies are removed'),
    );
    return report;
  }

  /** One file: copy, verify, switch its row, remove the source. False when its row went meanwhile. */
  private async move(row: StoredFileRow, to: StorageName, keepSource: boolean): Promise<boolean> {
    const source = this.storages.get(row.storage);
    const target = this.storages.get(to);
    const input = await source.open(row.key);
    if (!input) throw new Error(`the file is missing from the ${row.storage} storage`);
    const hash = createHash('sha256');
    let read = 0;
    const hashing = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        hash.update(chunk);
        read += chunk.length;
        done(null, chunk);
      },
    });
    const copying = target.store(row.key, hashing);
    await Promise.all([pipeline(input, hashing), copying]);
    const sent = hash.digest('hex');
    if (read !== row.size) throw new Error(`the source holds ${read} bytes, its record says ${row.size}`);
    const back = await target.open(row.key);
    if (!back) throw new Error(`the copy in ${to} cannot be read back`);
    const check = await digest(back);
    if (check.size !== read || check.sha256 !== sent) {
      await target.remove(row.key).catch(() => undefined);
      throw new Error(`the copy in ${to} differs from the source (${check.size} bytes, SHA-256 ${check.sha256.slice(0, 12)}...)`);
    }
    if (!(await this.files.switchDriver(row.key, row.storage, to))) {
      // The row went (a resubmission dropped the file) or moved meanwhile: the copy is nobody's.
      if (!(await this.files.exists(row.key))) await target.remove(row.key);
      return false;
    }
    if (!keepSource) await source.remove(row.key);
    return true;
  }
}
