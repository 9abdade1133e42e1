import type { ColumnOptions } from 'typeorm';

/** Rupees with two decimals; PostgreSQL `numeric` comes back as a string, so no float ever touches money. */
export const MONEY: ColumnOptions = { type: 'numeric', precision: 14, scale: 2, nullable: true };
