import type { EntityManager } from 'typeorm';
import { ApiError } from '../common/http/api-error.js';
import { dmy } from '../common/time/financial-year.js';
import { type Msg, msg } from '../common/messages/index.js';
import { findLockWindow } from './repositories/lock-windows.queries.js';

export const levelLocked = (level: number, open: string, close: string): Msg =>
  msg('LEVEL_LOCKED', { level, open: dmy(open), close: dmy(close) });

/**
 * Lock windows (docs/fto-verification.md, Schedules): from the day Lock n opens to the day it
 * closes, both included, level n's records of the cycle are frozen while the next level reviews
 * them, so a level n submission is refused (403). Levels 3 to 5 have no lock.
 *
 * Called inside the submitting transaction: there the cycle's row is read FOR SHARE, so an
 * administrator's change of the lock dates and a submission take turns, and the submission is
 * judged against the dates as they are when it commits. Outside a transaction (the check made
 * before a work file's body is read) it is a plain read.
 */
export async function assertLevelUnlocked(em: EntityManager, cycleId: number, level: number, today: string): Promise<void> {
  if (level !== 1 && level !== 2) return;
  const lock = await findLockWindow(em, cycleId, level);
  if (lock && lock.open <= today && today <= lock.close) throw ApiError.forbidden(levelLocked(level, lock.open, lock.close));
}
