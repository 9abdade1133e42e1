import type { EntityManager } from 'typeorm';
import { MAX_LISTED_CHANGES, type MisChangeEntry, type MisChanged } from './reconciliation.types.js';
import { findMisChangesAfter } from './repositories/changes-after.queries.js';

/** A work and the moment after which its MIS changes count (its current record's submission). */
export interface WorkSince {
  work_code: string;
  since: Date;
}

/** A JSON value as a number of rupees (numbers as to_jsonb writes numeric; text digits too); null otherwise. */
function amount(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && /^-?[0-9]+(\.[0-9]+)?$/.test(value)) return Number(value);
  return null;
}

/** Rupees to paise and back, so that sums of two-decimal amounts stay exact. */
const paise = (rupees: number): number => Math.round(rupees * 100);

/** The flag of one work from its entries (oldest first). */
export function summarise(entries: MisChangeEntry[]): MisChanged {
  const out: MisChanged = {
    expenditure_delta: 0,
    bills_added: 0,
    bills_paid: 0,
    bills_changed: 0,
    ftos_added: 0,
    gone: false,
    entries: entries.length,
    changes: entries.slice(0, MAX_LISTED_CHANGES),
  };
  let delta = 0;
  for (const e of entries) {
    if (e.source === 'work') {
      const spent = e.fields.paid_inception_total;
      if (spent) delta += paise(amount(spent[1]) ?? 0) - paise(amount(spent[0]) ?? 0);
      if (e.change === 'gone') out.gone = true;
      if (e.change === 'back') out.gone = false;
    } else if (e.source === 'bill') {
      if (e.change === 'added' || e.change === 'back') out.bills_added += 1;
      else if (e.change === 'changed' && e.fields.paid) out.bills_paid += 1;
      else out.bills_changed += 1;
    } else if (e.source === 'fto' && (e.change === 'added' || e.change === 'back')) {
      out.ftos_added += 1;
    }
  }
  out.expenditure_delta = delta / 100;
  return out;
}

/**
 * What the MIS changed of each work after its moment (issue 29 item 3): one set-based read for a
 * page of works; works without a change are absent from the answer.
 */
export async function changesAfter(manager: EntityManager, works: WorkSince[]): Promise<Map<string, MisChanged>> {
  const answer = new Map<string, MisChanged>();
  if (works.length === 0) return answer;
  const rows = await findMisChangesAfter(manager, works);
  const byWork = new Map<string, MisChangeEntry[]>();
  for (const { work_code, ...entry } of rows) {
    const list = byWork.get(work_code) ?? [];
    list.push(entry);
    byWork.set(work_code, list);
  }
  for (const [code, entries] of byWork) answer.set(code, summarise(entries));
  return answer;
}
