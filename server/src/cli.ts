import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { Command, CommanderError } from 'commander';
import fs from 'node:fs/promises';
import net from 'node:net';
import { AppModule } from './app.module.js';
import { embeddedDatabaseUrl } from './config/app-config.js';
import { configOrExit, prepareDatabase } from './bootstrap.js';
import { AdminBootstrapService } from './auth/admin-bootstrap.service.js';
import { type ImportCounts, LocationImportError, LocationImportService } from './locations/location-import.service.js';
import { IssueImportError, IssueImportService } from './socialaudit/issue-import.service.js';

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
  const app = await NestFactory.createApplicationContext(AppModule.forRoot({ config, databaseUrl: url }), {
    logger: ['error', 'warn'],
  });
  try {
    return await work(app);
  } finally {
    await app.close();
    await stop();
  }
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
  .command('import-issues')
  .description('Load social audit issues from a CSV or Excel (.xlsx) file (idempotent by issue_number; a bad row rejects the whole file)')
  .argument('<file>', 'CSV or .xlsx with the columns of docs/socialaudit-api.md (issue import)')
  .action(async (file: string) => {
    await fs.access(file).catch((err: Error) => {
      throw new IssueImportError([{ line: null, message: `cannot read ${file}: ${err.message}` }]);
    });
    try {
      const r = await withApp((app) => app.get(IssueImportService).importFile(file, null));
      say(`${r.rows} issues: ${r.inserted} added, ${r.updated} updated, ${r.unchanged} unchanged`);
    } catch (err) {
      if (!(err instanceof IssueImportError)) throw err;
      throw new Error([err.message, ...Object.entries(err.errors).map(([where, what]) => `${where}: ${what}`)].join('\n'), { cause: err });
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

program.parseAsync(process.argv).then(
  () => process.exit(0),
  (err: Error) => {
    if (err instanceof CommanderError) process.exit(err.exitCode);
    process.stderr.write(`${err.message}\n`);
    process.exit(1);
  },
);
