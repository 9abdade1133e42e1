import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { loadDemoLocations, makeOfficer } from '../support/auth.js';
import { actor, AFZALPUR, BADADAL, KALABURAGI, SignedIn, STATE } from '../support/actors.js';
import { startTestApp } from '../support/test-app.js';

type Who = 'anonymous' | 'gpUser' | 'tpOfficer' | 'zpOfficer' | 'zpAdmin' | 'stateAdmin' | 'forgedRole';
const WHO: Who[] = ['anonymous', 'gpUser', 'tpOfficer', 'zpOfficer', 'zpAdmin', 'stateAdmin', 'forgedRole'];

interface Call {
  method: 'get' | 'post' | 'put' | 'delete';
  path: string;
  body?: Record<string, unknown>;
}

/**
 * Every endpoint of the administration issue against every kind of caller. `forgedRole` is the
 * STATE ADMIN's session naming a role it does not hold. Each cell is the expected status.
 */
describe('Administration API: authorization matrix (spec 1 §6, enforced on the server)', () => {
  let app: INestApplication;
  const as: Partial<Record<Who, SignedIn>> = {};
  let seq = 0;
  const uniq = () => `${Date.now() % 100000}${++seq}`;

  beforeAll(async () => {
    app = await startTestApp();
    await loadDemoLocations(app);
    as.gpUser = await actor(app, 'GP', 'GP-PDO', BADADAL, 'USER');
    as.tpOfficer = await actor(app, 'TP', 'TP-EO', AFZALPUR, 'USER');
    as.zpOfficer = await actor(app, 'ZP', 'ZP-CAO', KALABURAGI, 'USER');
    as.zpAdmin = await actor(app, 'ZP', 'ZP-CEO', KALABURAGI, 'ADMIN');
    as.stateAdmin = await actor(app, 'STATE', 'SADMIN', STATE, 'ADMIN');
    as.forgedRole = as.stateAdmin;
  });
  afterAll(() => app.close());

  /** The role a caller names: its own, or for forgedRole one it does not hold. */
  const roleOf = (who: Who) =>
    who === 'forgedRole'
      ? { ...as.stateAdmin!.role, levels: 'ZP', district_code: '1522' }
      : who === 'anonymous'
        ? as.gpUser!.role
        : as[who]!.role;

  async function send(who: Who, call: Call) {
    const agent = who === 'anonymous' ? request(app.getHttpServer()) : as[who]!.agent;
    const req = agent[call.method](call.path);
    return call.body ? req.send(call.body) : req;
  }

  const roleBody = () => ({
    Role_code: `T-${uniq()}`,
    Role_name: 'Test Role',
    Role_name_kn: '',
    Role_Department_id: 'GP',
    Role_implimenting_agency_id: '',
    no_of_posts: 2,
  });
  const newRoleId = async () =>
    (
      await app
        .get(DataSource)
        .query(`INSERT INTO roles ("Role_code","Role_name","Role_Department_id") VALUES ($1,'Temp','GP') RETURNING id`, [`X-${uniq()}`])
    )[0].id as number;
  const roleId = async (code: string) =>
    (await app.get(DataSource).query(`SELECT id FROM roles WHERE "Role_code" = $1`, [code]))[0].id as number;
  const targetUser = async () => (await makeOfficer(app, { level: 'GP', codes: BADADAL })).userId;
  const assignment = async () => {
    const userId = await targetUser();
    const rows = await app.get(DataSource).query(
      `INSERT INTO role_assignments (user_id, role_id, department_code, levels, district_code, block_code, panchayat_code)
         SELECT $1, id, 'GP', 'GP', '1515', '1515001', '1515001004' FROM roles WHERE "Role_code" = 'GP-PDO' RETURNING id`,
      [userId],
    );
    return rows[0].id as number;
  };

  const ALL_SIGNED_IN = { anonymous: 401, gpUser: 200, tpOfficer: 200, zpOfficer: 200, zpAdmin: 200, stateAdmin: 200, forgedRole: 200 };
  const STATE_ADMIN_WRITE = (ok: number) => ({
    anonymous: 401,
    gpUser: 403,
    tpOfficer: 403,
    zpOfficer: 403,
    zpAdmin: 403,
    stateAdmin: ok,
    forgedRole: ok,
  });
  const ANY_ADMIN_WITH_ROLE = (ok: number) => ({
    anonymous: 401,
    gpUser: 403,
    tpOfficer: 403,
    zpOfficer: 403,
    zpAdmin: ok,
    stateAdmin: ok,
    forgedRole: 403,
  });
  const ANY_ADMIN = (ok: number) => ({
    anonymous: 401,
    gpUser: 403,
    tpOfficer: 403,
    zpOfficer: 403,
    zpAdmin: ok,
    stateAdmin: ok,
    forgedRole: ok,
  });

  const rows: [string, (who: Who) => Promise<Call>, Record<Who, number>][] = [
    ['GET /auth/main-options', async () => ({ method: 'get', path: '/api/auth/main-options' }), ALL_SIGNED_IN],
    ['GET /auth/sub-option', async () => ({ method: 'get', path: '/api/auth/sub-option?main_option_id=2' }), ALL_SIGNED_IN],
    ['GET /auth/sub-options', async () => ({ method: 'get', path: '/api/auth/sub-options' }), ALL_SIGNED_IN],
    ['GET /auth/roles', async () => ({ method: 'get', path: '/api/auth/roles' }), ALL_SIGNED_IN],
    ['GET /auth/departments', async () => ({ method: 'get', path: '/api/auth/departments' }), ALL_SIGNED_IN],
    ['GET /auth/agencies', async () => ({ method: 'get', path: '/api/auth/agencies' }), ALL_SIGNED_IN],
    [
      'POST /auth/main-options',
      async () => ({
        method: 'post',
        path: '/api/auth/main-options',
        body: { option_name: `Opt ${uniq()}`, icon: 'PeopleIcon', router: '/users', access_level: 'ADMIN' },
      }),
      STATE_ADMIN_WRITE(201),
    ],
    [
      'PUT /auth/main-options/{id}',
      async () => ({
        method: 'put',
        path: '/api/auth/main-options/4',
        body: { option_name: 'Developer Tools', icon: 'LogoDevIcon', router: '/tools', access_level: 'ADMIN' },
      }),
      STATE_ADMIN_WRITE(200),
    ],
    [
      'POST /auth/sub-options',
      async () => ({
        method: 'post',
        path: '/api/auth/sub-options',
        body: { main_option_id: 4, suboption_name: `Sub ${uniq()}`, icon: 'TuneIcon', router: '/users/options', access_level: 'ADMIN' },
      }),
      STATE_ADMIN_WRITE(201),
    ],
    [
      'PUT /auth/sub-options/{id}',
      async () => ({
        method: 'put',
        path: '/api/auth/sub-options/1',
        body: {
          main_option_id: 1,
          suboption_name: 'Role Management',
          icon: 'SettingsIcon',
          router: '/users/rolesmanage',
          access_level: 'ADMIN',
        },
      }),
      STATE_ADMIN_WRITE(200),
    ],
    ['POST /auth/roles', async () => ({ method: 'post', path: '/api/auth/roles', body: roleBody() }), STATE_ADMIN_WRITE(201)],
    [
      'PUT /auth/roles/{id}',
      async () => ({ method: 'put', path: `/api/auth/roles/${await newRoleId()}`, body: roleBody() }),
      STATE_ADMIN_WRITE(200),
    ],
    [
      'PUT /auth/roles/{id}/toggle',
      async () => ({ method: 'put', path: `/api/auth/roles/${await newRoleId()}/toggle`, body: { is_active: false } }),
      STATE_ADMIN_WRITE(200),
    ],
    ['DELETE /auth/roles/{id}', async () => ({ method: 'delete', path: `/api/auth/roles/${await newRoleId()}` }), STATE_ADMIN_WRITE(200)],
    [
      'POST /auth/departments',
      async () => ({
        method: 'post',
        path: '/api/auth/departments',
        body: { department_code: `D${uniq()}`, department_name: 'Sericulture', levels: 'TP' },
      }),
      STATE_ADMIN_WRITE(201),
    ],
    [
      'POST /auth/agencies',
      async () => ({ method: 'post', path: '/api/auth/agencies', body: { department_code: 'GP', imp_name: `Agency ${uniq()}` } }),
      STATE_ADMIN_WRITE(201),
    ],
    [
      'POST /auth/assigned-admin',
      async () => ({
        method: 'post',
        path: '/api/auth/assigned-admin',
        body: { mobile_number: (await makeOfficer(app, { codes: BADADAL })).mobile, permission: 'ADMIN', user: {} },
      }),
      STATE_ADMIN_WRITE(200),
    ],
    ['GET /auth/audit-trail', async () => ({ method: 'get', path: '/api/auth/audit-trail' }), STATE_ADMIN_WRITE(200)],
    [
      'POST /auth/user-list',
      async (who) => ({ method: 'post', path: '/api/auth/user-list', body: { user: {}, currentRole: roleOf(who) } }),
      ANY_ADMIN_WITH_ROLE(200),
    ],
    [
      'POST /auth/assign-multiple-roles',
      async (who) => ({
        method: 'post',
        path: '/api/auth/assign-multiple-roles',
        // GP-PDO (one post per gram panchayat) at a different Jevargi GP for each caller that may assign.
        body: {
          user_id: await targetUser(),
          department_code: 'GP',
          role_ids: [await roleId('GP-PDO')],
          levels: 'GP',
          state_code: '15',
          district_code: '1515',
          block_code: '1515006',
          panchayat_code: who === 'zpAdmin' ? '1515006001' : '1515006003',
          currentRole: roleOf(who),
        },
      }),
      ANY_ADMIN_WITH_ROLE(200),
    ],
    [
      'GET /auth/user-assigned-roles/{userId}',
      async () => ({ method: 'get', path: `/api/auth/user-assigned-roles/${await targetUser()}` }),
      ANY_ADMIN(200),
    ],
    [
      'PUT /auth/delete-assigned-role/{id}',
      async () => ({ method: 'put', path: `/api/auth/delete-assigned-role/${await assignment()}` }),
      ANY_ADMIN(200),
    ],
  ];

  it.each(rows)('%s', async (_name, make, expected) => {
    const actual: Record<string, number> = {};
    for (const who of WHO) actual[who] = (await send(who, await make(who))).status;
    expect(actual).toEqual(expected);
  });

  it('a forged currentRole in the query of user-assigned-roles is a 403', async () => {
    const res = await as
      .stateAdmin!.agent.get(`/api/auth/user-assigned-roles/${as.gpUser!.userId}`)
      .query({ currentRole: JSON.stringify(roleOf('forgedRole')) })
      .expect(403);
    expect(res.body.message).toBe('Selected role is not assigned to you.');
  });

  it('denials use the envelope with a clear message', async () => {
    const res = await as.gpUser!.agent.post('/api/auth/roles').send(roleBody()).expect(403);
    expect(res.body).toEqual({ success: false, code: 'NOT_STATE_ADMIN', message: 'You are not authorized to access this page.' });
    const list = await as.tpOfficer!.agent.post('/api/auth/user-list').send({ currentRole: as.tpOfficer!.role }).expect(403);
    expect(list.body).toEqual({ success: false, code: 'NOT_ADMIN', message: 'Only administrators may do this.' });
  });
});
