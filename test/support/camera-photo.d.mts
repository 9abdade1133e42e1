import type { Page } from 'playwright-core';

export interface JpegFacts {
  width: number;
  height: number;
  exif: {
    make: string | null;
    model: string | null;
    orientation: number | null;
    dateTimeOriginal: string | null;
    latitude: number | null;
    longitude: number | null;
  } | null;
}

export function drawCameraJpeg(
  page: Page,
  options?: { width?: number; height?: number; quality?: number; noise?: number; seed?: number },
): Promise<Buffer>;
export function withExif(
  jpeg: Buffer,
  exif: { latitude: number; longitude: number; takenAt: string; make?: string; model?: string; orientation?: number },
): Buffer;
export function readJpeg(bytes: Uint8Array): JpegFacts;
