import type { INestApplication } from '@nestjs/common';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { DataSource } from 'typeorm';
import type { PrincipalRole } from '../../server/src/common/auth/principal.js';
import { format } from '../../server/src/common/messages/index.js';
import { parseListQuery } from '../../server/src/common/pagination/list-query.js';
import { EvidenceReportService } from '../../server/src/evidence/evidence-report.service.js';
import { ReconciliationService } from '../../server/src/reconciliation/reconciliation.service.js';
import { MIS_CHANGES_LIST } from '../../server/src/scraper/changes/mis-changes.controller.js';
import { MisChangesService } from '../../server/src/scraper/changes/mis-changes.service.js';
import { actor, AFZALPUR, KALABURAGI, MYSURU, STATE, type SignedIn } from '../support/actors.js';
import { loadDemoLocations } from '../support/auth.js';
import { evidenceCsvBefore, misChangesCsvBefore, reconciliationCsvBefore, type EvidenceCsvRow } from '../support/csv-before.js';
import { expectEveryAnswerCoded, expectRefusal } from '../support/messages.js';
import { sessionCookie } from '../support/raw-http.js';
import { startTestApp } from '../support/test-app.js';
import { waitUntil } from '../support/wait.js';

// Issue 26: every answer carries a stable code.
expectEveryAnswerCoded();

/** Works of the fixture: more than two cursor batches (500 rows), so lines and works cross batches. */
const WORKS = 1300;
const RUN = '00000000-0000-4000-8000-000000000041';

/** An officer's role as the services take it (its scope is what matters). */
const roleOf = (levels: PrincipalRole['levels'], codes: { district_code: string | null; block_code: string | null }): PrincipalRole =>
  ({ levels, state_code: '15', panchayat_code: null, ...codes }) as PrincipalRole;

/** The answer's bytes are exactly `before`'s; where they differ first, that line is shown. */
function expectSameBytes(answer: Buffer, before: Buffer): void {
  const [got, want] = [answer.toString('utf8').split('\r\n'), before.toString('utf8').split('\r\n')];
  const at = got.findIndex((line, i) => line !== want[i]);
  expect({ line: at, text: got[at] ?? null, lines: got.length }).toEqual({ line: at, text: want[at] ?? null, lines: want.length });
  expect(answer.equals(before)).toBe(true);
}

const body = (res: request.Test) =>
  res.buffer(true).parse((r, done) => {
    const chunks: Buffer[] = [];
    r.on('data', (c: Buffer) => chunks.push(c));
    r.on('end', () => done(null, Buffer.concat(chunks)));
  });

/**
 * Issue 41 part 3: the CSV exports (MIS changes, reconciliation, photo evidence) are streamed from
 * the database with the bytes they had before, and throttled per officer: at most 20 started in
 * 10 minutes and at most 2 running at once, 429 with Retry-After beyond either.
 */
