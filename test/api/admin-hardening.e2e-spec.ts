import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { callOf, loadDemoLocations, makeOfficer, signIn } from '../support/auth.js';
import { actor, AFZALPUR, BADADAL, KALABURAGI, MYSURU_GP, SignedIn, STATE } from '../support/actors.js';
import { startTestApp } from '../support/test-app.js';
import { expectRefusal } from '../support/messages.js';

/**
 * Issue 8 findings 3, 6, 7, 8, 10, 12 and 26 on the administration calls: contention, malformed
 * input, cross-site requests, jurisdiction of assigned roles, caching, code types and the
 * session's chosen role.
 */
describe('Administration hardening (issue 8)', () => {
  let app: INestApplication;
  let db: DataSource;
  let stateAdmin: SignedIn;
  const roleId = async (code: string) => (await db.query(`SELECT id FROM roles WHERE "Role_code" = $1`, [code]))[0].id as number;
  const isAdmin = async (userId: number) =>
    (await db.query(`SELECT count(*)::int AS n FROM user_permissions WHERE user_id = $1 AND permission_type = 'ADMIN'`, [userId]))[0].n > 0;

  beforeAll(async () => {
    app = await startTestApp();
    // Listening on a known port, so that the portal's own Origin can be named in a test.
    await app.listen(0, '127.0.0.1');
    db = app.get(DataSource);
    await loadDemoLocations(app);
    stateAdmin = await actor(app, 'STATE', 'SADMIN', STATE, 'ADMIN');
  });
  afterAll(() => app.close());

  /** The state administrator assigns a GP role to an officer at BADADAL. */
  const assignAtBadadal = (roleId: number, userId: number) =>
    stateAdmin.agent.post('/api/auth/assign-multiple-roles').send({
      user_id: userId,
      department_code: 'GP',
      role_ids: [roleId],
      state_code: '15',
      district_code: '1515',
      block_code: '1515001',
      panchayat_code: '1515001004',
      currentRole: stateAdmin.role,
    });

  it('finding 3: 80 parallel role assignments on one locked role never answer 500 nor starve other calls', async () => {
    const created = await stateAdmin.agent
      .post('/api/auth/roles')
      .send({ Role_code: 'GP-TA', Role_name: 'Technical Assistant', Role_Department_id: 'GP', no_of_posts: 100 })
      .expect(201);
    const officers = await Promise.all(Array.from({ length: 80 }, () => makeOfficer(app, { level: 'GP', codes: BADADAL })));
    const assign = (userId: number) => assignAtBadadal(created.body.id, userId);
    const publicCalls = () => Array.from({ length: 20 }, () => request(app.getHttpServer()).get('/api/location/districts?state_code=15'));
    const [assigned, reads] = await Promise.all([Promise.all(officers.map((o) => assign(o.userId))), Promise.all(publicCalls())]);
    for (const res of assigned) expect([200, 409]).toContain(res.status);
    expect(assigned.filter((r) => r.status === 200).length).toBeGreaterThan(0);
    for (const res of reads) expect(res.status).toBe(200);
    const [{ n }] = await db.query(`SELECT count(*)::int AS n FROM role_assignments WHERE role_id = $1 AND status_deleted = 'NO'`, [
      created.body.id,
    ]);
    expect(n).toBe(assigned.filter((r) => r.status === 200).length);
  });

  it('issue 12: 20 administrators filling the last post of a role at once: exactly one succeeds', async () => {
    const created = await stateAdmin.agent
      .post('/api/auth/roles')
      .send({ Role_code: 'GP-LAST', Role_name: 'Gram Rozgar Sahayak', Role_Department_id: 'GP', no_of_posts: 3 })
      .expect(201);
    const assign = (userId: number) => assignAtBadadal(created.body.id, userId);
    // Two of the three posts filled one after the other; the third is the last.
    for (const officer of [
      await makeOfficer(app, { level: 'GP', codes: BADADAL }),
      await makeOfficer(app, { level: 'GP', codes: BADADAL }),
    ]) {
      await assign(officer.userId).expect(200);
    }
    const officers = await Promise.all(Array.from({ length: 20 }, () => makeOfficer(app, { level: 'GP', codes: BADADAL })));
    const answers = await Promise.all(officers.map((o) => assign(o.userId)));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    for (const res of answers.filter((r) => r.status !== 200)) {
      expect({ status: res.status, body: res.body }).toEqual({
        status: 409,
        body: {
          success: false,
          code: 'ASSIGN_POSTS_FILLED',
          message: 'All 3 post(s) of Gram Rozgar Sahayak at this location are filled.',
          params: { posts: 3, role: 'Gram Rozgar Sahayak' },
        },
      });
    }
    const [{ n }] = await db.query(`SELECT count(*)::int AS n FROM role_assignments WHERE role_id = $1 AND status_deleted = 'NO'`, [
      created.body.id,
    ]);
    expect(n).toBe(3);
  });

  describe('finding 6: malformed input is a 400 in the envelope', () => {
    const expect400 = async (res: request.Response) => {
      expect({ call: callOf(res), status: res.status, success: res.body.success }).toEqual({
        call: callOf(res),
        status: 400,
        success: false,
      });
      expect(typeof res.body.message).toBe('string');
    };

    it('ids past 2^31, ids with spaces or signs, ranges past what a page can start at', async () => {
      const a = stateAdmin.agent;
      await expect400(await a.get('/api/auth/roles').query({ range: '[1e20,1e20]' }));
      await expect400(await a.get('/api/auth/roles/2147483648'));
      await expect400(await a.get('/api/auth/departments/99999999999'));
      await expect400(await a.get('/api/auth/agencies/99999999999'));
      await expect400(await a.get('/api/auth/main-options/99999999999'));
      await expect400(await a.get('/api/auth/sub-option?main_option_id=99999999999'));
      await expect400(await a.get('/api/auth/user-assigned-roles/99999999999'));
      await expect400(await a.put('/api/auth/delete-assigned-role/99999999999').send({}));
      const spaced = await a.get('/api/auth/roles/%20%201');
      await expect400(spaced);
      expect(spaced.body.message).toBe('id must be a whole number from 1 to 2147483647.');
      for (const id of ['1e3', '-1', '0', '01', '1.0', '+1']) await expect400(await a.get(`/api/auth/roles/${id}`));
    });

    it('numbers out of range in bodies', async () => {
      const a = stateAdmin.agent;
      const posts = await a
        .post('/api/auth/roles')
        .send({ Role_code: 'BIG', Role_name: 'Big', Role_Department_id: 'GP', no_of_posts: 1e10 });
      await expect400(posts);
      expect(posts.body.message).toBe('Number of posts must be at most 10000');
      const target = await makeOfficer(app, { level: 'GP', codes: BADADAL });
      for (const role_ids of [[1e10], [2147483648], ['1e3'], [-1], [1.5], 'x']) {
        const res = await a
          .post('/api/auth/assign-multiple-roles')
          .send({ user_id: target.userId, department_code: 'GP', role_ids, currentRole: stateAdmin.role });
        await expect400(res);
      }
      await expect400(
        await a
          .post('/api/auth/assign-multiple-roles')
          .send({ user_id: 1e10, department_code: 'GP', role_ids: [1], currentRole: stateAdmin.role }),
      );
      await expect400(
        await a
          .post('/api/auth/sub-options')
          .send({ main_option_id: 99999999999, suboption_name: 'X', icon: 'TuneIcon', access_level: 'USER' }),
      );
      await expect400(
        await a
          .post('/api/auth/roles')
          .send({ Role_code: 'AGY', Role_name: 'Agy', Role_Department_id: 'GP', Role_implimenting_agency_id: 1e12 }),
      );
    });

    it('a NUL character anywhere: body strings, path and query', async () => {
      const a = stateAdmin.agent;
      const body = await a.post('/api/auth/roles').send({ Role_code: 'NUL', Role_name: 'a\u0000b', Role_Department_id: 'GP' });
      await expect400(body);
      expectRefusal(body.body, 'Role_name contains a character that is not allowed (NUL).', {
        Role_name: 'Role_name contains a character that is not allowed (NUL).',
      });
      await expect400(await a.post('/api/auth/main-options').send({ option_name: 'x\u0000', icon: 'TuneIcon', access_level: 'USER' }));
      await expect400(await a.get('/api/auth/roles').query({ filter: '{"q":"a\u0000"}' }));
      await expect400(await a.get('/api/location/blocks?district_code=15%0015'));
      await expect400(
        await request(app.getHttpServer()).post('/api/auth/sign-request-otp').send({ mobile: '98765\u000043210', password: 'x' }),
      );
      await expect400(await request(app.getHttpServer()).post('/api/auth/send-otp').send({ mobile_number: '9876543210', x: '\u0000' }));
    });

    it('issue 25: every JSON body string is checked once, naming its field: NUL, unpaired surrogates, and is_active null', async () => {
      const a = stateAdmin.agent;
      const refused = async (res: request.Response, field: string, what: string) => {
        const message = `${field} contains a character that is not allowed (${what}).`;
        expect(res.status).toBe(400);
        expectRefusal(res.body, message, { [field]: message });
      };
      const lone = 'a\ud800b';
      // An unpaired surrogate survives JSON.parse; PostgreSQL's jsonb refuses it and its text turns it into U+FFFD.
      await refused(
        await a.post('/api/auth/roles').send({ Role_code: 'SUR', Role_name: lone, Role_Department_id: 'GP' }),
        'Role_name',
        'an unpaired UTF-16 surrogate',
      );
      await refused(
        await a
          .post('/api/auth/roles')
          .send({ Role_code: 'SUR', Role_name: 'Ok', Role_Department_id: 'GP', extra: { list: ['x', '\udc00'] } }),
        'extra.list.1',
        'an unpaired UTF-16 surrogate',
      );
      // Inside JSON text carried in a string (the social audit's "JSON lists"), the inner field is named.
      await refused(
        await a
          .post('/api/socialaudit/update-issue-details')
          .send({ issue_number: 'X/1', workDetails: '[]', persons_details: JSON.stringify([{ name: 'a\u0000' }]) }),
        'persons_details.0.name',
        'NUL',
      );
      const key = await a.post('/api/auth/roles').send({ Role_code: 'SUR', Role_name: 'Ok', Role_Department_id: 'GP', ['k\udfff']: 1 });
      expect(key.status).toBe(400);
      expectRefusal(key.body, 'A field name in the request contains a character that is not allowed (an unpaired UTF-16 surrogate).');
      // A well-formed pair (an emoji) is text like any other.
      expect(
        (await a.post('/api/auth/roles').send({ Role_code: 'EMJ', Role_name: 'Role \ud83d\ude00', Role_Department_id: 'GP' })).status,
      ).toBe(201);
      // is_active: null is not "left out": the column is NOT NULL.
      const item = {
        sort_order: 50,
        checklist_title_kn: 'ಪರೀಕ್ಷೆ',
        checklist_title_en: 'Test item',
        CB: 'Y',
        CB_C: 2,
        INP: 'N',
        Remark: 'N',
        imgages: 'N',
      };
      const res = await a.post('/api/filever/checklist-items').send({ ...item, is_active: null });
      expect(res.status).toBe(400);
      expectRefusal(res.body, 'is_active must be true or false.', { is_active: 'is_active must be true or false.' });
    });

    it('JSON nested thousands of levels deep', async () => {
      const deep = '{"a":'.repeat(3000) + '1' + '}'.repeat(3000);
      const res = await stateAdmin.agent.post('/api/auth/roles').set('Content-Type', 'application/json').send(deep);
      await expect400(res);
      expect(res.body.message).toBe('The request body is nested too deeply (more than 32 levels).');
      const arrays = '['.repeat(5000) + ']'.repeat(5000);
      await expect400(
        await request(app.getHttpServer()).post('/api/auth/sign-request-otp').set('Content-Type', 'application/json').send(arrays),
      );
    });
  });

  describe('finding 7: state-changing calls come as JSON from the portal itself', () => {
    it('a cross-site form post with the administrator’s cookie makes nobody an administrator', async () => {
      const victim = await makeOfficer(app, { level: 'GP', codes: BADADAL });
      const form = await stateAdmin.agent
        .post('/api/auth/assigned-admin')
        .set('Origin', 'https://evil.example')
        .type('form')
        .send(`mobile_number=${victim.mobile}&permission=ADMIN`);
      expect([403, 415]).toContain(form.status);
      expect(form.body.success).toBe(false);
      const sameSiteForm = await stateAdmin.agent
        .post('/api/auth/assigned-admin')
        .type('form')
        .send(`mobile_number=${victim.mobile}&permission=ADMIN`)
        .expect(415);
      expect(sameSiteForm.body.message).toBe('Send the request body as JSON (Content-Type: application/json).');
      await stateAdmin.agent
        .post('/api/auth/assigned-admin')
        .set('Content-Type', 'text/plain')
        .send(JSON.stringify({ mobile_number: victim.mobile, permission: 'ADMIN' }))
        .expect(415);
      const json = await stateAdmin.agent
        .post('/api/auth/assigned-admin')
        .set('Origin', 'https://evil.example')
        .send({ mobile_number: victim.mobile, permission: 'ADMIN' })
        .expect(403);
      expect(json.body).toEqual({ success: false, code: 'CROSS_SITE', message: 'Requests from other websites are not accepted.' });
      await stateAdmin.agent
        .post('/api/auth/assigned-admin')
        .set('Sec-Fetch-Site', 'cross-site')
        .send({ mobile_number: victim.mobile, permission: 'ADMIN' })
        .expect(403);
      expect(await isAdmin(victim.userId)).toBe(false);

      const { port } = app.getHttpServer().address() as { port: number };
      await stateAdmin.agent
        .post('/api/auth/assigned-admin')
        .set('Origin', `http://127.0.0.1:${port}`)
        .send({ mobile_number: victim.mobile, permission: 'ADMIN' })
        .expect(200);
      expect(await isAdmin(victim.userId)).toBe(true);
    });

    it('reads are not affected, and a configured CORS origin may write', async () => {
      await stateAdmin.agent.get('/api/auth/roles').set('Origin', 'https://evil.example').expect(200);
      await stateAdmin.agent
        .post('/api/auth/user-list')
        .set('Origin', 'http://localhost:5173')
        .send({ currentRole: stateAdmin.role })
        .expect(200);
    });
  });

  it('finding 8: a TP administrator sees only the assignments inside its block', async () => {
    const tpAdmin = await actor(app, 'TP', 'TP-EO', AFZALPUR, 'ADMIN');
    const officer = await makeOfficer(app, {
      level: 'TP',
      codes: AFZALPUR,
      roleCodes: [
        { code: 'GP-PDO', level: 'GP', codes: BADADAL },
        { code: 'GP-PDO', level: 'GP', codes: MYSURU_GP },
        { code: 'ZP-CAO', level: 'ZP', codes: KALABURAGI },
      ],
    });
    const seen = await tpAdmin.agent.get(`/api/auth/user-assigned-roles/${officer.userId}`).expect(200);
    expect(seen.body.data.map((r: { panchayat_code: string | null; levels: string }) => `${r.levels}:${r.panchayat_code}`)).toEqual([
      'GP:1515001004',
    ]);
    const all = await stateAdmin.agent.get(`/api/auth/user-assigned-roles/${officer.userId}`).expect(200);
    expect(all.body.data).toHaveLength(3);
    // Nor can it remove what it cannot see.
    const mysuru = all.body.data.find((r: { panchayat_code: string }) => r.panchayat_code === MYSURU_GP.panchayat_code);
    await tpAdmin.agent.put(`/api/auth/delete-assigned-role/${mysuru.id}`).send({}).expect(404);
  });

  it('finding 10: signed-in answers are never cached', async () => {
    const me = await stateAdmin.agent.get('/api/auth/me').expect(200);
    expect(me.headers['cache-control']).toBe('no-store');
    const list = await stateAdmin.agent.post('/api/auth/user-list').send({ currentRole: stateAdmin.role }).expect(200);
    expect(list.headers['cache-control']).toBe('no-store');
    const denied = await request(app.getHttpServer()).get('/api/auth/me').expect(401);
    expect(denied.headers['cache-control']).toBe('no-store');
  });

  it('finding 12: location codes may be numbers or strings', async () => {
    const target = await makeOfficer(app, { level: 'GP', codes: BADADAL });
    const res = await stateAdmin.agent
      .post('/api/auth/assign-multiple-roles')
      .send({
        user_id: target.userId,
        department_code: 'GP',
        role_ids: [await roleId('GP-PDO')],
        state_code: 15,
        district_code: 1515,
        block_code: 1515001,
        panchayat_code: 1515001005,
        currentRole: stateAdmin.role,
      })
      .expect(200);
    expect(res.body).toEqual({ success: true, code: 'ROLE_ASSIGNED', message: 'Role assigned' });
    const bad = await stateAdmin.agent
      .post('/api/auth/assign-multiple-roles')
      .send({
        user_id: target.userId,
        department_code: 'GP',
        role_ids: [await roleId('GP-PDO')],
        state_code: 16,
        currentRole: stateAdmin.role,
      })
      .expect(400);
    expect(bad.body.message).toBe('state_code must be 15 (Karnataka)');
  });

  describe('finding 26: a call that names no currentRole acts as the session’s chosen role', () => {
    it('assign-multiple-roles without currentRole uses the first role', async () => {
      const target = await makeOfficer(app, { level: 'GP', codes: BADADAL });
      await stateAdmin.agent
        .post('/api/auth/assign-multiple-roles')
        .send({
          user_id: target.userId,
          department_code: 'TP',
          role_ids: [await roleId('TP-EO')],
          district_code: '1515',
          block_code: '1515006',
        })
        .expect(200);
    });

    it('after select-role, calls without currentRole act as the chosen role; a role no longer held falls back to the first', async () => {
      const admin = await makeOfficer(app, {
        level: 'ZP',
        codes: KALABURAGI,
        permission: { type: 'ADMIN', level: 'ZP' },
        roleCodes: [
          { code: 'ZP-CEO', level: 'ZP', codes: KALABURAGI },
          { code: 'TP-EO', level: 'TP', codes: AFZALPUR },
        ],
      });
      const jevargi = await makeOfficer(app, {
        level: 'TP',
        codes: { state_code: '15', district_code: '1515', block_code: '1515006', panchayat_code: null },
        name: 'JEVARGI CLERK',
      });
      const { agent, body } = await signIn(app, admin.mobile, admin.password);
      const [zpRole, tpRole] = body.data.roles;
      expect(zpRole.Role_code).toBe('ZP-CEO');
      const ids = async () =>
        (await agent.post('/api/auth/user-list').query({ filter: '{"q":"JEVARGI CLERK"}' }).send({}).expect(200)).body.data.map(
          (u: { id: number }) => u.id,
        );
      expect(await ids()).toContain(jevargi.userId);
      await agent.post('/api/auth/select-role').send({ currentRole: tpRole }).expect(200);
      expect(await ids()).not.toContain(jevargi.userId);
      await db.query(`UPDATE role_assignments SET status_deleted = 'YES' WHERE id = $1`, [tpRole.assignment_id]);
      expect(await ids()).toContain(jevargi.userId);
    });

    it('a search pages through its matches in the order asked, with their total, within the scope', async () => {
      const admin = await makeOfficer(app, {
        level: 'ZP',
        codes: KALABURAGI,
        permission: { type: 'ADMIN', level: 'ZP' },
        roleCodes: [{ code: 'ZP-CEO', level: 'ZP', codes: KALABURAGI }],
      });
      const inside = [];
      for (const n of ['C', 'A', 'E', 'B', 'D', 'G', 'F']) {
        inside.push({ ...(await makeOfficer(app, { level: 'ZP', codes: KALABURAGI, name: `PAGESEARCH ${n}` })), name: `PAGESEARCH ${n}` });
      }
      await makeOfficer(app, { level: 'GP', codes: MYSURU_GP, name: 'PAGESEARCH OUTSIDE' });
      const { agent } = await signIn(app, admin.mobile, admin.password);
      const page = async (range: string, sort: string) => {
        const res = await agent.post('/api/auth/user-list').query({ filter: '{"q":"pagesearch"}', range, sort }).send({}).expect(200);
        return { names: res.body.data.map((u: { name: string }) => u.name), total: res.body.total };
      };
      const descending = inside
        .map((o) => o.name)
        .sort()
        .reverse();
      expect(await page('[0,2]', '["name","DESC"]')).toEqual({ names: descending.slice(0, 3), total: 7 });
      expect(await page('[3,5]', '["name","DESC"]')).toEqual({ names: descending.slice(3, 6), total: 7 });
      expect(await page('[6,8]', '["name","DESC"]')).toEqual({ names: descending.slice(6), total: 7 });
      expect(await page('[9,11]', '["name","DESC"]')).toEqual({ names: [], total: 7 });
      const byId = [...inside].sort((a, b) => a.userId - b.userId).map((o) => o.name);
      expect(await page('[0,3]', '["id","ASC"]')).toEqual({ names: byId.slice(0, 4), total: 7 });
    });

    it('an officer with no role hears that no role is assigned', async () => {
      const roleless = await makeOfficer(app, { level: 'ZP', codes: KALABURAGI, permission: { type: 'ADMIN', level: 'ZP' } });
      const { agent } = await signIn(app, roleless.mobile, roleless.password);
      const res = await agent.post('/api/auth/user-list').send({}).expect(403);
      expect(res.body.message).toBe('No role is assigned to you yet. Ask your administrator to assign you a role.');
    });
  });
});
