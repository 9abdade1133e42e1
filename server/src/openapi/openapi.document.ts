import type { INestApplication, Type } from '@nestjs/common';
import { INTERCEPTORS_METADATA, METHOD_METADATA, PATH_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants.js';
import { IdempotencyInterceptor } from '../common/idempotency/idempotency.interceptor.js';
import { RequestMethod } from '@nestjs/common';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum.js';
import { ModulesContainer } from '@nestjs/core';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { currentRoleOf } from '../common/auth/current.decorators.js';
import { IS_PUBLIC } from '../common/auth/public.decorator.js';
import { errorBody } from '../common/http/api-error.js';
import { MULTIPART_PATHS } from '../common/http/upload-paths.js';
import { MAX_JSON_BYTES } from '../common/http/request-guards.js';
import { isMessageCode, msg, type MessageCode, type MessageRef } from '../common/messages/index.js';
import { EXPORT_WINDOW_SECONDS, EXPORTS_IN_FLIGHT, EXPORTS_PER_WINDOW } from '../auth/throttle/export-throttle.interceptor.js';
import { LIST_SPEC } from '../common/pagination/content-range.interceptor.js';
import type { ListSpec } from '../common/pagination/list-query.js';
import { SESSION_COOKIE } from '../auth/session.js';
import { ANSWER_DEFINITIONS, ANSWER_REFUSALS, ANSWER_SCHEMAS } from './answers.generated.js';
import { MODULE_TAGS, OPERATIONS } from './operations.js';
import { dtoRefusals, dtoSchema, isDto, type Schema } from './dto-schema.js';

/** Who may call a route, from the project's own markers (deny by default: a session). */
export type Access = 'public' | 'signed-in' | 'admin' | 'state-admin';

/** One route as Nest registered it: method, OpenAPI path under /api, its handler. */
export interface RouteInfo {
  method: string;
  path: string;
  controller: Type<unknown>;
  handler: string;
  /** `Controller_method`: the handler's key in OPERATIONS and answers.generated.ts. */
  key: string;
  /** The Nest module that declares the controller (the operation's tag). */
  module: string;
  /** Which of the handler's paths this is (a handler served at several paths). */
  pathIndex: number;
  access: Access;
  list: ListSpec | undefined;
  body: Type<unknown> | undefined;
  query: Type<unknown> | undefined;
  queryNames: string[];
  /** Takes an `Idempotency-Key` (IdempotencyInterceptor). */
  idempotent: boolean;
  /** Acts as a role the client may name (`@CurrentRole()`: `currentRole` in the body, or the query). */
  actsAsRole: boolean;
}

const REQUIREMENT = 'portal:requirement';

/** Every controller route of the application, from Nest's metadata (the container's controllers). */
export function routesOf(app: INestApplication): RouteInfo[] {
  const routes: RouteInfo[] = [];
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as Type<unknown>;
      if (!controller?.prototype) continue;
      const base = normalise(Reflect.getMetadata(PATH_METADATA, controller) as string | string[] | undefined);
      for (const handler of Object.getOwnPropertyNames(controller.prototype)) {
        if (handler === 'constructor') continue;
        const fn = (controller.prototype as Record<string, unknown>)[handler];
        if (typeof fn !== 'function') continue;
        const methodPath = Reflect.getMetadata(PATH_METADATA, fn) as string | string[] | undefined;
        const method = Reflect.getMetadata(METHOD_METADATA, fn) as RequestMethod | undefined;
        if (methodPath === undefined || method === undefined) continue;
        const requirement =
          (Reflect.getMetadata(REQUIREMENT, fn) as string | undefined) ??
          (Reflect.getMetadata(REQUIREMENT, controller) as string | undefined);
        const isPublic = Boolean(Reflect.getMetadata(IS_PUBLIC, fn) ?? Reflect.getMetadata(IS_PUBLIC, controller));
        const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, handler) ?? {}) as Record<
          string,
          { index: number; data?: unknown; factory?: unknown }
        >;
        const types = (Reflect.getMetadata('design:paramtypes', controller.prototype as object, handler) ?? []) as Type<unknown>[];
        let body: Type<unknown> | undefined;
        let query: Type<unknown> | undefined;
        const queryNames: string[] = [];
        for (const [key, arg] of Object.entries(args)) {
          const kind = Number(key.split(':')[0]) as RouteParamtypes;
          if (kind === RouteParamtypes.BODY && !arg.data) body = types[arg.index];
          if (kind === RouteParamtypes.QUERY && !arg.data) query = types[arg.index];
          if (kind === RouteParamtypes.QUERY && typeof arg.data === 'string') queryNames.push(arg.data);
        }
        for (const [pathIndex, sub] of (Array.isArray(methodPath) ? methodPath : [methodPath]).entries()) {
          routes.push({
            key: `${controller.name.replace(/Controller$/, '')}_${handler}`,
            module: (module.metatype as { name: string }).name,
            pathIndex,
            method: RequestMethod[method].toLowerCase(),
            path: `/api${base}${normalise(sub)}`.replace(/:([A-Za-z0-9_]+)/g, '{$1}'),
            controller,
            handler,
            access: isPublic ? 'public' : requirement === 'state-admin' ? 'state-admin' : requirement === 'admin' ? 'admin' : 'signed-in',
            list: Reflect.getMetadata(LIST_SPEC, fn) as ListSpec | undefined,
            body,
            query,
            queryNames,
            actsAsRole: Object.values(args).some((arg) => arg.factory === currentRoleOf),
            idempotent: ((Reflect.getMetadata(INTERCEPTORS_METADATA, fn) ?? []) as unknown[]).includes(IdempotencyInterceptor),
          });
        }
      }
    }
  }
  return routes.sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
}

