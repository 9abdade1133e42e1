import type { INestApplication } from '@nestjs/common';
import { requireBuild, runNode } from '../support/processes.js';
import { ageOtps, newMobile, signIn } from '../support/auth.js';
import { ensureTestDatabase, startTestApp, testDatabaseUrl } from '../support/test-app.js';

describe('npm run cli -- create-admin', () => {
  let app: INestApplication;
  const cli = (...args: string[]) => runNode('cli.js', ['create-admin', ...args], { DATABASE_URL: testDatabaseUrl() }, 60000);

  beforeAll(async () => {
    requireBuild();
    await ensureTestDatabase();
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('creates a STATE-level ADMIN with the State Administrator role, and is idempotent', async () => {
    const mobile = newMobile();
    const first = await cli('--mobile', mobile, '--password', 'Secure2025', '--name', 'Anita Rao');
    expect(first.stderr).toBe('');
    expect(first.stdout).toMatch(new RegExp(`^Created STATE ADMIN ${mobile} \\(user \\d+\\)\\.$`, 'm'));
    const { body } = await signIn(app, mobile, 'Secure2025');
    expect(body.data.permissions).toEqual([{ permission_type: 'ADMIN', permission_level: 'STATE' }]);
    expect(body.data.roles).toEqual([expect.objectContaining({ Role_code: 'SADMIN', levels: 'STATE', location_name: 'Karnataka' })]);

    const again = await cli('--mobile', mobile, '--password', 'Other2025x', '--name', 'Anita Rao');
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('is a STATE ADMIN with the State Administrator role');
    // The existing password is kept unless --reset-password is given.
    await ageOtps(app, mobile, 2);
    await signIn(app, mobile, 'Secure2025');
    const reset = await cli('--mobile', mobile, '--password', 'Other2025x', '--name', 'Anita Rao', '--reset-password');
    expect(reset.stdout).toContain('password set');
    await ageOtps(app, mobile, 2);
    await signIn(app, mobile, 'Other2025x');
  });

  it('refuses bad input with a clear line', async () => {
    const run = await cli('--mobile', '12345', '--password', 'Secure2025', '--name', 'Anita Rao');
    expect(run.code).toBe(1);
    expect(run.stderr.trim()).toBe('--mobile must be 10 digits');
    const weak = await cli('--mobile', newMobile(), '--password', 'short', '--name', 'Anita Rao');
    expect(weak.stderr.trim()).toBe('--password must be 8 to 20 characters with letters and numbers');
    const missing = await cli('--mobile', newMobile());
    expect(missing.code).not.toBe(0);
    expect(missing.stderr).toContain("required option '--password <password>' not specified");
  });
});
