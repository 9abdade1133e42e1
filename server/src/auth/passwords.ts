import argon2 from 'argon2';

/**
 * argon2id at OWASP's recommended minimum (Password Storage Cheat Sheet: 19 MiB, 2 passes, 1 lane),
 * set here rather than left to the library, whose defaults (64 MiB, 3 passes, 4 lanes) cost about
 * five times the CPU per sign-in (392 against 82 ms measured on the 2-core host) for no gain an
 * attacker's hardware would notice. A hash carries its own parameters, so hashes written with the
 * older defaults still verify.
 */
export const PASSWORD_HASH_OPTIONS = { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, PASSWORD_HASH_OPTIONS);
}

/**
 * Whether a stored hash was written with other parameters than PASSWORD_HASH_OPTIONS (an older
 * release's library defaults): the sign-in rewrites it once the password proved right, so every
 * account's check costs the same and an unknown number's dummy check matches it in time.
 */
export function needsRehash(hash: string): boolean {
  try {
    return argon2.needsRehash(hash, PASSWORD_HASH_OPTIONS);
  } catch {
    return false;
  }
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

// Verified against when the mobile number is unknown, so both answers take the same time.
let dummy: Promise<string> | null = null;
export async function burnPasswordCheck(password: string): Promise<void> {
  dummy ??= hashPassword('timing-equaliser-not-a-password');
  await verifyPassword(await dummy, password);
}
