import type { Browser } from 'playwright-core';

export const CHROMIUM: string;
export const HEADLESS_SHELL: string;
export const ONLY_THIS_MACHINE: string;
export function launchChromium(executablePath?: string): Promise<Browser>;
