// The answers of the API, as JSON Schemas generated from what each controller method returns (its
// TypeScript return type, inferred or declared), so the OpenAPI document (and the UI's types made
// from it) describe the fields the server really sends: a field renamed on the server changes the
// document, and the UI's type check fails where it reads the old name. `npm run openapi` writes
// server/src/openapi/answers.generated.ts; test/api/openapi.e2e-spec.ts checks it is current.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import TJS from 'typescript-json-schema';
import ts from 'typescript';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SERVER = path.join(REPO, 'server/src');
export const ANSWERS_FILE = path.join(SERVER, 'openapi/answers.generated.ts');
const HTTP_DECORATORS = new Set(['Get', 'Post', 'Put', 'Patch', 'Delete', 'All']);

function controllerFiles(dir) {
  const out = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...controllerFiles(full));
    else if (entry.name.endsWith('.controller.ts')) out.push(full);
  }
  return out.sort();
}

const decoratorNames = (node) =>
  (ts.canHaveDecorators(node) ? (ts.getDecorators(node) ?? []) : []).map((d) =>
    ts.isCallExpression(d.expression) ? d.expression.expression.getText() : d.expression.getText(),
  );

/** Every route handler: its controller class, file and method (operationId = Controller_method, as the document names it). */
function handlers() {
  const found = [];
  for (const file of controllerFiles(SERVER)) {
    const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    for (const node of source.statements) {
      if (!ts.isClassDeclaration(node) || !node.name || !decoratorNames(node).includes('Controller')) continue;
      for (const member of node.members) {
        if (!ts.isMethodDeclaration(member) || !decoratorNames(member).some((d) => HTTP_DECORATORS.has(d))) continue;
        const method = member.name.getText();
        found.push({
          file,
          controller: node.name.text,
          method,
          operationId: `${node.name.text.replace(/Controller$/, '')}_${method}`,
          line: member.getStart(source),
        });
      }
    }
  }
  return found;
}

/** A definition's name in the document: the type's own name (`BlockViewRow`), without the import path TJS puts before it. */
function cleanName(raw) {
  return raw.replace(/import\("[^"]*"(?:,\{with:\{[^}]*\}\})?\)\./g, '');
}

const isGeneric = (name) => /[<>]/.test(name);

/** Rewrites refs: to a generic instance (Record<string,string>), inlined; else to its clean name under components. */
function rewrite(value, definitions, names) {
  if (Array.isArray(value)) return value.map((v) => rewrite(v, definitions, names));
  if (!value || typeof value !== 'object') return value;
  if (typeof value.$ref === 'string' && value.$ref.startsWith('#/definitions/')) {
    const raw = decodeURIComponent(value.$ref.slice('#/definitions/'.length));
    if (isGeneric(raw)) return rewrite(definitions[raw], definitions, names);
    return { ...value, $ref: `#/components/schemas/${names.get(raw)}` };
  }
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, rewrite(v, definitions, names)]));
}

/** { answers: operationId -> schema, definitions: name -> schema }, generated from the server's sources. */
export function generateAnswers() {
  const list = handlers();
  const probe = path.join(SERVER, 'openapi/.answers-probe.ts');
  const imports = new Map();
  for (const h of list) imports.set(h.controller, `./${path.relative(path.dirname(probe), h.file).replace(/\.ts$/, '.js')}`);
  const text = [
    ...[...imports].map(([name, from]) => `import type { ${name} } from '${from.startsWith('./..') ? from.slice(2) : from}';`),
    "import type { JsonBytes, JsonText } from '../common/http/json-text.js';",
    '// A JSON text a handler serialised itself stands for the value it holds.',
    'type Sent<T> = T extends JsonText<infer V> ? V : T extends JsonBytes<infer V> ? V : T;',
    ...list.map((h) => `export type Answer_${h.operationId} = Sent<Awaited<ReturnType<${h.controller}['${h.method}']>>>;`),
  ].join('\n');
  fs.writeFileSync(probe, `${text}\n`);
  const log = console.log;
  const warn = console.warn;
  try {
    // TJS reports every property it cannot evaluate a literal initializer for: not of interest here.
    console.log = () => {};
    console.warn = () => {};
    const program = TJS.getProgramFromFiles(
      [probe],
      {
        module: 'NodeNext',
        moduleResolution: 'NodeNext',
        target: 'ES2022',
        strict: true,
        experimentalDecorators: true,
        emitDecoratorMetadata: true,
        skipLibCheck: true,
      },
      REPO,
    );
    const generator = TJS.buildGenerator(program, {
      required: true,
      ignoreErrors: true,
      strictNullChecks: true,
      ref: true,
      aliasRef: false,
      topRef: false,
    });
    if (!generator) throw new Error('typescript-json-schema could not read the server sources');
    const all = generator.getSchemaForSymbols(list.map((h) => `Answer_${h.operationId}`)).definitions ?? {};
    const names = new Map();
    const taken = new Map();
    for (const raw of Object.keys(all).sort()) {
      if (raw.startsWith('Answer_') || isGeneric(raw)) continue;
      let name = cleanName(raw).replace(/[^A-Za-z0-9_.]/g, '_');
      const schema = JSON.stringify(all[raw]);
      // Two different types of one name (in two modules): the second gets a number.
      for (let i = 2; taken.has(name) && taken.get(name) !== schema; i++) name = `${cleanName(raw)}${i}`;
      taken.set(name, schema);
      names.set(raw, name);
    }
    const definitions = {};
    for (const [raw, name] of names) definitions[name] = rewrite(all[raw], all, names);
    const answers = {};
    for (const h of list) answers[h.operationId] = rewrite(all[`Answer_${h.operationId}`] ?? {}, all, names);
    const refusals = refusalsOf(program, list);
    return { answers, definitions, refusals };
  } finally {
    console.log = log;
    console.warn = warn;
    fs.rmSync(probe, { force: true });
  }
}

