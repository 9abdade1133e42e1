import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { LocationImportService } from '../../server/src/locations/location-import.service.js';
import { DemoSeedService } from '../../server/src/dev/seeds/demo-seed.service.js';
import { actor, AFZALPUR, STATE, type SignedIn } from '../support/actors.js';
import { startTestApp } from '../support/test-app.js';

// Issue 26 item 4: roles, departments, agencies, districts, taluks, panchayats and the menu's main
// and sub options answer their Kannada name beside the English one (`<english name field>_kn`);
// the demo data has them all.
describe('Kannada names of roles, departments, agencies and places', () => {
  let app: INestApplication;
  let db: DataSource;
  let admin: SignedIn;
  let tp: SignedIn;

  beforeAll(async () => {
    app = await startTestApp();
    await app.get(DemoSeedService).run();
    db = app.get(DataSource);
    [admin, tp] = await Promise.all([actor(app, 'STATE', 'SADMIN', STATE, 'ADMIN'), actor(app, 'TP', 'TP-EO', AFZALPUR, 'USER')]);
  });
  afterAll(() => app?.close());

  it('the demo data has a Kannada name for every role, department, agency, district, taluk and panchayat', async () => {
    const missing = await db.query(`
      SELECT 'role ' || "Role_code" AS what FROM roles WHERE coalesce("Role_name_kn", '') = ''
      UNION ALL SELECT 'department ' || department_code FROM departments WHERE coalesce(department_name_kn, '') = ''
      UNION ALL SELECT 'agency ' || imp_name FROM implementing_agencies WHERE coalesce(imp_name_kn, '') = ''
      UNION ALL SELECT 'district ' || district_code FROM districts WHERE coalesce(district_name_kn, '') = ''
      UNION ALL SELECT 'block ' || block_code FROM blocks WHERE coalesce(block_name_kn, '') = ''
      UNION ALL SELECT 'panchayat ' || panchayat_code FROM panchayats WHERE coalesce(panchayat_name_kn, '') = ''`);
    expect(missing).toEqual([]);
    const [{ roles }] = await db.query(`SELECT count(*)::int AS roles FROM roles`);
    expect(roles).toBeGreaterThanOrEqual(16);
  });

  it('the session (sign-in and /auth/me) names the role, its department and its place in Kannada too', async () => {
    expect(tp.role).toMatchObject({
      Role_code: 'TP-EO',
      Role_name: 'Executive Officer, Taluk Panchayat',
      Role_name_kn: 'ಕಾರ್ಯನಿರ್ವಾಹಕ ಅಧಿಕಾರಿ, ತಾಲ್ಲೂಕು ಪಂಚಾಯತ್',
      department_name: 'Taluk Panchayat',
      department_name_kn: 'ತಾಲ್ಲೂಕು ಪಂಚಾಯತಿ',
      location_name: 'AFZALPUR',
      location_name_kn: 'ಅಫಜಲಪುರ',
    });
    const me = (await tp.agent.get('/api/auth/me').expect(200)).body;
    expect(me.user).toMatchObject({ district_name: 'KALABURAGI', district_name_kn: 'ಕಲಬುರಗಿ', block_name_kn: 'ಅಫಜಲಪುರ' });
    expect(me.roles[0]).toMatchObject({ Role_name_kn: 'ಕಾರ್ಯನಿರ್ವಾಹಕ ಅಧಿಕಾರಿ, ತಾಲ್ಲೂಕು ಪಂಚಾಯತ್', location_name_kn: 'ಅಫಜಲಪುರ' });
    expect(admin.role).toMatchObject({ Role_name_kn: 'ರಾಜ್ಯ ಆಡಳಿತಾಧಿಕಾರಿ', location_name: 'Karnataka', location_name_kn: 'ಕರ್ನಾಟಕ' });
  });

  it('the location lists answer the Kannada names, and a Kannada search finds the place', async () => {
    const http = request(app.getHttpServer());
    const blocks = await http.get('/api/location/blocks?district_code=1515').expect(200);
    expect(blocks.body).toContainEqual({ block_code: '1515006', block_name: 'JEVARGI', block_name_kn: 'ಜೇವರ್ಗಿ' });
    const found = await http
      .get('/api/location/districts')
      .query({ filter: JSON.stringify({ q: 'ಮೈಸೂ' }) })
      .expect(200);
    expect(found.body).toEqual([{ district_code: '1522', district_name: 'MYSURU', district_name_kn: 'ಮೈಸೂರು' }]);
  });

  it('administration lists answer Kannada names and the forms save them; a blank Kannada name is none', async () => {
    const roles = await admin.agent
      .get('/api/auth/roles')
      .query({ filter: JSON.stringify({ q: 'AGRI-ADA' }) })
      .expect(200);
    expect(roles.body[0]).toMatchObject({
      Role_name_kn: 'ಕೃಷಿ ಸಹಾಯಕ ನಿರ್ದೇಶಕರು',
      department_name: 'Agriculture Department',
      department_name_kn: 'ಕೃಷಿ ಇಲಾಖೆ',
      imp_name_kn: null,
    });
    const agencies = await admin.agent
      .get('/api/auth/agencies')
      .query({ filter: JSON.stringify({ department_code: 'PRED' }) })
      .expect(200);
    expect(agencies.body).toContainEqual(
      expect.objectContaining({ imp_name: 'Gram Panchayat', imp_name_kn: 'ಗ್ರಾಮ ಪಂಚಾಯತಿ', department_name_kn: 'ಪಂಚಾಯತ್ ರಾಜ್ ಇಂಜಿನಿಯರಿಂಗ್ ಇಲಾಖೆ' }),
    );

    const created = await admin.agent
      .post('/api/auth/departments')
      .send({
        department_code: 'KNTEST',
        department_name: 'Minor Irrigation Department',
        department_name_kn: 'ಸಣ್ಣ ನೀರಾವರಿ ಇಲಾಖೆ',
        levels: 'TP',
      })
      .expect(201);
    const id = created.body.id ?? created.body.data?.id;
    expect((await admin.agent.get(`/api/auth/departments/${id}`).expect(200)).body).toMatchObject({
      department_name_kn: 'ಸಣ್ಣ ನೀರಾವರಿ ಇಲಾಖೆ',
    });
    // A client that does not send the Kannada name (the spec's own, an integrator) leaves it as it is.
    await admin.agent
      .put(`/api/auth/departments/${id}`)
      .send({ department_code: 'KNTEST', department_name: 'Minor Irrigation Department (MI)', levels: 'TP' })
      .expect(200);
    expect((await admin.agent.get(`/api/auth/departments/${id}`).expect(200)).body).toMatchObject({
      department_name: 'Minor Irrigation Department (MI)',
      department_name_kn: 'ಸಣ್ಣ ನೀರಾವರಿ ಇಲಾಖೆ',
    });
    await admin.agent
      .put(`/api/auth/departments/${id}`)
      .send({ department_code: 'KNTEST', department_name: 'Minor Irrigation Department', department_name_kn: '   ', levels: 'TP' })
      .expect(200);
    expect((await admin.agent.get(`/api/auth/departments/${id}`).expect(200)).body.department_name_kn).toBeNull();

    const agency = await admin.agent
      .post('/api/auth/agencies')
      .send({ department_code: 'KNTEST', imp_name: 'Minor Irrigation', imp_name_kn: 'ಸಣ್ಣ ನೀರಾವರಿ' })
      .expect(201);
    const agencyId = agency.body.id ?? agency.body.data?.id;
    expect((await admin.agent.get(`/api/auth/agencies/${agencyId}`).expect(200)).body.imp_name_kn).toBe('ಸಣ್ಣ ನೀರಾವರಿ');
    await admin.agent.put(`/api/auth/agencies/${agencyId}`).send({ department_code: 'KNTEST', imp_name: 'Minor Irrigation' }).expect(200);
    expect((await admin.agent.get(`/api/auth/agencies/${agencyId}`).expect(200)).body.imp_name_kn).toBe('ಸಣ್ಣ ನೀರಾವರಿ');
    const role = {
      Role_code: 'KN-MIE',
      Role_name: 'Minor Irrigation Engineer',
      Role_Department_id: 'KNTEST',
      Role_implimenting_agency_id: '',
      no_of_posts: 2,
    };
    const roleId = (
      await admin.agent
        .post('/api/auth/roles')
        .send({ ...role, Role_name_kn: 'ಸಣ್ಣ ನೀರಾವರಿ ಅಭಿಯಂತರರು' })
        .expect(201)
    ).body.id;
    await admin.agent
      .put(`/api/auth/roles/${roleId}`)
      .send({ ...role, no_of_posts: 3 })
      .expect(200);
    expect((await admin.agent.get(`/api/auth/roles/${roleId}`).expect(200)).body).toMatchObject({
      no_of_posts: 3,
      Role_name_kn: 'ಸಣ್ಣ ನೀರಾವರಿ ಅಭಿಯಂತರರು',
    });
    await admin.agent
      .put(`/api/auth/roles/${roleId}`)
      .send({ ...role, Role_name_kn: null })
      .expect(200);
    expect((await admin.agent.get(`/api/auth/roles/${roleId}`).expect(200)).body.Role_name_kn).toBeNull();
    const tooLong = await admin.agent
      .post('/api/auth/agencies')
      .send({ department_code: 'KNTEST', imp_name: 'Other', imp_name_kn: 'ಕ'.repeat(151) })
      .expect(400);
    expect(tooLong.body.errors).toEqual({ imp_name_kn: 'Kannada agency name must be at most 150 characters' });
  });

  it('main and sub options answer their Kannada names in every list and detail; a Kannada search finds one', async () => {
    const missing = await db.query(`
      SELECT 'main ' || option_name AS what FROM main_options WHERE coalesce(option_name_kn, '') = ''
      UNION ALL SELECT 'sub ' || suboption_name FROM sub_options WHERE coalesce(suboption_name_kn, '') = ''`);
    expect(missing).toEqual([]);

    // An officer's dashboard cards and a module's tiles.
    const mains = (await tp.agent.get('/api/auth/main-options').expect(200)).body;
    expect(mains).toEqual([
      expect.objectContaining({ option_name: 'FTO Works Verification', option_name_kn: 'FTO ಕಾಮಗಾರಿಗಳ ಪರಿಶೀಲನೆ' }),
      expect.objectContaining({ option_name: 'Social Audit', option_name_kn: 'ಸಾಮಾಜಿಕ ಲೆಕ್ಕಪರಿಶೋಧನೆ' }),
    ]);
    const fto = mains[0];
    expect((await tp.agent.get(`/api/auth/main-options/${fto.id}`).expect(200)).body).toMatchObject({
      option_name_kn: 'FTO ಕಾಮಗಾರಿಗಳ ಪರಿಶೀಲನೆ',
    });
    const tiles = (await tp.agent.get(`/api/auth/sub-option?main_option_id=${fto.id}`).expect(200)).body;
    expect(tiles).toContainEqual(
      expect.objectContaining({
        suboption_name: 'FTO Verification',
        suboption_name_kn: 'FTO ಪರಿಶೀಲನೆ',
        main_option_name: 'FTO Works Verification',
        main_option_name_kn: 'FTO ಕಾಮಗಾರಿಗಳ ಪರಿಶೀಲನೆ',
      }),
    );
    const verification = tiles.find((t: { suboption_name: string }) => t.suboption_name === 'FTO Verification');
    expect((await tp.agent.get(`/api/auth/sub-options/${verification.id}`).expect(200)).body).toMatchObject({
      suboption_name_kn: 'FTO ಪರಿಶೀಲನೆ',
      main_option_name_kn: 'FTO ಕಾಮಗಾರಿಗಳ ಪರಿಶೀಲನೆ',
    });

    // The administrators' lists.
    const users = (await admin.agent.get('/api/auth/main-options').expect(200)).body.find((o: { router: string }) => o.router === '/users');
    expect(users).toMatchObject({ option_name: 'User Administration', option_name_kn: 'ಬಳಕೆದಾರರ ಆಡಳಿತ' });
    const subs = (
      await admin.agent
        .get('/api/auth/sub-options')
        .query({ filter: JSON.stringify({ main_option_id: users.id }), range: '[0,99]' })
        .expect(200)
    ).body;
    expect(subs).toContainEqual(
      expect.objectContaining({
        suboption_name: 'Add Implementing Agency',
        suboption_name_kn: 'ಅನುಷ್ಠಾನ ಸಂಸ್ಥೆ ಸೇರಿಸಿ',
        main_option_name_kn: 'ಬಳಕೆದಾರರ ಆಡಳಿತ',
      }),
    );
    const found = await admin.agent
      .get('/api/auth/main-options')
      .query({ filter: JSON.stringify({ q: 'ಸಾಮಾಜಿಕ' }) })
      .expect(200);
    expect(found.body.map((o: { option_name: string }) => o.option_name)).toEqual(['Social Audit']);
  });

  it('the Menu administration forms save a Kannada option name trimmed, clear a blank one, and refuse a too long one by its code', async () => {
    const main = { option_name: 'Action Plan', icon: 'CalendarMonthIcon', router: '/plans', access_level: 'USER' };
    const created = await admin.agent
      .post('/api/auth/main-options')
      .send({ ...main, option_name_kn: '  ಕ್ರಿಯಾ ಯೋಜನೆ ' })
      .expect(201);
    expect(created.body).toMatchObject({ success: true, code: 'MAIN_OPTION_ADDED', option_name_kn: 'ಕ್ರಿಯಾ ಯೋಜನೆ' });
    const id = created.body.id;
    expect((await admin.agent.get(`/api/auth/main-options/${id}`).expect(200)).body.option_name_kn).toBe('ಕ್ರಿಯಾ ಯೋಜನೆ');

    const sub = await admin.agent
      .post('/api/auth/sub-options')
      .send({ main_option_id: id, suboption_name: 'Plan List', suboption_name_kn: 'ಯೋಜನೆಗಳ ಪಟ್ಟಿ', icon: 'TuneIcon', router: '/plans/list' })
      .expect(201);
    const subId = sub.body.id;
    expect((await admin.agent.get(`/api/auth/sub-options/${subId}`).expect(200)).body).toMatchObject({
      suboption_name_kn: 'ಯೋಜನೆಗಳ ಪಟ್ಟಿ',
      main_option_name_kn: 'ಕ್ರಿಯಾ ಯೋಜನೆ',
    });

    // A PUT without the Kannada name keeps it; a blank one is none (the English one is shown).
    await admin.agent.put(`/api/auth/main-options/${id}`).send(main).expect(200);
    await admin.agent
      .put(`/api/auth/sub-options/${subId}`)
      .send({ main_option_id: id, suboption_name: 'Plan List', icon: 'TuneIcon', router: '/plans/list' })
      .expect(200);
    expect((await admin.agent.get(`/api/auth/sub-options/${subId}`).expect(200)).body).toMatchObject({
      suboption_name_kn: 'ಯೋಜನೆಗಳ ಪಟ್ಟಿ',
      main_option_name_kn: 'ಕ್ರಿಯಾ ಯೋಜನೆ',
    });
    await admin.agent
      .put(`/api/auth/main-options/${id}`)
      .send({ ...main, option_name_kn: '   ' })
      .expect(200);
    expect((await admin.agent.get(`/api/auth/main-options/${id}`).expect(200)).body.option_name_kn).toBeNull();
    await admin.agent
      .put(`/api/auth/sub-options/${subId}`)
      .send({ main_option_id: id, suboption_name: 'Plan List', suboption_name_kn: '', icon: 'TuneIcon', router: '/plans/list' })
      .expect(200);
    expect((await admin.agent.get(`/api/auth/sub-options/${subId}`).expect(200)).body.suboption_name_kn).toBeNull();

    const longMain = await admin.agent
      .post('/api/auth/main-options')
      .send({ ...main, option_name_kn: 'ಕ'.repeat(101) })
      .expect(400);
    expect(longMain.body).toMatchObject({
      success: false,
      errors: { option_name_kn: 'Kannada option name must be at most 100 characters' },
      errorCodes: { option_name_kn: 'OPTION_NAME_KN_TOO_LONG' },
    });
    const longSub = await admin.agent
      .put(`/api/auth/sub-options/${subId}`)
      .send({ main_option_id: id, suboption_name: 'Plan List', suboption_name_kn: 'ಕ'.repeat(101), icon: 'TuneIcon' })
      .expect(400);
    expect(longSub.body.errorCodes).toEqual({ suboption_name_kn: 'SUB_OPTION_NAME_KN_TOO_LONG' });
    const notText = await admin.agent
      .post('/api/auth/main-options')
      .send({ ...main, option_name_kn: 42 })
      .expect(400);
    expect(notText.body.errorCodes).toEqual({ option_name_kn: 'OPTION_NAME_KN_INVALID' });
    // Exactly 100 characters is allowed.
    await admin.agent
      .put(`/api/auth/main-options/${id}`)
      .send({ ...main, option_name_kn: 'ಕ'.repeat(100) })
      .expect(200);
  });

  it('the location import keeps the Kannada names of its optional columns; a file without them keeps those stored', async () => {
    const importer = app.get(LocationImportService);
    const header = 'district_code,district_name,block_code,block_name,panchayat_code,panchayat_name';
    await importer.importCsv(
      `${header},district_name_kn,block_name_kn,panchayat_name_kn\n1530,YADGIR,1530001,SHAHAPUR,1530001001,HATTIGUDUR,ಯಾದಗಿರಿ,ಶಹಾಪುರ,ಹತ್ತಿಗೂಡೂರು\n`,
    );
    const place = async () =>
      (
        await db.query(
          `SELECT b.block_name_kn, p.panchayat_name_kn FROM panchayats p JOIN blocks b USING (block_code) WHERE p.panchayat_code = '1530001001'`,
        )
      )[0];
    expect(await place()).toEqual({ block_name_kn: 'ಶಹಾಪುರ', panchayat_name_kn: 'ಹತ್ತಿಗೂಡೂರು' });
    // The MIS's own master has English names only: loading it again leaves the Kannada ones alone.
    const report = await importer.importCsv(`${header}\n1530,YADGIR,1530001,SHAHAPUR,1530001001,HATTIGUDUR\n`);
    expect(report.panchayats).toEqual({ inserted: 0, updated: 0, unchanged: 1 });
    expect(await place()).toEqual({ block_name_kn: 'ಶಹಾಪುರ', panchayat_name_kn: 'ಹತ್ತಿಗೂಡೂರು' });
  });
});
