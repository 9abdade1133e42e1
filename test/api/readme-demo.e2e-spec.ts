import fs from 'node:fs';
import path from 'node:path';
import type { INestApplication } from '@nestjs/common';
import { DemoSeedService } from '../../server/src/dev/seeds/demo-seed.service.js';
import { ageOtps, signIn } from '../support/auth.js';
import { startTestApp } from '../support/test-app.js';

const README = path.resolve(process.cwd(), 'README.md');

interface Login {
  mobile: string;
  password: string;
  role: string;
  place: string;
}

/** The rows of README's "Demo logins" table, as a newcomer reads them. */
function readmeLogins(): Login[] {
  const text = fs.readFileSync(README, 'utf8');
  const section = text.slice(text.indexOf('## Demo logins'), text.indexOf('## Workflows'));
  return section
    .split('\n')
    .filter((line) => /^\| `\d{10}` \|/.test(line))
    .map((line) => {
      const [mobile, password, role, place] = line
        .split('|')
        .slice(1, 5)
        .map((cell) => cell.trim().replace(/`/g, ''));
      return { mobile, password, role, place };
    });
}

interface Role {
  Role_code: string;
  Role_name: string;
  location_name: string;
}

// Issue 25 item 14: every demo login the README lists signs in with the password it gives, as the
// role and in the place it names, on the demo data `npm start` loads.
describe('README demo logins', () => {
  let app: INestApplication;

  beforeAll(async () => {
    app = await startTestApp();
    await app.get(DemoSeedService).run();
  }, 120000);
  afterAll(() => app.close());

  it('lists the administrator, the five officers and the three FTO verification levels', () => {
    expect(readmeLogins().map((l) => l.mobile)).toEqual([
      '9999999999',
      '9000000001',
      '9000000002',
      '9000000003',
      '9000000004',
      '9000000005',
      '9000000011',
      '9000000012',
      '9000000013',
    ]);
  });

  it.each(readmeLogins().map((login) => [login.mobile, login] as const))('%s signs in as the README says', async (mobile, login) => {
    await ageOtps(app, mobile, 2);
    const { body } = await signIn(app, mobile, login.password);
    expect(body.success).toBe(true);
    const roles = body.data.roles as Role[];
    if (login.role.startsWith('STATE administrator')) {
      expect(body.data.permissions).toEqual(expect.arrayContaining([expect.objectContaining({ permission_type: 'ADMIN' })]));
      return;
    }
    expect(roles.length).toBeGreaterThan(0);
    // Each role the officer holds is named in the README's role column, and its place in the place column.
    for (const role of roles) {
      expect([role.Role_code, role.Role_name].some((name) => login.role.includes(name))).toBe(true);
    }
    const place = login.place.toUpperCase();
    expect(roles.some((role) => place.includes(role.location_name.toUpperCase()))).toBe(true);
  });
});
