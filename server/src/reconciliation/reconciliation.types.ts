import type { MisHistoryChange, MisHistorySource } from '../scraper/entities/mis-history.entity.js';
import type { HistoryRowNames } from '../scraper/repositories/history-row-names.js';

/** One history entry of a work's MIS rows (mis_history), as the flags list it. */
export interface MisChangeEntry {
  source: MisHistorySource;
  change: MisHistoryChange;
  row_key: string;
  fto_no: string | null;
  recorded_at: Date;
  fields: Record<string, [unknown, unknown]>;
  /** The row's bill number and material from the MIS mirror now (bills and material lines), else null. */
  names: HistoryRowNames | null;
}

/**
 * What the MIS changed of a work after a verification record was submitted (issue 29 item 3;
 * docs/reconciliation.md): the expenditure's change (paid_inception_total, new - old, in rupees),
 * bills added (or listed again), bills whose paid amount changed, bills otherwise changed, FTO
 * transactions added, whether the work is gone from the MIS, and the entries themselves.
 */
export interface MisChanged {
  expenditure_delta: number;
  bills_added: number;
  bills_paid: number;
  bills_changed: number;
  ftos_added: number;
  gone: boolean;
  /** How many entries there are; `changes` holds the first MAX_LISTED_CHANGES of them. */
  entries: number;
  changes: MisChangeEntry[];
}

/** Entries a work's flag lists at most (the counts cover all of them). */
export const MAX_LISTED_CHANGES = 50;