function normalise(path: string | string[] | undefined): string {
  const first = Array.isArray(path) ? path[0] : path;
  const trimmed = (first ?? '').replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}` : '';
}

const ACCESS_TEXT: Record<Access, string> = {
  public: 'Public: no session needed.',
  'signed-in': 'Signed in: any officer with a session (cookie `portal.sid`).',
  admin: 'Admin: a signed-in officer holding any ADMIN permission.',
  'state-admin': 'State admin: a signed-in officer holding ADMIN at STATE level.',
};

/** The multipart routes' parts (the upload interceptors read exactly these; everything else is refused). */
const MULTIPART_BODIES: Record<string, Schema> = {
  '/api/filever/submitFullVerification': {
    type: 'object',
    description:
      'A work file (spec 2 §7). Text fields first (`workCode`, `currentRole`, `reviewedRecordId` before any file), then the files: `sitePhoto` and one `image_<id>` per active checklist item that takes an image (GET /api/filever/checklist-items). An `Idempotency-Key` header makes a retry answer the first submission.',
    required: ['workCode'],
    properties: {
      workCode: { type: 'string', description: 'The work code.' },
      currentRole: { type: 'string', description: 'The role acting (`Role_code` or id) when the officer holds several.' },
      checkList: { type: 'string', description: 'JSON: checklist item id -> answer.' },
      material: { type: 'string', description: 'JSON: the material rows.' },
      siteAnswers: { type: 'string', description: 'JSON: the site questions -> answer.' },
      devicePositions: {
        type: 'string',
        description: 'JSON: file field -> the device position when the photo was taken ({lat, lng, accuracy, at}).',
      },
      reviewedRecordId: {
        type: 'string',
        description:
          "Level 2 and above: the id of the level below's record the officer reviewed (getFtoLists2's `below_record_id`). Required when that level has a record (400); 409 when it has filed a newer one since. Ignored at level 1.",
      },
      workName: { type: 'string', description: "The spec client's; unused." },
      user: { type: 'string', description: "The spec client's; unused." },
      level: { type: 'string', description: "The spec client's; unused." },
      cycle: { type: 'string', description: "The spec client's; unused." },
      sitePhoto: { type: 'string', contentMediaType: 'image/jpeg', description: 'The site photo (JPEG or PNG, by content).' },
    },
    patternProperties: {
      '^image_[0-9]+$': { type: 'string', contentMediaType: 'image/jpeg', description: 'The photo of checklist item <id>.' },
    },
  },
  '/api/socialaudit/import-issues': {
    type: 'object',
    required: ['file'],
    properties: {
      file: { type: 'string', contentMediaType: 'application/octet-stream', description: 'The issues workbook (.xlsx) or CSV.' },
    },
  },
  '/api/locations/panchayat-locations': {
    type: 'object',
    required: ['file'],
    properties: { file: { type: 'string', contentMediaType: 'text/csv', description: 'The panchayat locations CSV.' } },
  },
};

function example(ref: MessageRef, errors?: Record<string, MessageRef>) {
  return { value: errorBody(ref, errors) };
}

function errorResponse(description: string, examples: Record<string, { value: unknown }>) {
  return { description, content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' }, examples } } };
}

const ERROR_ENVELOPE: Schema = {
  type: 'object',
  description:
    "Every refusal of the API. `code` is stable (the UI shows its text in the user's language); `message` is its English text; `params` the values in it; `errors`/`errorCodes`/`errorParams` map each refused field to its message, code and values.",
  required: ['success', 'code', 'message'],
  properties: {
    success: { const: false },
    code: { type: 'string', examples: ['UNAUTHENTICATED'] },
    message: { type: 'string', examples: ['Please sign in to continue.'] },
    params: { type: 'object', additionalProperties: { type: ['string', 'number', 'boolean', 'null'] } },
    errors: { type: 'object', additionalProperties: { type: 'string' } },
    errorCodes: { type: 'object', additionalProperties: { type: 'string' } },
    errorParams: { type: 'object', additionalProperties: { type: 'object' } },
    retryAfter: { type: 'integer', description: 'Seconds until a cooldown ends (429).' },
  },
};

const SUCCESS_ENVELOPE: Schema = {
  type: 'object',
  description: "A successful answer: `success: true`, the message of what was done (when there is one) and the call's own fields.",
  required: ['success'],
  properties: {
    success: { const: true },
    code: { type: 'string' },
    message: { type: 'string' },
    params: { type: 'object' },
    data: {},
  },
  additionalProperties: true,
};

const RECORD: Schema = { type: 'object', description: 'One record of the resource.', additionalProperties: true };

/** The document's fixed header. */
function baseDocument(): Omit<OpenAPIObject, 'paths'> {
  return (
    new DocumentBuilder()
      .setOpenAPIVersion('3.1.0')
      .setTitle('MGNREGA portal API')
      .setDescription(
        'The API of the Karnataka RDPR MGNREGA workflow portal. Sessions are a signed cookie (`portal.sid`) set by the sign-in calls; ' +
          'state-changing calls take JSON (multipart only where a route says so) and, from a browser, an `Origin` of the portal. ' +
          'Lists follow ra-data-simple-rest: `range`, `sort`, `filter` query parameters (JSON) in, a `Content-Range` header out. ' +
          "Each operation's `x-access` says who may call it. See docs/api.md.",
      )
      .setVersion('2.0.0')
      // The portal serves its API beside its UI: the document's paths are under the portal's own address.
      .addServer('/', 'The portal that serves this document (its paths start with /api)')

      .addCookieAuth(SESSION_COOKIE, { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE }, 'session')
      .build()
  );
}

type Operation = {
  operationId?: string;
  parameters?: Array<Record<string, unknown>>;
  requestBody?: Record<string, unknown>;
  responses: Record<string, unknown>;
  security?: unknown[];
  description?: string;
  summary?: string;
  tags?: string[];
  [extra: string]: unknown;
};

/**
 * The OpenAPI 3.1 document of the application: the routes as @nestjs/swagger scans them, each
 * completed from the project's own metadata: the DTOs' class-validator rules, who may call it,
 * multipart parts, the list conventions, the success and error answers.
 */
export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const document = SwaggerModule.createDocument(app, baseDocument(), {
    operationIdFactory: (controller, method) => `${controller.replace(/Controller$/, '')}_${method}`,
  });
  const schemas = (document.components!.schemas ??= {}) as Record<string, Schema>;
  schemas.ErrorEnvelope = ERROR_ENVELOPE;
  schemas.SuccessEnvelope = SUCCESS_ENVELOPE;
  schemas.Record = RECORD;
  const schemaOf = (type: Type<unknown>): Schema => {
    schemas[type.name] = dtoSchema(type as new () => object);
    return { $ref: `#/components/schemas/${type.name}` };
  };
  const routes = routesOf(app);
  const tags = new Map<string, string>();
  const answerOf = answersFor(
    schemas,
    routes.flatMap((r) => [r.body, r.query].flatMap((t) => (t && isDto(t) ? [t.name] : []))),
  );
  for (const route of routes) {
    const operation = (document.paths[route.path] as Record<string, Operation> | undefined)?.[route.method];
    if (!operation) continue;
    // Name, summary and tag: an integrator's names (operations.ts), one tag per module.
    const named = OPERATIONS[route.key];
    if (!named) {
      throw new Error(
        `${route.method.toUpperCase()} ${route.path} (${route.key}) has no entry in server/src/openapi/operations.ts: give it an operationId and a summary`,
      );
    }
    const tag = MODULE_TAGS[route.module];
    if (!tag) throw new Error(`Module ${route.module} (${route.key}) has no tag in server/src/openapi/operations.ts`);
    operation.operationId = named.operationIds?.[route.pathIndex] ?? named.operationId;
    operation.summary = named.summary;
    if (named.readOnly) operation['x-read-only'] = true;
    operation.tags = [tag.name];
    tags.set(tag.name, tag.description);
    // Access.
    operation['x-access'] = route.access;
    operation.security = route.access === 'public' ? [] : [{ session: [] }];
    operation.description = [operation.description, ACCESS_TEXT[route.access]].filter(Boolean).join('\n\n');
    // Request: parameters the scanner found untyped, the DTO of a query, the body.
    const parameters = (operation.parameters ?? []).filter((p) => p.in !== 'query');
    for (const p of parameters) if (p.in === 'path') p.schema = { type: 'string' };
    if (route.query && isDto(route.query)) {
      const schema = dtoSchema(route.query) as { properties: Record<string, Schema>; required?: string[] };
      for (const [name, property] of Object.entries(schema.properties)) {
        parameters.push({ name, in: 'query', required: schema.required?.includes(name) ?? false, schema: property });
      }
    }
    for (const name of route.queryNames) parameters.push({ name, in: 'query', required: false, schema: { type: 'string' } });
    if (route.actsAsRole && !route.body && !parameters.some((p) => p.name === 'currentRole')) {
      parameters.push({
        name: 'currentRole',
        in: 'query',
        required: false,
        description: "JSON of the role the call acts as (one of the session's `roles`); the session's chosen role when left out.",
        schema: { type: 'string' },
      });
    }
    if (route.idempotent) {
      parameters.push({
        name: 'Idempotency-Key',
        in: 'header',
        required: false,
        description:
          'A UUID naming this submission: sent again with the same contents, the first answer is answered again (`Idempotent-Replayed: true`); with other contents, 409 `SUBMISSION_DIFFERENT_CONTENTS`.',
        schema: { type: 'string', format: 'uuid' },
      });
    }
    const responses: Record<string, unknown> = {};
    const success = route.method === 'post' && operation.responses['201'] ? '201' : '200';
    if (route.list) {
      const spec = route.list;
      parameters.push(
        {
          name: 'range',
          in: 'query',
          required: false,
          description: `JSON [first, last] row indexes, both included (at most ${spec.maxPageSize ?? 1000} rows).`,
          schema: { type: 'string', examples: ['[0,24]'] },
        },
        {
          name: 'sort',
          in: 'query',
          required: false,
          description: `JSON [field, "ASC"|"DESC"]; fields: ${spec.sortable.join(', ')}. Default ${JSON.stringify(spec.defaultSort)}.`,
          schema: { type: 'string', examples: [JSON.stringify(spec.defaultSort)] },
        },
        {
          name: 'filter',
          in: 'query',
          required: false,
          description: `JSON object; keys: ${(spec.filterable ?? []).join(', ') || 'none'}.`,
          schema: { type: 'string', examples: ['{}'] },
        },
      );
      operation['x-list'] = {
        resource: spec.resource,
        sortable: [...spec.sortable],
        filterable: [...(spec.filterable ?? [])],
        defaultSort: [...spec.defaultSort],
      };
      const page = answerOf(route.key) as { properties?: { rows?: Schema } } | undefined;
      const rows = page?.properties?.rows ?? { type: 'array', items: { $ref: '#/components/schemas/Record' } };
      responses[success] = {
        description: `A page of ${spec.resource}.`,
        headers: {
          'Content-Range': {
            description: `\`${spec.resource} <first>-<last>/<total>\`, or \`${spec.resource} */<total>\` for an empty page.`,
            schema: { type: 'string' },
          },
        },
        content: {
          'application/json': {
            schema: spec.envelope
              ? {
                  allOf: [
                    { $ref: '#/components/schemas/SuccessEnvelope' },
                    { type: 'object', required: ['data', 'total'], properties: { data: rows, total: { type: 'integer' } } },
                  ],
                }
              : rows,
          },
        },
      };
      responses['400'] = errorResponse('A range, sort or filter the list does not take.', {
        LIST_RANGE_INVALID: example('LIST_RANGE_INVALID', { range: 'LIST_RANGE_FIELD_INVALID' }),
        LIST_SORT_ORDER_INVALID: example('LIST_SORT_ORDER_INVALID', { sort: 'LIST_SORT_ORDER_FIELD_INVALID' }),
      });
    } else if (route.path.endsWith('/files/{key}') || route.path.endsWith('.csv')) {
      // A stored photo is served as the type its content was checked to be on upload (FTO image types).
      const types = route.path.endsWith('.csv') ? ['text/csv'] : ['image/jpeg', 'image/png', 'image/webp'];
      responses[success] = {
        description: 'The file, streamed.',
        content: Object.fromEntries(types.map((type) => [type, { schema: { type: 'string', contentMediaType: type } }])),
      };
      if (route.path.endsWith('.csv')) {
        // Downloads are throttled per officer (ExportThrottleInterceptor).
        const minutes = EXPORT_WINDOW_SECONDS / 60;
        responses['429'] = errorResponse(
          `Too many downloads: ${EXPORTS_PER_WINDOW} in ${minutes} minutes, or ${EXPORTS_IN_FLIGHT} running at once (Retry-After).`,
          {
            EXPORTS_TOO_MANY: example(msg('EXPORTS_TOO_MANY', { max: EXPORTS_PER_WINDOW, minutes, seconds: 540 })),
            EXPORTS_IN_FLIGHT: example(msg('EXPORTS_IN_FLIGHT', { max: EXPORTS_IN_FLIGHT })),
          },
        );
      }
    } else {
      responses[success] = {
        description: 'Done.',
        content: { 'application/json': { schema: answerOf(route.key) ?? { $ref: '#/components/schemas/SuccessEnvelope' } } },
      };
    }
    operation.parameters = parameters;
    if (!parameters.length) delete operation.parameters;
    // Refusals: status -> why and the codes it carries. Those of every route of a kind come from
    // the route's metadata here; those of the handler and what it calls from the scan of the code
    // (ANSWER_REFUSALS, scripts/openapi-answers.mjs).
    const refusals = new Refusals();
    for (const [status, response] of Object.entries(responses)) {
      if (Number(status) < 400) continue;
      const r = response as ReturnType<typeof errorResponse>;
      refusals.add(Number(status), r.description, r.content['application/json'].examples);
      delete responses[status];
    }
    const stateChanging = route.method !== 'get';
    refusals.add(400, 'A NUL character in the address.', { NUL_CHARACTER: example('NUL_CHARACTER') });
    if (stateChanging) {
      refusals.add(403, 'A state-changing call from another site (its `Origin` is not the portal nor a configured CORS origin).', {
        CROSS_SITE: example('CROSS_SITE'),
      });
    }
    if (MULTIPART_PATHS.some((p) => `/api${p}` === route.path)) {
      operation.requestBody = {
        required: true,
        content: { 'multipart/form-data': { schema: MULTIPART_BODIES[route.path] ?? { type: 'object' } } },
      };
      refusals.add(415, 'Not multipart/form-data.', { MULTIPART_ONLY: example('MULTIPART_ONLY'), JSON_ONLY: example('JSON_ONLY') });
      // The multipart reader's own codes; a route's own (its `tooLarge`) come from the scan (@refuses where it is given).
      refusals.add(413, 'A file or the body over its limit.', {
        UPLOAD_TOO_LARGE: example('UPLOAD_TOO_LARGE'),
        UPLOAD_FILE_TOO_LARGE: example('UPLOAD_FILE_TOO_LARGE'),
      });
    } else {
      if (route.body && isDto(route.body)) {
        operation.requestBody = { required: true, content: { 'application/json': { schema: schemaOf(route.body) } } };
      } else if (route.body) {
        operation.requestBody = {
          required: true,
          content: { 'application/json': { schema: { type: 'object', additionalProperties: true } } },
        };
      }
      if (stateChanging) {
        refusals.add(415, 'A body that is not JSON.', { JSON_ONLY: example('JSON_ONLY') });
        refusals.add(413, `A JSON body over ${MAX_JSON_BYTES / 1024 / 1024} MB.`, { PAYLOAD_TOO_LARGE: example('PAYLOAD_TOO_LARGE') });
        refusals.add(400, 'A body that is not JSON, or nested too deep.', {
          INVALID_JSON: example('INVALID_JSON'),
          BAD_REQUEST: example('BAD_REQUEST'),
        });
      }
    }
    const dtoCodes = [route.body, route.query].flatMap((type) => (type && isDto(type) ? dtoRefusals(type) : []));
    if (route.body || route.query) {
      // The validation pipe: each DTO rule's code, INVALID_VALUE for a rule without one, INVALID_REQUEST without a field.
      refusals.add(400, "A field the call refuses: the first refused field's message; every refused field in `errors` and `errorCodes`.", {
        ...Object.fromEntries(dtoCodes.map(({ field, ref }) => [ref.code, example(ref, { [field]: ref })])),
        INVALID_VALUE: example(msg('INVALID_VALUE', { field: 'field' })),
        INVALID_REQUEST: example('INVALID_REQUEST'),
      });
    }
    if (route.access !== 'public') refusals.add(401, 'No session.', { UNAUTHENTICATED: example('UNAUTHENTICATED') });
    if (route.access === 'admin') refusals.add(403, 'Not an administrator.', { NOT_ADMIN: example('NOT_ADMIN') });
    if (route.access === 'state-admin') refusals.add(403, 'Not a state administrator.', { NOT_STATE_ADMIN: example('NOT_STATE_ADMIN') });
    for (const [status, codes] of Object.entries(ANSWER_REFUSALS[route.key] ?? {})) {
      const unknown = codes.filter((code) => !isMessageCode(code));
      if (unknown.length) throw new Error(`${route.key} refuses with ${unknown.join(', ')}, not in the message catalog`);
      refusals.add(
        Number(status),
        codes.length ? STATUS_TEXT[Number(status)] : `${STATUS_TEXT[Number(status)]} (a code set at run time)`,
        Object.fromEntries(codes.map((code) => [code, example(code as MessageCode)])),
        codes.length === 0,
      );
    }
    Object.assign(responses, refusals.responses());
    operation.responses = responses;
  }
  document.info.contact = { name: 'RDPR Karnataka, MGNREGA portal support', email: 'support.mgnrega@karnataka.gov.in' };
  // Not open source: an SPDX LicenseRef (the project publishes no licence text of its own).
  // (OpenAPI 3.1's `identifier`, which @nestjs/swagger's 3.0 type does not name.)
  document.info.license = {
    name: 'Proprietary: Government of Karnataka (RDPR), all rights reserved',
    identifier: 'LicenseRef-Proprietary',
  } as OpenAPIObject['info']['license'];
  document.tags = [...tags].sort(([a], [b]) => a.localeCompare(b)).map(([name, description]) => ({ name, description }));
  // The generic row is only for a list whose rows have no answer type.
  if (!JSON.stringify(document.paths).includes('"#/components/schemas/Record"')) delete schemas.Record;
  return sortKeys(document) as OpenAPIObject;
}

