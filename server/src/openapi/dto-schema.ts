import { getMetadataStorage } from 'class-validator';
import { isMessageCode, msg, type Msg } from '../common/messages/index.js';
import { shapeOf } from './shape.js';

/** A JSON Schema (OpenAPI 3.1) object, as far as this module writes one. */
export type Schema = Record<string, unknown>;

interface Rule {
  type: string;
  context?: Partial<Msg>;
  name?: string;
  propertyName: string;
  constraints?: unknown[];
  each?: boolean;
}

/** Whether a class carries class-validator rules (a DTO). */
export function isDto(type: unknown): type is new () => object {
  return typeof type === 'function' && rulesOf(type).length > 0;
}

/** A class, as class-validator's storage takes it. */
type Target = Parameters<ReturnType<typeof getMetadataStorage>['getTargetValidationMetadatas']>[0];

function rulesOf(type: Target): Rule[] {
  return getMetadataStorage().getTargetValidationMetadatas(type, '', true, false);
}

function patternOf(value: unknown): string | undefined {
  return value instanceof RegExp ? value.source : typeof value === 'string' ? value : undefined;
}

/** One property's schema from its class-validator rules (the DTO's own contract: no decorator written twice). */
function propertySchema(rules: Rule[]): { schema: Schema; optional: boolean } {
  const item: Schema = {};
  let array = false;
  let optional = false;
  const types = new Set<string>();
  for (const rule of rules) {
    const c = rule.constraints ?? [];
    if (rule.type === 'conditionalValidation') {
      optional = true;
      continue;
    }
    if (rule.type === 'nestedValidation') {
      types.add('object');
      continue;
    }
    if (rule.each) array = true;
    switch (rule.name) {
      case 'isString':
      case 'isNotEmpty':
      case 'isDateString':
      case 'isISO8601':
      case 'isEmail':
      case 'isUUID':
        if (rule.name !== 'isNotEmpty' || !types.size) types.add('string');
        if (rule.name === 'isNotEmpty') item.minLength = 1;
        if (rule.name === 'isEmail') item.format = 'email';
        if (rule.name === 'isUUID') item.format = 'uuid';
        if (rule.name === 'isDateString' || rule.name === 'isISO8601') item.format = 'date';
        break;
      case 'isInt':
        types.add('integer');
        break;
      case 'isNumber':
      case 'isNumberString':
        types.add(rule.name === 'isNumber' ? 'number' : 'string');
        break;
      case 'isBoolean':
        types.add('boolean');
        break;
      case 'isArray':
        array = true;
        break;
      case 'isObject':
        types.add('object');
        break;
      case 'isIn':
      case 'isEnum': {
        const values: unknown = rule.name === 'isIn' ? c[0] : Object.values(c[0] ?? {});
        if (Array.isArray(values)) item.enum = [...(values as unknown[])];
        break;
      }
      case 'matches': {
        const pattern = patternOf(c[0]);
        if (pattern) item.pattern = pattern;
        break;
      }
      case 'maxLength':
        item.maxLength = c[0];
        break;
      case 'minLength':
        item.minLength = c[0];
        break;
      case 'length':
        item.minLength = c[0];
        if (c[1] !== undefined) item.maxLength = c[1];
        break;
      case 'min':
        item.minimum = c[0];
        break;
      case 'max':
        item.maximum = c[0];
        break;
      case 'arrayMaxSize':
        array = true;
        break;
      default:
        break;
    }
  }
  // `integer` beside `string` (a pipe that takes "12" or 12): both, as the rules allow.
  if (types.has('integer') && types.has('number')) types.delete('number');
  // An enum or pattern alone (@IsIn, @Matches): the type its values have (a pattern matches strings only).
  if (!types.size && Array.isArray(item.enum)) {
    const values = item.enum as unknown[];
    if (values.every((v) => typeof v === 'string')) types.add('string');
    else if (values.every((v) => Number.isInteger(v))) types.add('integer');
    else if (values.every((v) => typeof v === 'number')) types.add('number');
  }
  if (!types.size && item.pattern !== undefined) types.add('string');
  if (types.size === 1) item.type = [...types][0];
  // An object the handler reads itself (`args`, a nested DTO): any keys.
  if (types.has('object')) item.additionalProperties = true;
  else if (types.size > 1) item.type = [...types].sort();
  let schema: Schema = item;
  if (array) {
    schema = { type: 'array', items: item };
    const max = rules.find((r) => r.name === 'arrayMaxSize')?.constraints?.[0];
    const min = rules.find((r) => r.name === 'arrayMinSize')?.constraints?.[0];
    if (max !== undefined) schema.maxItems = max;
    if (min !== undefined) schema.minItems = min;
  }
  // @Allow() alone: accepted and never checked, so it may be left out.
  if (rules.every((r) => r.type === 'whitelistValidation')) optional = true;
  return { schema, optional };
}

/**
 * The JSON Schema of a class-validator DTO: each validated property with its type, enum,
 * pattern and bounds; required unless @IsOptional. (The global validation pipe strips
 * properties without rules: whitelist.)
 */
export function dtoSchema(type: new () => object): Schema {
  const byProperty = new Map<string, Rule[]>();
  for (const rule of rulesOf(type)) {
    if (!rule.propertyName) continue;
    if (!byProperty.has(rule.propertyName)) byProperty.set(rule.propertyName, []);
    byProperty.get(rule.propertyName)!.push(rule);
  }
  const properties: Record<string, Schema> = {};
  const required: string[] = [];
  for (const [name, rules] of byProperty) {
    const { schema, optional } = propertySchema(rules);
    properties[name] = { ...schema, ...shapeOf(type, name) };
    if (!optional) required.push(name);
  }
  const schema: Schema = { type: 'object', properties };
  if (required.length) schema.required = required;
  return schema;
}

/**
 * The coded refusals a DTO's rules give (`rule()` of common/messages), one per code with the
 * first field that gives it: the validation pipe answers these, field by field.
 */
export function dtoRefusals(type: Target): Array<{ field: string; ref: Msg }> {
  const seen = new Set<string>();
  const out: Array<{ field: string; ref: Msg }> = [];
  for (const rule of rulesOf(type)) {
    const code = rule.context?.code;
    if (!rule.propertyName || !isMessageCode(code) || seen.has(code)) continue;
    seen.add(code);
    out.push({ field: rule.propertyName, ref: msg(code, rule.context?.params) });
  }
  return out;
}
