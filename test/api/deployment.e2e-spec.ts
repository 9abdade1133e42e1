import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import { REPO } from '../support/processes.js';

const COMPOSE = path.join(REPO, 'docker-compose.yml');
const ENV = { POSTGRES_PASSWORD: 'pw-for-validation', SESSION_SECRET: 'x'.repeat(40), SMS_GATEWAY_URL: 'https://sms.example.test/send' };

function hasDockerCompose(): boolean {
  try {
    execFileSync('docker-compose', ['version'], { stdio: 'pipe' });
    return true;
  } catch {
    return false;
  }
}

describe('docker-compose.yml (ops path)', () => {
  // `docker-compose config` is the authority when installed (CI installs it); the structural
  // checks below hold either way.
  const rendered = hasDockerCompose()
    ? YAML.parse(execFileSync('docker-compose', ['-f', COMPOSE, 'config'], { env: { ...process.env, ...ENV }, cwd: REPO }).toString())
    : YAML.parse(fs.readFileSync(COMPOSE, 'utf8'));

  it('defines postgres, redis, api and worker, each with a health check or a healthy dependency', () => {
    expect(Object.keys(rendered.services).sort()).toEqual(['api', 'postgres', 'redis', 'worker']);
    for (const name of ['postgres', 'redis', 'api']) expect(rendered.services[name].healthcheck).toBeDefined();
    expect(rendered.services.api.depends_on.postgres.condition).toBe('service_healthy');
    expect(rendered.services.api.depends_on.redis.condition).toBe('service_healthy');
    expect(rendered.services.worker.command.join(' ')).toContain('worker.js');
  });

  it('keeps data in volumes and runs the app in production mode with its required settings', () => {
    expect(Object.keys(rendered.volumes)).toEqual(expect.arrayContaining(['pgdata', 'appdata']));
    const env = rendered.services.api.environment;
    expect(env.NODE_ENV).toBe('production');
    for (const key of ['DATABASE_URL', 'REDIS_URL', 'SESSION_SECRET', 'OTP_PROVIDER', 'SMS_GATEWAY_URL', 'MIS_BASE_URL'])
      expect(env[key]).toBeTruthy();
    expect(rendered.services.worker.environment.MIS_BASE_URL).toBe('https://nregastrep.nic.in/netnrega/');
  });

  it('refuses to render without the secrets it needs', () => {
    if (!hasDockerCompose()) return;
    const env = { ...process.env };
    delete env.SESSION_SECRET;
    delete env.POSTGRES_PASSWORD;
    delete env.SMS_GATEWAY_URL;
    expect(() => execFileSync('docker-compose', ['-f', COMPOSE, 'config'], { env, cwd: REPO, stdio: 'pipe' })).toThrow();
  });
});
