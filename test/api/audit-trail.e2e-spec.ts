import type { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AdministrationPagesMenu1795681000000 } from '../../migrations/1795681000000-AdministrationPagesMenu.js';
import { changesOf } from '../../server/src/audit-trail/audit-trail.service.js';
import type { AuditEntry } from '../../server/src/audit-trail/entities/audit-entry.entity.js';
import { ageOtps, loadDemoLocations, makeOfficer, signIn } from '../support/auth.js';
import { actor, BADADAL, SignedIn, STATE } from '../support/actors.js';
import { startTestApp } from '../support/test-app.js';

/**
 * The answer as the list made it until 2026-11-27 (issue 30): the page's rows as pg reads them,
 * each with its entity's name (from its snapshot, else one query per kind of name for the page)
 * and its changes, written by JSON.stringify. The answer must be this, byte for byte.
 */
async function answerOfOld(db: DataSource, where: string, params: unknown[], order: string, skip: number, take: number): Promise<string> {
  const rows = await db.query<AuditEntry[]>(
    `SELECT e.id, e.actor_user_id, e.actor_name, e.action, e.entity, e.entity_id, e.before, e.after, e.request_id, e.at
       FROM audit_trail e ${where} ORDER BY ${order} LIMIT ${take} OFFSET ${skip}`,
    params,
  );
  const NAME_FIELD: Record<string, string> = {
    role: 'Role_name',
    department: 'department_name',
    agency: 'imp_name',
    main_option: 'option_name',
    sub_option: 'suboption_name',
    fto_checklist_item: 'checklist_title_en',
    fto_schedule: 'cycle_name',
    fto_verification: 'work_code',
    sa_recovery: 'issue_number',
  };
  const isRecord = (value: unknown): value is Record<string, unknown> =>
    typeof value === 'object' && value !== null && !Array.isArray(value);
  const userIds = new Set<number>();
  const roleIds = new Set<number>();
  const departmentIds = new Set<number>();
  const issueIds = new Set<number>();
  const snapshotOf = (row: AuditEntry) => (isRecord(row.after) ? row.after : isRecord(row.before) ? row.before : null);
  for (const row of rows) {
    const snapshot = snapshotOf(row);
    if (row.actor_user_id !== null && !row.actor_name) userIds.add(row.actor_user_id);
    const id = Number(row.entity_id);
    if (row.entity === 'user' && Number.isInteger(id)) userIds.add(id);
    if (row.entity === 'role_assignment' && snapshot) {
      if (Number.isInteger(snapshot.user_id)) userIds.add(snapshot.user_id as number);
      if (Number.isInteger(snapshot.role_id)) roleIds.add(snapshot.role_id as number);
    }
    const named = !!snapshot && typeof snapshot[NAME_FIELD[row.entity] ?? ''] === 'string';
    if (row.entity === 'department' && !named && Number.isInteger(id)) departmentIds.add(id);
    if (row.entity === 'role' && !named && Number.isInteger(id)) roleIds.add(id);
    if (row.entity === 'sa_issue' && Number.isInteger(id)) issueIds.add(id);
  }
  const kinds = [
    { ids: userIds, select: 'id, name FROM users' },
    { ids: roleIds, select: 'id, "Role_name" AS name FROM roles' },
    { ids: departmentIds, select: 'id, department_name AS name FROM departments' },
    { ids: issueIds, select: 'id, issue_number AS name FROM sa_issues' },
  ];
  const maps = kinds.map(() => new Map<number, string>());
  const [users, roles, departments, issues] = maps;
  const wanted = kinds.map((k, kind) => ({ ...k, kind })).filter((k) => k.ids.size);
  if (wanted.length) {
    const named = await db.query<{ kind: number; id: number; name: string }[]>(
      wanted.map((k, i) => `SELECT ${k.kind} AS kind, ${k.select} WHERE id = ANY($${i + 1}::int[])`).join(' UNION ALL '),
      wanted.map((k) => [...k.ids]),
    );
    for (const r of named) maps[r.kind].set(Number(r.id), r.name);
  }
  const described = rows.map((row) => {
    const snapshot = snapshotOf(row);
    const id = Number(row.entity_id);
    let entity_name: string | null = null;
    const field = NAME_FIELD[row.entity];
    if (field && snapshot && (typeof snapshot[field] === 'string' || typeof snapshot[field] === 'number'))
      entity_name = String(snapshot[field]);
    else if (row.entity === 'role') entity_name = roles.get(id) ?? null;
    else if (row.entity === 'user') entity_name = users.get(id) ?? null;
    else if (row.entity === 'department') entity_name = departments.get(id) ?? null;
    else if (row.entity === 'sa_issue') entity_name = issues.get(id) ?? null;
    else if (row.entity === 'sa_account_statement') entity_name = row.entity_id;
    else if (row.entity === 'role_assignment' && snapshot) {
      const role = roles.get(snapshot.role_id as number);
      const user = users.get(snapshot.user_id as number);
      entity_name = role && user ? `${role}, ${user}` : (role ?? user ?? null);
    }
    return {
      id: row.id,
      actor_user_id: row.actor_user_id,
      actor_name: row.actor_name || (row.actor_user_id !== null ? (users.get(row.actor_user_id) ?? null) : null),
      action: row.action,
      entity: row.entity,
      entity_id: row.entity_id,
      before: row.before,
      after: row.after,
      request_id: row.request_id,
      at: row.at,
      entity_name,
      changes: changesOf(row.before, row.after),
    };
  });
  return JSON.stringify(described);
}

