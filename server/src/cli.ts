import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { Command, CommanderError } from 'commander';
import fs from 'node:fs/promises';
import net from 'node:net';
import { AppModule } from './app.module.js';
import { createApp } from './app.factory.js';
import { buildOpenApiDocument, openApiJson } from './openapi/openapi.document.js';
import { embeddedDatabaseUrl } from './config/app-config.js';
import { configOrExit, prepareDatabase } from './bootstrap.js';
import { AdminBootstrapService } from './auth/admin-bootstrap.service.js';
import { type ImportCounts, LocationImportError, LocationImportService } from './locations/location-import.service.js';
import { PanchayatLocationImportService } from './locations/panchayat-location-import.service.js';
import { IssueImportError, IssueImportService } from './socialaudit/issue-import.service.js';
import { DataSource } from 'typeorm';
import { Clock } from './common/time/clock.js';
import { RolesService } from './roles/roles.service.js';
import { LevelContextService } from './schedules/level-context.service.js';
import { SchedulesService } from './schedules/schedules.service.js';
import { SCALES, type ScaleName } from './dev/synth/synth-data.js';
import { synthContentHash } from './dev/synth/synth-hash.js';
import { SynthState } from './dev/synth/synth-state.js';
import { en } from './common/messages/index.js';
import { FileMigrationService } from './storage/file-migration.service.js';

const say = (line: string) => process.stdout.write(`${line}\n`);

function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

/**
 * Runs `work` against the configured database: DATABASE_URL, else the embedded database of a
 * running `npm start`, else the embedded database started just for this command.
 */
async function withApp<T>(work: (app: Awaited<ReturnType<typeof NestFactory.createApplicationContext>>) => Promise<T>) {
  const { config, url, stop } = await database();
  // The long jobs (synth-state at state scale, imports) must not be cut by the API's query bound.
  const app = await NestFactory.createApplicationContext(AppModule.forRoot({ config, databaseUrl: url, unboundedQueries: true }), {
    logger: ['error', 'warn'],
  });
  try {
    return await work(app);
  } finally {
    await app.close();
    await stop();
  }
}

/** The configuration and its database: DATABASE_URL, else a running `npm start`'s embedded one, else one started for this command. */
async function database() {
  const config = configOrExit();
  config.logLevel = 'warn';
  let url = config.database.url;
  let stop = async () => undefined as void;
  if (!url && (await answers(config.database.embeddedPort))) {
    url = embeddedDatabaseUrl(config);
  } else {
    const db = await prepareDatabase(config, say);
    url = db.url;
    stop = async () => db.embedded?.stop();
  }
  return { config, url, stop };
}

const program = new Command('portal').description('MGNREGA portal administration commands').exitOverride();

program
  .command('import-locations')
  .description('Load the official district/block/gram panchayat master from a CSV file (idempotent)')
  .argument('<file>', 'CSV with header district_code,district_name,block_code,block_name,panchayat_code,panchayat_name')
  .action(async (file: string) => {
    const text = await fs.readFile(file, 'utf8').catch((err: Error) => {
      throw new LocationImportError([`cannot read ${file}: ${err.message}`]);
    });
    const report = await withApp((app) => app.get(LocationImportService).importCsv(text));
    for (const [kind, c] of Object.entries(report) as [string, ImportCounts][]) {
      say(`${kind}: ${c.inserted} added, ${c.updated} updated, ${c.unchanged} unchanged`);
    }
  });

program
  .command('openapi')
  .description('Write the OpenAPI document of the API, generated from its controllers and DTOs (docs/api.md)')
  .option('--out <file>', 'where to write it', 'docs/openapi.json')
  .action(async (opts: { out: string }) => {
    const { config, url, stop } = await database();
    try {
      const app = await createApp({ config, databaseUrl: url, serveUi: false });
      try {
        await fs.writeFile(opts.out, openApiJson(buildOpenApiDocument(app)));
      } finally {
        await app.close();
      }
    } finally {
      await stop();
    }
    say(`Wrote ${opts.out}`);
  });

const locations = program.command('locations').description('Location master commands');

locations
  .command('import-gp-locations')
  .description(
    'Set gram panchayat office locations from a CSV file (panchayat_code,latitude,longitude); a bad row rejects the whole file (idempotent)',
  )
  .argument('<file>', 'CSV with header panchayat_code,latitude,longitude (WGS84 decimal degrees)')
  .action(async (file: string) => {
    const handle = await fs.open(file).catch((err: Error) => {
      throw new Error(`cannot read ${file}: ${err.message}`, { cause: err });
    });
    // Read as a stream (at most 10,000 rows are taken); a refused file's error lists its problem
    // lines (PanchayatLocationImportError's message).
    const r = await withApp((app) =>
      app.get(PanchayatLocationImportService).importCsv(handle.createReadStream(), { level: 'STATE' }, null),
    ).finally(() => handle.close().catch(() => undefined));
    say(`gram panchayat locations: ${r.rows} read, ${r.updated} updated, ${r.unchanged} unchanged`);
  });

