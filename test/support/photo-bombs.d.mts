export function headerOnlyPng(width?: number, height?: number): Buffer;
export function jpegMagicThenHtml(): Buffer;
export function truncatedPng(width?: number, height?: number): Buffer;
export function uniformPng(o: { width: number; height: number; depth?: number; colour?: number; filter?: number }): Promise<Buffer>;
export function wideGreyPng(): Promise<Buffer>;
export function squareOf(pixels: number): number;
export function costliestPng(pixels: number): Promise<Buffer>;
