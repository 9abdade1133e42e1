import type { INestApplication } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants.js';
import { RequestMethod } from '@nestjs/common';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum.js';
import { DiscoveryService, MetadataScanner, ModulesContainer } from '@nestjs/core';
import type { FastifyInstance, HTTPMethods } from 'fastify';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { loadConfig } from '../../server/src/config/app-config.js';
import { MULTIPART_PATHS } from '../../server/src/common/http/upload-paths.js';
import { REPO } from '../support/processes.js';
import { startTestApp, testConfig, testDatabaseUrl, testRedisUrl } from '../support/test-app.js';

const COMMITTED = path.join(REPO, 'docs/openapi.json');

type Operation = {
  requestBody?: { content: Record<string, { schema?: unknown }> };
  responses: Record<string, { content?: Record<string, { schema?: unknown }>; headers?: Record<string, unknown> }>;
  parameters?: Array<{ name: string; in: string }>;
  security?: unknown[];
  'x-access'?: string;
};
type Document = { openapi: string; paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, unknown> } };

interface NestRoute {
  method: HTTPMethods;
  path: string;
  takesBody: boolean;
  list: boolean;
}

/** Every handler Nest registered, read from its own metadata (DiscoveryService), independently of the document builder. */
function nestRoutes(app: INestApplication): NestRoute[] {
  const discovery = new DiscoveryService(app.get(ModulesContainer));
  const scanner = new MetadataScanner();
  const routes: NestRoute[] = [];
  for (const wrapper of discovery.getControllers()) {
    const controller = wrapper.metatype as (new (...args: never[]) => unknown) | undefined;
    if (!controller) continue;
    const base = String(Reflect.getMetadata(PATH_METADATA, controller) ?? '');
    for (const name of scanner.getAllMethodNames(controller.prototype)) {
      const fn = (controller.prototype as Record<string, unknown>)[name] as object;
      const method = Reflect.getMetadata(METHOD_METADATA, fn) as RequestMethod | undefined;
      const subs = Reflect.getMetadata(PATH_METADATA, fn) as string | string[] | undefined;
      if (method === undefined || subs === undefined) continue;
      for (const sub of Array.isArray(subs) ? subs : [subs]) {
        const full = ['api', base, sub]
          .map((p) => p.replace(/^\/+|\/+$/g, ''))
          .filter(Boolean)
          .join('/');
        const args = Object.keys(Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, name) ?? {});
        routes.push({
          method: RequestMethod[method],
          path: `/${full}`,
          takesBody:
            args.some((key) => (Number(key.split(':')[0]) as RouteParamtypes) === RouteParamtypes.BODY) ||
            MULTIPART_PATHS.includes(`/${full}`.slice(4)),
          list: Reflect.getMetadata('portal:list-spec', fn) !== undefined,
        });
      }
    }
  }
  return routes;
}

const openApiPath = (nestPath: string) => nestPath.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

