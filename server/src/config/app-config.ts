import os from 'node:os';
import path from 'node:path';
import { repoRoot } from './paths.js';

/**
 * Typed configuration, read once from the environment and validated before anything boots.
 * Every setting is listed here with its default; production refuses dev-only values.
 */
export type NodeEnv = 'development' | 'test' | 'production';
export type OtpProviderKind = 'outbox' | 'http';

export interface SocialLink {
  label: string;
  url: string;
}

export interface AppConfig {
  env: NodeEnv;
  port: number;
  host: string;
  dataDir: string;
  logLevel: string;
  database: {
    /** Set when an external database is used; unset means the embedded PostgreSQL. */
    url: string | null;
    embeddedPort: number;
    /**
     * How long the API and the worker wait for the answer to one query (DB_QUERY_TIMEOUT_MS)
     * before giving up on its connection: a network to PostgreSQL that goes silent answers 503
     * instead of hanging. The command line's long jobs are not bounded by it.
     */
    queryTimeoutMs: number;
  };
  redis: { url: string | null };
  session: { secret: string; maxAgeMinutes: number; secureCookie: boolean };
  /** Express "trust proxy": how many proxies in front set X-Forwarded-For (0 = none). */
  trustProxy: number;
  /**
   * Per client address limits, sized for a district office of a few hundred officers behind
   * one public address; the strict limits are per account (see LoginService, OtpService).
   */
  throttle: {
    otpPerAddressPerHour: number;
    failedSignInsPerAddressPer15Min: number;
    /** "Already registered" answers per address per hour (registration lookups). */
    registrationLookupsPerAddressPerHour: number;
  };
  otp: {
    provider: OtpProviderKind;
    outboxFile: string;
    smsGatewayUrl: string | null;
    smsGatewayMethod: 'GET' | 'POST';
    smsGatewayAuth: string | null;
    /** Registration also sends and requires an e-mail OTP (off: the spec's dialog asks only the mobile OTP). */
    registrationEmailOtp: boolean;
  };
  /** The public MIS the scraper reads (NREGASoft). */
  mis: {
    /** Base URL ending in `/netnrega/`; null in development means the built-in fixture MIS. */
    baseUrl: string | null;
    timeoutMs: number;
    /** Tries per request (network errors, 5xx) with exponential backoff. */
    retries: number;
    /** Requests per second to one MIS host, shared by every worker process (through Redis). */
    ratePerSecond: number;
    /** Requests in flight to one MIS host at once, shared likewise. */
    concurrency: number;
    userAgent: string;
    /** The fixture MIS's generator seed (development only). */
    fixtureSeed: number;
  };
  jobs: {
    /** BullMQ key prefix in Redis: deployments (and test runs) sharing one Redis keep apart by it. */
    prefix: string;
    workerConcurrency: number;
    lockDurationMs: number;
    stalledIntervalMs: number;
    /**
     * How many times a job whose worker died (deploy, OOM kill, SIGKILL) is handed back before
     * it fails as one that kills its workers.
     */
    maxStalledCount: number;
    /** This worker's name in BullMQ (a job's `processedBy`): the host and process by default. */
    workerName: string;
  };
  /** Nightly refresh of the panchayats whose MIS data is oldest. */
  refresh: {
    enabled: boolean;
    /** Cron expression (server time) at which the night's window opens. */
    cron: string;
    /** The night's jobs are spread over this many minutes. */
    windowMinutes: number;
    /** At most this many panchayats per night. */
    maxPerNight: number;
    /** MIS history entries (mis_history) older than this many days are deleted each night. */
    historyRetentionDays: number;
  };
  /**
   * DEV_MODE: the one switch of the development code (server/src/dev: the fixture MIS, the demo
   * seeds, the synthetic state). On outside production by default; refused in production.
   */
  dev: boolean;
  /** What the development module does on start (each needs DEV_MODE). */
  demo: {
    seed: boolean;
    /** Load the demo panchayats' MIS data through the real jobs on first start. */
    misLoad: boolean;
    adminMobile: string;
    adminPassword: string;
  };
  site: {
    departmentNameKn: string;
    departmentNameEn: string;
    governmentName: string;
    productName: string;
    supportEmail: string;
    supportPhone: string;
    address: string;
    social: SocialLink[];
    links: { publicDashboardUrl: string | null; publicDemandsUrl: string | null };
    /** The report map's tiles (issue 27): a Leaflet URL template, or null for a map without tiles. */
    map: MapTiles;
  };
  /** Uploaded files (verification photos): outside the web root, served only through authorised routes. */
  files: {
    /** Local-disk storage directory. */
    dir: string;
    /** Largest accepted file, in bytes. */
    maxBytes: number;
    /** Files per request at most. */
    maxFiles: number;
    /** Where an issue import's file waits while it is read (removed whatever the outcome). */
    importTmpDir: string;
    /** FILES_STORAGE: the driver new files are written to (`local` disk, default, or `s3`). */
    storage: 'local' | 's3';
    /** The S3-compatible store, when S3_BUCKET is set (required by FILES_STORAGE=s3; read by `files migrate`). */
    s3: S3Settings | null;
  };
  /** Photo evidence checks (issue 27): how far from the work site a photo may be before it is flagged. */
  evidence: {
    /** EVIDENCE_MAX_DISTANCE_M: metres from the work's reference point. */
    maxDistanceM: number;
    /** EVIDENCE_MAX_GP_DISTANCE_KM: kilometres from its panchayat's office, where the portal knows it. */
    maxGpDistanceKm: number;
  };
  /** The state's time zone: what "today" means for schedule windows. */
  timeZone: string;
  uiDistDir: string;
  corsOrigins: string[];
  /** API_DOCS: serve the OpenAPI document at /api/docs-json and its page at /api/docs (default: on outside production). */
  apiDocs: boolean;
}

