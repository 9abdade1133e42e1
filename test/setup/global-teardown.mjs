import pg from 'pg';

export default async function globalTeardown() {
  const state = globalThis.__portalTest;
  if (!state) return;
  if (!process.env.KEEP_TEST_DB) {
    const admin = new pg.Client({ connectionString: state.services.postgresUrl });
    await admin.connect();
    // The run's database and every per-file database made from its name.
    const { rows } = await admin.query('SELECT datname FROM pg_database WHERE datname = $1 OR datname LIKE $2', [
      state.name,
      `${state.name}\\_%`,
    ]);
    for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(datname)} WITH (FORCE)`);
    await admin.end();
  }
  await state.services.stop();
}
