/**
 * The position the phone reports when a photo is taken (issue 27): asked of
 * `navigator.geolocation` with high accuracy at the capture, never on page load. The server keeps
 * it apart from the photo's own EXIF and labels it "reported by the device" (weaker).
 */
export interface DevicePosition {
  latitude: number | null;
  longitude: number | null;
  /** Metres, as the device estimates it. */
  accuracy: number | null;
  /** The device clock at the capture (ISO). */
  at: string;
}

export const GEOLOCATION_OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 20_000, maximumAge: 60_000 };

const finite = (value: number | null | undefined) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** The server takes no accuracy beyond 100 km (a position that vague says nothing of the site): such a fix counts as none. */
export const MAX_ACCURACY_M = 100_000;

/** The position as the server takes it: coordinates in range with an accuracy it accepts, else none. */
export function usable(p: DevicePosition): DevicePosition {
  const latitude = finite(p.latitude);
  const longitude = finite(p.longitude);
  const accuracy = finite(p.accuracy);
  const ok =
    latitude !== null &&
    longitude !== null &&
    Math.abs(latitude) <= 90 &&
    Math.abs(longitude) <= 180 &&
    (accuracy === null || (accuracy >= 0 && accuracy <= MAX_ACCURACY_M));
  return ok ? { latitude, longitude, accuracy, at: p.at } : { latitude: null, longitude: null, accuracy: null, at: p.at };
}

/**
 * The device's position now. A denied, unavailable or too slow position resolves with null
 * coordinates (the photo is never blocked): `at` is always the capture time.
 */
export function askDevicePosition(capturedAt: Date = new Date()): Promise<DevicePosition> {
  const none: DevicePosition = { latitude: null, longitude: null, accuracy: null, at: capturedAt.toISOString() };
  const geolocation = typeof navigator !== 'undefined' ? navigator.geolocation : undefined;
  if (!geolocation) return Promise.resolve(none);
  return new Promise((resolve) => {
    // A permission prompt left unanswered calls neither callback: give up a little after the timeout.
    const guard = setTimeout(() => resolve(none), (GEOLOCATION_OPTIONS.timeout ?? 20_000) + 5_000);
    try {
      geolocation.getCurrentPosition(
        (position) => {
          clearTimeout(guard);
          const latitude = finite(position.coords.latitude);
          const longitude = finite(position.coords.longitude);
          resolve(usable({ latitude, longitude, accuracy: finite(position.coords.accuracy), at: capturedAt.toISOString() }));
        },
        () => {
          clearTimeout(guard);
          resolve(none);
        },
        GEOLOCATION_OPTIONS,
      );
    } catch {
      clearTimeout(guard);
      resolve(none);
    }
  });
}

/** The multipart field `devicePositions`: one entry a sent file, by its field name. */
export const devicePositionsField = (positions: Record<string, DevicePosition>) =>
  JSON.stringify(
    Object.fromEntries(
      Object.entries(positions).map(([field, kept]) => {
        const p = usable(kept);
        return [field, { latitude: p.latitude, longitude: p.longitude, accuracy: p.accuracy, at: p.at ?? null }];
      }),
    ),
  );