export interface S3Settings {
  /** S3_ENDPOINT: e.g. http://minio:9000, or https://s3.ap-south-1.amazonaws.com. */
  endpoint: string;
  bucket: string;
  /** S3_REGION (MinIO accepts any; default us-east-1). */
  region: string;
  /** S3_FORCE_PATH_STYLE: `endpoint/bucket/key` URLs (MinIO), default true; false for virtual-hosted buckets. */
  forcePathStyle: boolean;
  /** S3_PREFIX: prepended to every object key (deployments sharing a bucket), default none. */
  prefix: string;
  /** AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY when set; else the SDK's default credential chain. */
  credentials: { accessKeyId: string; secretAccessKey: string; sessionToken?: string } | null;
}

export interface MapTiles {
  tile_url: string | null;
  attribution: string;
}

export const DEFAULT_MAP_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const OSM_ATTRIBUTION = '© OpenStreetMap contributors';

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('\n'));
    this.name = 'ConfigError';
  }
}

export const DEV_SESSION_SECRET = 'dev-only-session-secret-not-for-production';
export const EMBEDDED_DB_USER = 'postgres';
export const EMBEDDED_DB_PASSWORD = 'portal-dev';
export const EMBEDDED_DB_NAME = 'portal';
const MIN_SECRET_LENGTH = 32;

type Env = Record<string, string | undefined>;

function str(env: Env, key: string): string | undefined {
  const value = env[key]?.trim();
  return value ? value : undefined;
}

function int(env: Env, key: string, fallback: number, problems: string[], min = 1, max = 65535): number {
  const raw = str(env, key);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    problems.push(`${key} must be an integer between ${min} and ${max} (got "${raw}")`);
    return fallback;
  }
  return value;
}

function bool(env: Env, key: string, fallback: boolean, problems: string[]): boolean {
  const raw = str(env, key);
  if (raw === undefined) return fallback;
  if (/^(1|true|yes|on)$/i.test(raw)) return true;
  if (/^(0|false|no|off)$/i.test(raw)) return false;
  problems.push(`${key} must be true or false (got "${raw}")`);
  return fallback;
}

function url(env: Env, key: string, protocols: string[], problems: string[]): string | null {
  const raw = str(env, key);
  if (raw === undefined) return null;
  try {
    const parsed = new URL(raw);
    if (!protocols.includes(parsed.protocol)) {
      problems.push(`${key} must be a ${protocols.join(' or ')} URL`);
      return null;
    }
    return raw;
  } catch {
    problems.push(`${key} is not a valid URL`);
    return null;
  }
}

/** MIS_BASE_URL: an http(s) URL; a trailing slash is added so relative links resolve under it. */
function misBaseUrl(env: Env, problems: string[]): string | null {
  const value = url(env, 'MIS_BASE_URL', ['http:', 'https:'], problems);
  if (!value) return null;
  return value.endsWith('/') ? value : `${value}/`;
}

