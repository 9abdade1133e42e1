import type { INestApplication } from '@nestjs/common';
import Ajv2020Module from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import request from 'supertest';
import { DEMO_OFFICER_PASSWORD, DemoSeedService } from '../../server/src/dev/seeds/demo-seed.service.js';
import { signIn } from '../support/auth.js';
import { startTestApp, testConfig } from '../support/test-app.js';

// Issue 44 item 3: the real answers against the document. Every GET and read-only POST
// (`x-read-only`) the served document lists is called as four officers (the administrator, a
// level 1 JE, a TP-EO, the SDATA analyst) and without a session, with its parameters taken from
// the answers before it, and again with another jurisdiction's codes and an id that does not
// exist (refusals); each answer's status must be listed, its content type one the document gives
// for that status, and a JSON body valid against its schema (JSON Schema 2020-12, ajv). The route
// list comes from the served document, and test/api/openapi.e2e-spec.ts checks that document
// lists every route the app has: a route added without its answers documented fails here.

type Json = unknown;
type Schema = Record<string, unknown>;
interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: Schema;
}
interface Operation {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { content?: Record<string, { schema?: Schema }> }>;
  'x-read-only'?: boolean;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
}

// CommonJS modules: under ESM their default import is `module.exports`, whose `.default` is the export.
const Ajv2020 = ((Ajv2020Module as unknown as { default?: unknown }).default ?? Ajv2020Module) as typeof Ajv2020Module.default;
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as typeof addFormatsModule.default;

/** The places of the demo officers, and one outside every jurisdiction but the state's (Mysuru). */
const HOME: Record<string, string> = {
  district_code: '1515',
  block_code: '1515001',
  panchayat_code: '1515001004',
  locationCode: '1515001',
};
const FOREIGN: Record<string, string> = {
  district_code: '1522',
  block_code: '1522004',
  panchayat_code: '1522004003',
  locationCode: '1522004',
};
const MISSING_ID = '999999';

const pointer = (...parts: string[]) => parts.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');
const rowsOf = (body: Json): Record<string, unknown>[] => {
  if (Array.isArray(body)) return body as Record<string, unknown>[];
  const b = body as { data?: unknown; rows?: unknown } | null;
  if (Array.isArray(b?.data)) return b.data as Record<string, unknown>[];
  if (Array.isArray(b?.rows)) return b.rows as Record<string, unknown>[];
  return [];
};

