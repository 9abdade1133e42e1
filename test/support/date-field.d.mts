import type { Locator } from 'playwright-core';

export function typeDate(field: Locator, date: string): Promise<void>;
export function dateText(field: Locator): Promise<string>;