const STATUS_TEXT: Record<number, string> = {
  400: 'A request the call refuses.',
  401: 'Not signed in, or the sign-in step failed.',
  403: 'Not allowed.',
  404: 'Not found.',
  409: 'In conflict with what is stored.',
  413: 'Too large.',
  415: 'Not a media type the call takes.',
  423: 'Locked for a while.',
  429: 'Too many calls (Retry-After).',
  502: 'A service the call needs failed.',
  503: 'Busy or unavailable: try again.',
};

/** The refusals of one operation, by status: their texts, the codes each carries (an example each). */
class Refusals {
  private readonly byStatus = new Map<number, { texts: string[]; examples: Record<string, { value: unknown }>; open: boolean }>();

  add(status: number, text: string, examples: Record<string, { value: unknown }>, open = false): void {
    const entry = this.byStatus.get(status) ?? { texts: [], examples: {}, open: false };
    if (!entry.texts.includes(text)) entry.texts.push(text);
    // The first example of a code stays (the validation pipe's, with its field, before the scan's bare one).
    for (const [code, value] of Object.entries(examples)) entry.examples[code] ??= value;
    entry.open ||= open || !Object.keys(examples).length;
    this.byStatus.set(status, entry);
  }

  /** Each status's response: the error envelope, its `code` one of those listed (unless a code is set at run time). */
  responses(): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    for (const [status, { texts, examples, open }] of [...this.byStatus].sort(([a], [b]) => a - b)) {
      const codes = Object.keys(examples).sort();
      const schema =
        open || !codes.length
          ? { $ref: '#/components/schemas/ErrorEnvelope' }
          : {
              allOf: [
                { $ref: '#/components/schemas/ErrorEnvelope' },
                { type: 'object', properties: { code: { type: 'string', enum: codes } } },
              ],
            };
      out[String(status)] = {
        description: [...texts, codes.length ? `Codes: ${codes.map((c) => `\`${c}\``).join(', ')}.` : ''].filter(Boolean).join(' '),
        content: { 'application/json': { schema, ...(codes.length ? { examples } : {}) } },
      };
    }
    return out;
  }
}

/**
 * The success answer of an operation, from what its handler returns (answers.generated.ts, made
 * by `npm run openapi` from the controllers' return types): its named types go under
 * components.schemas as they are used; one whose name a request DTO already has is suffixed
 * `Answer` (the DTO describes what is sent, the answer what comes back).
 */
function answersFor(schemas: Record<string, Schema>, dtoNames: string[]): (key: string) => Schema | undefined {
  const taken = new Set([...Object.keys(schemas), ...dtoNames]);
  const rename = new Map(Object.keys(ANSWER_DEFINITIONS).map((name) => [name, taken.has(name) ? `${name}Answer` : name]));
  const renamed = (schema: Schema): Schema =>
    JSON.parse(
      JSON.stringify(schema).replace(
        /"#\/components\/schemas\/([^"]+)"/g,
        (_, name: string) => `"#/components/schemas/${rename.get(name) ?? name}"`,
      ),
    ) as Schema;
  const add = (schema: Schema) => {
    for (const [, name] of JSON.stringify(schema).matchAll(/"#\/components\/schemas\/([^"]+)"/g)) {
      const original = [...rename].find(([, to]) => to === name)?.[0];
      if (!original || schemas[name]) continue;
      schemas[name] = renamed(ANSWER_DEFINITIONS[original]);
      add(schemas[name]);
    }
  };
  return (key) => {
    const answer = ANSWER_SCHEMAS[key];
    if (!answer) return undefined;
    const schema = renamed(answer);
    add(schema);
    return schema;
  };
}

/** Objects with their keys in order (arrays keep theirs), so the written document is stable. */
export function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object' && !(value instanceof RegExp)) {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, sortKeys((value as Record<string, unknown>)[k])]),
    );
  }
  return value;
}

/** The document as written to docs/openapi.json. */
export function openApiJson(document: OpenAPIObject): string {
  return `${JSON.stringify(document, null, 2)}\n`;
}