const sorted = (value) =>
  Array.isArray(value)
    ? value.map(sorted)
    : value && typeof value === 'object'
      ? Object.fromEntries(
          Object.keys(value)
            .sort()
            .map((k) => [k, sorted(value[k])]),
        )
      : value;

// The refusals of each handler, found in the code it runs. An officer-facing refusal is always an
// ApiError (common/http/api-error.ts) made with a literal message code: `ApiError.forbidden('X')`,
// `new ApiError(HttpStatus.Y, msg('X', ...))`, or a helper called as `helper(HttpStatus.Y, 'X')`.
// From each handler the scan follows, with the type checker, every function, method, decorator,
// pipe, guard and interceptor it names that is declared in server/src (the services it calls, their
// helpers, `@CurrentRole()`, `ParseIdPipe`, `@UseInterceptors(...)`), and collects those
// constructions as status -> codes. So a refusal added anywhere a handler reaches is in the
// document on the next `npm run openapi`, without a list to keep. Left to the document builder:
// what every route of a kind gives (the session guard's 401, the RequirementGuard's 403 by the
// route's access metadata, the validation pipe's codes from the DTO rules, the door's checks).

/** ApiError's named constructors and the status each answers. */
const STATIC_STATUS = {
  badRequest: 400,
  badField: 400,
  unauthenticated: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  tooMany: 429,
  unavailable: 503,
};
const HTTP_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE_ENTITY: 422,
  LOCKED: 423,
  TOO_MANY_REQUESTS: 429,
  BAD_GATEWAY: 502,
  SERVICE_UNAVAILABLE: 503,
};
/** Handled by the document builder from route metadata (access, DTOs), not listed per handler. */
const BY_METADATA = new Set(['RequirementGuard', 'SessionGuard', 'principalOfRequest']);

