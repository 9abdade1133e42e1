import type { ValidationOptions } from 'class-validator';
import { format, isLanguage, LANGUAGES, type Language, type MessageCode, type MessageParams } from './catalog.js';

export { format, isLanguage, isMessageCode, LANGUAGES, MESSAGES, type Language, type MessageCode, type MessageParams } from './catalog.js';

export { msg, type MessageRef, type Msg } from './msg.js';
import type { MessageRef, Msg } from './msg.js';

export function refOf(ref: MessageRef): Msg {
  return typeof ref === 'string' ? { code: ref } : ref;
}

/**
 * Messages shown as one value, joined by `separator` in each language: `{ [name]: English,
 * [name.kn]: Kannada }`, which `format` reads in the language it words (catalog.ts).
 */
export function joinedParam(name: string, refs: readonly MessageRef[], separator: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const lang of LANGUAGES) {
    out[lang === 'en' ? name : `${name}.${lang}`] = refs.map((r) => format(refOf(r).code, lang, refOf(r).params)).join(separator);
  }
  return out;
}

/** The English text of a message: the envelope's `message` (tests and the spec read it). */
export function en(ref: MessageRef, params?: MessageParams): string {
  const m = refOf(ref);
  return format(m.code, 'en', params ?? m.params);
}

/**
 * class-validator options for a DTO rule: the English text as its message and the code in its
 * context, where the validation pipe reads it for `code` and `errorCodes`.
 */
export function rule(ref: MessageRef, options: Omit<ValidationOptions, 'message' | 'context'> = {}): ValidationOptions {
  const m = refOf(ref);
  return { ...options, message: en(m), context: m };
}

/**
 * The language of a request from its Accept-Language header: the first of `kn` or `en` by the
 * client's order (a region such as kn-IN counts), English when neither is named.
 */
export function languageOfHeader(header: unknown): Language {
  const text = Array.isArray(header) ? header.join(',') : typeof header === 'string' ? header : '';
  const ranked = text
    .split(',')
    .map((part, index) => {
      const [tag, ...attrs] = part.trim().toLowerCase().split(';');
      const q = attrs.map((a) => /^\s*q=([0-9.]+)\s*$/.exec(a)).find(Boolean);
      return { lang: tag.split('-')[0], q: q ? Number(q[1]) : 1, index };
    })
    .filter((e) => isLanguage(e.lang) && e.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.length ? (ranked[0].lang as Language) : 'en';
}

/** A message as answers carry it: `{ code, message, params? }` (message in English). */
export interface Said {
  code: MessageCode;
  message: string;
  params?: MessageParams;
}

export function said(ref: MessageRef): Said {
  const m = refOf(ref);
  return { code: m.code, message: en(m), ...(m.params ? { params: m.params } : {}) };
}

/** `{ success: true, code, message }` of a success answer; the caller spreads its data beside it. */
export function ok(ref: MessageRef = 'OK'): { success: true } & Said {
  return { success: true, ...said(ref) };
}
