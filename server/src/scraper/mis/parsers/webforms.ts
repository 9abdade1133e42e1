/**
 * ASP.NET WebForms mechanics (README "Common mechanics"): the form state a post-back sends, the
 * UpdatePanel async answer (`length|type|id|content|` records, parsed by length), and links.
 */
import * as cheerio from 'cheerio';
import type { Element } from 'domhandler';
import { MisPageError, type DeltaRecord, type FormState, type PageLink } from '../types.js';
import { isErrorRedirect } from './faults.js';
import { cellText, webHref } from './values.js';

export { isDelta, parseDelta } from './delta.js';

/** Input types whose value a browser sends as typed text. */
const TEXT_INPUTS = new Set(['', 'text', 'hidden', 'password', 'search', 'tel', 'email', 'number', 'date', 'url']);

/**
 * The form of a WebForms page (`#aspnetForm`, else `#form1`, else the first `<form>`): its action as
 * written (HTML entities decoded, nothing else changed), hidden and text inputs, each select's selected
 * value (its first option when none is selected) and the values it offers, checked radios and checkboxes,
 * textareas. Submit buttons are left out: the caller adds the one it clicks. Disabled controls are not
 * sent (as in a browser), but a disabled select's options are still listed.
 */
export function readForm(html: string, page = 'WebForms page'): FormState {
  const $ = cheerio.load(html);
  let form = $('form#aspnetForm').first();
  if (form.length === 0) form = $('form#form1').first();
  if (form.length === 0) form = $('form').first();
  if (form.length === 0) throw new MisPageError('layout-changed', page, 'the page has no <form> (expected id "aspnetForm" or "form1")');

  const fields: Record<string, string> = {};
  const options: Record<string, string[]> = {};
  const buttons: Record<string, string> = {};
  form.find('input, select, textarea').each((_, el: Element) => {
    const $el = $(el);
    const name = $el.attr('name');
    if (!name) return;
    const disabled = $el.attr('disabled') !== undefined;
    if (el.name === 'select') {
      const opts = $el.find('option').toArray();
      const values = opts.map((o) => optionValue($, o));
      options[name] = values;
      if (disabled || opts.length === 0) return;
      const selected = opts.filter((o) => $(o).attr('selected') !== undefined);
      // A single select shows its last `selected` option; with none, the first one.
      const chosen = selected.length > 0 ? selected[selected.length - 1] : opts[0];
      fields[name] = optionValue($, chosen);
      return;
    }
    if (disabled) return;
    if (el.name === 'textarea') {
      fields[name] = $el.text();
      return;
    }
    const type = ($el.attr('type') ?? '').toLowerCase();
    if (TEXT_INPUTS.has(type)) fields[name] = $el.attr('value') ?? '';
    else if ((type === 'radio' || type === 'checkbox') && $el.attr('checked') !== undefined) fields[name] = $el.attr('value') ?? 'on';
    else if (type === 'submit') buttons[name] = $el.attr('value') ?? '';
    // button, image, reset, file: not sent here.
  });
  return { action: form.attr('action') ?? '', fields, options, buttons };
}

function optionValue($: cheerio.CheerioAPI, option: Element | undefined): string {
  if (!option) return '';
  const value = $(option).attr('value');
  return value ?? cellText($(option));
}

/** What an async answer carries for the caller. */
export interface DeltaPage {
  /** UpdatePanel client id -> its new inner HTML. */
  panels: Record<string, string>;
  /** Hidden field name -> value (`__VIEWSTATE`, `__EVENTVALIDATION`, ...): send them with the next post-back. */
  hidden: Record<string, string>;
  /** The `formAction` record, when present (the form's new action, as written). */
  formAction?: string;
  /** Never set by deltaPage: an `error` record throws MisPageError('async-error') instead. */
  error?: string;
  /** A `pageRedirect` record to a page other than the MIS error page. */
  redirect?: string;
}

/**
 * Reads delta records: panels, hidden fields, form action, redirect. An `error` record throws
 * MisPageError('async-error') with its message; a `pageRedirect` to error.html throws 'error-page'.
 */
export function deltaPage(records: DeltaRecord[], page = 'async answer'): DeltaPage {
  const out: DeltaPage = { panels: {}, hidden: {} };
  for (const r of records) {
    switch (r.type) {
      case 'updatePanel':
        out.panels[r.id] = r.content;
        break;
      case 'hiddenField':
        out.hidden[r.id] = r.content;
        break;
      case 'formAction':
        out.formAction = r.content;
        break;
      case 'error':
        throw new MisPageError(
          'async-error',
          page,
          `the MIS reported an error${r.id ? ` (status ${r.id})` : ''} for the async post: ${r.content.trim() || '(no message)'}`,
        );
      case 'pageRedirect':
        if (isErrorRedirect(r.content)) {
          throw new MisPageError('error-page', page, `the MIS redirected the async post to its error page (${r.content})`);
        }
        out.redirect = r.content;
        break;
      default:
        break;
    }
  }
  return out;
}

/** Every anchor with an href: text trimmed (whitespace collapsed), href with HTML entities decoded and nothing else changed. */
export function links(html: string): PageLink[] {
  const $ = cheerio.load(html);
  // Only links to web pages: a `javascript:` (or other scheme) link is no link to follow or keep.
  return $('a[href]')
    .toArray()
    .map((a) => ({ text: cellText($(a)), href: webHref($(a).attr('href')) ?? '' }))
    .filter((link) => link.href !== '');
}
