import type { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AdministrationPagesMenu1795681000000 } from '../../migrations/1795681000000-AdministrationPagesMenu.js';
import { ageOtps, loadDemoLocations, makeOfficer, signIn } from '../support/auth.js';
import { actor, BADADAL, SignedIn, STATE } from '../support/actors.js';
import { startTestApp } from '../support/test-app.js';

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
});
