import argon2 from 'argon2';
import { hashPassword, needsRehash, verifyPassword } from './passwords.js';

describe('Password hashes', () => {
  it('are argon2id at OWASP minimum parameters (19 MiB, 2 passes, 1 lane) and verify', async () => {
    const hash = await hashPassword('Officer@2024');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    await expect(verifyPassword(hash, 'Officer@2024')).resolves.toBe(true);
    await expect(verifyPassword(hash, 'Officer@2025')).resolves.toBe(false);
  });

  it('written with the library defaults of earlier releases (64 MiB, 3 passes, 4 lanes) still verify', async () => {
    const older = await argon2.hash('Officer@2024', { type: argon2.argon2id, memoryCost: 65536, timeCost: 3, parallelism: 4 });
    await expect(verifyPassword(older, 'Officer@2024')).resolves.toBe(true);
    expect(needsRehash(older)).toBe(true);
    expect(needsRehash(await hashPassword('Officer@2024'))).toBe(false);
    expect(needsRehash('not-a-hash')).toBe(false);
  });

  it('a stored value that is not a hash is a wrong password, not an error', async () => {
    await expect(verifyPassword('not-a-hash', 'Officer@2024')).resolves.toBe(false);
  });
});
