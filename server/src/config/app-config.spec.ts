import { ConfigError, DEV_SESSION_SECRET, loadConfig, tileImageSource } from './app-config.js';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
    return [];
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
}

describe('loadConfig', () => {
  it('starts in development with no settings at all: embedded database, in-process jobs, outbox OTPs, demo seed', () => {
    const config = loadConfig({});
    expect(config.env).toBe('development');
    expect(config.port).toBe(3000);
    expect(config.database.url).toBeNull();
    expect(config.redis.url).toBeNull();
    expect(config.otp.provider).toBe('outbox');
    expect(config.otp.outboxFile).toMatch(/\.data\/outbox\.jsonl$/);
    expect(config.demo.seed).toBe(true);
    expect(config.session.secret).toBe(DEV_SESSION_SECRET);
  });

  it('sizes per-address throttles for a district office of a few hundred officers behind one address', () => {
    const { throttle } = loadConfig({});
    expect(throttle).toEqual({ otpPerAddressPerHour: 600, failedSignInsPerAddressPer15Min: 150, registrationLookupsPerAddressPerHour: 30 });
    expect(loadConfig({ THROTTLE_OTP_PER_ADDRESS_PER_HOUR: '1200' }).throttle.otpPerAddressPerHour).toBe(1200);
    expect(problemsOf({ THROTTLE_FAILED_SIGNINS_PER_ADDRESS: '0' })).toEqual([
      'THROTTLE_FAILED_SIGNINS_PER_ADDRESS must be an integer between 1 and 1000000 (got "0")',
    ]);
  });

  it('reads the MIS settings: base URL with a trailing slash, polite limits, refresh on with a real database', () => {
    const config = loadConfig({ MIS_BASE_URL: 'https://mnregaweb4.nic.in/netnrega', DATABASE_URL: 'postgres://u:p@db:5432/portal' });
    expect(config.mis).toMatchObject({ baseUrl: 'https://mnregaweb4.nic.in/netnrega/', ratePerSecond: 2, concurrency: 2, retries: 3 });
    expect(config.refresh).toEqual({ enabled: true, cron: '0 1 * * *', windowMinutes: 240, maxPerNight: 500, historyRetentionDays: 1095 });
    expect(loadConfig({}).refresh.enabled).toBe(false);
    expect(loadConfig({}).mis.baseUrl).toBeNull();
    expect(problemsOf({ MIS_BASE_URL: 'ftp://x' })).toEqual(['MIS_BASE_URL must be a http: or https: URL']);
  });

  it('loads the development code (DEV_MODE) outside production only, and the demo seeds only with it', () => {
    expect(loadConfig({}).dev).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).dev).toBe(true);
    expect(loadConfig({ DEV_MODE: 'false' })).toMatchObject({ dev: false, demo: { seed: false, misLoad: false } });
    expect(problemsOf({ DEV_MODE: 'false', DEMO_SEED: 'true' })).toEqual([
      'DEMO_SEED and DEMO_MIS_LOAD need DEV_MODE (the demo seeds are development code, server/src/dev)',
    ]);
    expect(problemsOf({ DEV_MODE: 'maybe' })).toEqual(['DEV_MODE must be true or false (got "maybe")']);
    const production = {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://u:p@db:5432/portal',
      REDIS_URL: 'redis://redis:6379',
      SESSION_SECRET: 'x'.repeat(40),
      OTP_PROVIDER: 'http',
      SMS_GATEWAY_URL: 'https://sms.example.gov.in/send',
      MIS_BASE_URL: 'https://nregastrep.nic.in/netnrega/',
    };
    expect(loadConfig(production).dev).toBe(false);
    expect(problemsOf({ ...production, DEV_MODE: 'true' })).toEqual([
      'DEV_MODE is refused in production (the fixture MIS, the demo seeds and the synthetic state are development code)',
    ]);
    expect(problemsOf({ ...production, DEMO_SEED: 'true' })).toEqual([
      'DEMO_SEED and DEMO_MIS_LOAD need DEV_MODE (the demo seeds are development code, server/src/dev)',
    ]);
  });

  it('does not seed demo data into an external database unless asked', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@db:5432/portal' }).demo.seed).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@db:5432/portal', DEMO_SEED: 'true' }).demo.seed).toBe(true);
  });

  it('refuses production without DATABASE_URL, REDIS_URL, SESSION_SECRET and with the outbox provider, one line each naming the setting', () => {
    const problems = problemsOf({ NODE_ENV: 'production' });
    expect(problems).toHaveLength(5);
    expect(problems[0]).toMatch(/^DATABASE_URL is required in production/);
    expect(problems[1]).toMatch(/^REDIS_URL is required in production/);
    expect(problems[2]).toMatch(/^SESSION_SECRET is required in production/);
    expect(problems[3]).toMatch(/^OTP_PROVIDER=outbox is the development provider and is refused in production/);
    expect(problems[4]).toMatch(/^MIS_BASE_URL is required in production/);
    for (const p of problems) expect(p).not.toContain('\n');
  });

  it('refuses a short or development session secret in production', () => {
    const base = {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://u:p@db:5432/portal',
      REDIS_URL: 'redis://redis:6379',
      OTP_PROVIDER: 'http',
      SMS_GATEWAY_URL: 'https://sms.example.gov.in/send',
      MIS_BASE_URL: 'https://nregastrep.nic.in/netnrega/',
    };
    expect(problemsOf({ ...base, SESSION_SECRET: 'short' })).toEqual([
      'SESSION_SECRET must be a random string of at least 32 characters in production',
    ]);
    expect(problemsOf({ ...base, SESSION_SECRET: DEV_SESSION_SECRET })).toHaveLength(1);
    expect(problemsOf({ ...base, SESSION_SECRET: 'x'.repeat(40) })).toEqual([]);
  });

  it('requires the SMS gateway URL with the http provider', () => {
    expect(problemsOf({ OTP_PROVIDER: 'http' })).toEqual([]);
    expect(
      problemsOf({
        NODE_ENV: 'production',
        DATABASE_URL: 'postgres://u:p@db/portal',
        REDIS_URL: 'redis://r',
        SESSION_SECRET: 'y'.repeat(40),
        OTP_PROVIDER: 'http',
        MIS_BASE_URL: 'https://mnregaweb4.nic.in/netnrega',
      }),
    ).toEqual(['SMS_GATEWAY_URL is required when OTP_PROVIDER=http']);
  });

  it('names a malformed setting', () => {
    expect(problemsOf({ PORT: 'eighty' })).toEqual(['PORT must be an integer between 0 and 65535 (got "eighty")']);
    expect(problemsOf({ DATABASE_URL: 'mysql://x' })).toEqual(['DATABASE_URL must be a postgres: or postgresql: URL']);
    expect(problemsOf({ OTP_PROVIDER: 'pigeon' })).toEqual(['OTP_PROVIDER must be "outbox" or "http" (got "pigeon")']);
    expect(problemsOf({ SOCIAL_LINKS: 'Facebook' })).toHaveLength(1);
  });

  it('reads footer values from the environment', () => {
    const config = loadConfig({
      SUPPORT_EMAIL: 'help@rdpr.example',
      SOCIAL_LINKS: 'Facebook|https://facebook.com/rdpr,YouTube|https://youtube.com/rdpr',
      PUBLIC_DASHBOARD_URL: 'https://mis.example/dashboard',
    });
    expect(config.site.supportEmail).toBe('help@rdpr.example');
    expect(config.site.social).toEqual([
      { label: 'Facebook', url: 'https://facebook.com/rdpr' },
      { label: 'YouTube', url: 'https://youtube.com/rdpr' },
    ]);
    expect(config.site.links).toEqual({ publicDashboardUrl: 'https://mis.example/dashboard', publicDemandsUrl: null });
  });

  it('reads the report map tiles: OpenStreetMap by default, a template with {s}, empty for none (issue 27)', () => {
    expect(loadConfig({}).site.map).toEqual({
      tile_url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      attribution: '© OpenStreetMap contributors',
    });
    expect(loadConfig({ MAP_TILE_URL: '' }).site.map).toEqual({ tile_url: null, attribution: '' });
    expect(
      loadConfig({ MAP_TILE_URL: 'https://{s}.tiles.example.in/osm/{z}/{x}/{y}.png', MAP_TILE_ATTRIBUTION: 'Tiles: KSRSAC' }).site.map,
    ).toEqual({
      tile_url: 'https://{s}.tiles.example.in/osm/{z}/{x}/{y}.png',
      attribution: 'Tiles: KSRSAC',
    });
    expect(tileImageSource('https://{s}.tiles.example.in/osm/{z}/{x}/{y}.png')).toBe('https://*.tiles.example.in');
    expect(tileImageSource('http://127.0.0.1:8080/t/{z}/{x}/{y}.png')).toBe('http://127.0.0.1:8080');
    expect(problemsOf({ MAP_TILE_URL: 'ftp://tiles.example.in/{z}/{x}/{y}.png' })).toEqual(['MAP_TILE_URL must be an http or https URL']);
    expect(problemsOf({ MAP_TILE_URL: 'https://tiles.example.in/{z}/{x}.png' })).toEqual(['MAP_TILE_URL must contain {z}, {x} and {y}']);
    expect(problemsOf({ MAP_TILE_URL: 'https://tiles.{s}.example.in/{z}/{x}/{y}.png' })).toEqual([
      'MAP_TILE_URL\'s host may hold only a leading {s}. subdomain placeholder (got "tiles.{s}.example.in")',
    ]);
    expect(problemsOf({ MAP_TILE_URL: 'not a url' })).toEqual(['MAP_TILE_URL is not a valid URL template (got "not a url")']);
  });
  it('keeps files on the local disk by default; FILES_STORAGE=s3 needs S3_BUCKET and S3_ENDPOINT (issue 28)', () => {
    const local = loadConfig({});
    expect(local.files.storage).toBe('local');
    expect(local.files.s3).toBeNull();
    expect(problemsOf({ FILES_STORAGE: 's3' })).toEqual([
      'S3_BUCKET is required with FILES_STORAGE=s3 (the bucket files are stored in)',
      'S3_ENDPOINT is required with FILES_STORAGE=s3 (e.g. http://minio:9000 or https://s3.ap-south-1.amazonaws.com)',
    ]);
    expect(problemsOf({ FILES_STORAGE: 'minio' })).toEqual(['FILES_STORAGE must be "local" or "s3" (got "minio")']);
    expect(problemsOf({ S3_BUCKET: 'portal-files' })).toEqual([
      'S3_ENDPOINT is required when S3_BUCKET is set (e.g. http://minio:9000 or https://s3.ap-south-1.amazonaws.com)',
    ]);
    expect(problemsOf({ FILES_STORAGE: 's3', S3_ENDPOINT: 'ftp://minio', S3_BUCKET: 'Portal_Files', AWS_ACCESS_KEY_ID: 'k' })).toEqual([
      'S3_ENDPOINT must be a http: or https: URL',
      'AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY are set together or not at all',
      'S3_BUCKET must be a bucket name of 3 to 63 lower-case letters, digits, dots and hyphens (got "Portal_Files")',
    ]);
    const s3 = loadConfig({ FILES_STORAGE: 's3', S3_ENDPOINT: 'http://minio:9000', S3_BUCKET: 'portal-files' });
    expect(s3.files.storage).toBe('s3');
    // No keys in the environment: the SDK's default chain (profile, instance role) finds them.
    expect(s3.files.s3).toEqual({
      endpoint: 'http://minio:9000',
      bucket: 'portal-files',
      region: 'us-east-1',
      forcePathStyle: true,
      prefix: '',
      credentials: null,
    });
    const aws = loadConfig({
      FILES_STORAGE: 's3',
      S3_ENDPOINT: 'https://s3.ap-south-1.amazonaws.com',
      S3_BUCKET: 'rdpr-portal',
      S3_REGION: 'ap-south-1',
      S3_FORCE_PATH_STYLE: 'false',
      S3_PREFIX: 'mgnrega/',
      AWS_ACCESS_KEY_ID: 'AKIA',
      AWS_SECRET_ACCESS_KEY: 'secret',
    }).files.s3;
    expect(aws).toMatchObject({
      region: 'ap-south-1',
      forcePathStyle: false,
      prefix: 'mgnrega/',
      credentials: { accessKeyId: 'AKIA', secretAccessKey: 'secret' },
    });
  });
});
