import type { EntityManager } from 'typeorm';

/**
 * Level 1's or 2's lock window of a cycle (YYYY-MM-DD, both days included), or undefined when
 * there is no such cycle. Inside a transaction the cycle's row is read FOR SHARE (lock-windows.ts).
 */
export async function findLockWindow(
  em: EntityManager,
  cycleId: number,
  level: number,
): Promise<{ open: string; close: string } | undefined> {
  const share = em.queryRunner?.isTransactionActive ? ' FOR SHARE' : '';
  const rows: { open: string; close: string }[] = await em.query(
    `SELECT to_char(lock${level}_open, 'YYYY-MM-DD') AS open, to_char(lock${level}_close, 'YYYY-MM-DD') AS close
       FROM fto_schedules WHERE id = $1${share}`,
    [cycleId],
  );
  return rows[0];
}
