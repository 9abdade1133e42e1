import { useEffect, useState } from 'react';
import { serverMessage } from '../../../i18n/serverMessage';
import type { CodedNote } from './evidenceTypes';

type Catalog = Record<string, { en: string; kn: string } | undefined>;

/**
 * The evidence notes are coded server messages (`{code, params}`). serverMessage words them in
 * Kannada from the server's catalog; for English it needs the message text, which these notes may
 * not carry, so the catalog (the chunk Kannada already loads) is read for English here too.
 */
let english: Catalog | null = null;
let loading: Promise<Catalog> | null = null;
/** The catalog's choice of a text's form by its count (`one |||| other`, catalog.ts pluralForm). */
let pluralForm: (text: string, params?: Readonly<Record<string, unknown>>) => string = (text) => text;
const loadCatalog = () => {
  loading ??= import('@messages').then((m) => {
    pluralForm = m.pluralForm;
    english = m.MESSAGES as Catalog;
    return english;
  });
  return loading;
};

const fill = (template: string, params: CodedNote['params']) =>
  pluralForm(template, params ?? undefined).replace(/%\{(\w+)\}/g, (whole, name: string) =>
    params && params[name] !== undefined ? String(params[name]) : whole,
  );

/** `(note) => text` in the officer's language; the hook renders again once the catalog is in. */
export function useNoteText(): (note: CodedNote) => string {
  const [catalog, setCatalog] = useState<Catalog | null>(english);
  useEffect(() => {
    if (catalog) return;
    let live = true;
    void loadCatalog().then(
      (c) => live && setCatalog(c),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [catalog]);
  return (note) => {
    const template = catalog?.[note.code]?.en;
    const message = note.message ?? (template ? fill(template, note.params) : undefined);
    // A code this build does not know yet is shown as it is rather than as an empty line.
    return serverMessage({ code: note.code, params: note.params, message }, note.code);
  };
}
