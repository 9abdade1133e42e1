import pg from 'pg';
import { resolveServices } from './services.mjs';

/** A fresh database for this run, on whatever server resolveServices found. */
export default async function globalSetup() {
  const services = await resolveServices();
  const name = `portal_test_${Date.now()}_${process.pid}`;
  const admin = new pg.Client({ connectionString: services.postgresUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${pg.escapeIdentifier(name)}`);
  await admin.end();
  const url = new URL(services.postgresUrl);
  url.pathname = `/${name}`;
  process.env.PORTAL_TEST_DATABASE_URL = url.toString();
  process.env.PORTAL_TEST_REDIS_URL = services.redisUrl;
  globalThis.__portalTest = { services, name };
}