/** Issue 25 item 7: the audit trail in words, names and changed fields, with pickers; the menu's place. */
describe('Audit trail for people (issue 25)', () => {
  let app: INestApplication;
  let db: DataSource;
  let admin: SignedIn & { name: string };
  let other: SignedIn;
  let gpUser: SignedIn;
  let officer: { userId: number; mobile: string };
  let roleId: number;

  const trail = (who: SignedIn, filter: Record<string, unknown>, range = '[0,99]') =>
    who.agent.get('/api/auth/audit-trail').query({ filter: JSON.stringify(filter), range });
  const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());

  beforeAll(async () => {
    app = await startTestApp();
    db = app.get(DataSource);
    await loadDemoLocations(app);
    const made = await makeOfficer(app, {
      name: 'LATA KAMBLE',
      level: 'STATE',
      codes: STATE,
      permission: { type: 'ADMIN', level: 'STATE' },
      roleCodes: [{ code: 'SADMIN', level: 'STATE', codes: STATE }],
    });
    await ageOtps(app, made.mobile, 2);
    const { agent, body } = await signIn(app, made.mobile, made.password);
    admin = { mobile: made.mobile, userId: made.userId, agent, roles: body.data.roles, role: body.data.roles[0], name: 'LATA KAMBLE' };
    other = await actor(app, 'STATE', 'SADMIN', STATE, 'ADMIN');
    gpUser = await actor(app, 'GP', 'GP-PDO', BADADAL, 'USER');
    const target = await makeOfficer(app, { name: 'RAMESH GOWDA', level: 'GP', codes: BADADAL });
    officer = { userId: target.userId, mobile: target.mobile };

    const created = await admin.agent
      .post('/api/auth/roles')
      .send({ Role_code: 'GP-AUD', Role_name: 'Audit Clerk', Role_Department_id: 'GP', no_of_posts: 2 })
      .expect(201);
    roleId = created.body.id;
    await admin.agent
      .put(`/api/auth/roles/${roleId}`)
      .send({ Role_code: 'GP-AUD', Role_name: 'Audit Assistant', Role_Department_id: 'GP', no_of_posts: 2 })
      .expect(200);
    await admin.agent
      .post('/api/auth/assign-multiple-roles')
      .send({ user_id: officer.userId, department_code: 'GP', role_ids: [roleId], levels: 'GP', ...BADADAL, currentRole: admin.role })
      .expect(200);
    await admin.agent.post('/api/auth/assigned-admin').send({ mobile_number: officer.mobile, permission: 'ADMIN' }).expect(200);
    await other.agent.put(`/api/auth/roles/${roleId}/toggle`).send({ is_active: false }).expect(200);
  });
  afterAll(() => app.close());

  it("answers the actor's name, the entity's name and only the fields that changed", async () => {
    const edits = await trail(admin, { action: 'role.update', entity_id: String(roleId) }).expect(200);
    expect(edits.body).toHaveLength(1);
    expect(edits.body[0]).toMatchObject({
      actor_user_id: admin.userId,
      actor_name: 'LATA KAMBLE',
      action: 'role.update',
      entity: 'role',
      entity_name: 'Audit Assistant',
      changes: [{ field: 'Role_name', before: 'Audit Clerk', after: 'Audit Assistant' }],
    });
    // The answer's text: the stored row's fields in their order, the entity's name, then the changes;
    // the id as a string and the time as an ISO instant with milliseconds.
    const [edit] = edits.body;
    expect(edit.id).toMatch(/^\d+$/);
    expect(edit.at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(edits.text).toBe(
      JSON.stringify([
        {
          id: edit.id,
          actor_user_id: admin.userId,
          actor_name: 'LATA KAMBLE',
          action: 'role.update',
          entity: 'role',
          entity_id: String(roleId),
          before: edit.before,
          after: edit.after,
          request_id: edit.request_id,
          at: edit.at,
          entity_name: 'Audit Assistant',
          changes: [{ field: 'Role_name', before: 'Audit Clerk', after: 'Audit Assistant' }],
        },
      ]),
    );
    expect(edits.headers['content-range']).toBe('audit-trail 0-0/1');
    // Past the end: no rows, the total still counted.
    const past = await trail(admin, { entity: 'role' }, '[1000,1009]').expect(200);
    expect(past.text).toBe('[]');
    const roles = await trail(admin, { entity: 'role' }).expect(200);
    expect(past.headers['content-range']).toBe(`audit-trail */${roles.body.length}`);

    const toggled = await trail(admin, { action: 'role.toggle', entity_id: String(roleId) }).expect(200);
    expect(toggled.body[0]).toMatchObject({
      actor_user_id: other.userId,
      actor_name: 'TEST OFFICER',
      entity_name: 'Audit Assistant',
      changes: [{ field: 'is_active', before: true, after: false }],
    });

    // A permission change names the officer and reads as the permission types before and after.
    const permission = await trail(admin, { entity: 'user', entity_id: String(officer.userId) }).expect(200);
    expect(permission.body).toHaveLength(1);
    expect(permission.body[0]).toMatchObject({
      action: 'permission.set',
      entity_name: 'RAMESH GOWDA',
      changes: [{ field: '', before: ['USER'], after: ['ADMIN', 'USER'] }],
    });

    // An assignment names the role and the officer, read for the whole page at once.
    const assigned = await trail(admin, { action: 'assignment.create', actor_user_id: admin.userId }).expect(200);
    expect(assigned.body).toHaveLength(1);
    expect(assigned.body[0].entity_name).toBe('Audit Assistant, RAMESH GOWDA');
    expect(assigned.body[0].changes).toEqual(
      expect.arrayContaining([
        { field: 'role_id', before: null, after: roleId },
        { field: 'user_id', before: null, after: officer.userId },
      ]),
    );
  });

  it('filters by actor and by a date range of whole days; a bad date is a 400 with its message', async () => {
    const mine = await trail(admin, { actor_user_id: admin.userId }).expect(200);
    expect(mine.headers['content-range']).toBe('audit-trail 0-3/4');
    expect(mine.body.map((e: { action: string }) => e.action)).toEqual([
      'permission.set',
      'assignment.create',
      'role.update',
      'role.create',
    ]);
    const theirs = await trail(admin, { actor_user_id: other.userId }).expect(200);
    expect(theirs.body.map((e: { action: string }) => e.action)).toEqual(['role.toggle']);
    // Sorted by id either way (ascending was answered newest first until 2026-11-26).
    const sorted = (order: string) =>
      admin.agent
        .get('/api/auth/audit-trail')
        .query({ filter: JSON.stringify({ actor_user_id: admin.userId }), range: '[0,99]', sort: JSON.stringify(['id', order]) })
        .expect(200);
    const ids = (mine.body as { id: number }[]).map((e) => e.id);
    expect((await sorted('DESC')).body.map((e: { id: number }) => e.id)).toEqual([...ids].sort((a, b) => b - a));
    expect((await sorted('ASC')).body.map((e: { id: number }) => e.id)).toEqual([...ids].sort((a, b) => a - b));

    const day = today();
    const todays = await trail(admin, { actor_user_id: admin.userId, at_gte: day, at_lte: day }).expect(200);
    expect(todays.headers['content-range']).toBe('audit-trail 0-3/4');
    const tomorrow = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const none = await trail(admin, { at_gte: tomorrow }).expect(200);
    expect(none.body).toEqual([]);
    expect(none.headers['content-range']).toBe('audit-trail */0');
    const before = await trail(admin, { actor_user_id: admin.userId, at_lte: '2020-01-01' }).expect(200);
    expect(before.body).toEqual([]);

    const bad = await trail(admin, { at_gte: '25/11/2026' }).expect(400);
    expect(bad.body).toMatchObject({
      success: false,
      code: 'DATE_YMD_INVALID',
      message: 'at_gte must be a date written as YYYY-MM-DD.',
      params: { field: 'at_gte' },
    });
    const badTo = await trail(admin, { at_lte: '2026-13-45' }).expect(400);
    expect(badTo.body.message).toBe('at_lte must be a date written as YYYY-MM-DD.');
  });

  it('lists its kinds from the maintained counts and finds actors by name, mobile or id; STATE ADMIN only', async () => {
    const kinds = await admin.agent.get('/api/auth/audit-trail/kinds').expect(200);
    expect(kinds.body.success).toBe(true);
    const counts: { entity: string; action: string; entries: number }[] = kinds.body.data;
    const expected: { entity: string; action: string; entries: number }[] = await db.query(
      `SELECT entity, action, count(*)::int AS entries FROM audit_trail GROUP BY entity, action ORDER BY entity, action`,
    );
    expect(counts).toEqual(expected);
    expect(counts).toEqual(expect.arrayContaining([{ entity: 'role', action: 'role.toggle', entries: 1 }]));

    const byName = await admin.agent
      .get('/api/auth/audit-trail/actors')
      .query({ filter: JSON.stringify({ q: 'lata kam' }) })
      .expect(200);
    expect(byName.body).toEqual([{ id: admin.userId, name: 'LATA KAMBLE', mobile_number: admin.mobile }]);
    const byMobile = await admin.agent
      .get('/api/auth/audit-trail/actors')
      .query({ filter: JSON.stringify({ q: officer.mobile }) })
      .expect(200);
    expect(byMobile.body.map((u: { id: number }) => u.id)).toEqual([officer.userId]);
    const byId = await admin.agent
      .get('/api/auth/audit-trail/actors')
      .query({ filter: JSON.stringify({ id: [admin.userId, officer.userId] }) })
      .expect(200);
    expect(byId.body.map((u: { name: string }) => u.name)).toEqual(['LATA KAMBLE', 'RAMESH GOWDA']);

    await gpUser.agent.get('/api/auth/audit-trail/kinds').expect(403);
    await gpUser.agent.get('/api/auth/audit-trail/actors').expect(403);
  });

  it('Audit Trail and MIS Load History sit under User Administration; the migration moves them back and forth', async () => {
    const placeOf = async () =>
      db.query<{ name: string; main: string }[]>(
        `SELECT s.suboption_name AS name, m.option_name AS main FROM sub_options s JOIN main_options m ON m.id = s.main_option_id
          WHERE s.router IN ('/users/audit-trail', '/users/scraper-jobs') ORDER BY s.suboption_name`,
      );
    expect(await placeOf()).toEqual([
      { name: 'Audit Trail', main: 'User Administration' },
      { name: 'MIS Load History', main: 'User Administration' },
    ]);
    const main = await admin.agent.get('/api/auth/main-options').expect(200);
    const users = main.body.find((o: { router: string }) => o.router === '/users');
    const subs = await admin.agent.get(`/api/auth/sub-option?main_option_id=${users.id}`).expect(200);
    expect(subs.body.map((s: { suboption_name: string }) => s.suboption_name)).toEqual(
      expect.arrayContaining(['Audit Trail', 'MIS Load History']),
    );

    const migration = new AdministrationPagesMenu1795681000000();
    const runner = db.createQueryRunner();
    try {
      await migration.down(runner);
      expect(await placeOf()).toEqual([
        { name: 'Audit Trail', main: 'Developer Tools' },
        { name: 'MIS Load History', main: 'Developer Tools' },
      ]);
      await migration.up(runner);
      expect(await placeOf()).toEqual([
        { name: 'Audit Trail', main: 'User Administration' },
        { name: 'MIS Load History', main: 'User Administration' },
      ]);
    } finally {
      await runner.release();
    }
  });

  describe('the page byte for byte as the list made it before issue 30, a change seen on the next request', () => {
    let departmentId: number;
    let issueId: number;
    /** The pages compared with the old answer: [filter, sort, range, the old query's WHERE, params, ORDER BY]. */
    const cases = (): [Record<string, unknown>, [string, string] | undefined, [number, number], string, unknown[], string][] => [
      [{}, undefined, [0, 99], '', [], 'e.at DESC, e.id DESC'],
      [{}, ['id', 'ASC'], [0, 9], '', [], 'e.id ASC'],
      [{}, ['action', 'ASC'], [3, 12], '', [], 'e.action ASC, e.id DESC'],
      [{}, ['entity', 'DESC'], [0, 499], '', [], 'e.entity DESC, e.id DESC'],
      [{ entity: 'odd' }, undefined, [0, 99], 'WHERE e.entity = $1', ['odd'], 'e.at DESC, e.id DESC'],
      [{ entity: 'odd' }, ['at', 'ASC'], [2, 5], 'WHERE e.entity = $1', ['odd'], 'e.at ASC, e.id DESC'],
      [{ actor_user_id: admin.userId }, undefined, [0, 99], 'WHERE e.actor_user_id = $1', [admin.userId], 'e.at DESC, e.id DESC'],
      [{}, undefined, [1000, 1009], '', [], 'e.at DESC, e.id DESC'],
    ];
    const page = (who: SignedIn, filter: Record<string, unknown>, sort: [string, string] | undefined, range: [number, number]) =>
      who.agent
        .get('/api/auth/audit-trail')
        .query({ filter: JSON.stringify(filter), range: JSON.stringify(range), ...(sort ? { sort: JSON.stringify(sort) } : {}) })
        .expect(200);
    /** Every case's page, asked twice, is the old answer byte for byte. */
    const everyPageAsBefore = async (who: SignedIn = admin) => {
      for (const [filter, sort, range, where, params, order] of cases()) {
        const expected = await answerOfOld(db, where, params, order, range[0], range[1] - range[0] + 1);
        for (let i = 0; i < 2; i++) {
          const res = await page(who, filter, sort, range);
          expect([filter, sort, range, i, res.text]).toEqual([filter, sort, range, i, expected]);
          expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
          expect(Number(res.headers['content-length'])).toBe(Buffer.byteLength(expected));
          const count = JSON.parse(expected).length;
          const [{ total }] = await db.query<{ total: number }[]>(`SELECT count(*)::int AS total FROM audit_trail e ${where}`, params);
          expect(res.headers['content-range']).toBe(
            count ? `audit-trail ${range[0]}-${range[0] + count - 1}/${total}` : `audit-trail */${total}`,
          );
        }
      }
    };
    const insertEntry = async (entry: Record<string, unknown>): Promise<string> => {
      const [{ id }] = await db.query<{ id: string }[]>(
        `INSERT INTO audit_trail (actor_user_id, actor_name, action, entity, entity_id, before, after, request_id)
         VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb, $8) RETURNING id`,
        [
          entry.actor_user_id ?? null,
          entry.actor_name ?? null,
          entry.action ?? 'odd.write',
          entry.entity ?? 'odd',
          entry.entity_id ?? null,
          entry.before ?? null,
          entry.after ?? null,
          entry.request_id ?? null,
        ],
      );
      return id;
    };

    beforeAll(async () => {
      [{ id: departmentId }] = await db.query<{ id: number }[]>(`SELECT id FROM departments ORDER BY id LIMIT 1`);
      [{ id: issueId }] = await db.query<{ id: number }[]>(
        `INSERT INTO sa_issues (issue_number, financial_year, district_code, block_code, panchayat_code, issue_type, issue_amount)
         VALUES ('SA/AUD/1', '2025-2026', $1, $2, $3, 'FM', 10) RETURNING id`,
        [BADADAL.district_code, BADADAL.block_code, BADADAL.panchayat_code],
      );
      // Odd JSON in before and after (as texts, so jsonb reads them as it would any client's).
      const odd = [
        '{"b": 1e21, "a": 0.1, "zz": -0, "big": 12345678901234567890, "one": 1.0, "tiny": 1e-7, "neg": -1.5e300}',
        '{"s": "q\\"uote\\\\back\\u0001ctl\\n\\t\\u001f \\u2028\\u2029 ಕಲಬುರಗಿ 😀 \\ud83d\\ude00 </script>"}',
        '{"nested": [[1, [2, [3, {"k": [null, true, false, "", {}]}]]], []], "": "empty key", "a b": {"c": {"d": [0.5e1]}}}',
        '[1, "two", [3], {"four": 4}]',
        '"just a string"',
        '42',
        'null',
        '{"permission_type": "ADMIN"}',
        '[{"permission_type": "USER", "x": 1}, {"permission_type": "ADMIN"}]',
        '{"created_at": "2026-01-01", "updated_by": 5, "Role_name": 7, "department_name": "X"}',
      ];
      for (let i = 0; i < odd.length; i++)
        await insertEntry({ before: odd[i], after: odd[(i + 3) % odd.length], entity_id: String(i), request_id: `req "${i}"\\` });
      // Names read by id: an officer without a stored actor name, an entity officer, a department, an issue, odd ids.
      await insertEntry({
        actor_user_id: officer.userId,
        actor_name: '',
        entity: 'user',
        entity_id: String(officer.userId),
        after: '{"x": 1}',
      });
      await insertEntry({ entity: 'department', entity_id: String(departmentId), before: '{"department_code": "GP"}' });
      await insertEntry({ entity: 'sa_issue', entity_id: String(issueId), after: '{"issue_status": "Closed"}' });
      await insertEntry({ entity: 'role', entity_id: String(roleId), after: '{"is_active": true}' });
      await insertEntry({ entity: 'role', entity_id: ' 1e0x', after: '{"Role_name": 5}' });
      await insertEntry({ entity: 'user', entity_id: '99999999', actor_user_id: 99999999 });
      await insertEntry({ entity: 'sa_account_statement', entity_id: 'ST-9', after: '[]' });
      await insertEntry({
        entity: 'role_assignment',
        entity_id: '1',
        after: JSON.stringify({ role_id: roleId, user_id: 99999998 }),
        before: JSON.stringify({ role_id: roleId, user_id: officer.userId }),
      });
      await insertEntry({
        entity: 'role_assignment',
        entity_id: '2',
        after: JSON.stringify({ role_id: String(roleId), user_id: officer.userId }),
      });
      await insertEntry({ entity: 'role_assignment', entity_id: '3', after: JSON.stringify({ role_id: 1.5, user_id: -0 }) });
    });

    it('answers every page byte for byte as the list did before, the odd JSON included, cold and warm', async () => {
      await everyPageAsBefore();
      // The odd entries as the client reads them: numbers as JSON.parse reads jsonb's text.
      const odd = await page(admin, { entity: 'odd' }, ['id', 'ASC'], [0, 0]);
      expect(odd.body[0].before).toEqual({ a: 0.1, b: 1e21, zz: 0, big: 12345678901234567000, one: 1, neg: -1.5e300, tiny: 1e-7 });
      expect(odd.text).toContain('"before":{"a":0.1,"b":1e+21,"zz":0,"big":12345678901234567000,"neg":-1.5e+300,"one":1,"tiny":1e-7}');
    });

    it('sees a change to an entry, to a name or a new entry on the next request', async () => {
      await everyPageAsBefore();
      const top = () => page(admin, {}, undefined, [0, 99]);
      const entryOf = async (id: string) => (await top()).body.find((e: { id: string }) => e.id === id);
      const [{ id: edited }] = await db.query<{ id: string }[]>(
        `SELECT id FROM audit_trail WHERE action = 'role.update' AND entity_id = $1`,
        [String(roleId)],
      );

      // An entry's after changed by hand.
      await db.query(`UPDATE audit_trail SET after = jsonb_set(after, '{Role_name}', '"Fixed By Hand"') WHERE id = $1`, [edited]);
      expect(await entryOf(edited)).toMatchObject({
        entity_name: 'Fixed By Hand',
        changes: [{ field: 'Role_name', before: 'Audit Clerk', after: 'Fixed By Hand' }],
      });
      await everyPageAsBefore();

      // Deleted and written again under the same id with other content.
      await db.query(
        `WITH gone AS (DELETE FROM audit_trail WHERE id = $1 RETURNING *)
         INSERT INTO audit_trail (id, actor_user_id, actor_name, action, entity, entity_id, before, after, request_id, at)
         SELECT id, actor_user_id, 'SOMEONE ELSE', action, entity, entity_id, before, '{"Role_name": "Rewritten"}', request_id, at FROM gone`,
        [edited],
      );
      expect(await entryOf(edited)).toMatchObject({ actor_name: 'SOMEONE ELSE', entity_name: 'Rewritten' });
      await everyPageAsBefore();

      // Names renamed: the officer (actor without a stored name, entity, assignment), the role, the department, the issue.
      const assignmentName = async () =>
        (await page(admin, { action: 'assignment.create', actor_user_id: admin.userId }, undefined, [0, 99])).body[0].entity_name;
      expect(await assignmentName()).toBe('Audit Assistant, RAMESH GOWDA');
      await db.query(`UPDATE users SET name = 'RAMESH G. GOWDA' WHERE id = $1`, [officer.userId]);
      const byOfficer = (await top()).body.find(
        (e: { entity: string; entity_id: string }) => e.entity === 'user' && e.entity_id === String(officer.userId),
      );
      expect(byOfficer).toMatchObject({ actor_name: 'RAMESH G. GOWDA', entity_name: 'RAMESH G. GOWDA' });
      expect(await assignmentName()).toBe('Audit Assistant, RAMESH G. GOWDA');
      await db.query(`UPDATE roles SET "Role_name" = 'Audit Officer' WHERE id = $1`, [roleId]);
      expect(await assignmentName()).toBe('Audit Officer, RAMESH G. GOWDA');
      await db.query(`UPDATE departments SET department_name = 'Renamed Department' WHERE id = $1`, [departmentId]);
      expect((await top()).body.find((e: { entity: string }) => e.entity === 'department').entity_name).toBe('Renamed Department');
      await db.query(`UPDATE sa_issues SET issue_number = 'SA/AUD/2' WHERE id = $1`, [issueId]);
      expect((await top()).body.find((e: { entity: string }) => e.entity === 'sa_issue').entity_name).toBe('SA/AUD/2');
      await everyPageAsBefore();

      // A new entry: first on the page, the total one more.
      const before = await top();
      const total = Number(before.headers['content-range'].split('/')[1]);
      const added = await insertEntry({
        entity: 'role',
        entity_id: String(roleId),
        actor_user_id: admin.userId,
        after: '{"no_of_posts": 3}',
      });
      const after = await top();
      expect(after.body[0]).toMatchObject({ id: added, actor_name: 'LATA KAMBLE', entity_name: 'Audit Officer' });
      expect(after.headers['content-range']).toBe(`audit-trail 0-${Math.min(total + 1, 100) - 1}/${total + 1}`);
      expect(after.body.slice(1).map((e: { id: string }) => e.id)).toEqual(before.body.slice(0, 99).map((e: { id: string }) => e.id));
      await everyPageAsBefore();
    });

    it('answers a page again as before after a new entry whose names are read by id; other queries as before, asked twice', async () => {
      const top = () => page(admin, {}, undefined, [0, 99]);
      const first = await top();
      expect((await top()).text).toBe(first.text);
      const added = await insertEntry({ entity: 'user', entity_id: String(other.userId), actor_user_id: other.userId, after: '{"y": 2}' });
      const [{ name }] = await db.query<{ name: string }[]>(`SELECT name FROM users WHERE id = $1`, [other.userId]);
      const after = await top();
      expect(after.body[0]).toMatchObject({
        id: added,
        actor_name: name,
        entity_name: name,
        changes: [{ field: 'y', before: null, after: 2 }],
      });
      expect(after.text).toBe(await answerOfOld(db, '', [], 'e.at DESC, e.id DESC', 0, 100));
      expect((await top()).text).toBe(after.text);
      // Other queries: the odd entries sorted by id, the assignments (names of officers and roles).
      const odd = await page(admin, { entity: 'odd' }, ['id', 'DESC'], [1, 4]);
      expect(odd.text).toBe(await answerOfOld(db, 'WHERE e.entity = $1', ['odd'], 'e.id DESC', 1, 4));
      const assignments = await page(admin, { entity: 'role_assignment' }, undefined, [0, 9]);
      expect(assignments.text).toBe(await answerOfOld(db, 'WHERE e.entity = $1', ['role_assignment'], 'e.at DESC, e.id DESC', 0, 10));
      await everyPageAsBefore();
    });

    it('answers 20 requests at once on a cold process alike, as the list did before', async () => {
      const cold = await startTestApp();
      try {
        const who = await actor(cold, 'STATE', 'SADMIN', STATE, 'ADMIN');
        const expected = await answerOfOld(db, '', [], 'e.at DESC, e.id DESC', 0, 100);
        const answers = await Promise.all(Array.from({ length: 20 }, () => page(who, {}, undefined, [0, 99])));
        for (const res of answers) expect(res.text).toBe(expected);
        await everyPageAsBefore(who);
      } finally {
        await cold.close();
      }
    });
  });
});
