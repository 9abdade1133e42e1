import { ApiError } from './api-error.js';
import { type Msg, msg } from '../messages/index.js';

/**
 * Text PostgreSQL cannot store: NUL (refused in text and jsonb) and an unpaired UTF-16
 * surrogate (refused in jsonb, silently turned into U+FFFD in text). Every JSON body is checked
 * once, when it is parsed (request-guards.ts jsonBodyParser), and so are JSON texts inside form
 * fields and the cells of an issue import, each naming its field (and line).
 */
const NUL = /\0/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** What is wrong with a text, as the messages say it, or null. */
export function badCharacter(text: string): string | null {
  if (NUL.test(text)) return 'NUL';
  if (LONE_SURROGATE.test(text)) return 'an unpaired UTF-16 surrogate';
  return null;
}

export const badCharacterMessage = (field: string, what: string): Msg => msg('TEXT_CHARACTER_NOT_ALLOWED', { field, what });

/**
 * Refuses a parsed JSON value holding a string (or a property name) PostgreSQL cannot store:
 * 400 `"<field> contains a character that is not allowed (NUL)."`, the field as a dotted path
 * (`persons_details.0.name`; `body` for the body itself).
 */
export function checkJsonStrings(value: unknown, path = ''): void {
  if (typeof value === 'string') {
    const what = badCharacter(value);
    if (what) {
      const field = path || 'body';
      const message = badCharacterMessage(field, what);
      throw ApiError.badField(field, message);
    }
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => checkJsonStrings(item, path ? `${path}.${i}` : String(i)));
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const what = badCharacter(key);
      if (what) throw ApiError.badRequest(msg('FIELD_NAME_CHARACTER_NOT_ALLOWED', { what }));
      checkJsonStrings(item, path ? `${path}.${key}` : key);
    }
  }
}