/** SOCIAL_LINKS is "Label|https://url,Label|https://url". */
function socialLinks(env: Env, problems: string[]): SocialLink[] {
  const raw = str(env, 'SOCIAL_LINKS');
  // No default: the department's own accounts are configured, never guessed.
  if (raw === undefined) return [];
  const links: SocialLink[] = [];
  for (const part of raw.split(',')) {
    const [label, href] = part.split('|').map((s) => s.trim());
    if (!label || !href || !/^https?:\/\//.test(href)) {
      problems.push(`SOCIAL_LINKS entries must look like "Label|https://..." (bad entry "${part}")`);
      continue;
    }
    links.push({ label, url: href });
  }
  return links;
}

/**
 * MAP_TILE_URL: a Leaflet tile template (`{z}`, `{x}`, `{y}`; a leading `{s}.` subdomain label
 * allowed), default OpenStreetMap; set and empty means no tiles (the map still draws its points).
 * MAP_TILE_ATTRIBUTION: the credit the tile provider asks for.
 */
function mapTiles(env: Env, problems: string[]): MapTiles {
  const raw = env.MAP_TILE_URL;
  if (raw !== undefined && raw.trim() === '') return { tile_url: null, attribution: '' };
  const template = raw?.trim() ?? DEFAULT_MAP_TILE_URL;
  let parsed: URL;
  try {
    parsed = new URL(template);
  } catch {
    problems.push(`MAP_TILE_URL is not a valid URL template (got "${template}")`);
    return { tile_url: null, attribution: '' };
  }
  if (!['http:', 'https:'].includes(parsed.protocol)) problems.push('MAP_TILE_URL must be an http or https URL');
  if (!/^(\{s\}\.)?[a-z0-9.-]+(:[0-9]+)?$/i.test(parsed.host)) {
    problems.push(`MAP_TILE_URL's host may hold only a leading {s}. subdomain placeholder (got "${parsed.host}")`);
  }
  if (!['{z}', '{x}', '{y}'].every((p) => template.includes(p))) problems.push('MAP_TILE_URL must contain {z}, {x} and {y}');
  const osm = /(^|\.)openstreetmap\.org$/i.test(parsed.hostname);
  return { tile_url: template, attribution: str(env, 'MAP_TILE_ATTRIBUTION') ?? (osm ? OSM_ATTRIBUTION : '') };
}

/** The Content-Security-Policy img-src source of a tile template: its origin, `{s}.` as `*.`. */
export function tileImageSource(tileUrl: string): string {
  const url = new URL(tileUrl);
  return `${url.protocol}//${url.host.replace(/^\{s\}\./, '*.')}`;
}

/**
 * FILES_STORAGE and the S3 settings: `s3` needs S3_BUCKET and S3_ENDPOINT; any S3 setting given
 * is checked even with the local driver (the other side of `files migrate`).
 */
function fileStorage(env: Env, problems: string[]): { storage: 'local' | 's3'; s3: S3Settings | null } {
  const raw = str(env, 'FILES_STORAGE') ?? 'local';
  if (raw !== 'local' && raw !== 's3') problems.push(`FILES_STORAGE must be "local" or "s3" (got "${raw}")`);
  const storage = raw === 's3' ? 's3' : 'local';
  const endpoint = url(env, 'S3_ENDPOINT', ['http:', 'https:'], problems);
  const bucket = str(env, 'S3_BUCKET');
  const keyId = str(env, 'AWS_ACCESS_KEY_ID');
  const secret = str(env, 'AWS_SECRET_ACCESS_KEY');
  if (!!keyId !== !!secret) problems.push('AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY are set together or not at all');
  if (bucket !== undefined && !/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) {
    problems.push(`S3_BUCKET must be a bucket name of 3 to 63 lower-case letters, digits, dots and hyphens (got "${bucket}")`);
  }
  const anyS3 = bucket !== undefined || str(env, 'S3_ENDPOINT') !== undefined;
  if (storage === 's3' || anyS3) {
    if (!bucket)
      problems.push(
        `S3_BUCKET is required ${storage === 's3' ? 'with FILES_STORAGE=s3' : 'when S3_ENDPOINT is set'} (the bucket files are stored in)`,
      );
    if (!str(env, 'S3_ENDPOINT')) {
      problems.push(
        `S3_ENDPOINT is required ${storage === 's3' ? 'with FILES_STORAGE=s3' : 'when S3_BUCKET is set'} (e.g. http://minio:9000 or https://s3.ap-south-1.amazonaws.com)`,
      );
    }
  }
  const prefix = str(env, 'S3_PREFIX') ?? '';
  if (prefix && !/^[A-Za-z0-9._-]+\/$/.test(prefix))
    problems.push(`S3_PREFIX must be letters, digits, dots, hyphens or underscores ending in "/" (got "${prefix}")`);
  const s3: S3Settings | null =
    bucket && endpoint
      ? {
          endpoint,
          bucket,
          region: str(env, 'S3_REGION') ?? 'us-east-1',
          forcePathStyle: bool(env, 'S3_FORCE_PATH_STYLE', true, problems),
          prefix,
          credentials:
            keyId && secret
              ? {
                  accessKeyId: keyId,
                  secretAccessKey: secret,
                  ...(str(env, 'AWS_SESSION_TOKEN') ? { sessionToken: str(env, 'AWS_SESSION_TOKEN') } : {}),
                }
              : null,
        }
      : null;
  return { storage, s3 };
}

