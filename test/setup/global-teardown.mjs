import pg from 'pg';

export default async function globalTeardown() {
  const state = globalThis.__portalTest;
  if (!state) return;
  if (!process.env.KEEP_TEST_DB) {
    const admin = new pg.Client({ connectionString: state.services.postgresUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(state.name)} WITH (FORCE)`);
    await admin.end();
  }
  await state.services.stop();
}