describe('CSV exports streamed from the database and throttled per officer (issue 41)', () => {
  let app: INestApplication;
  let db: DataSource;
  let port: number;
  let cycle: number;

  beforeAll(async () => {
    app = await startTestApp();
    await app.listen(0, '127.0.0.1');
    port = (app.getHttpServer().address() as AddressInfo).port;
    await loadDemoLocations(app);
    db = app.get(DataSource);
    const gps: string[] = (
      await db.query(`SELECT panchayat_code FROM panchayats WHERE block_code IN ('1515001', '1515006', '1522004') ORDER BY 1`)
    ).map((r: { panchayat_code: string }) => r.panchayat_code);
    // Works with names a spreadsheet could misread (commas, quotes, formulas, a line break, Kannada).
    await db.query(
      `INSERT INTO mis_works (work_code, district_code, block_code, panchayat_code, district_name, block_name, panchayat_name, work_status,
                              work_name, agency_name, layout, content_hash, paid_inception_total)
       SELECT w.code, left(w.gp, 4), left(w.gp, 7), w.gp, 'D', 'B', 'P', 'Ongoing',
              CASE WHEN i % 7 = 0 THEN 'Road, "new" ' || i WHEN i % 11 = 0 THEN '=HYPERLINK("x") ' || i WHEN i % 13 = 0 THEN '-' || i || ' repair'
                   WHEN i % 17 = 0 THEN 'ಕೆರೆ ಹೂಳೆತ್ತುವುದು ' || i WHEN i % 19 = 0 THEN E'Line\\nbreak ' || i ELSE 'Farm pond ' || i END,
              'Gram Panchayat', 'new-30', md5(w.code), CASE WHEN i % 9 = 0 THEN NULL ELSE (i * 1000.5)::numeric(14,2) END
         FROM generate_series(1, $1::int) i,
              LATERAL (SELECT ($2::text[])[1 + i % array_length($2::text[], 1)] AS gp) g,
              LATERAL (SELECT g.gp || '/IF/' || i AS code, g.gp) w`,
      [WORKS, gps],
    );
    // Each work: added (no fields), changed (numbers, texts, null, an object, a boolean), a bill paid;
    // some twice at the same moment; FTO rows of no work (an FTO's rows in one panchayat, as the MIS
    // numbers them); entries over 60 days.
    await db.query(
      `INSERT INTO mis_history (run_id, recorded_at, source, change, row_key, work_code, fto_no, district_code, block_code, panchayat_code, fields)
       SELECT CASE WHEN i % 3 = 0 THEN NULL ELSE $1::uuid END, e.at, e.source, e.change, e.row_key, e.work_code, e.fto_no,
              left(w.panchayat_code, 4), left(w.panchayat_code, 7), w.panchayat_code, e.fields
         FROM generate_series(1, $2::int) i
         JOIN mis_works w ON split_part(w.work_code, '/IF/', 2) = i::text
         CROSS JOIN LATERAL (VALUES
           (now() - make_interval(days => i % 61, mins => i), 'work', 'added', w.work_code, w.work_code, NULL, '{}'::jsonb),
           (now() - make_interval(days => i % 23, mins => i), 'work', 'changed', w.work_code, w.work_code, NULL,
              jsonb_build_object('paid_inception_total', jsonb_build_array(i * 10.5, i * 10.5 + 42000), 'work_status', jsonb_build_array('Ongoing', '-Completed, "really"'),
                                 'units', jsonb_build_array(NULL, 100.50), 'layout', jsonb_build_array(jsonb_build_object('a', i), true))),
           (now() - make_interval(days => i % 23, mins => i), 'bill', 'changed', 'V' || i, w.work_code, NULL,
              jsonb_build_object('paid', jsonb_build_array('0', (i * 3)::text), 'due', jsonb_build_array(i, 0))),
           (now() - make_interval(days => i % 5, mins => i), 'fto', CASE WHEN i % 2 = 0 THEN 'added' ELSE 'changed' END,
              'FTO/' || w.panchayat_code || '/' || (i % 7) || '|' || i, NULL, 'FTO/' || w.panchayat_code || '/' || (i % 7), CASE WHEN i % 2 = 0 THEN '{}'::jsonb ELSE jsonb_build_object('status', jsonb_build_array('P', '=1+1')) END)
         ) e(at, source, change, row_key, work_code, fto_no, fields)`,
      [RUN, WORKS],
    );
    cycle = (
      await db.query(
        `INSERT INTO fto_schedules (cycle_name, financial_year, schedule_start, schedule_end, lock1_open, lock1_close, lock2_open, lock2_close, levels)
         VALUES ('Cycle 41', '{2024-2025}', '2024-04-01', '2024-06-30', '2024-04-01', '2024-04-01', '2024-06-30', '2024-06-30', $1) RETURNING id`,
        [JSON.stringify(Array.from({ length: 5 }, () => ({ startDate: '2024-04-01', endDate: '2024-06-30', percentage: 50 })))],
      )
    )[0].id;
    // Level 1 records of every work, level 2 of every third; some not recommended; photo evidence of each.
    await db.query(
      `WITH v AS (
         INSERT INTO fto_verifications (cycle_id, level, work_code, district_code, block_code, panchayat_code, agency_name, role_id, role_code,
                                        role_name, assignment_id, user_id, user_name, check_list, material, site_details, status, submitted_at)
         SELECT $1, l.level, w.work_code, w.district_code, w.block_code, w.panchayat_code, w.agency_name, 1, 'PRED-JE', 'JE', 1, 1,
                CASE WHEN i % 10 = 0 THEN 'OFFICER, "A"' ELSE 'OFFICER ' || (i % 4) END, '[]', '[]',
                jsonb_build_object('recommendation', CASE WHEN i % 8 = 0 THEN 'No' ELSE 'Yes' END), 1,
                now() - make_interval(days => i % 40, hours => l.level)
           FROM mis_works w
           CROSS JOIN LATERAL (SELECT split_part(w.work_code, '/IF/', 2)::int AS i) n
           CROSS JOIN LATERAL (SELECT 1 AS level UNION ALL SELECT 2 WHERE n.i % 3 = 0) l
         RETURNING id, cycle_id, level, work_code, district_code, block_code, panchayat_code, user_id, user_name, submitted_at
       )
       INSERT INTO evidence_records (verification_id, cycle_id, level, work_code, district_code, block_code, panchayat_code, user_id, user_name,
                                     photos, flagged, flags, counts, max_distance_m, submitted_at)
       SELECT v.id, v.cycle_id, v.level, v.work_code, v.district_code, v.block_code, v.panchayat_code, v.user_id, v.user_name,
              3, CASE WHEN v.id % 4 = 0 THEN 0 ELSE 1 + v.id % 2 END,
              CASE WHEN v.id % 4 = 0 THEN '{}'::text[] WHEN v.id % 2 = 0 THEN '{far-from-work}' ELSE '{no-location,reused-photo}' END,
              CASE WHEN v.id % 4 = 0 THEN '{}'::jsonb WHEN v.id % 2 = 0 THEN '{"far-from-work": 1}' ELSE '{"no-location": 1, "reused-photo": 1}' END,
              CASE WHEN v.id % 2 = 0 THEN 1000 + v.id END, v.submitted_at
         FROM v`,
      [cycle],
    );
  }, 120000);
  afterAll(() => app.close());

  describe('the bytes of each export are those of the previous implementation', () => {
    let admin: SignedIn;
    let tpAdmin: SignedIn;
    beforeAll(async () => {
      [admin, tpAdmin] = await Promise.all([actor(app, 'STATE', 'SADMIN', STATE, 'ADMIN'), actor(app, 'TP', 'TP-EO', AFZALPUR, 'ADMIN')]);
    });
    const day = (back: number) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date(Date.now() - back * 86_400_000));

    it('GET /api/mis-changes.csv: every filter, sort and language as before, works and lines crossing the stream’s batches', async () => {
      const service = app.get(MisChangesService);
      const cases: {
        who: SignedIn;
        role: PrincipalRole;
        filter: Record<string, unknown>;
        sort?: [string, string];
        language: 'en' | 'kn';
      }[] = [
        { who: admin, role: roleOf('STATE', { district_code: null, block_code: null }), filter: {}, language: 'en' },
        {
          who: admin,
          role: roleOf('STATE', { district_code: null, block_code: null }),
          filter: { from: day(29), to: day(0) },
          language: 'en',
        },
        {
          who: admin,
          role: roleOf('STATE', { district_code: null, block_code: null }),
          filter: { from: day(29), to: day(0) },
          language: 'kn',
        },
        {
          who: admin,
          role: roleOf('STATE', { district_code: null, block_code: null }),
          filter: { from: day(10) },
          sort: ['id', 'ASC'],
          language: 'en',
        },
        {
          who: admin,
          role: roleOf('STATE', { district_code: null, block_code: null }),
          filter: { kind: 'amounts-changed', district_code: '1515' },
          sort: ['changes', 'DESC'],
          language: 'kn',
        },
        { who: admin, role: roleOf('STATE', { district_code: null, block_code: null }), filter: { kind: 'ftos-added' }, language: 'en' },
        {
          who: admin,
          role: roleOf('STATE', { district_code: null, block_code: null }),
          filter: { kind: 'bills-paid', from: day(3) },
          language: 'en',
        },
        {
          who: tpAdmin,
          role: roleOf('TP', { district_code: '1515', block_code: '1515001' }),
          filter: { from: day(29), to: day(0) },
          language: 'kn',
        },
      ];
      for (const c of cases) {
        const query = parseListQuery(
          { filter: JSON.stringify(c.filter), ...(c.sort ? { sort: JSON.stringify(c.sort) } : {}) },
          MIS_CHANGES_LIST,
        );
        const before = Buffer.from(await misChangesCsvBefore(service, c.role, query, c.language), 'utf8');
        const res = await body(
          c.who.agent
            .get('/api/mis-changes.csv')
            .query({ filter: JSON.stringify(c.filter), ...(c.sort ? { sort: JSON.stringify(c.sort) } : {}) })
            .set('Accept-Language', c.language),
        );
        expect(res.status).toBe(200);
        expectSameBytes(res.body as Buffer, before);
      }
    });

    it('GET /api/reconciliation.csv: every filter and language as before', async () => {
      const service = app.get(ReconciliationService);
      const cases: { who: SignedIn; role: PrincipalRole; query: Record<string, string>; language: 'en' | 'kn' }[] = [
        { who: admin, role: roleOf('STATE', { district_code: null, block_code: null }), query: {}, language: 'en' },
        { who: admin, role: roleOf('STATE', { district_code: null, block_code: null }), query: { changed: 'true' }, language: 'kn' },
        {
          who: admin,
          role: roleOf('STATE', { district_code: null, block_code: null }),
          query: { changed: 'false', district_code: '1515' },
          language: 'en',
        },
        { who: tpAdmin, role: roleOf('TP', { district_code: '1515', block_code: '1515001' }), query: {}, language: 'kn' },
      ];
      for (const c of cases) {
        const filter = { cycle_id: cycle, ...c.query, ...(c.query.changed ? { changed: c.query.changed === 'true' } : {}) };
        const works = await service.works(c.role, filter);
        expect(works.length).toBeGreaterThan(0);
        const before = Buffer.from(reconciliationCsvBefore(works, c.language), 'utf8');
        const res = await body(
          c.who.agent
            .get('/api/reconciliation.csv')
            .query({ cycle_id: cycle, ...c.query })
            .set('Accept-Language', c.language),
        );
        expect(res.status).toBe(200);
        expectSameBytes(res.body as Buffer, before);
      }
    });

    it('GET /api/evidence/report.csv: every filter and language as before', async () => {
      const service = app.get(EvidenceReportService);
      const places = new Map(
        (
          await db.query(
            `SELECT b.block_code, d.district_name, d.district_name_kn, b.block_name, b.block_name_kn FROM blocks b JOIN districts d USING (district_code)`,
          )
        ).map((p: { block_code: string }) => [p.block_code, p]),
      );
      const cases: { who: SignedIn; role: PrincipalRole; query: Record<string, string | number>; language: 'en' | 'kn' }[] = [
        { who: admin, role: roleOf('STATE', { district_code: null, block_code: null }), query: {}, language: 'en' },
        { who: admin, role: roleOf('STATE', { district_code: null, block_code: null }), query: { flag: 'reused-photo' }, language: 'kn' },
        {
          who: admin,
          role: roleOf('STATE', { district_code: null, block_code: null }),
          query: { level: 2, district_code: '1515' },
          language: 'en',
        },
        { who: tpAdmin, role: roleOf('TP', { district_code: '1515', block_code: '1515001' }), query: {}, language: 'kn' },
      ];
      for (const c of cases) {
        const rows = await service.works(c.role, { cycle_id: cycle, ...c.query });
        expect(rows.length).toBeGreaterThan(0);
        const named = rows.map((r) => {
          const { block_code: _code, ...place } = places.get(r.panchayat_code.slice(0, 7)) as { block_code: string } & Omit<
            EvidenceCsvRow,
            keyof typeof r
          >;
          return { ...r, ...place };
        });
        const before = Buffer.from(evidenceCsvBefore(named, c.language), 'utf8');
        const res = await body(
          c.who.agent
            .get('/api/evidence/report.csv')
            .query({ cycle_id: cycle, ...c.query })
            .set('Accept-Language', c.language),
        );
        expect(res.status).toBe(200);
        expectSameBytes(res.body as Buffer, before);
      }
    });
  });

  describe('throttled per officer', () => {
    it('at most 20 exports in 10 minutes, the three exports together: the 21st is 429 with Retry-After; refused exports do not count; others are not held back', async () => {
      const [officer, other] = await Promise.all([
        actor(app, 'ZP', 'ZP-CEO', KALABURAGI, 'ADMIN'),
        actor(app, 'ZP', 'ZP-CEO', MYSURU, 'ADMIN'),
      ]);
      const small = { filter: JSON.stringify({ panchayat_code: '1515001004', from: '2020-01-01', to: '2020-01-02' }) };
      for (let i = 0; i < 18; i++) await body(officer.agent.get('/api/mis-changes.csv').query(small)).expect(200);
      // A refused export (a place outside the jurisdiction) is not one of the twenty.
      await officer.agent
        .get('/api/mis-changes.csv')
        .query({ filter: JSON.stringify({ district_code: '1522' }) })
        .expect(403);
      await body(officer.agent.get('/api/reconciliation.csv').query({ cycle_id: cycle, panchayat_code: '1515001004' })).expect(200);
      await body(officer.agent.get('/api/evidence/report.csv').query({ cycle_id: cycle, level: 5 })).expect(200);
      const refused = await officer.agent.get('/api/mis-changes.csv').query(small).expect(429);
      const seconds = Number(refused.headers['retry-after']);
      expect(seconds).toBeGreaterThan(500);
      expect(seconds).toBeLessThanOrEqual(600);
      expectRefusal(
        refused.body,
        `You have downloaded 20 files in the last 10 minutes: please try again in ${seconds} seconds.`,
        undefined,
        { retryAfter: seconds },
      );
      expect(format('EXPORTS_TOO_MANY', 'kn', refused.body.params)).toBe(
        `ಕಳೆದ 10 ನಿಮಿಷಗಳಲ್ಲಿ ನೀವು 20 ಕಡತಗಳನ್ನು ಡೌನ್‌ಲೋಡ್ ಮಾಡಿದ್ದೀರಿ: ದಯವಿಟ್ಟು ${seconds} ಸೆಕೆಂಡುಗಳ ನಂತರ ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.`,
      );
      for (const path of ['/api/reconciliation.csv', '/api/evidence/report.csv']) {
        expect((await officer.agent.get(path).query({ cycle_id: cycle })).status).toBe(429);
      }
      // Another officer is not held back.
      const theirs = { filter: JSON.stringify({ panchayat_code: '1522004003', from: '2020-01-01', to: '2020-01-02' }) };
      await body(other.agent.get('/api/mis-changes.csv').query(theirs)).expect(200);
    });

    it('25 exports fired at once by one officer: at most 20 answered, every other one 429 (the count is one statement)', async () => {
      const officer = await actor(app, 'ZP', 'ZP-CEO', KALABURAGI, 'ADMIN');
      const small = { filter: JSON.stringify({ panchayat_code: '1515001004', from: '2020-01-01', to: '2020-01-02' }) };
      const answers = await Promise.all(Array.from({ length: 25 }, () => body(officer.agent.get('/api/mis-changes.csv').query(small))));
      const ok = answers.filter((a) => a.status === 200).length;
      expect(ok).toBeGreaterThan(0);
      expect(ok).toBeLessThanOrEqual(20);
      for (const a of answers.filter((x) => x.status !== 200)) {
        expect(a.status).toBe(429);
        expect(['EXPORTS_TOO_MANY', 'EXPORTS_IN_FLIGHT']).toContain(JSON.parse((a.body as Buffer).toString('utf8')).code);
      }
    });

    it('at most 2 exports of one officer running at once, 3 in all: a third of the officer’s is 429, a fourth of anyone’s waits its turn; when one ends, the next starts', async () => {
      // A large export: 1,50,000 changes of another district, far more than the sockets' buffers hold.
      await db.query(
        `INSERT INTO mis_history (run_id, recorded_at, source, change, row_key, work_code, district_code, block_code, panchayat_code, fields)
         SELECT $1, now() - make_interval(secs => i), 'work', 'changed', 'BIG/' || (i % 15000), '1522004003/BIG/' || (i % 15000), '1522', '1522004', '1522004003',
                jsonb_build_object('paid_inception_material', jsonb_build_array(i, i + 42000), 'paid_inception_total', jsonb_build_array(i * 2, i * 2 + 42000))
           FROM generate_series(1, 150000) i`,
        [RUN],
      );
      const [officer, second, third] = await Promise.all([
        actor(app, 'ZP', 'ZP-CEO', MYSURU, 'ADMIN'),
        actor(app, 'STATE', 'SADMIN', STATE, 'ADMIN'),
        actor(app, 'STATE', 'SADMIN', STATE, 'ADMIN'),
      ]);
      const big = { filter: JSON.stringify({ district_code: '1522' }) };
      const path = '/api/mis-changes.csv?filter=' + encodeURIComponent(big.filter);
      /** A download whose client reads its headers and then nothing (its rest waits in the server). */
      const stalled = (cookie: string) =>
        new Promise<{ status: number; req: http.ClientRequest }>((resolve, reject) => {
          const req = http.get({ host: '127.0.0.1', port, path, headers: { Cookie: cookie } }, (res) => {
            // Cut off by the test itself (destroy): not a failure.
            res.on('error', () => undefined);
            res.pause();
            resolve({ status: res.statusCode ?? 0, req });
          });
          req.on('error', reject);
        });
      const cookie = await sessionCookie(app, officer);
      const held: http.ClientRequest[] = [];
      try {
        const first = await stalled(cookie);
        const again = await stalled(cookie);
        held.push(first.req, again.req);
        expect([first.status, again.status]).toEqual([200, 200]);
        const refused = await officer.agent.get('/api/mis-changes.csv').query(big);
        expect(refused.status).toBe(429);
        expect(refused.headers['retry-after']).toBe('10');
        expectRefusal(refused.body, '2 of your downloads are still running: please wait for one to finish.', undefined, { retryAfter: 10 });
        // Another officer's download is not held back by these: the third open at once.
        const others = await stalled(await sessionCookie(app, second));
        held.push(others.req);
        expect(others.status).toBe(200);
        // A fourth, anyone's, waits its turn (no answer while three are open) and gets it when one ends.
        let answered = false;
        const waiting = body(
          third.agent.get('/api/mis-changes.csv').query({ filter: JSON.stringify({ panchayat_code: '1515001004' }) }),
        ).then((res) => ((answered = true), res));
        await new Promise((r) => setTimeout(r, 1000));
        expect(answered).toBe(false);
        first.req.destroy();
        expect((await waiting).status).toBe(200);
        // The officer's count is given back too: a new download of theirs starts.
        let next = 429;
        await waitUntil(
          'the officer’s count given back',
          async () => {
            next = (
              await body(
                officer.agent
                  .get('/api/mis-changes.csv')
                  .query({ filter: JSON.stringify({ panchayat_code: '1522004003', kind: 'new-works' }) }),
              )
            ).status;
            return next !== 429;
          },
          { timeoutMs: 5000, everyMs: 100 },
        );
        expect(next).toBe(200);
      } finally {
        for (const req of held) req.destroy();
      }
    });
  });
});
