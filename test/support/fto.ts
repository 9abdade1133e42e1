import type { INestApplication } from '@nestjs/common';
import zlib from 'node:zlib';
import { DataSource } from 'typeorm';
import { Clock } from '../../server/src/common/time/clock.js';
import { addDays, financialYearOf, financialYearsBetween } from '../../server/src/common/time/financial-year.js';
import { inTransaction } from '../../server/src/database/transaction.js';
import { LocationsService } from '../../server/src/locations/locations.service.js';
import { RolesService, type DepartmentSpec } from '../../server/src/roles/roles.service.js';
import { SchedulesService } from '../../server/src/schedules/schedules.service.js';
import { ScraperService } from '../../server/src/scraper/scraper.service.js';
import { SPIDERS } from '../../server/src/scraper/spider-names.js';
import { FTO_DEMO_DEPARTMENTS } from '../../server/src/dev/seeds/fto-demo-seed.service.js';
import type { SignedIn } from './actors.js';
import { waitUntil } from './wait.js';

/** A tiny valid PNG (1x1), made here so no binary fixture is needed. */
export function pngBytes(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const ihdr = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]);
  // zlib stream of one scanline (filter 0, one RGB pixel), stored uncompressed.
  const raw = Buffer.from([0, 0, 200, 0]);
  const adler = (() => {
    let a = 1;
    let b = 0;
    for (const x of raw) {
      a = (a + x) % 65521;
      b = (b + a) % 65521;
    }
    const out = Buffer.alloc(4);
    out.writeUInt32BE(((b << 16) | a) >>> 0);
    return out;
  })();
  const idat = Buffer.concat([Buffer.from([0x78, 0x01, 0x01, raw.length, 0, ~raw.length & 0xff, 0xff]), raw, adler]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', idat),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A valid 2x2 PNG of one colour (a distinct image per colour), made here so no binary fixture is needed. */
export function colourPng(rgb: [number, number, number]): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const b of bytes) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(2, 0);
  header.writeUInt32BE(2, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.from([0, ...rgb, ...rgb]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.concat([row, row]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Loads the works, material bills and FTOs of these panchayats through the real jobs and waits for them. */
export async function loadPanchayats(app: INestApplication, panchayats: string[], timeoutMs = 90000): Promise<void> {
  const scraper = app.get(ScraperService);
  const locations = app.get(LocationsService);
  const ids: string[] = [];
  for (const code of panchayats) {
    const place = (await locations.panchayat(code))!;
    ids.push((await scraper.startLoad(SPIDERS.works, place, 'seed')).jobId, (await scraper.startLoad(SPIDERS.bills, place, 'seed')).jobId);
  }
  const db = app.get(DataSource);
  await waitUntil(
    'the loads to finish',
    async () => {
      const rows: { state: string; error: string | null }[] = await db.query(`SELECT state, error FROM scrape_runs WHERE id = ANY($1)`, [
        ids,
      ]);
      const failed = rows.find((r) => r.state === 'failed');
      if (failed) throw new Error(`a load failed: ${failed.error}`);
      return rows.length === ids.length && rows.every((r) => r.state === 'completed');
    },
    { timeoutMs, everyMs: 200 },
  );
}

/** Creates departments, agencies and roles (the demo's by default) and maps each role to its level. */
export async function setUpDepartments(
  app: INestApplication,
  admin: SignedIn,
  specs: (DepartmentSpec & { levels: Record<string, number> })[] = FTO_DEMO_DEPARTMENTS,
) {
  const roles = app.get(RolesService);
  await inTransaction(app.get(DataSource), async (em) => {
    for (const spec of specs) await roles.ensureDepartment(em, spec);
  });
  const mappings = await app.get(SchedulesService).mappings();
  const data = [];
  for (const spec of specs) {
    const department = mappings.find((m) => m.department_code === spec.code)!;
    const levels_data: Record<string, number[]> = { Level1: [], Level2: [], Level3: [], Level4: [], Level5: [] };
    for (const [code, level] of Object.entries(spec.levels)) levels_data[`Level${level}`].push((await roles.findByCode(code))!.id);
    data.push({ department_id: department.department_id, levels_data });
  }
  await admin.agent.post('/api/admin/save_fto_role_mapping').send({ data }).expect(200);
}

export { addDays };

/** The four financial years the fixture's works start in (the current one and three before). */
export function recentYears(todayIso: string): string[] {
  const fy = financialYearOf(todayIso);
  const first = `${Number(fy.slice(0, 4)) - 3}-${Number(fy.slice(0, 4)) - 2}`;
  return financialYearsBetween(first, fy);
}

/**
 * A schedule form (spec 2 §3) whose levels all run over the whole window, with the given
 * percentages. Both lock windows sit on the last day, out of the way of the tests' submissions
 * (inside Lock n, level n's submissions are refused: test/api/schedule-locks.e2e-spec.ts).
 */
export function scheduleForm(name: string, start: string, end: string, percentages: number[] = [50, 100, 100, 100, 100], years?: string[]) {
  return {
    cycleName: name,
    financialYear: years ?? recentYears(start),
    scheduleStart: start,
    scheduleEnd: end,
    noOfLevels: 5,
    levels: percentages.map((percentage) => ({ startDate: start, endDate: end, percentage })),
    lock1Open: end,
    lock1Close: end,
    lock2Open: end,
    lock2Close: end,
  };
}

/** Today in the state's time zone, as the server sees it. */
export function today(app: INestApplication): string {
  return app.get(Clock).today();
}

/**
 * The material rows a complete work file sends for a work (spec 2 §3 Material row): the bills of
 * its lowest financial year, each with a measurement book entry dated before `day` and recommended.
 */
export async function materialEntries(agent: SignedIn['agent'], workCode: string, day: string, currentRole?: object) {
  const m = (
    await agent
      .post('/api/filever/getMatList3')
      .send(currentRole ? { workCode, currentRole } : { workCode })
      .expect(200)
  ).body;
  return (m.rows as { billNo: string; materialList: string; fin_year: string }[])
    .filter((r) => r.fin_year === m.lowest_fin_year)
    .map((r) => ({
      billNo: r.billNo,
      materialList: r.materialList,
      mbNo: 'MB-7',
      pageNo: '12',
      mbDate: addDays(day, -10),
      checkMeasurementDate: addDays(day, -9),
      recommendation: true,
    }));
}

/**
 * The record a work file at this officer's level names as reviewed (`reviewedRecordId`, issue 41):
 * the level below's current record, as getFtoLists2 answers it and the Fill Work File dialog
 * sends it; null at level 1 (or when the officer may not read the work: the submission is then
 * refused for that reason).
 */
export async function reviewedRecordOf(agent: SignedIn['agent'], workCode: string, currentRole?: object): Promise<number | null> {
  const res = await agent.post('/api/filever/getFtoLists2').send(currentRole ? { workCode, currentRole } : { workCode });
  if (res.status !== 200) return null;
  const record = (res.body.data as { below_record_id: number | null }[])[0];
  return record?.below_record_id ?? null;
}

/** A stored file through the authorised route (`/api/filever/files/:key`), its body read whole as a Buffer. */
export function getStoredFile(agent: SignedIn['agent'], key: string) {
  return agent
    .get(`/api/filever/files/${key}`)
    .buffer(true)
    .parse((r, cb) => {
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c));
      r.on('end', () => cb(null, Buffer.concat(chunks)));
    });
}

/** A work of an officer's level 1 sample whose material rows and FTO checks pass, so a work file for it can be submitted. */
export interface SubmittableWork {
  work_code: string;
  work_name: string;
  agency_name: string;
  year: string;
  /** The bill numbers of its lowest financial year. */
  bills: string[];
  /** How many FTO rows the check found. */
  fto_rows: number;
}

/**
 * The officer's submittable works, in list order (agency and year groups of `getworks2`, then
 * `getworkData2`): every bill of the lowest financial year has a material list and an amount, and
 * the FTO check finds no error. A generator: a caller that needs one work stops at the first.
 */
export async function* submittableWorks(agent: SignedIn['agent']): AsyncGenerator<SubmittableWork> {
  const summary = await agent.post('/api/filever/getworks2').send({}).expect(200);
  for (const group of summary.body.works as { agency_name: string; work_start_fin_year: string }[]) {
    const list = await agent
      .post('/api/filever/getworkData2')
      .send({ agency: group.agency_name, year: group.work_start_fin_year })
      .expect(200);
    for (const work of list.body.works as { work_code: string; work_name: string }[]) {
      const bills = await agent.post('/api/filever/getMatList3').send({ workCode: work.work_code }).expect(200);
      const fto = await agent.post('/api/filever/getFTO2').send({ workCode: work.work_code }).expect(200);
      const lowest = (
        bills.body.rows as { billNo: string; fin_year: string; materialList: string | null; paidAmount: string; dueAmount: string }[]
      ).filter((b) => b.fin_year === bills.body.lowest_fin_year);
      const valid = lowest.every((b) => b.materialList && (Number(b.paidAmount) !== 0 || Number(b.dueAmount) !== 0));
      if (lowest.length > 0 && valid && fto.body.errors.length === 0) {
        yield {
          work_code: work.work_code,
          work_name: work.work_name,
          agency_name: group.agency_name,
          year: group.work_start_fin_year,
          bills: lowest.map((b) => b.billNo),
          fto_rows: fto.body.rows.length,
        };
      }
    }
  }
}
