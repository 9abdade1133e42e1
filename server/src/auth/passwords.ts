import argon2 from 'argon2';

/** argon2id with the library's defaults (19 MiB, t=2), as OWASP recommends. */
export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id });
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
