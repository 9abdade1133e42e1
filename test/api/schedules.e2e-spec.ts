import type { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { RolesService } from '../../server/src/roles/roles.service.js';
import { FTO_DEMO_DEPARTMENTS } from '../../server/src/dev/seeds/fto-demo-seed.service.js';
import { actor, AFZALPUR, KALABURAGI, STATE, type SignedIn } from '../support/actors.js';
import { addDays, recentYears, scheduleForm, setUpDepartments, today } from '../support/fto.js';
import { startTestApp } from '../support/test-app.js';
import { ageOtps, loadDemoLocations, signIn } from '../support/auth.js';
import { expectEveryAnswerCoded } from '../support/messages.js';

// Issue 26: every answer these rules produce carries a stable code (test/support/messages.ts).
expectEveryAnswerCoded();

// Issue 10: verification cycles and the role-to-level mapping (spec 2 §3, §5, §7).
describe('Schedules and the role-to-level mapping', () => {
  let app: INestApplication;
  let db: DataSource;
  let admin: SignedIn;
  let zpAdmin: SignedIn;
  let officer: SignedIn;
  let day: string;

  beforeAll(async () => {
    app = await startTestApp();
    db = app.get(DataSource);
    await loadDemoLocations(app);
    admin = await actor(app, 'STATE', 'SADMIN', STATE, 'ADMIN');
    zpAdmin = await actor(app, 'ZP', 'ZP-CEO', KALABURAGI, 'ADMIN');
    officer = await actor(app, 'TP', 'TP-EO', AFZALPUR, 'USER');
    day = today(app);
  });
  afterAll(() => app?.close());
  beforeEach(() => db.query('TRUNCATE fto_schedules CASCADE'));

  const add = (who: SignedIn, body: unknown) => who.agent.post('/api/admin/add_shedule2').send(body as object);
  const form = (name = 'Cycle A', start = day, end = addDays(day, 30)) => scheduleForm(name, start, end);

  describe('the schedule form, rule by rule in the spec’s order, with its messages', () => {
    const refusal = async (body: Record<string, unknown>, message: string) => {
      const res = await add(admin, body).expect(400);
      expect(res.body).toMatchObject({ success: false, message, error: message });
    };

    it('all general fields are required', async () => {
      for (const field of ['cycleName', 'scheduleStart', 'scheduleEnd', 'lock1Open', 'lock1Close', 'lock2Open', 'lock2Close']) {
        await refusal({ ...form(), [field]: '' }, 'All general fields are required');
      }
      await refusal({ ...form(), financialYear: [] }, 'All general fields are required');
      await refusal({ ...form(), cycleName: '   ' }, 'All general fields are required');
    });

    it('each of the five levels needs start, end and percentage; percentage 1..100', async () => {
      for (let n = 1; n <= 5; n++) {
        const levels = form().levels.map((l, i) => (i === n - 1 ? { ...l, endDate: '' } : l));
        await refusal({ ...form(), levels }, `All fields must be filled for Level ${n}`);
        for (const percentage of [0, 101, -5, 12.5, 'ten']) {
          const bad = form().levels.map((l, i) => (i === n - 1 ? { ...l, percentage } : l));
          await refusal({ ...form(), levels: bad }, `Percentage for Level ${n} must be between 1 and 100`);
        }
      }
      await refusal({ ...form(), levels: form().levels.slice(0, 4) }, 'All fields must be filled for Level 5');
      await refusal({ ...form(), levels: [...form().levels, form().levels[0]] }, 'A schedule has exactly 5 levels.');
      await refusal({ ...form(), noOfLevels: 4 }, 'A schedule has exactly 5 levels.');
    });

    it('financial years from the allowed list (2010-2011 to the current one)', async () => {
      const current = recentYears(day).pop()!;
      await refusal(
        { ...form(), financialYear: ['2009-2010'] },
        `Financial year 2009-2010 is not one of the allowed years (2010-2011 to ${current}).`,
      );
      await refusal(
        { ...form(), financialYear: ['2024-25'] },
        `Financial year 2024-25 is not one of the allowed years (2010-2011 to ${current}).`,
      );
    });

    it('a cycle planned ahead takes the financial years its own dates reach, and no later (issue 43 item 5)', async () => {
      const current = recentYears(day).pop()!;
      const nextStart = `${current.slice(5)}-04-01`; // 1 April after today's financial year
      const next = `${current.slice(5)}-${Number(current.slice(5)) + 1}`;
      const ahead = scheduleForm('Cycle ahead', nextStart, addDays(nextStart, 30), undefined, [next]);
      const res = await add(admin, ahead).expect(200);
      expect(res.body).toMatchObject({ success: true });
      const [saved] = await db.query(`SELECT financial_year FROM fto_schedules WHERE cycle_name = 'Cycle ahead'`);
      expect(saved.financial_year).toEqual([next]);
      const later = `${Number(current.slice(5)) + 1}-${Number(current.slice(5)) + 2}`;
      await refusal(
        scheduleForm('Cycle too far', nextStart, addDays(nextStart, 30), undefined, [later]),
        `Financial year ${later} is not one of the allowed years (2010-2011 to ${next}).`,
      );
    });

    it('dates are real and ordered: the schedule, each level inside it, the lock windows', async () => {
      await refusal({ ...form(), scheduleEnd: '2026-02-30' }, 'Schedule end: No such date');
      await refusal({ ...form(), scheduleEnd: '30/02/2026' }, 'Schedule end: No such date');
      await refusal({ ...form(), scheduleEnd: '28/02/2026' }, 'Schedule end is not a valid date (yyyy-mm-dd).');
      await refusal({ ...form(), scheduleStart: addDays(day, 31) }, 'The schedule must start on or before its end date.');
      const window = `(${[day, addDays(day, 30)].map((d) => `${d.slice(8)}/${d.slice(5, 7)}/${d.slice(0, 4)}`).join(' to ')})`;
      const late = form().levels.map((l, i) => (i === 2 ? { ...l, endDate: addDays(day, 31) } : l));
      await refusal({ ...form(), levels: late }, `Level 3 must lie within the schedule ${window}.`);
      const reversed = form().levels.map((l, i) => (i === 1 ? { ...l, startDate: addDays(day, 10), endDate: addDays(day, 5) } : l));
      await refusal({ ...form(), levels: reversed }, 'Level 2 must start on or before its end date.');
      await refusal({ ...form(), lock1Open: addDays(day, 3), lock1Close: addDays(day, 2) }, 'Lock 1 must open on or before it closes.');
      await refusal({ ...form(), lock2Open: addDays(day, 9), lock2Close: addDays(day, 8) }, 'Lock 2 must open on or before it closes.');
      await refusal(
        { ...form(), lock1Open: day, lock1Close: addDays(day, 10), lock2Open: addDays(day, 5), lock2Close: addDays(day, 20) },
        'Lock 1 must close on or before Lock 2 opens.',
      );
      await refusal({ ...form(), lock2Close: addDays(day, 40) }, `Lock windows must lie within the schedule ${window}.`);
    });
  });

  it('creates and updates a cycle; the answer and the stored names follow spec 2 §3', async () => {
    const created = await add(admin, form('FTO Cycle 1')).expect(200);
    expect(created.body).toMatchObject({ success: true, code: 'SCHEDULE_CREATED', message: 'Schedule created successfully.', error: null });
    const id = created.body.id as number;
    const updated = await admin.agent
      .post('/api/admin/update_shedule2')
      .send({ ...form('FTO Cycle 1 (revised)'), id, levels: form().levels.map((l, i) => ({ ...l, percentage: 10 * (i + 1) })) })
      .expect(200);
    expect(updated.body).toMatchObject({ success: true, code: 'SCHEDULE_UPDATED', message: 'Schedule updated successfully.', id });
    const list = await officer.agent.get('/api/auth/fto-shedules').expect(200);
    expect(list.body.sheduleData).toEqual([
      expect.objectContaining({
        id,
        cycle_name: 'FTO Cycle 1 (revised)',
        financial_year: recentYears(day),
        schedule_start: day,
        schedule_end: addDays(day, 30),
        noOfLevels: 5,
        levels: [10, 20, 30, 40, 50].map((percentage) => ({ startDate: day, endDate: addDays(day, 30), percentage })),
        state: 'open',
      }),
    ]);
    const trail: { action: string }[] = await db.query(
      `SELECT action FROM audit_trail WHERE entity = 'fto_schedule' AND entity_id = $1 ORDER BY id`,
      [String(id)],
    );
    expect(trail.map((t) => t.action)).toEqual(['fto-schedule.create', 'fto-schedule.update']);
    await admin.agent
      .post('/api/admin/update_shedule2')
      .send({ ...form('X'), id: 999999 })
      .expect(404);
  });

  it('cycles may not overlap, and a name is used once (409, naming the other cycle)', async () => {
    await add(admin, form('Cycle A', day, addDays(day, 30))).expect(200);
    const overlap = await add(admin, form('Cycle B', addDays(day, 30), addDays(day, 60))).expect(409);
    const a = (d: string) => `${d.slice(8)}/${d.slice(5, 7)}/${d.slice(0, 4)}`;
    expect(overlap.body.message).toBe(
      `This schedule overlaps the schedule Cycle A (${a(day)} to ${a(addDays(day, 30))}). Cycles may not overlap.`,
    );
    expect(overlap.body.error).toBe(overlap.body.message);
    await add(admin, form('Cycle B', addDays(day, 31), addDays(day, 60))).expect(200);
    const same = await add(admin, form('Cycle A', addDays(day, 61), addDays(day, 70))).expect(409);
    expect(same.body.message).toBe('A schedule named Cycle A already exists.');
  });

  it('20 administrators creating overlapping cycles at the same moment: exactly one succeeds', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => add(admin, form(`Race ${i}`, addDays(day, i), addDays(day, 40 + i)))),
    );
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.status === 409)).toHaveLength(19);
    const [{ n }] = await db.query('SELECT count(*)::int AS n FROM fto_schedules');
    expect(n).toBe(1);
  });

  it('lists the cycle officers work in first: open, then upcoming (soonest first), then ended (latest first)', async () => {
    await add(admin, form('Old', addDays(day, -100), addDays(day, -80))).expect(200);
    await add(admin, form('Older', addDays(day, -200), addDays(day, -150))).expect(200);
    await add(admin, form('Later', addDays(day, 100), addDays(day, 120))).expect(200);
    await add(admin, form('Next', addDays(day, 40), addDays(day, 60))).expect(200);
    await add(admin, form('Now', addDays(day, -5), addDays(day, 5))).expect(200);
    const res = await officer.agent.get('/api/auth/fto-shedules').expect(200);
    expect(res.body.sheduleData.map((s: { cycle_name: string; state: string }) => `${s.cycle_name}:${s.state}`)).toEqual([
      'Now:open',
      'Next:upcoming',
      'Later:upcoming',
      'Old:ended',
      'Older:ended',
    ]);
  });

  it('only a STATE ADMIN writes cycles and mappings; every signed-in user reads them', async () => {
    for (const who of [zpAdmin, officer]) {
      const res = await add(who, form()).expect(403);
      expect(res.body.message).toBe('You are not authorized to access this page.');
      await who.agent
        .post('/api/admin/update_shedule2')
        .send({ ...form(), id: 1 })
        .expect(403);
      await who.agent.post('/api/admin/save_fto_role_mapping').send({ data: [] }).expect(403);
      await who.agent.get('/api/auth/fto-shedules').expect(200);
    }
  });

  describe('mapping roles to levels per department', () => {
    let pred: { id: number };
    let roles: Record<string, number>;

    beforeAll(async () => {
      await setUpDepartments(app, admin);
      const mappings = (await officer.agent.get('/api/auth/fto-shedules')).body.levelData as {
        department_id: number;
        department_code: string;
      }[];
      pred = { id: mappings.find((m) => m.department_code === 'PRED')!.department_id };
      const service = app.get(RolesService);
      roles = {};
      for (const code of ['PRED-JE', 'PRED-AE', 'PRED-AEE', 'AGRI-ADA', 'TP-EO', 'GP-PDO'])
        roles[code] = (await service.findByCode(code))!.id;
    });

    const save = (data: unknown) => admin.agent.post('/api/admin/save_fto_role_mapping').send({ data });
    const levels = (l: Partial<Record<string, number[]>>) => ({ Level1: [], Level2: [], Level3: [], Level4: [], Level5: [], ...l });

    it('levelData lists every department but ST, ZP and TP, with its Level1..Level5 role ids; sign-in and /auth/me carry it', async () => {
      await add(admin, form('Cycle for sign-in')).expect(200);
      const res = await officer.agent.get('/api/auth/fto-shedules').expect(200);
      const codes = (res.body.levelData as { department_code: string }[]).map((m) => m.department_code);
      expect(codes).toEqual(expect.arrayContaining(['GP', ...FTO_DEMO_DEPARTMENTS.map((d) => d.code)]));
      expect(codes).not.toEqual(expect.arrayContaining(['ST']));
      expect(codes.filter((c) => ['ST', 'ZP', 'TP'].includes(c))).toEqual([]);
      expect(res.body.levelData.find((m: { department_code: string }) => m.department_code === 'PRED')).toMatchObject({
        department_name: 'Panchayat Raj Engineering Department',
        levels_data: levels({ Level1: [roles['PRED-JE']], Level2: [roles['PRED-AE']], Level3: [roles['PRED-AEE']] }),
      });
      expect(res.body.sheduleData).toEqual([expect.objectContaining({ cycle_name: 'Cycle for sign-in' })]);
      const me = await officer.agent.get('/api/auth/me').expect(200);
      expect(me.body.fto).toEqual({ Roles: res.body.levelData, schedule: res.body.sheduleData });
      // A fresh sign-in (both steps over HTTP) answers the same FTO context in its data.
      await ageOtps(app, officer.mobile, 2);
      const signedIn = await signIn(app, officer.mobile, 'Officer@2024');
      expect(signedIn.body).toMatchObject({ success: true, code: 'LOGIN_SUCCESS', message: 'Login successful.' });
      expect(signedIn.body.data.fto).toEqual({ Roles: res.body.levelData, schedule: res.body.sheduleData });
      expect(signedIn.body.data.fto.schedule[0]).toMatchObject({ cycle_name: 'Cycle for sign-in', levels: form().levels });
    });

    it('/auth/me answers a change of cycles, mapping or departments at once, though the API keeps the context between changes', async () => {
      const version = async () => (await db.query(`SELECT version FROM change_versions WHERE name = 'fto_context'`))[0].version as string;
      const me = async () => (await officer.agent.get('/api/auth/me').expect(200)).body.fto as { Roles: unknown[]; schedule: unknown[] };
      const fromTables = async () => {
        const res = await officer.agent.get('/api/auth/fto-shedules').expect(200);
        return { Roles: res.body.levelData, schedule: res.body.sheduleData };
      };
      const v0 = await version();
      expect(await me()).toEqual(await fromTables());
      // Reading writes nothing; each writing statement raises the version once, in its transaction.
      expect(await version()).toBe(v0);
      await add(admin, form('Cycle kept')).expect(200);
      expect(BigInt(await version())).toBeGreaterThan(BigInt(v0));
      expect((await me()).schedule).toEqual([expect.objectContaining({ cycle_name: 'Cycle kept' })]);
      await save([{ department_id: pred.id, levels_data: levels({ Level1: [roles['PRED-AE']], Level2: [roles['PRED-JE']] }) }]).expect(200);
      expect(await me()).toEqual(await fromTables());
      expect((await me()).Roles).toContainEqual(
        expect.objectContaining({
          department_code: 'PRED',
          levels_data: levels({ Level1: [roles['PRED-AE']], Level2: [roles['PRED-JE']] }),
        }),
      );
      const renamed = await db.transaction(async (em) => {
        await em.query(`UPDATE departments SET department_name = department_name || ' (renamed)' WHERE id = $1`, [pred.id]);
        // Not yet committed: another connection still reads the old context and may keep it.
        expect((await me()).Roles).not.toContainEqual(expect.objectContaining({ department_name: expect.stringContaining('(renamed)') }));
        return (await em.query(`SELECT department_name FROM departments WHERE id = $1`, [pred.id]))[0].department_name as string;
      });
      expect((await me()).Roles).toContainEqual(expect.objectContaining({ department_id: pred.id, department_name: renamed }));
      await db.query(`UPDATE departments SET department_name = replace(department_name, ' (renamed)', '') WHERE id = $1`, [pred.id]);
      await db.query('TRUNCATE fto_schedules CASCADE');
      expect(await me()).toEqual(await fromTables());
      expect((await me()).schedule).toEqual([]);
      // Restore the mapping the other tests of this block expect.
      await save([
        {
          department_id: pred.id,
          levels_data: levels({ Level1: [roles['PRED-JE']], Level2: [roles['PRED-AE']], Level3: [roles['PRED-AEE']] }),
        },
      ]).expect(200);
    });

    it('refuses ST, ZP and TP departments, roles of another department, a role in two levels, unknown levels', async () => {
      const departments: { id: number; department_code: string }[] = await db.query(
        `SELECT id, department_code FROM departments WHERE department_code IN ('ST', 'ZP', 'TP')`,
      );
      for (const d of departments) {
        const res = await save([{ department_id: d.id, levels_data: levels({}) }]).expect(400);
        expect(res.body.message).toBe(`Department ${d.department_code} cannot be mapped to verification levels.`);
      }
      let res = await save([{ department_id: pred.id, levels_data: levels({ Level1: [roles['AGRI-ADA']] }) }]).expect(400);
      expect(res.body.message).toBe('Role Assistant Director of Agriculture is not a role of department PRED.');
      res = await save([
        { department_id: pred.id, levels_data: levels({ Level1: [roles['PRED-JE']], Level2: [roles['PRED-JE']] }) },
      ]).expect(400);
      expect(res.body.message).toBe('Role Junior Engineer, PRED is mapped to more than one level in department PRED.');
      res = await save([{ department_id: pred.id, levels_data: { Level6: [roles['PRED-JE']] } }]).expect(400);
      expect(res.body.message).toBe('Unknown level Level6. Use Level1 to Level5.');
      res = await save([{ department_id: 999999, levels_data: levels({}) }]).expect(400);
      expect(res.body.message).toBe('Unknown department 999999.');
      await save([{ department_id: pred.id, levels_data: { Level1: ['1e3'] } }]).expect(400);
      await save('nope').expect(400);
    });

    it('a refused entry saves nothing of the others; a good save replaces the department’s mapping', async () => {
      const before = await db.query('SELECT department_id, role_id, level FROM fto_role_mappings ORDER BY id');
      await save([
        { department_id: pred.id, levels_data: levels({ Level1: [roles['PRED-AE']] }) },
        { department_id: pred.id + 100000, levels_data: levels({}) },
      ]).expect(400);
      expect(await db.query('SELECT department_id, role_id, level FROM fto_role_mappings ORDER BY id')).toEqual(before);
      const ok = await save([
        { department_id: pred.id, levels_data: levels({ Level1: [roles['PRED-AE']], Level4: [roles['PRED-JE']] }) },
      ]).expect(200);
      expect(ok.body).toEqual({ success: true, code: 'MAPPINGS_SAVED', message: 'Mappings saved successfully!' });
      const rows = await db.query('SELECT role_id, level FROM fto_role_mappings WHERE department_id = $1 ORDER BY level', [pred.id]);
      expect(rows).toEqual([
        { role_id: roles['PRED-AE'], level: 1 },
        { role_id: roles['PRED-JE'], level: 4 },
      ]);
    });

    it('a save of every department with one change records only that department, and only its changed level', async () => {
      const current = (await admin.agent.get('/api/auth/fto-shedules').expect(200)).body.levelData as {
        department_id: number;
        levels_data: Record<string, number[]>;
      }[];
      expect(current.length).toBeGreaterThan(2);
      const was = current.find((d) => d.department_id === pred.id)!.levels_data;
      const lastId = async () => (await db.query('SELECT coalesce(max(id), 0)::int AS id FROM audit_trail'))[0].id as number;
      const since = await lastId();
      const unchangedRows = await db.query(
        'SELECT id, department_id, role_id, level, created_at FROM fto_role_mappings WHERE department_id <> $1 ORDER BY id',
        [pred.id],
      );
      // The dialog sends every department; only PRED's Level5 changes.
      const payload = current.map((d) =>
        d.department_id === pred.id ? { ...d, levels_data: { ...d.levels_data, Level5: [roles['PRED-AEE']] } } : d,
      );
      await save(payload).expect(200);
      const entries = await db.query('SELECT action, entity, entity_id, before, after FROM audit_trail WHERE id > $1 ORDER BY id', [since]);
      expect(entries).toEqual([
        {
          action: 'fto-role-mapping.save',
          entity: 'department',
          entity_id: String(pred.id),
          before: { Level5: was.Level5 },
          after: { Level5: [roles['PRED-AEE']] },
        },
      ]);
      // The other departments' rows are not rewritten.
      expect(
        await db.query(
          'SELECT id, department_id, role_id, level, created_at FROM fto_role_mappings WHERE department_id <> $1 ORDER BY id',
          [pred.id],
        ),
      ).toEqual(unchangedRows);
      // Saving the same again records nothing.
      const again = await lastId();
      await save(payload).expect(200);
      expect(await lastId()).toBe(again);
    });

    it('20 saves of one department at the same moment all succeed one after another and leave one consistent mapping', async () => {
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          save([{ department_id: pred.id, levels_data: levels({ [`Level${(i % 5) + 1}`]: [roles['PRED-JE'], roles['PRED-AE']] }) }]),
        ),
      );
      expect(answers.map((r) => r.status)).toEqual(Array(20).fill(200));
      const rows: { role_id: number; level: number }[] = await db.query(
        'SELECT role_id, level FROM fto_role_mappings WHERE department_id = $1',
        [pred.id],
      );
      expect(rows).toHaveLength(2);
      expect(new Set(rows.map((r) => r.level)).size).toBe(1);
    });
  });
});
