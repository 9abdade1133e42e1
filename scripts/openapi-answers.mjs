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
        found.push({ file, controller: node.name.text, method, operationId: `${node.name.text.replace(/Controller$/, '')}_${method}` });
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
    return { answers, definitions };
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

/** The module's text, as committed. */
export function answersModule({ answers, definitions }) {
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
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  fs.writeFileSync(ANSWERS_FILE, answersModule(generateAnswers()));
  console.log(`Wrote ${path.relative(REPO, ANSWERS_FILE)} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