function refusalsOf(program, list) {
  const checker = program.getTypeChecker();
  const inServer = (node) => {
    const file = node.getSourceFile().fileName;
    // ApiError's own constructors are read where they are called (made()), not followed.
    return (
      file.startsWith(SERVER) &&
      !file.endsWith('.spec.ts') &&
      !file.endsWith('.d.ts') &&
      !file.includes('/openapi/') &&
      !file.endsWith('/common/http/api-error.ts')
    );
  };
  const declarationsOf = (node) => {
    if (ts.isPropertyAccessExpression(node)) node = node.name;
    let symbol = checker.getSymbolAtLocation(node);
    if (!symbol) return [];
    if (symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
    return (symbol.declarations ?? []).filter(inServer);
  };
  const nameOf = (decl) => (decl.name && ts.isIdentifier(decl.name) ? decl.name.text : undefined);
  /** The message codes an expression can stand for ('X', msg('X', ...), a ? 'X' : 'Y', a const, a helper's return). */
  const codesOf = (expr, depth = 0) => {
    if (!expr || depth > 4) return [];
    if (ts.isStringLiteralLike(expr)) return /^[A-Z][A-Z0-9_]+$/.test(expr.text) ? [expr.text] : [];
    if (ts.isParenthesizedExpression(expr) || ts.isAsExpression(expr) || ts.isSatisfiesExpression?.(expr))
      return codesOf(expr.expression, depth);
    if (ts.isConditionalExpression(expr)) return [...codesOf(expr.whenTrue, depth), ...codesOf(expr.whenFalse, depth)];
    if (ts.isBinaryExpression(expr) && expr.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken)
      return [...codesOf(expr.left, depth), ...codesOf(expr.right, depth)];
    if (ts.isCallExpression(expr)) {
      const callee = expr.expression.getText();
      if (callee === 'msg') return codesOf(expr.arguments[0], depth);
      const out = [];
      for (const decl of declarationsOf(expr.expression)) out.push(...returnedCodes(decl, depth + 1));
      return out;
    }
    // A table of messages: `MESSAGES[reason]` can be any of its values, `MESSAGES.invalid` that one.
    if (ts.isElementAccessExpression(expr) || (ts.isPropertyAccessExpression(expr) && ts.isIdentifier(expr.expression))) {
      const out = [];
      for (const decl of declarationsOf(expr.expression)) {
        let init = ts.isVariableDeclaration(decl) ? decl.initializer : undefined;
        while (init && (ts.isAsExpression(init) || ts.isSatisfiesExpression?.(init))) init = init.expression;
        if (!init || !ts.isObjectLiteralExpression(init)) continue;
        for (const prop of init.properties) {
          if (!ts.isPropertyAssignment(prop)) continue;
          if (ts.isPropertyAccessExpression(expr) && prop.name.getText() !== expr.name.text) continue;
          out.push(...codesOf(prop.initializer, depth + 1));
        }
      }
      if (out.length || ts.isElementAccessExpression(expr)) return out;
    }
    if (ts.isIdentifier(expr)) {
      const out = [];
      for (const decl of declarationsOf(expr))
        if (ts.isVariableDeclaration(decl) && decl.initializer && !ts.isFunctionLike(decl.initializer))
          out.push(...codesOf(decl.initializer, depth + 1));
      return out;
    }
    return [];
  };
  const bodyOf = (decl) => {
    if (ts.isVariableDeclaration(decl) && decl.initializer && ts.isFunctionLike(decl.initializer)) return decl.initializer.body;
    return ts.isFunctionLike(decl) ? decl.body : undefined;
  };
  const returnedCodes = (decl, depth) => {
    const body = bodyOf(decl);
    if (!body) return [];
    if (!ts.isBlock(body)) return codesOf(body, depth);
    const out = [];
    const visit = (n) => {
      if (ts.isFunctionLike(n)) return;
      if (ts.isReturnStatement(n)) out.push(...codesOf(n.expression, depth));
      ts.forEachChild(n, visit);
    };
    ts.forEachChild(body, visit);
    return out;
  };
  const isApiError = (expr) => expr.getText() === 'ApiError';
  /** status -> codes made at one node, when it makes a refusal. */
  const made = (n) => {
    if (ts.isCallExpression(n) && ts.isPropertyAccessExpression(n.expression) && isApiError(n.expression.expression)) {
      const status = STATIC_STATUS[n.expression.name.text];
      if (!status) return null;
      const codes = n.expression.name.text === 'badField' ? codesOf(n.arguments[1]) : codesOf(n.arguments[0]);
      return { status, codes: codes.length ? codes : n.expression.name.text === 'unauthenticated' ? ['UNAUTHENTICATED'] : [] };
    }
    if ((ts.isNewExpression(n) || ts.isCallExpression(n)) && n.arguments?.length >= 2) {
      const first = n.arguments[0];
      if (ts.isPropertyAccessExpression(first) && first.expression.getText() === 'HttpStatus') {
        const status = HTTP_STATUS[first.name.text];
        if (status) return { status, codes: codesOf(n.arguments[1]) };
      }
    }
    return null;
  };
  const out = {};
  for (const h of list) {
    const source = program.getSourceFile(h.file);
    let method;
    const find = (n) => {
      if (ts.isMethodDeclaration(n) && n.getStart(source) === h.line) method = n;
      else ts.forEachChild(n, find);
    };
    find(source);
    const byStatus = new Map();
    const seen = new Set();
    // [node, whether it runs as a decorator: classes it names (guards, pipes, interceptors) run too].
    const queue = [[method, false]];
    // The class's own decorators (@RequireAdmin() on the controller) apply to each of its handlers.
    for (const d of ts.getDecorators(method.parent) ?? []) queue.push([d, true]);
    const enqueueDecl = (decl, inDecorator) => {
      if (seen.has(decl) || BY_METADATA.has(nameOf(decl) ?? '')) return;
      seen.add(decl);
      // `@refuses <status> <CODE>...` in a function's doc: refusals whose code is data (a stored notice), declared where they are thrown.
      for (const tag of ts.getJSDocTags(decl)) {
        if (tag.tagName.text !== 'refuses') continue;
        const [status, ...words] = ts.getTextOfJSDocComment(tag.comment)?.split(/\s+/) ?? [];
        const codes = words.filter((w) => /^[A-Z][A-Z0-9_]+$/.test(w));
        if (!byStatus.has(Number(status))) byStatus.set(Number(status), new Set());
        for (const c of codes) byStatus.get(Number(status)).add(c);
      }
      if (ts.isClassDeclaration(decl)) {
        // A guard, pipe or interceptor named in a decorator: what it runs.
        for (const m of decl.members) if (ts.isMethodDeclaration(m) && m.body) queue.push([m.body, false]);
      } else if (bodyOf(decl)) queue.push([bodyOf(decl), inDecorator]);
      else if (ts.isVariableDeclaration(decl) && decl.initializer) queue.push([decl.initializer, inDecorator]);
    };
    const isFunction = (d) => ts.isFunctionLike(d) || (ts.isVariableDeclaration(d) && d.initializer && ts.isFunctionLike(d.initializer));
    const walk = (n, inDecorator) => {
      const m = made(n);
      if (m) {
        if (!byStatus.has(m.status)) byStatus.set(m.status, new Set());
        for (const c of m.codes) byStatus.get(m.status).add(c);
      }
      if (ts.isCallExpression(n) || ts.isNewExpression(n)) {
        for (const d of declarationsOf(n.expression)) if (!ts.isClassDeclaration(d) || inDecorator) enqueueDecl(d, inDecorator);
        // A passport strategy handed to `authenticate(strategy, ...)`: passport calls its `validate`.
        for (const arg of n.arguments ?? []) {
          for (const d of checker.getTypeAtLocation(arg).getSymbol()?.declarations ?? []) {
            if (!ts.isClassDeclaration(d) || !inServer(d) || !/Strategy/.test(d.heritageClauses?.map((h) => h.getText()).join(' ') ?? ''))
              continue;
            for (const m of d.members) if (ts.isMethodDeclaration(m) && m.name.getText() === 'validate') enqueueDecl(m, false);
          }
        }
      }
      const callee = n.parent && (ts.isCallExpression(n.parent) || ts.isNewExpression(n.parent)) && n.parent.expression === n;
      if (ts.isIdentifier(n) && !callee) {
        for (const d of declarationsOf(n))
          if (ts.isClassDeclaration(d) ? inDecorator : isFunction(d) || (inDecorator && ts.isVariableDeclaration(d)))
            enqueueDecl(d, inDecorator);
      }
      ts.forEachChild(n, (c) => walk(c, inDecorator || ts.isDecorator(n)));
    };
    while (queue.length) {
      const [n, inDecorator] = queue.shift();
      if (n === method) {
        for (const d of ts.getDecorators(n) ?? []) walk(d, true);
        for (const p of n.parameters) for (const d of ts.getDecorators(p) ?? []) walk(d, true);
        if (n.body) walk(n.body, false);
      } else walk(n, inDecorator);
    }
    out[h.operationId] = Object.fromEntries(
      [...byStatus].sort(([a], [b]) => a - b).map(([status, codes]) => [String(status), [...codes].sort()]),
    );
  }
  return out;
}

/** The module's text, as committed. */
export function answersModule({ answers, definitions, refusals }) {
  return [
    "// Written by `npm run openapi` (scripts/openapi-answers.mjs) from the controllers' return types. Do not edit.",
    "import type { Schema } from './dto-schema.js';",
    '',
    '/** operationId -> the JSON Schema of its success answer (refs point at ANSWER_DEFINITIONS under #/components/schemas). */',
    `export const ANSWER_SCHEMAS: Record<string, Schema> = ${JSON.stringify(sorted(answers), null, 2)};`,
    '',
    '/** The named types the answers use. */',
    `export const ANSWER_DEFINITIONS: Record<string, Schema> = ${JSON.stringify(sorted(definitions), null, 2)};`,
    '',
    '/** operationId -> status -> the message codes its handler (and what it calls) refuses with (see scripts/openapi-answers.mjs). */',
    `export const ANSWER_REFUSALS: Record<string, Record<string, string[]>> = ${JSON.stringify(sorted(refusals), null, 2)};`,
    '',
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  fs.writeFileSync(ANSWERS_FILE, answersModule(generateAnswers()));
  console.log(`Wrote ${path.relative(REPO, ANSWERS_FILE)} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