/** APP_TIME_ZONE: an IANA zone (Karnataka: Asia/Kolkata). */
function timeZone(env: Env, problems: string[]): string {
  const zone = str(env, 'APP_TIME_ZONE') ?? 'Asia/Kolkata';
  try {
    new Intl.DateTimeFormat('en-CA', { timeZone: zone });
    return zone;
  } catch {
    problems.push(`APP_TIME_ZONE must be an IANA time zone such as Asia/Kolkata (got "${zone}")`);
    return 'Asia/Kolkata';
  }
}

export function loadConfig(env: Env = process.env): AppConfig {
  const problems: string[] = [];
  const rawEnv = str(env, 'NODE_ENV') ?? 'development';
  if (!['development', 'test', 'production'].includes(rawEnv)) {
    problems.push(`NODE_ENV must be development, test or production (got "${rawEnv}")`);
  }
  const nodeEnv = (['development', 'test', 'production'].includes(rawEnv) ? rawEnv : 'development') as NodeEnv;
  const production = nodeEnv === 'production';
  const dataDir = path.resolve(str(env, 'DATA_DIR') ?? path.join(repoRoot, '.data'));

  const databaseUrl = url(env, 'DATABASE_URL', ['postgres:', 'postgresql:'], problems);
  const redisUrl = url(env, 'REDIS_URL', ['redis:', 'rediss:'], problems);
  const sessionSecret = str(env, 'SESSION_SECRET');
  const otpProviderRaw = str(env, 'OTP_PROVIDER') ?? 'outbox';
  if (!['outbox', 'http'].includes(otpProviderRaw)) {
    problems.push(`OTP_PROVIDER must be "outbox" or "http" (got "${otpProviderRaw}")`);
  }
  const otpProvider = otpProviderRaw === 'http' ? 'http' : 'outbox';
  const smsGatewayUrl = url(env, 'SMS_GATEWAY_URL', ['http:', 'https:'], problems);
  const dev = bool(env, 'DEV_MODE', !production, problems);

  if (production) {
    if (!databaseUrl) problems.push('DATABASE_URL is required in production (postgres://user:pass@host:5432/db)');
    if (!redisUrl) problems.push('REDIS_URL is required in production (redis://host:6379)');
    if (!sessionSecret) {
      problems.push(`SESSION_SECRET is required in production (a random string of at least ${MIN_SECRET_LENGTH} characters)`);
    } else if (sessionSecret.length < MIN_SECRET_LENGTH || sessionSecret === DEV_SESSION_SECRET) {
      problems.push(`SESSION_SECRET must be a random string of at least ${MIN_SECRET_LENGTH} characters in production`);
    }
    if (otpProvider === 'outbox') {
      problems.push(
        'OTP_PROVIDER=outbox is the development provider and is refused in production; set OTP_PROVIDER=http and SMS_GATEWAY_URL',
      );
    } else if (!smsGatewayUrl) {
      problems.push('SMS_GATEWAY_URL is required when OTP_PROVIDER=http');
    }
    if (!str(env, 'MIS_BASE_URL')) {
      problems.push(
        'MIS_BASE_URL is required in production (e.g. https://nregastrep.nic.in/netnrega/); the fixture MIS is for development only',
      );
    }
    if (dev) {
      problems.push('DEV_MODE is refused in production (the fixture MIS, the demo seeds and the synthetic state are development code)');
    }
    if (str(env, 'REGISTRATION_EMAIL_OTP') && /^(1|true|yes|on)$/i.test(str(env, 'REGISTRATION_EMAIL_OTP')!)) {
      problems.push('REGISTRATION_EMAIL_OTP needs a production mail provider, which is not available yet; leave it off');
    }
  }

  const config: AppConfig = {
    env: nodeEnv,
    port: int(env, 'PORT', 3000, problems, 0),
    host: str(env, 'HOST') ?? '0.0.0.0',
    dataDir,
    logLevel: str(env, 'LOG_LEVEL') ?? (nodeEnv === 'test' ? 'warn' : 'info'),
    database: {
      url: databaseUrl,
      embeddedPort: int(env, 'EMBEDDED_PG_PORT', 5439, problems),
      queryTimeoutMs: int(env, 'DB_QUERY_TIMEOUT_MS', 30000, problems, 1000, 3_600_000),
    },
    redis: { url: redisUrl },
    session: {
      secret: sessionSecret ?? DEV_SESSION_SECRET,
      maxAgeMinutes: int(env, 'SESSION_MAX_AGE_MINUTES', 480, problems, 5, 7 * 24 * 60),
      secureCookie: bool(env, 'SESSION_SECURE_COOKIE', production, problems),
    },
    trustProxy: int(env, 'TRUST_PROXY', production ? 1 : 0, problems, 0, 10),
    throttle: {
      otpPerAddressPerHour: int(env, 'THROTTLE_OTP_PER_ADDRESS_PER_HOUR', 600, problems, 1, 1_000_000),
      failedSignInsPerAddressPer15Min: int(env, 'THROTTLE_FAILED_SIGNINS_PER_ADDRESS', 150, problems, 1, 1_000_000),
      registrationLookupsPerAddressPerHour: int(env, 'THROTTLE_REGISTRATION_LOOKUPS_PER_ADDRESS', 30, problems, 1, 1_000_000),
    },
    otp: {
      provider: otpProvider,
      outboxFile: path.resolve(str(env, 'OTP_OUTBOX_FILE') ?? path.join(dataDir, 'outbox.jsonl')),
      smsGatewayUrl,
      smsGatewayMethod: str(env, 'SMS_GATEWAY_METHOD')?.toUpperCase() === 'POST' ? 'POST' : 'GET',
      smsGatewayAuth: str(env, 'SMS_GATEWAY_AUTH') ?? null,
      registrationEmailOtp: bool(env, 'REGISTRATION_EMAIL_OTP', false, problems),
    },
    mis: {
      baseUrl: misBaseUrl(env, problems),
      timeoutMs: int(env, 'MIS_TIMEOUT_MS', 30000, problems, 1000, 600000),
      retries: int(env, 'MIS_RETRIES', 3, problems, 1, 10),
      ratePerSecond: int(env, 'MIS_RATE_PER_SECOND', 2, problems, 1, 1000),
      concurrency: int(env, 'MIS_CONCURRENCY', 2, problems, 1, 100),
      userAgent:
        str(env, 'MIS_USER_AGENT') ??
        `MGNREGA-Workflow-Portal/2.0 (RDPR Karnataka; works verification mirror; contact ${str(env, 'SUPPORT_EMAIL') ?? 'support.mgnrega@karnataka.gov.in'})`,
      fixtureSeed: int(env, 'MIS_FIXTURE_SEED', 2024, problems, 0, 2_147_483_647),
    },
    jobs: {
      prefix: str(env, 'JOB_QUEUE_PREFIX') ?? 'portal',
      workerConcurrency: int(env, 'JOB_WORKER_CONCURRENCY', 2, problems, 1, 64),
      lockDurationMs: int(env, 'JOB_LOCK_MS', 30000, problems, 1000, 3_600_000),
      stalledIntervalMs: int(env, 'JOB_STALLED_INTERVAL_MS', 30000, problems, 500, 3_600_000),
      maxStalledCount: int(env, 'JOB_MAX_STALLED', 25, problems, 0, 1000),
      workerName: str(env, 'WORKER_NAME') ?? `${os.hostname()}:${process.pid}`,
    },
    refresh: {
      // Off in the embedded mode (a laptop, the fixture MIS); on wherever a real database is configured.
      enabled: bool(env, 'MIS_REFRESH_ENABLED', !!databaseUrl, problems),
      cron: str(env, 'MIS_REFRESH_CRON') ?? '0 1 * * *',
      windowMinutes: int(env, 'MIS_REFRESH_WINDOW_MINUTES', 240, problems, 1, 1440),
      maxPerNight: int(env, 'MIS_REFRESH_MAX_PER_NIGHT', 500, problems, 0, 100000),
      historyRetentionDays: int(env, 'MIS_HISTORY_RETENTION_DAYS', 1095, problems, 1, 36500),
    },
    dev,
    demo: {
      misLoad: bool(env, 'DEMO_MIS_LOAD', dev && !databaseUrl, problems),
      seed: bool(env, 'DEMO_SEED', dev && !databaseUrl, problems),
      adminMobile: str(env, 'DEMO_ADMIN_MOBILE') ?? '9999999999',
      adminPassword: str(env, 'DEMO_ADMIN_PASSWORD') ?? 'Admin@2024',
    },
    site: {
      departmentNameKn: str(env, 'SITE_DEPARTMENT_NAME_KN') ?? 'ಗ್ರಾಮೀಣಾಭಿವೃದ್ಧಿ ಮತ್ತು ಪಂಚಾಯತ್ ರಾಜ್ ಇಲಾಖೆ',
      departmentNameEn: str(env, 'SITE_DEPARTMENT_NAME_EN') ?? 'Rural Development and Panchayat Raj Department',
      governmentName: 'Government of Karnataka',
      productName: 'MGNREGA Workflow Portal 2.0',
      supportEmail: str(env, 'SUPPORT_EMAIL') ?? 'support.mgnrega@karnataka.gov.in',
      supportPhone: str(env, 'SUPPORT_PHONE') ?? '080-22353938',
      address: str(env, 'SUPPORT_ADDRESS') ?? 'RDPR Department, M.S. Building, Dr. Ambedkar Veedhi, Bengaluru 560001',
      social: socialLinks(env, problems),
      links: {
        publicDashboardUrl: url(env, 'PUBLIC_DASHBOARD_URL', ['http:', 'https:'], problems),
        publicDemandsUrl: url(env, 'PUBLIC_DEMANDS_URL', ['http:', 'https:'], problems),
      },
      map: mapTiles(env, problems),
    },
    files: {
      dir: path.resolve(str(env, 'FILES_DIR') ?? path.join(dataDir, 'files')),
      maxBytes: int(env, 'UPLOAD_MAX_BYTES', 5 * 1024 * 1024, problems, 1024, 100 * 1024 * 1024),
      maxFiles: int(env, 'UPLOAD_MAX_FILES', 40, problems, 1, 200),
      importTmpDir: path.resolve(str(env, 'IMPORT_TMP_DIR') ?? os.tmpdir()),
      ...fileStorage(env, problems),
    },
    evidence: {
      maxDistanceM: int(env, 'EVIDENCE_MAX_DISTANCE_M', 100, problems, 10, 100000),
      maxGpDistanceKm: int(env, 'EVIDENCE_MAX_GP_DISTANCE_KM', 15, problems, 1, 1000),
    },
    timeZone: timeZone(env, problems),
    uiDistDir: path.resolve(str(env, 'UI_DIST_DIR') ?? path.join(repoRoot, 'admin-ui', 'dist')),
    // The Vite dev server (npm run dev -w admin-ui) is the only other origin a developer needs.
    corsOrigins: (str(env, 'CORS_ORIGINS') ?? (production ? '' : 'http://localhost:5173'))
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    apiDocs: bool(env, 'API_DOCS', !production, problems),
  };

  if (!dev && (config.demo.seed || config.demo.misLoad)) {
    problems.push('DEMO_SEED and DEMO_MIS_LOAD need DEV_MODE (the demo seeds are development code, server/src/dev)');
  }
  if (problems.length) throw new ConfigError(problems);
  return config;
}

/** The URL the embedded PostgreSQL answers on (used when DATABASE_URL is unset). */
export function embeddedDatabaseUrl(config: AppConfig): string {
  return `postgres://${EMBEDDED_DB_USER}:${EMBEDDED_DB_PASSWORD}@127.0.0.1:${config.database.embeddedPort}/${EMBEDDED_DB_NAME}`;
}
