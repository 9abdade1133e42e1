import type { INestApplication } from '@nestjs/common';
import type request from 'supertest';
import { DataSource } from 'typeorm';
import { actor, SignedIn, STATE } from '../support/actors.js';
import { startTestApp } from '../support/test-app.js';
import { expectRefusal } from '../support/messages.js';

const LAST = 'The last STATE administrator cannot be removed.';

/**
 * Issue 8 finding 2: the portal always keeps a working STATE administrator (ADMIN at STATE
 * level with an active STATE-level role), even when two administrators remove each other at
 * the same moment. This file's database holds exactly the two administrators made here.
 */
describe('The last STATE administrator (issue 8, finding 2)', () => {
  let app: INestApplication;
  let db: DataSource;
  let a: SignedIn;
  let b: SignedIn;

  const working = async () => (await db.query(`SELECT working_state_admin_count() AS n`))[0].n as number;
  const sadminOf = async (userId: number) =>
    (
      await db.query(
        `SELECT a.id FROM role_assignments a JOIN roles r ON r.id = a.role_id WHERE a.user_id = $1 AND r."Role_code" = 'SADMIN' AND a.status_deleted = 'NO'`,
        [userId],
      )
    )[0]?.id as number | undefined;

  /** Both A and B are working STATE administrators again (test set-up, straight in the database). */
  const restore = async () => {
    for (const who of [a, b]) {
      await db.query(
        `INSERT INTO user_permissions (user_id, permission_type, permission_level)
         SELECT $1, 'ADMIN', 'STATE' WHERE NOT EXISTS (SELECT 1 FROM user_permissions WHERE user_id = $1 AND permission_type = 'ADMIN')`,
        [who.userId],
      );
      await db.query(
        `UPDATE role_assignments SET status_deleted = 'NO', deleted_at = NULL, deleted_by = NULL
          WHERE id = (SELECT a.id FROM role_assignments a JOIN roles r ON r.id = a.role_id
                       WHERE a.user_id = $1 AND r."Role_code" = 'SADMIN' ORDER BY a.id LIMIT 1)`,
        [who.userId],
      );
    }
    expect(await working()).toBe(2);
  };
  const sadminRoleId = async () => (await db.query(`SELECT id FROM roles WHERE "Role_code" = 'SADMIN'`))[0].id as number;

  beforeAll(async () => {
    app = await startTestApp();
    db = app.get(DataSource);
    a = await actor(app, 'STATE', 'SADMIN', STATE, 'ADMIN');
    b = await actor(app, 'STATE', 'SADMIN', STATE, 'ADMIN');
    expect(await working()).toBe(2);
  });
  afterAll(() => app.close());

  /**
   * Ten rounds of two calls at once that would each remove one of the two administrators:
   * exactly one may succeed, and at least once the rule itself (409) refused the other (rather
   * than the other's caller having lost its own right to act first: 403).
   */
  const raceTenRounds = async (calls: () => Promise<request.Response[]>) => {
    let refusedByRule = 0;
    for (let round = 0; round < 10; round++) {
      await restore();
      const answers = await calls();
      expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
      for (const r of answers.filter((x) => x.status !== 200)) {
        expect([409, 403]).toContain(r.status);
        if (r.status === 409) {
          expectRefusal(r.body, LAST);
          refusedByRule++;
        }
      }
      expect(await working()).toBe(1);
    }
    expect(refusedByRule).toBeGreaterThan(0);
  };

  it('two administrators setting each other as USER at the same moment: one succeeds, one is refused (10 rounds)', () =>
    raceTenRounds(() =>
      Promise.all([
        a.agent.post('/api/auth/assigned-admin').send({ mobile_number: b.mobile, permission: 'USER' }),
        b.agent.post('/api/auth/assigned-admin').send({ mobile_number: a.mobile, permission: 'USER' }),
      ]),
    ));

  it('two administrators removing each other’s STATE role at the same moment: one is refused (10 rounds)', () =>
    raceTenRounds(async () => {
      const [aRole, bRole] = [await sadminOf(a.userId), await sadminOf(b.userId)];
      return Promise.all([
        a.agent.put(`/api/auth/delete-assigned-role/${bRole}`).send({}),
        b.agent.put(`/api/auth/delete-assigned-role/${aRole}`).send({}),
      ]);
    }));

  it('a demotion and a role removal racing each other cannot both take effect', async () => {
    for (let round = 0; round < 10; round++) {
      await restore();
      const aRole = await sadminOf(a.userId);
      await Promise.all([
        a.agent.post('/api/auth/assigned-admin').send({ mobile_number: b.mobile, permission: 'USER' }),
        b.agent.put(`/api/auth/delete-assigned-role/${aRole}`).send({}),
      ]);
      expect(await working()).toBeGreaterThanOrEqual(1);
    }
  });

  it('with one working administrator left, neither Set as USER, nor removing its role, nor making the role inactive is allowed', async () => {
    await restore();
    await a.agent.post('/api/auth/assigned-admin').send({ mobile_number: b.mobile, permission: 'USER' }).expect(200);
    expect(await working()).toBe(1);
    // b is no longer an administrator; a is the last one and cannot lose its STATE role.
    const own = await a.agent
      .put(`/api/auth/delete-assigned-role/${await sadminOf(a.userId)}`)
      .send({})
      .expect(409);
    expect(own.body.message).toBe(LAST);
    const toggle = await a.agent
      .put(`/api/auth/roles/${await sadminRoleId()}/toggle`)
      .send({ is_active: false })
      .expect(409);
    expect(toggle.body.message).toBe(LAST);
    expect(await working()).toBe(1);
  });
});