describe('OpenAPI document (issue 28)', () => {
  let app: INestApplication;
  let http: ReturnType<typeof request>;
  let document: Document;
  let served: string;

  beforeAll(async () => {
    app = await startTestApp();
    http = request(app.getHttpServer());
    const res = await http
      .get('/api/docs-json')
      .expect(200)
      .expect('Content-Type', /application\/json/);
    served = res.text;
    document = JSON.parse(served) as Document;
  });
  afterAll(() => app.close());

  it('is OpenAPI 3.1 with the shared error envelope and a session scheme', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.components.schemas.ErrorEnvelope).toMatchObject({ required: ['success', 'code', 'message'] });
    expect(document.components).toMatchObject({ securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'portal.sid' } } });
  });

  it('lists every route Nest registered, each with its request (where it takes one) and a response schema', () => {
    const routes = nestRoutes(app);
    expect(routes.length).toBeGreaterThan(80);
    const fastify = app.getHttpAdapter().getInstance() as FastifyInstance;
    for (const route of routes) {
      // The route is really served (Fastify's router), and the document has it.
      expect({ route: route.path, served: fastify.hasRoute({ method: route.method, url: route.path }) }).toEqual({
        route: route.path,
        served: true,
      });
      const operation = document.paths[openApiPath(route.path)]?.[route.method.toLowerCase()];
      expect({ route: `${route.method} ${route.path}`, documented: Boolean(operation) }).toEqual({
        route: `${route.method} ${route.path}`,
        documented: true,
      });
      if (route.takesBody) {
        const content = Object.values(operation.requestBody?.content ?? {});
        expect({ route: route.path, requestSchema: content.some((c) => Boolean(c.schema)) }).toEqual({
          route: route.path,
          requestSchema: true,
        });
      }
      const success = Object.entries(operation.responses).find(([status]) => status.startsWith('2'));
      expect({ route: route.path, responseSchema: Object.values(success?.[1].content ?? {}).some((c) => Boolean(c.schema)) }).toEqual({
        route: route.path,
        responseSchema: true,
      });
      expect(['public', 'signed-in', 'admin', 'state-admin']).toContain(operation['x-access']);
      if (route.list) {
        expect(operation.parameters?.map((p) => p.name)).toEqual(expect.arrayContaining(['range', 'sort', 'filter']));
        expect(success?.[1].headers).toHaveProperty('Content-Range');
      }
    }
    // Nothing documented that Nest does not serve.
    const documented = Object.entries(document.paths).flatMap(([p, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${p}`));
    expect(documented.sort()).toEqual(routes.map((r) => `${r.method} ${openApiPath(r.path)}`).sort());
  });

  it('says who may call each route, from the project’s markers', () => {
    expect(document.paths['/api/auth/sign-request-login'].post['x-access']).toBe('public');
    expect(document.paths['/api/auth/sign-request-login'].post.security).toEqual([]);
    expect(document.paths['/api/auth/roles'].post['x-access']).toBe('state-admin');
    expect(document.paths['/api/auth/roles'].post.responses['403']).toBeDefined();
    expect(document.paths['/api/locations/panchayat-locations'].post['x-access']).toBe('admin');
    expect(document.paths['/api/filever/getworks2'].post['x-access']).toBe('signed-in');
    expect(document.paths['/api/filever/getworks2'].post.security).toEqual([{ session: [] }]);
  });

  it('describes the DTOs from their validation rules and the multipart parts', () => {
    expect(document.components.schemas.RoleDto).toMatchObject({
      type: 'object',
      required: expect.arrayContaining(['Role_code', 'Role_name']),
      properties: { Role_name: { type: 'string', maxLength: 150 } },
    });
    const work = document.paths['/api/filever/submitFullVerification'].post.requestBody!.content['multipart/form-data'].schema as {
      properties: Record<string, unknown>;
      patternProperties: Record<string, unknown>;
    };
    expect(Object.keys(work.properties)).toEqual(expect.arrayContaining(['sitePhoto', 'workCode', 'devicePositions', 'checkList']));
    expect(Object.keys(work.patternProperties)).toEqual(['^image_[0-9]+$']);
  });

  it('gives the refusals the API really answers as examples', async () => {
    const login = document.paths['/api/auth/sign-request-login'].post.responses['400'] as {
      content: { 'application/json': { examples: Record<string, { value: unknown }> } };
    };
    const refused = await http.post('/api/auth/sign-request-login').send({ mobile: '12', otp: '123456' }).expect(400);
    expect(refused.body).toEqual(login.content['application/json'].examples.MOBILE_INVALID.value);
    const noSession = await http.get('/api/auth/me').expect(401);
    const unauthenticated = document.paths['/api/auth/me'].get.responses['401'] as typeof login;
    expect(noSession.body).toEqual(unauthenticated.content['application/json'].examples.UNAUTHENTICATED.value);
  });

  it('names, tags and summarises every operation, and lists the refusals the code gives (issue 44)', () => {
    const doc = document as unknown as {
      servers: unknown[];
      info: { license?: { name: string }; contact?: { email: string } };
      tags: { name: string }[];
      paths: Record<string, Record<string, { operationId: string; summary?: string; tags?: string[]; responses: Record<string, unknown> }>>;
    };
    expect(doc.servers).toEqual([expect.objectContaining({ url: '/' })]);
    expect(doc.info.license?.name).toBeTruthy();
    expect(doc.info.contact?.email).toMatch(/@/);
    const ids = new Set<string>();
    for (const [p, ops] of Object.entries(doc.paths)) {
      for (const [m, op] of Object.entries(ops)) {
        expect({ op: `${m} ${p}`, summary: Boolean(op.summary), tags: op.tags?.length }).toEqual({
          op: `${m} ${p}`,
          summary: true,
          tags: 1,
        });
        expect(op.operationId).toMatch(/^[a-z][A-Za-z0-9]+$/);
        expect(ids.has(op.operationId)).toBe(false);
        ids.add(op.operationId);
        expect(doc.tags.map((t) => t.name)).toContain(op.tags![0]);
        expect(Object.keys(op.responses).some((s) => s.startsWith('4'))).toBe(true);
      }
    }
    const codes = (p: string, m: string, status: string) =>
      Object.keys(
        (doc.paths[p][m].responses[status] as { content: { 'application/json': { examples?: Record<string, unknown> } } }).content[
          'application/json'
        ].examples ?? {},
      );
    // Found by the scan of what each handler runs (scripts/openapi-answers.mjs), not listed by hand.
    expect(codes('/api/socialaudit/recovery-summary', 'get', '403')).toContain('OUTSIDE_JURISDICTION');
    expect(codes('/api/socialaudit/account-statements', 'get', '403')).toContain('NOT_AUTHORIZED_TO_VIEW');
    expect(codes('/api/filever/files/{key}', 'get', '403')).toContain('FILE_NOT_ALLOWED');
    expect(codes('/api/socialaudit/get-issues-by-panchayat', 'post', '403')).toContain('TP_GP_ONLY');
    expect(codes('/api/filever/getFtoLists', 'post', '403')).toEqual(expect.arrayContaining(['LEVEL_NO_ACCESS', 'LEVEL2_PLUS_ONLY']));
    expect(codes('/api/auth/main-options/{id}', 'get', '404')).toContain('MAIN_OPTION_NOT_FOUND');
    expect(codes('/api/auth/sub-options/{id}', 'get', '404')).toContain('SUB_OPTION_NOT_FOUND');
    expect(Object.keys(doc.paths['/api/filever/files/{key}'].get.responses['200'] as object)).toBeDefined();
    expect(JSON.stringify(doc.paths['/api/filever/files/{key}'].get.responses['200'])).toContain('image/jpeg');
  });

  it('serves exactly the committed docs/openapi.json (run `npm run openapi` after changing a route or DTO)', () => {
    expect(served).toEqual(fs.readFileSync(COMMITTED, 'utf8'));
  });

  it('describes each answer from what its handler returns (server/src/openapi/answers.generated.ts is current)', () => {
    const out = execFileSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        "import('./scripts/openapi-answers.mjs').then((m) => process.stdout.write(m.answersModule(m.generateAnswers())))",
      ],
      { cwd: REPO, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
    );
    expect(fs.readFileSync(path.join(REPO, 'server/src/openapi/answers.generated.ts'), 'utf8')).toEqual(out);
    // The answers name their fields: the data analysis rows, the works list a hot path writes as
    // bytes, the session /auth/me writes as text, and a list's rows.
    const schemas = document.components.schemas as Record<string, { properties?: Record<string, unknown> }>;
    expect(Object.keys(schemas.BlockViewRow.properties ?? {})).toEqual(
      expect.arrayContaining(['panchayat_code', 'total_works', 'running']),
    );
    const works = JSON.stringify(document.paths['/api/filever/getworkData2'].post.responses['200']);
    expect(works).toContain('"works"');
    expect(works).toContain('#/components/schemas/WorksListRow');
    expect(JSON.stringify(schemas.WorksListRow)).toContain('"filled_status"');
    const me = JSON.stringify(document.paths['/api/auth/me'].get.responses['200']);
    expect(me).toContain('#/components/schemas/Principal');
    expect(me).toContain('#/components/schemas/FtoContext');
    const jobs = JSON.stringify(document.paths['/api/Scraper/jobs'].get.responses['200']);
    expect(jobs).toContain('#/components/schemas/ScrapeRunView');
    // No JSON answer is left as the generic envelope.
    const generic = Object.entries(document.paths).flatMap(([p, ops]) =>
      Object.entries(ops).flatMap(([m, op]) =>
        Object.entries(op.responses)
          .filter(([status]) => status.startsWith('2'))
          .filter(
            ([, r]) =>
              JSON.stringify(r.content?.['application/json']?.schema ?? null) === '{"$ref":"#/components/schemas/SuccessEnvelope"}',
          )
          .map(() => `${m} ${p}`),
      ),
    );
    expect(generic).toEqual([]);
  });

  it('the UI client’s types (admin-ui/src/api/schema.ts) are openapi-typescript’s of the committed document', () => {
    const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'portal-openapi-')), 'schema.ts');
    execFileSync(path.join(REPO, 'node_modules/.bin/openapi-typescript'), [COMMITTED, '--empty-objects-unknown', '-o', out], {
      stdio: 'pipe',
    });
    expect(fs.readFileSync(path.join(REPO, 'admin-ui/src/api/schema.ts'), 'utf8')).toEqual(fs.readFileSync(out, 'utf8'));
  });

  it('serves a readable page at /api/docs that the Content-Security-Policy lets run', async () => {
    const page = await http
      .get('/api/docs')
      .expect(200)
      .expect('Content-Type', /text\/html/);
    expect(page.text).toContain('/api/docs/swagger-ui-bundle.js');
    expect(page.text).not.toMatch(/<script>/);
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self'/);
    await http
      .get('/api/docs/swagger-ui-bundle.js')
      .expect(200)
      .expect('Content-Type', /javascript/);
    await http.get('/api/docs/swagger-ui.css').expect(200).expect('Content-Type', /css/);
    await http
      .get('/api/docs/init.js')
      .expect(200)
      .expect(/\/api\/docs-json/);
  });

  it('is off in production unless API_DOCS=true, and answers the 404 envelope when off', async () => {
    const production = {
      NODE_ENV: 'production',
      DATABASE_URL: testDatabaseUrl(),
      REDIS_URL: testRedisUrl(),
      SESSION_SECRET: 's'.repeat(48),
      OTP_PROVIDER: 'http',
      SMS_GATEWAY_URL: 'https://sms.example.test/send',
      MIS_BASE_URL: 'https://nregastrep.nic.in/netnrega/',
    };
    expect(loadConfig(production).apiDocs).toBe(false);
    expect(loadConfig({ ...production, API_DOCS: 'true' }).apiDocs).toBe(true);
    expect(loadConfig({}).apiDocs).toBe(true);
    const off = await startTestApp({ config: testConfig({ API_DOCS: 'false' }) });
    try {
      const res = await request(off.getHttpServer()).get('/api/docs-json').expect(404);
      expect(res.body).toMatchObject({ success: false, code: 'NO_ENDPOINT' });
      await request(off.getHttpServer()).get('/api/docs').expect(404);
    } finally {
      await off.close();
    }
  });
});
