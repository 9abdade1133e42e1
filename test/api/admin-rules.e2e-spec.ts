import type { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { loadDemoLocations, makeOfficer } from '../support/auth.js';
import { actor, AFZALPUR, BADADAL, KALABURAGI, MYSURU_GP, SignedIn, STATE } from '../support/actors.js';
import { startTestApp } from '../support/test-app.js';
import { expectEveryAnswerCoded } from '../support/messages.js';

// Issue 26: every answer these rules produce carries a stable code (test/support/messages.ts).
expectEveryAnswerCoded();

describe('Administration rules (spec 1 §2, §4, §5 Assign roles, §6)', () => {
  let app: INestApplication;
  let db: DataSource;
  let stateAdmin: SignedIn;
  let zpAdmin: SignedIn;
  let gpUser: SignedIn;
  const roleId = async (code: string) => (await db.query(`SELECT id FROM roles WHERE "Role_code" = $1`, [code]))[0].id as number;

  beforeAll(async () => {
    app = await startTestApp();
    db = app.get(DataSource);
    await loadDemoLocations(app);
    stateAdmin = await actor(app, 'STATE', 'SADMIN', STATE, 'ADMIN');
    zpAdmin = await actor(app, 'ZP', 'ZP-CEO', KALABURAGI, 'ADMIN');
    gpUser = await actor(app, 'GP', 'GP-PDO', BADADAL, 'USER');
  });
  afterAll(() => app.close());

  describe('menus', () => {
    it('an ADMIN sees every main and sub option; others only access_level USER', async () => {
      const all = await stateAdmin.agent.get('/api/auth/main-options').expect(200);
      expect(all.body.map((o: { icon: string }) => o.icon)).toEqual(['PeopleIcon', 'ReceiptIcon', 'GavelIcon', 'LogoDevIcon']);
      expect(all.headers['content-range']).toBe('main-options 0-3/4');
      const mine = await gpUser.agent.get('/api/auth/main-options').expect(200);
      expect(mine.body.map((o: { option_name: string }) => o.option_name)).toEqual(['FTO Works Verification', 'Social Audit']);
      for (const o of mine.body) expect(o.access_level).toBe('USER');

      const fto = all.body.find((o: { router: string }) => o.router === '/fto');
      const adminSubs = await stateAdmin.agent.get(`/api/auth/sub-option?main_option_id=${fto.id}`).expect(200);
      const userSubs = await gpUser.agent.get(`/api/auth/sub-option?main_option_id=${fto.id}`).expect(200);
      expect(adminSubs.body.length).toBeGreaterThan(userSubs.body.length);
      expect(userSubs.body.every((s: { access_level: string }) => s.access_level === 'USER')).toBe(true);
      expect(userSubs.body[0]).toEqual(
        expect.objectContaining({ main_option_id: fto.id, main_option_name: 'FTO Works Verification', icon: expect.any(String) }),
      );

      const users = all.body.find((o: { router: string }) => o.router === '/users');
      await gpUser.agent.get(`/api/auth/sub-option?main_option_id=${users.id}`).expect(200, []);
      await gpUser.agent.get('/api/auth/sub-option?main_option_id=abc').expect(400);
    });

    it('a STATE ADMIN adds and edits options; bad input is a 400 with the field', async () => {
      const created = await stateAdmin.agent
        .post('/api/auth/main-options')
        .send({ option_name: '  Action Plan ', icon: 'CalendarMonthIcon', router: '', access_level: 'USER' })
        .expect(201);
      expect(created.body).toMatchObject({ success: true, option_name: 'Action Plan', router: null, id: expect.any(Number) });
      const bad = await stateAdmin.agent
        .post('/api/auth/main-options')
        .send({ option_name: '', icon: 'Skull', access_level: 'ROOT' })
        .expect(400);
      expect(bad.body.errors).toEqual(expect.objectContaining({ option_name: 'Option name is required' }));
      await stateAdmin.agent
        .put('/api/auth/main-options/999999')
        .send({ option_name: 'X', icon: 'TuneIcon', access_level: 'USER' })
        .expect(404);
      const sub = await stateAdmin.agent
        .post('/api/auth/sub-options')
        .send({ main_option_id: created.body.id, suboption_name: 'Plans', icon: 'TuneIcon', router: '/plans', access_level: 'USER' })
        .expect(201);
      await stateAdmin.agent
        .put(`/api/auth/sub-options/${sub.body.id}`)
        .send({ main_option_id: 999999, suboption_name: 'Plans', icon: 'TuneIcon', router: '/plans', access_level: 'USER' })
        .expect(400);
    });
  });

  describe('user list by jurisdiction', () => {
    it('a ZP officer’s user list holds only its district; the STATE list holds all', async () => {
      for (let i = 0; i < 3; i++) await makeOfficer(app, { level: 'GP', codes: MYSURU_GP, name: 'MYSURU OFFICER' });
      for (let i = 0; i < 2; i++) await makeOfficer(app, { level: 'TP', codes: AFZALPUR, name: 'KALABURAGI OFFICER' });
      const zp = await zpAdmin.agent.post('/api/auth/user-list').send({ user: {}, currentRole: zpAdmin.role }).expect(200);
      expect(zp.body.success).toBe(true);
      expect(zp.body.data.length).toBeGreaterThan(0);
      expect(zp.body.data.every((u: { district_code: string }) => u.district_code === '1515')).toBe(true);
      const [{ n }] = await db.query(`SELECT count(*)::int AS n FROM users WHERE district_code = '1515'`);
      expect(zp.body.total).toBe(n);
      expect(zp.headers['content-range']).toBe(`users 0-${n - 1}/${n}`);
      expect(Object.keys(zp.body.data[0]).sort()).toEqual(
        [
          'block_code',
          'block_name',
          'block_name_kn',
          'designation',
          'district_code',
          'district_name',
          'district_name_kn',
          'id',
          'is_admin',
          'mobile_number',
          'name',
          'officer_level',
          'panchayat_code',
          'panchayat_name',
          'panchayat_name_kn',
        ].sort(),
      );

      const all = await stateAdmin.agent.post('/api/auth/user-list').send({ currentRole: stateAdmin.role }).expect(200);
      expect(all.body.data.some((u: { district_code: string }) => u.district_code === '1522')).toBe(true);
      const page = await stateAdmin.agent
        .post('/api/auth/user-list')
        .query({ range: '[0,1]', sort: '["id","ASC"]' })
        .send({ currentRole: stateAdmin.role })
        .expect(200);
      expect(page.body.data).toHaveLength(2);
      // The rows come as JSON text built by PostgreSQL: written as JSON.stringify writes them.
      expect(page.headers['content-range']).toBe(`users 0-1/${all.body.total}`);
      expect(page.text).toBe(JSON.stringify(page.body));
      expect(all.text).toBe(JSON.stringify(all.body));
      expect(page.body.data).toEqual([...all.body.data].sort((a: { id: number }, b: { id: number }) => a.id - b.id).slice(0, 2));
      await stateAdmin.agent.post('/api/auth/user-list').query({ range: '[0,500]' }).send({ currentRole: stateAdmin.role }).expect(400);
      const filtered = await stateAdmin.agent
        .post('/api/auth/user-list')
        .query({ filter: '{"q":"mysuru officer"}' })
        .send({ currentRole: stateAdmin.role })
        .expect(200);
      expect(filtered.body.total).toBe(3);
      // A search's rows come as JSON text built by PostgreSQL: the same answer, written as
      // JSON.stringify writes it, the rows as the unsearched list has them, in its order.
      expect(filtered.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(filtered.headers['content-range']).toBe('users 0-2/3');
      expect(filtered.text).toBe(JSON.stringify(filtered.body));
      const ids = filtered.body.data.map((u: { id: number }) => u.id);
      expect(filtered.body.data).toEqual(all.body.data.filter((u: { id: number }) => ids.includes(u.id)));
      expect(Object.keys(filtered.body.data[0])).toEqual(Object.keys(all.body.data[0]));
      expect(filtered.body).toEqual({
        success: true,
        code: 'LIST_FOUND',
        message: '3 users found',
        params: { total: 3, resource: 'users' },
        data: filtered.body.data,
        total: 3,
      });
      const past = await stateAdmin.agent
        .post('/api/auth/user-list')
        .query({ filter: '{"q":"mysuru officer"}', range: '[10,19]' })
        .send({ currentRole: stateAdmin.role })
        .expect(200);
      expect(past.headers['content-range']).toBe('users */3');
      expect(past.body).toMatchObject({ data: [], total: 3 });
    });

    it('a search’s matches are kept only while the users are unchanged: an officer added, renamed, moved, disabled or made ADMIN shows on the next page and total; a login changes nothing', async () => {
      const search = (range = '[0,99]') =>
        stateAdmin.agent
          .post('/api/auth/user-list')
          .query({ filter: JSON.stringify({ q: 'keptsearch' }), range, sort: '["name","ASC"]' })
          .send({ currentRole: stateAdmin.role })
          .expect(200);
      const names = (res: { body: { data: { name: string }[] } }) => res.body.data.map((u) => u.name);
      const version = async () => Number((await db.query('SELECT version FROM user_list_version'))[0].version);
      const b = await makeOfficer(app, { level: 'GP', codes: BADADAL, name: 'KEPTSEARCH B' });
      const d = await makeOfficer(app, { level: 'GP', codes: BADADAL, name: 'KEPTSEARCH D' });
      const other = await makeOfficer(app, { level: 'GP', codes: BADADAL, name: 'SOMEONE ELSE' });
      const clerk = await makeOfficer(app, { level: 'GP', codes: BADADAL, name: 'ZZ CLERK' });
      expect(names(await search())).toEqual(['KEPTSEARCH B', 'KEPTSEARCH D']);
      // The same search again and another page of it: from the kept matches, the same answers.
      expect((await search()).text).toBe((await search()).text);
      const second = await search('[1,1]');
      expect({ names: names(second), range: second.headers['content-range'] }).toEqual({ names: ['KEPTSEARCH D'], range: 'users 1-1/2' });

      // A login (last_login_at) leaves the version alone; a rename by hand raises it once, and shows.
      const before = await version();
      await db.query('UPDATE users SET last_login_at = now() WHERE id = $1', [b.userId]);
      expect(await version()).toBe(before);
      await db.query(`UPDATE users SET name = 'KEPTSEARCH A' WHERE id = $1`, [other.userId]);
      expect(await version()).toBe(before + 1);
      expect(names(await search())).toEqual(['KEPTSEARCH A', 'KEPTSEARCH B', 'KEPTSEARCH D']);
      expect((await search('[1,1]')).headers['content-range']).toBe('users 1-1/3');

      // Two changes in one transaction raise it once; a disabled officer leaves the search.
      await db.transaction(async (em) => {
        await em.query(`UPDATE users SET status = 'DISABLED' WHERE id = $1`, [d.userId]);
        await em.query(`UPDATE users SET designation = 'KEPTSEARCH CLERK' WHERE id = $1`, [clerk.userId]);
      });
      expect(await version()).toBe(before + 2);
      const after = await search();
      expect(names(after)).toEqual(['KEPTSEARCH A', 'KEPTSEARCH B', 'ZZ CLERK']);
      expect(after.body.total).toBe(3);

      // ADMIN granted: not a change of the matches, yet the next page shows it (the rows are read now).
      await db.query(`INSERT INTO user_permissions (user_id, permission_type, permission_level) VALUES ($1, 'ADMIN', 'GP')`, [b.userId]);
      expect(await version()).toBe(before + 2);
      const admin = (await search()).body.data.find((u: { id: number }) => u.id === b.userId);
      expect(admin.is_admin).toBe(true);
    });

    it('20 officers renamed at the same moment, each in its own transaction: the version rises once each, none lost, and the next search finds all 20', async () => {
      const version = async () => Number((await db.query('SELECT version FROM user_list_version'))[0].version);
      const officers = await Promise.all(
        Array.from({ length: 20 }, (_, i) => makeOfficer(app, { level: 'GP', codes: BADADAL, name: `PARALLEL OFFICER ${i}` })),
      );
      const before = await version();
      // Each a transaction of two statements on its officer (the raise comes at each commit).
      await Promise.all(
        officers.map((o, i) =>
          db.transaction(async (em) => {
            await em.query(`UPDATE users SET name = $2 WHERE id = $1`, [o.userId, `RENAMEDTOGETHER ${String(i).padStart(2, '0')}`]);
            await em.query(`UPDATE users SET designation = 'CLERK' WHERE id = $1`, [o.userId]);
          }),
        ),
      );
      expect(await version()).toBe(before + 20);
      const found = await stateAdmin.agent
        .post('/api/auth/user-list')
        .query({ filter: JSON.stringify({ q: 'renamedtogether' }), sort: '["name","ASC"]' })
        .send({ currentRole: stateAdmin.role })
        .expect(200);
      expect(found.body.data.map((u: { name: string }) => u.name)).toEqual(
        Array.from({ length: 20 }, (_, i) => `RENAMEDTOGETHER ${String(i).padStart(2, '0')}`),
      );
    });

    it('a ZP ADMIN cannot see or change a user of another district', async () => {
      const outsider = await makeOfficer(app, { level: 'GP', codes: MYSURU_GP });
      await zpAdmin.agent.get(`/api/auth/user-assigned-roles/${outsider.userId}`).expect(404);
      await stateAdmin.agent
        .get(`/api/auth/user-assigned-roles/${outsider.userId}`)
        .expect(200, { success: true, code: 'OK', message: 'OK', data: [] });
    });
  });

  describe('assign-multiple-roles', () => {
    const assign = (who: SignedIn, body: Record<string, unknown>) =>
      who.agent.post('/api/auth/assign-multiple-roles').send({ state_code: '15', currentRole: who.role, ...body });

    it('applies each rule of §5 and §6 with its message', async () => {
      const target = await makeOfficer(app, { level: 'GP', codes: BADADAL });
      const gp = await roleId('GP-PDO');
      const tp = await roleId('TP-EO');
      const zp = await roleId('ZP-CAO');
      const cases: [SignedIn, Record<string, unknown>, number, string][] = [
        [stateAdmin, { user_id: target.userId, role_ids: [gp] }, 400, 'Select department and at least one role'],
        [stateAdmin, { user_id: target.userId, department_code: 'GP', role_ids: [] }, 400, 'Select department and at least one role'],
        [
          stateAdmin,
          { user_id: target.userId, department_code: 'ZP', role_ids: [zp], district_code: '' },
          400,
          'Please select a District for Zilla Panchayat level',
        ],
        [
          stateAdmin,
          { user_id: target.userId, department_code: 'TP', role_ids: [tp], district_code: '1515' },
          400,
          'Please select a District and Block for Taluk Panchayat level',
        ],
        [
          stateAdmin,
          { user_id: target.userId, department_code: 'GP', role_ids: [gp], district_code: '1515', block_code: '1515001' },
          400,
          'Please select a District, Block and Panchayat for Gram Panchayat level',
        ],
        [
          stateAdmin,
          {
            user_id: target.userId,
            department_code: 'GP',
            role_ids: [tp],
            district_code: '1515',
            block_code: '1515001',
            panchayat_code: '1515001005',
          },
          400,
          'Executive Officer, Taluk Panchayat does not belong to Gram Panchayat.',
        ],
        [
          stateAdmin,
          {
            user_id: target.userId,
            department_code: 'GP',
            role_ids: [gp],
            district_code: '1515',
            block_code: '1515001',
            panchayat_code: '1515001999',
          },
          400,
          'The selected location does not exist.',
        ],
        [
          stateAdmin,
          {
            user_id: target.userId,
            department_code: 'GP',
            role_ids: [gp],
            district_code: '1515',
            block_code: '1522004',
            panchayat_code: '1522004003',
          },
          400,
          'The selected location does not exist.',
        ],
        [stateAdmin, { user_id: target.userId, department_code: 'NOPE', role_ids: [gp] }, 400, 'The selected department does not exist.'],
        [
          zpAdmin,
          { user_id: target.userId, department_code: 'ST', role_ids: [await roleId('SDATA')] },
          403,
          'Your current role cannot assign roles of this department.',
        ],
        [
          zpAdmin,
          {
            user_id: target.userId,
            department_code: 'GP',
            role_ids: [gp],
            district_code: '1522',
            block_code: '1522004',
            panchayat_code: '1522004003',
          },
          403,
          'The selected location is outside the jurisdiction of your current role.',
        ],
      ];
      for (const [who, body, status, message] of cases) {
        const res = await assign(who, body);
        expect({ status: res.status, message: res.body.message }).toEqual({ status, message });
      }
      const outsider = await makeOfficer(app, { level: 'GP', codes: MYSURU_GP });
      await assign(zpAdmin, {
        user_id: outsider.userId,
        department_code: 'GP',
        role_ids: [gp],
        district_code: '1515',
        block_code: '1515001',
        panchayat_code: '1515001005',
      }).expect(404);
    });

    it('assigns, refuses a duplicate and a full post, lists, soft-deletes, and the officer’s session follows', async () => {
      const officer = await makeOfficer(app, { level: 'TP', codes: AFZALPUR });
      const other = await makeOfficer(app, { level: 'TP', codes: AFZALPUR });
      const body = {
        department_code: 'ZP',
        role_ids: [await roleId('ZP-CAO')],
        levels: 'ZP',
        district_code: '1515',
        block_code: '',
        panchayat_code: '',
      };
      // ZP-CAO at Kalaburagi: one post. The ZP admin's own role is ZP-CEO, so the post is free.
      await db.query(`UPDATE role_assignments SET status_deleted = 'YES' WHERE role_id = $1`, [await roleId('ZP-CAO')]);
      const ok = await assign(zpAdmin, { ...body, user_id: officer.userId }).expect(200);
      expect(ok.body).toEqual({ success: true, code: 'ROLE_ASSIGNED', message: 'Role assigned' });
      const dup = await assign(zpAdmin, { ...body, user_id: officer.userId }).expect(409);
      expect(dup.body.message).toBe('Chief Accounts Officer, Zilla Panchayat is already assigned to this officer at this location.');
      const full = await assign(zpAdmin, { ...body, user_id: other.userId }).expect(409);
      expect(full.body.message).toBe('All 1 post(s) of Chief Accounts Officer, Zilla Panchayat at this location are filled.');

      const listed = await zpAdmin.agent.get(`/api/auth/user-assigned-roles/${officer.userId}`).expect(200);
      expect(listed.body.data).toEqual([
        expect.objectContaining({
          Role_code: 'ZP-CAO',
          Role_name: 'Chief Accounts Officer, Zilla Panchayat',
          department_name: 'Zilla Panchayat',
          district_name: 'KALABURAGI',
          status_deleted: 'NO',
        }),
      ]);

      const session = await actorSession(officer.mobile);
      expect(session.roles.map((r: { Role_code: string }) => r.Role_code)).toEqual(['ZP-CAO']);

      await zpAdmin.agent
        .put(`/api/auth/delete-assigned-role/${listed.body.data[0].id}`)
        .expect(200, { success: true, code: 'ASSIGNMENT_REMOVED', message: 'Assigned role removed.' });
      await zpAdmin.agent
        .get(`/api/auth/user-assigned-roles/${officer.userId}`)
        .expect(200, { success: true, code: 'OK', message: 'OK', data: [] });
      const [row] = await db.query('SELECT status_deleted, deleted_by FROM role_assignments WHERE id = $1', [listed.body.data[0].id]);
      expect(row).toEqual({ status_deleted: 'YES', deleted_by: zpAdmin.userId });
      await zpAdmin.agent.put(`/api/auth/delete-assigned-role/${listed.body.data[0].id}`).expect(404);
      await session.agent
        .get('/api/auth/me')
        .expect(200)
        .expect((r) => expect(r.body.roles).toEqual([]));

      // The post is free again.
      await assign(zpAdmin, { ...body, user_id: other.userId }).expect(200);
    });

    async function actorSession(mobile: string) {
      const { ageOtps, signIn } = await import('../support/auth.js');
      await ageOtps(app, mobile, 2);
      const { agent, body } = await signIn(app, mobile, 'Officer@2024');
      return { agent, roles: body.data.roles };
    }
  });

  describe('roles, departments, agencies', () => {
    it('creates with no_of_posts defaulting to 1, refuses a duplicate code, toggles, and refuses deleting a role in use', async () => {
      const created = await stateAdmin.agent
        .post('/api/auth/roles')
        .send({
          Role_code: 'gp-bfo',
          Role_name: 'Bare Foot Technician',
          Role_name_kn: 'ತಾಂತ್ರಿಕ ಸಹಾಯಕ',
          Role_Department_id: 'GP',
          Role_implimenting_agency_id: '',
        })
        .expect(201);
      expect(created.body).toMatchObject({ success: true, Role_code: 'GP-BFO', no_of_posts: 1, is_active: true });
      const dup = await stateAdmin.agent
        .post('/api/auth/roles')
        .send({ Role_code: 'GP-BFO', Role_name: 'Again', Role_Department_id: 'GP' })
        .expect(409);
      expect(dup.body.message).toBe('Role code GP-BFO already exists.');
      const badDep = await stateAdmin.agent
        .post('/api/auth/roles')
        .send({ Role_code: 'ZZ', Role_name: 'Z', Role_Department_id: 'NOPE' })
        .expect(400);
      expect(badDep.body.message).toBe('The selected department does not exist.');
      const badPosts = await stateAdmin.agent
        .post('/api/auth/roles')
        .send({ Role_code: 'ZZ', Role_name: 'Z', Role_Department_id: 'GP', no_of_posts: 0 })
        .expect(400);
      expect(badPosts.body.message).toBe('Number of posts must be a whole number of at least 1');

      const off = await stateAdmin.agent.put(`/api/auth/roles/${created.body.id}/toggle`).send({ is_active: false }).expect(200);
      expect(off.body).toMatchObject({ message: 'Role is now Inactive.', is_active: false });
      expect((await stateAdmin.agent.get(`/api/auth/roles/${created.body.id}`).expect(200)).body.is_active).toBe(false);
      await stateAdmin.agent.put(`/api/auth/roles/${created.body.id}/toggle`).send({ is_active: true }).expect(200);
      await stateAdmin.agent.put(`/api/auth/roles/${created.body.id}/toggle`).send({ is_active: 'yes' }).expect(400);

      const inUse = await stateAdmin.agent.delete(`/api/auth/roles/${await roleId('GP-PDO')}`).expect(409);
      expect(inUse.body.message).toMatch(/^This role is assigned to \d+ officer\(s\) and cannot be deleted\. Make it Inactive instead\.$/);
      await stateAdmin.agent.delete(`/api/auth/roles/${created.body.id}`).expect(200);
      await stateAdmin.agent.get(`/api/auth/roles/${created.body.id}`).expect(404);
    });

    it('lists with ra-data-simple-rest parameters and whitelisted sorts', async () => {
      const res = await gpUser.agent
        .get('/api/auth/roles')
        .query({ sort: '["Role_code","ASC"]', range: '[0,2]', filter: '{"Role_Department_id":"ZP"}' })
        .expect(200);
      expect(res.body.map((r: { Role_code: string }) => r.Role_code)).toEqual(['ZP-CAO', 'ZP-CEO']);
      expect(res.headers['content-range']).toBe('roles 0-1/2');
      expect(res.body[0]).toHaveProperty('department_name', 'Zilla Panchayat');
      await gpUser.agent.get('/api/auth/roles').query({ sort: '["password","ASC"]' }).expect(400);
      const deps = await gpUser.agent.get('/api/auth/departments').query({ filter: '{"levels":"GP"}' }).expect(200);
      expect(deps.body.map((d: { department_code: string }) => d.department_code)).toContain('GP');
    });

    it('adds departments and agencies with their checks', async () => {
      const dep = await stateAdmin.agent
        .post('/api/auth/departments')
        .send({ department_code: 'horti', department_name: 'Horticulture', levels: 'TP' })
        .expect(201);
      expect(dep.body).toMatchObject({ department_code: 'HORTI', levels: 'TP' });
      await stateAdmin.agent
        .post('/api/auth/departments')
        .send({ department_code: 'HORTI', department_name: 'Again', levels: 'TP' })
        .expect(409);
      await stateAdmin.agent
        .post('/api/auth/departments')
        .send({ department_code: 'X', department_name: 'X', levels: 'TALUK' })
        .expect(400);
      const agency = await stateAdmin.agent
        .post('/api/auth/agencies')
        .send({ department_code: 'HORTI', imp_name: 'Horticulture Department' })
        .expect(201);
      await stateAdmin.agent.post('/api/auth/agencies').send({ department_code: 'HORTI', imp_name: 'Horticulture Department' }).expect(409);
      await stateAdmin.agent.post('/api/auth/agencies').send({ department_code: 'NOPE', imp_name: 'X' }).expect(400);
      const role = await stateAdmin.agent
        .post('/api/auth/roles')
        .send({
          Role_code: 'TP-HORTI',
          Role_name: 'Assistant Director of Horticulture',
          Role_Department_id: 'HORTI',
          Role_implimenting_agency_id: agency.body.id,
          no_of_posts: 2,
        })
        .expect(201);
      expect(role.body.Role_implimenting_agency_id).toBe(agency.body.id);
      await stateAdmin.agent
        .post('/api/auth/roles')
        .send({ Role_code: 'TP-H2', Role_name: 'X', Role_Department_id: 'GP', Role_implimenting_agency_id: agency.body.id })
        .expect(400);
    });
  });

  describe('Set as Admin / Set as USER and the audit trail', () => {
    it('grants and removes ADMIN, refuses removing oneself, and records every change', async () => {
      const officer = await makeOfficer(app, { level: 'TP', codes: AFZALPUR });
      const mobile = (await db.query('SELECT mobile_number FROM users WHERE id = $1', [officer.userId]))[0].mobile_number;
      const grant = await stateAdmin.agent
        .post('/api/auth/assigned-admin')
        .send({ mobile_number: mobile, user: {}, permission: 'ADMIN' })
        .expect(200);
      expect(grant.body).toEqual({
        success: true,
        code: 'NOW_ADMIN',
        message: 'TEST OFFICER is now an administrator.',
        params: { name: 'TEST OFFICER' },
      });
      expect(
        await db.query('SELECT permission_type, permission_level FROM user_permissions WHERE user_id = $1 ORDER BY id', [officer.userId]),
      ).toEqual([
        { permission_type: 'USER', permission_level: 'TP' },
        { permission_type: 'ADMIN', permission_level: 'TP' },
      ]);
      await stateAdmin.agent
        .post('/api/auth/assigned-admin')
        .send({ mobile_number: mobile, permission: 'USER' })
        .expect(200, { success: true, code: 'NOW_USER', message: 'TEST OFFICER is now a user.', params: { name: 'TEST OFFICER' } });
      const self = await stateAdmin.agent
        .post('/api/auth/assigned-admin')
        .send({ mobile_number: stateAdmin.mobile, permission: 'USER' })
        .expect(409);
      expect(self.body.message).toBe('You cannot remove your own administrator permission.');
      await stateAdmin.agent.post('/api/auth/assigned-admin').send({ mobile_number: '1234567890', permission: 'ADMIN' }).expect(404);

      const trail = await stateAdmin.agent
        .get('/api/auth/audit-trail')
        .query({ filter: JSON.stringify({ entity: 'user', entity_id: String(officer.userId) }) })
        .expect(200);
      expect(trail.body).toHaveLength(2);
      expect(trail.body[0]).toMatchObject({
        action: 'permission.set',
        actor_user_id: stateAdmin.userId,
        entity_id: String(officer.userId),
      });
      expect(trail.body[1].after).toEqual(expect.arrayContaining([expect.objectContaining({ permission_type: 'ADMIN' })]));
      const kinds = await stateAdmin.agent.get('/api/auth/audit-trail').query({ range: '[0,499]' }).expect(200);
      const actions = new Set(kinds.body.map((e: { action: string }) => e.action));
      for (const a of [
        'role.create',
        'role.toggle',
        'role.delete',
        'assignment.create',
        'assignment.delete',
        'main_option.create',
        'department.create',
        'agency.create',
      ]) {
        expect(actions).toContain(a);
      }
    });
  });
});