describe('API contract: the real answers against the OpenAPI document (issue 44)', () => {
  let app: INestApplication;
  let document: Document;
  let ajv: InstanceType<typeof Ajv2020>;
  const who: Record<string, { agent: ReturnType<typeof request.agent>; role: Record<string, unknown> } | null> = {};
  const problems: string[] = [];
  const counts = { routes: 0, roles: 0, answers: 0, refusals: 0, bodies: 0 };

  beforeAll(async () => {
    app = await startTestApp();
    await app.get(DemoSeedService).run();
    const res = await request(app.getHttpServer()).get('/api/docs-json').expect(200);
    document = JSON.parse(res.text) as Document;
    ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(ajv);
    // Every answer field must be in its schema: an object schema that lists its properties and
    // says nothing of others is read as closed (not the envelopes, which are open by design, nor
    // a part of an allOf, which the other parts complete).
    const closed = structuredClone(document);
    const close = (value: unknown, inAllOf = false): void => {
      if (Array.isArray(value)) return value.forEach((v) => close(v, inAllOf));
      if (!value || typeof value !== 'object') return;
      const schema = value as Schema;
      if (schema.properties && !('additionalProperties' in schema) && !('patternProperties' in schema) && !inAllOf) {
        schema.additionalProperties = false;
      }
      for (const [key, child] of Object.entries(schema)) close(child, key === 'allOf');
    };
    // A component that is a part of an allOf (an intersection type's) is completed by the other parts.
    const parts = new Set<string>();
    const findParts = (value: unknown): void => {
      if (Array.isArray(value)) return value.forEach(findParts);
      if (!value || typeof value !== 'object') return;
      const allOf = (value as { allOf?: Schema[] }).allOf;
      for (const part of allOf ?? []) if (typeof part.$ref === 'string') parts.add(part.$ref.split('/').pop()!);
      Object.values(value).forEach(findParts);
    };
    findParts(document);
    for (const [name, schema] of Object.entries(closed.components.schemas)) if (!/Envelope$/.test(name) && !parts.has(name)) close(schema);
    for (const ops of Object.values(closed.paths)) for (const op of Object.values(ops)) close(op.responses['200'] ?? op.responses['201']);
    ajv.addSchema(closed, 'openapi.json');
    const { adminMobile, adminPassword } = testConfig().demo;
    const officers: Record<string, [string, string]> = {
      administrator: [adminMobile, adminPassword],
      'level 1 JE': ['9000000011', DEMO_OFFICER_PASSWORD],
      'TP-EO': ['9000000002', DEMO_OFFICER_PASSWORD],
      SDATA: ['9000000005', DEMO_OFFICER_PASSWORD],
    };
    for (const [name, [mobile, password]] of Object.entries(officers)) {
      const { agent, body } = await signIn(app, mobile, password);
      who[name] = { agent, role: (body as { data: { roles: Record<string, unknown>[] } }).data.roles[0] };
    }
    who['no session'] = null;
  }, 180000);
  afterAll(() => app?.close());

  /** Checks one answer against the operation's documented responses; a problem is noted, not thrown, so all are reported. */
  function check(call: string, path: string, method: string, operation: Operation, res: request.Response): void {
    counts.answers++;
    const status = String(res.status);
    if (res.status >= 400) counts.refusals++;
    const response = operation.responses[status];
    if (!response) {
      problems.push(`${call}: status ${status} is not documented (${operation.operationId}): ${res.text.slice(0, 200)}`);
      return;
    }
    const type = String(res.headers['content-type'] ?? '')
      .split(';')[0]
      .trim();
    if (!response.content) {
      if (res.text) problems.push(`${call}: ${status} documents no body, got ${type}`);
      return;
    }
    if (!response.content[type]) {
      problems.push(`${call}: ${status} answered ${type}, documented ${Object.keys(response.content).join(', ')}`);
      return;
    }
    if (type !== 'application/json') return;
    const validate = ajv.getSchema(`openapi.json#/${pointer('paths', path, method, 'responses', status, 'content', type, 'schema')}`);
    if (!validate) {
      problems.push(`${call}: no schema for ${status} ${type}`);
      return;
    }
    counts.bodies++;
    if (!validate(res.body)) {
      const errors = (validate.errors ?? [])
        .slice(0, 5)
        .map((e) => `${e.instancePath || '/'} ${e.message ?? ''} ${JSON.stringify(e.params)}`)
        .join('; ');
      problems.push(`${call}: ${status} body not as documented (${operation.operationId}): ${errors}`);
    }
  }

  it('every GET and read-only POST answers as documented, as four officers and without a session, refusals included', async () => {
    const routes = Object.entries(document.paths)
      .flatMap(([path, ops]) => Object.entries(ops).map(([method, operation]) => ({ path, method, operation })))
      .filter(({ method, operation }) => method === 'get' || (method === 'post' && operation['x-read-only'] === true))
      // Routes without path parameters first: their answers give the parameters of the others.
      .sort((a, b) => Number(a.path.includes('{')) - Number(b.path.includes('{')) || a.path.localeCompare(b.path));
    expect(routes.length).toBeGreaterThanOrEqual(60);
    counts.routes = routes.length;
    counts.roles = Object.keys(who).length;

    for (const [name, signedIn] of Object.entries(who)) {
      // What this officer's answers held: values by field name, and each answer by path.
      const seen = new Map<string, unknown>();
      const answers = new Map<string, Json>();
      const remember = (value: Json): void => {
        if (Array.isArray(value)) value.slice(0, 20).forEach(remember);
        else if (value && typeof value === 'object') {
          for (const [k, v] of Object.entries(value)) {
            if (v !== null && typeof v !== 'object' && !seen.has(k)) seen.set(k, v);
            if (typeof v === 'string' && /^\/?api\/filever\/files\/[^/]+$/.test(v) && !seen.has('key')) seen.set('key', v.split('/').pop());
            remember(v);
          }
        }
      };
      const currentRole = signedIn ? JSON.stringify(signedIn.role) : undefined;
      const valueOf = (route: (typeof routes)[number], p: Parameter | { name: string; schema?: Schema }, place: Record<string, string>) => {
        if (p.name === 'currentRole') return currentRole;
        if (place[p.name] !== undefined) return place[p.name];
        if (p.name === 'financialYear') return 'ALL';
        if (p.name === 'workCode' || p.name === 'work_code') return seen.get('work_code') ?? seen.get('workCode');
        if (p.name === 'main_option_id') return rowsOf(answers.get('/api/auth/main-options'))[0]?.id ?? seen.get('main_option_id');
        if (p.name === 'issue_numbers') return seen.has('issue_number') ? [seen.get('issue_number')] : undefined;
        if (p.name === 'year') return seen.get('financial_year') ?? 'ALL';
        const schema = p.schema ?? {};
        if (Array.isArray(schema.enum)) return schema.enum[0];
        return seen.get(p.name);
      };
      const pathValue = (route: (typeof routes)[number], name: string): unknown => {
        const parent = route.path.slice(0, route.path.lastIndexOf('/{'));
        const fromList = rowsOf(answers.get(parent))[0];
        if (name === 'id' && fromList) return fromList.id;
        if (name === 'userId') return rowsOf(answers.get('/api/auth/user-list'))[0]?.id;
        if (name === 'workCode') return fromList?.work_code ?? seen.get('work_code');
        return seen.get(name);
      };

      for (const route of routes) {
        const { path, method, operation } = route;
        const parameters = operation.parameters ?? [];
        const bodySchema = operation.requestBody?.content['application/json']?.schema;
        const resolved = (bodySchema?.$ref ? document.components.schemas[(bodySchema.$ref as string).split('/').pop()!] : bodySchema) as
          { properties?: Record<string, Schema>; required?: string[] } | undefined;
        const takesPlace = [...parameters.map((p) => p.name), ...Object.keys(resolved?.properties ?? {})].some((n) => n in HOME);
        const hasPathId = parameters.some((p) => p.in === 'path' && /id$/i.test(p.name));
        const variants: Array<{ label: string; place: Record<string, string>; missingId?: boolean }> = [{ label: 'home', place: HOME }];
        if (signedIn && takesPlace) variants.push({ label: 'another jurisdiction', place: FOREIGN });
        if (signedIn && hasPathId) variants.push({ label: 'an id that does not exist', place: HOME, missingId: true });
        for (const variant of variants) {
          let url = path;
          for (const p of parameters.filter((x) => x.in === 'path')) {
            const found = pathValue(route, p.name);
            const value =
              variant.missingId && /id$/i.test(p.name)
                ? MISSING_ID
                : typeof found === 'string' || typeof found === 'number'
                  ? found
                  : MISSING_ID;
            url = url.replace(`{${p.name}}`, encodeURIComponent(String(value)));
          }
          const query: Record<string, string> = {};
          for (const p of parameters.filter((x) => x.in === 'query')) {
            // Required ones, the role, and the place (so a jurisdiction is asked for).
            if (!p.required && p.name !== 'currentRole' && !(p.name in HOME)) continue;
            const value = valueOf(route, p, variant.place);
            if (value !== undefined && value !== null) query[p.name] = typeof value === 'string' ? value : JSON.stringify(value);
          }
          let body: Record<string, unknown> | undefined;
          if (method === 'post') {
            body = {};
            for (const [field, schema] of Object.entries(resolved?.properties ?? {})) {
              if (!resolved?.required?.includes(field) && field !== 'currentRole' && !(field in HOME)) continue;
              const value = field === 'currentRole' ? signedIn?.role : valueOf(route, { name: field, schema }, variant.place);
              if (value !== undefined) body[field] = value;
            }
          }
          const sender = signedIn ? signedIn.agent : request(app.getHttpServer());
          const call = `${name} ${method.toUpperCase()} ${url} (${variant.label})`;
          let req = (method === 'get' ? sender.get(url) : sender.post(url)).query(query);
          if (body) req = req.send(body);
          const res = await req;
          check(call, path, method, operation, res);
          if (variant.label === 'home' && res.status < 300 && (res.headers['content-type'] ?? '').startsWith('application/json')) {
            answers.set(path, res.body);
            remember(res.body);
          }
        }
      }
    }
    process.stdout.write(
      `Contract: ${counts.routes} routes x ${counts.roles} callers (4 officers + no session): ${counts.answers} answers checked ` +
        `(${counts.refusals} refusals), ${counts.bodies} JSON bodies validated; ${problems.length} problems\n`,
    );
    expect(problems).toEqual([]);
    expect(counts.refusals).toBeGreaterThan(0);
  }, 600000);
});