program
  .command('import-issues')
  .description('Load social audit issues from a CSV or Excel (.xlsx) file (idempotent by issue_number; a bad row rejects the whole file)')
  .argument('<file>', 'CSV or .xlsx with the columns of docs/socialaudit-api.md (issue import)')
  .action(async (file: string) => {
    await fs.access(file).catch((err: Error) => {
      throw new Error(`cannot read ${file}: ${err.message}`, { cause: err });
    });
    try {
      const r = await withApp((app) => app.get(IssueImportService).importFile(file, null));
      const from = r.sheet === undefined ? '' : ` from sheet "${r.sheet}"`;
      say(`${r.rows} issues${from}: ${r.inserted} added, ${r.updated} updated, ${r.unchanged} unchanged`);
    } catch (err) {
      if (!(err instanceof IssueImportError)) throw err;
      throw new Error([err.message, ...Object.entries(err.errors).map(([where, what]) => `${where}: ${en(what)}`)].join('\n'), {
        cause: err,
      });
    }
  });

program
  .command('create-admin')
  .description('Create, or promote, a STATE-level ADMIN holding the State Administrator role')
  .requiredOption('--mobile <mobile>', '10-digit mobile number (the sign-in name)')
  .requiredOption('--password <password>', '8 to 20 characters with letters and numbers')
  .requiredOption('--name <name>', 'full name (letters and spaces)')
  .option('--reset-password', 'also set the password of an existing account', false)
  .action(async (opts: { mobile: string; password: string; name: string; resetPassword: boolean }) => {
    const result = await withApp((app) =>
      app.get(AdminBootstrapService).ensureStateAdmin(opts.mobile, opts.password, opts.name, opts.resetPassword),
    );
    say(
      result.created
        ? `Created STATE ADMIN ${opts.mobile} (user ${result.userId}).`
        : `User ${result.userId} (${opts.mobile}) is a STATE ADMIN with the State Administrator role${opts.resetPassword ? '; password set' : ''}.`,
    );
  });

program
  .command('synth-state')
  .description(
    'Fill the database with a synthetic Karnataka (taluks, panchayats, officers, works, bills, FTOs, verifications, social audit); additive and idempotent',
  )
  .option('--scale <scale>', 'state (235 taluks, 6,000 panchayats), district (one district) or tiny (for tests)', 'state')
  .option('--seed <n>', 'random seed: the same seed gives the same data', '1')
  .option('--as-of <yyyy-mm-dd>', 'the day the data ends at (default: today in APP_TIME_ZONE)')
  .option('--password <password>', 'password of every synthetic officer', 'Synth@2024')
  .option('--hash', 'print a hash of the synthetic rows (same seed, same hash)', false)
  .action(async (opts: { scale: string; seed: string; asOf?: string; password: string; hash: boolean }) => {
    if (!(opts.scale in SCALES)) throw new Error(`--scale must be one of ${Object.keys(SCALES).join(', ')}`);
    const seed = Number(opts.seed);
    if (!Number.isInteger(seed) || seed < 0) throw new Error('--seed must be a whole number');
    if (opts.asOf !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(opts.asOf)) throw new Error('--as-of must be a date yyyy-mm-dd');
    // A lakh officers sharing one known password have no place in a production database.
    const config = configOrExit();
    if (config.env === 'production') throw new Error('synth-state refuses to run with NODE_ENV=production');
    // The synthetic state is development code (server/src/dev), reached only through DEV_MODE.
    if (!config.dev) throw new Error('synth-state needs DEV_MODE (the synthetic state is development code, server/src/dev)');
    const started = performance.now();
    await withApp(async (app) => {
      const asOf = opts.asOf ?? app.get(Clock).today();
      const synth = new SynthState(
        app.get(DataSource),
        app.get(RolesService),
        app.get(SchedulesService),
        app.get(LevelContextService),
        { scale: opts.scale as ScaleName, seed, asOf, password: opts.password },
        say,
      );
      say(`synth-state: scale ${opts.scale}, seed ${seed}, as of ${asOf}`);
      const reports = await synth.run();
      const loaded = reports.filter((r) => !r.skipped);
      say(
        loaded.length
          ? `synth-state: ${loaded.reduce((n, r) => n + r.rows, 0).toLocaleString('en-IN')} rows in ${((performance.now() - started) / 1000).toFixed(1)} s`
          : 'synth-state: nothing to add (already loaded)',
      );
      if (opts.hash) {
        const { hash, tables } = await synthContentHash(app.get(DataSource));
        say(
          `rows: ${Object.entries(tables)
            .map(([t, n]) => `${t} ${n}`)
            .join(', ')}`,
        );
        say(`content hash: ${hash}`);
      }
    });
  });

const files = program.command('files').description('Uploaded files (verification photos) commands');

files
  .command('migrate')
  .description(
    'Move every stored file to one storage driver (copied, checked by size and SHA-256, its record switched, then the source copy removed); resumable',
  )
  .requiredOption('--to <driver>', 'local (FILES_DIR) or s3 (S3_ENDPOINT, S3_BUCKET)')
  .option('--keep-source', 'keep the source copies (the records still switch)', false)
  .action(async (opts: { to: string; keepSource: boolean }) => {
    if (opts.to !== 'local' && opts.to !== 's3') throw new Error('--to must be local or s3');
    await withApp((app) => app.get(FileMigrationService).migrate(opts.to, { keepSource: opts.keepSource }, say));
  });

program.parseAsync(process.argv).then(
  () => process.exit(0),
  (err: Error) => {
    if (err instanceof CommanderError) process.exit(err.exitCode);
    process.stderr.write(`${err.message}\n`);
    process.exit(1);
  },
);
