import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import { loadConfig } from '../../server/src/config/app-config.js';
import { REPO } from '../support/processes.js';

const COMPOSE = path.join(REPO, 'docker-compose.yml');
const NGINX = path.join(REPO, 'deploy/nginx.conf');
const ENV = {
  POSTGRES_PASSWORD: 'pw-for-validation',
  SESSION_SECRET: 'x'.repeat(40),
  SMS_GATEWAY_URL: 'https://sms.example.test/send',
  MINIO_ROOT_PASSWORD: 'minio-root-for-validation',
  S3_SECRET_ACCESS_KEY: 'portal-key-for-validation',
};
const SETUP = path.join(REPO, 'deploy/minio-setup.sh');

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

  it('defines postgres, redis, MinIO and its setup, api, worker and the proxy, each with a health check or a healthy dependency', () => {
    expect(Object.keys(rendered.services).sort()).toEqual(['api', 'minio', 'minio-setup', 'postgres', 'proxy', 'redis', 'worker']);
    for (const name of ['postgres', 'redis', 'minio', 'api', 'proxy']) expect(rendered.services[name].healthcheck).toBeDefined();
    expect(rendered.services.api.depends_on.postgres.condition).toBe('service_healthy');
    expect(rendered.services.api.depends_on.redis.condition).toBe('service_healthy');
    expect(rendered.services.worker.command.join(' ')).toContain('worker.js');
    expect(rendered.services.proxy.depends_on.api.condition).toBe('service_healthy');
  });

  it('runs two API replicas and two workers; only the proxy publishes a port', () => {
    expect(Number(rendered.services.api.deploy.replicas)).toBe(2);
    expect(Number(rendered.services.worker.deploy.replicas)).toBe(2);
    expect(rendered.services.api.ports).toBeUndefined();
    expect(rendered.services.worker.ports).toBeUndefined();
    const [port] = rendered.services.proxy.ports as (string | { published: number | string; target: number })[];
    // Rendered by docker-compose: {published, target}; read raw: "${PORT:-3000}:80".
    expect(typeof port === 'string' ? port : `${port.published}:${port.target}`).toMatch(/^(3000|\$\{PORT:-3000\}):80$/);
    expect(rendered.services.proxy.image).toMatch(/^nginx:[\w.-]*alpine$/);
    const mount = (rendered.services.proxy.volumes as string[]).find((v) => v.includes('nginx.conf'));
    expect(mount).toMatch(/deploy\/nginx\.conf:\/etc\/nginx\/conf\.d\/default\.conf:ro$/);
    // One proxy in front: the API takes the last X-Forwarded-For entry as the client's address.
    expect(String(rendered.services.api.environment.TRUST_PROXY)).toMatch(/^(1|\$\{TRUST_PROXY:-1\})$/);
  });

  it('deploy/nginx.conf balances over the api replicas, forwards the client address and fits the upload limit', () => {
    const conf = fs.readFileSync(NGINX, 'utf8').replace(/#.*$/gm, '');
    expect(conf).toMatch(/upstream portal_api \{[^}]*server api:3000\b/);
    expect(conf).toMatch(/proxy_pass http:\/\/portal_api;/);
    expect(conf).toMatch(/proxy_set_header X-Forwarded-For \$proxy_add_x_forwarded_for;/);
    expect(conf).toMatch(/proxy_set_header X-Forwarded-Proto \$scheme;/);
    // The Origin check compares with Host, port included.
    expect(conf).toMatch(/proxy_set_header Host \$http_host;/);
    for (const directive of ['proxy_connect_timeout', 'proxy_read_timeout', 'proxy_send_timeout', 'client_body_timeout'])
      expect(conf).toMatch(new RegExp(`${directive} \\d+s;`));
    // A work file is one request: every image at the largest size, plus the form fields.
    const { maxBytes, maxFiles } = loadConfig({}).files;
    const mib = Number(/client_max_body_size (\d+)m;/.exec(conf)?.[1]);
    expect(mib * 1024 * 1024).toBeGreaterThanOrEqual(maxBytes * maxFiles);
    expect(mib * 1024 * 1024).toBeLessThanOrEqual(maxBytes * maxFiles + 32 * 1024 * 1024);
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
    // Each MinIO secret on its own.
    for (const secret of ['MINIO_ROOT_PASSWORD', 'S3_SECRET_ACCESS_KEY']) {
      const without: NodeJS.ProcessEnv = { ...process.env, ...ENV };
      delete without[secret];
      expect(() => execFileSync('docker-compose', ['-f', COMPOSE, 'config'], { env: without, cwd: REPO, stdio: 'pipe' })).toThrow(
        new RegExp(`set ${secret}`),
      );
    }
  });

  it('keeps uploaded files in MinIO: a private bucket made by a one-shot, the APIs and workers on FILES_STORAGE=s3 (issue 28)', () => {
    const { minio, 'minio-setup': setup, api, worker } = rendered.services;
    expect(minio.image).toMatch(/^minio\/minio:/);
    expect(minio.ports).toBeUndefined();
    expect((minio.volumes as (string | { source: string })[]).map((v) => (typeof v === 'string' ? v : v.source)).join(' ')).toMatch(
      /miniodata/,
    );
    expect(Object.keys(rendered.volumes)).toContain('miniodata');
    expect(minio.environment.MINIO_ROOT_PASSWORD).toBeTruthy();
    // The setup runs once the store answers; the APIs start once it has finished.
    expect(setup.image).toMatch(/^minio\/mc:/);
    expect(setup.depends_on.minio.condition).toBe('service_healthy');
    expect(String(setup.restart)).toBe('no');
    expect(api.depends_on['minio-setup'].condition).toBe('service_completed_successfully');
    const script = fs.readFileSync(SETUP, 'utf8');
    expect(script).toMatch(/mc mb --ignore-existing "store\/\$S3_BUCKET"/);
    expect(script).toMatch(/mc anonymous set none/);
    expect(script).toMatch(/mc admin user add store "\$S3_ACCESS_KEY_ID" "\$S3_SECRET_ACCESS_KEY"/);
    for (const service of [api, worker]) {
      const env = service.environment;
      expect(env.FILES_STORAGE).toBe('s3');
      expect(env.S3_ENDPOINT).toMatch(/^(http:\/\/minio:9000|\$\{S3_ENDPOINT:-http:\/\/minio:9000\})$/);
      // The bucket and key the setup made are the ones the app uses.
      expect(env.S3_BUCKET).toBe(setup.environment.S3_BUCKET);
      expect(env.AWS_ACCESS_KEY_ID).toBe(setup.environment.S3_ACCESS_KEY_ID);
      expect(env.AWS_SECRET_ACCESS_KEY).toBe(setup.environment.S3_SECRET_ACCESS_KEY);
    }
    if (hasDockerCompose()) {
      // The rendered settings pass the app's own validation.
      const config = loadConfig(api.environment);
      expect(config.files.storage).toBe('s3');
      expect(config.files.s3).toMatchObject({
        endpoint: 'http://minio:9000',
        bucket: 'portal-files',
        forcePathStyle: true,
        credentials: { accessKeyId: 'portal' },
      });
    }
  });
});
