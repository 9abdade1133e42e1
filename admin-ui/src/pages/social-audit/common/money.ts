import { formatMoney } from '../../../i18n/format';

/**
 * Money of the social audit screens. The server sends rupees as decimal strings with two
 * places ("1234.50"); screens show them as the one format writes money ("₹ 1,234.50"), CSV
 * exports as the plain decimal. Where the screen itself must add or compare
 * amounts (grand totals, the recovery form's expected and mapped totals) it works in whole
 * paise as bigint, so no binary float ever touches a rupee.
 */
const AMOUNT = /^(\d{1,13})(?:\.(\d{1,2}))?$/;

/** Paise of an amount the server sent or an officer typed; null when it is not one. */
export function toPaise(value: unknown): bigint | null {
  if (typeof value === 'number') return Number.isFinite(value) ? toPaise(value.toFixed(2)) : null;
  if (typeof value !== 'string') return null;
  const match = AMOUNT.exec(value.trim());
  if (!match) return null;
  const [, rupees, fraction = ''] = match;
  return BigInt(rupees) * 100n + BigInt(fraction.padEnd(2, '0'));
}

/** Paise as the API writes rupees: "1234.50". */
export function formatPaise(paise: bigint): string {
  const sign = paise < 0n ? '-' : '';
  const abs = paise < 0n ? -paise : paise;
  return `${sign}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
}

/** Paise as every screen shows money: "₹ 28,36,353.24". */
export const showPaise = (paise: bigint): string => formatMoney(formatPaise(paise));

/** An amount the server sent, as shown ("₹ 1,234.50"); what is no amount shows as ₹ 0.00. */
export function showAmount(value: unknown): string {
  if (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim())) return formatMoney(value);
  const paise = toPaise(value);
  return showPaise(paise ?? 0n);
}

/** What an officer may type into an amount field: digits with up to two decimals. */
export const isAmountText = (text: string): boolean => AMOUNT.test(text.trim());

/**
 * A share of the largest value, for bar lengths only (never shown as money): 0 to 1.
 * Paise beyond 2^53 lose digits here, which a bar width cannot show anyway.
 */
export function share(paise: bigint, max: bigint): number {
  if (max <= 0n || paise <= 0n) return 0;
  return Math.min(1, Number(paise) / Number(max));
}
