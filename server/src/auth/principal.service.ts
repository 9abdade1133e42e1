import { Injectable } from '@nestjs/common';
import type { Principal } from '../common/auth/principal.js';
import { WeightBoundedMap } from '../common/bounded-map.js';
import { type Language } from '../common/messages/index.js';
import { PrincipalRepository, type PrincipalRow } from './repositories/principal.repository.js';

/** Freezes a principal and everything in it: one kept principal serves many requests. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

/**
 * The principals an API process keeps, each with the version it was read at (at most `limit`
 * users; the least recently used is dropped first). A request uses a kept principal only when the
 * version read with its session row is the same, so any change (a role removed, a user
 * disabled, a location renamed) takes effect on the next request, in every process.
 */
export class KeptPrincipals {
  private readonly kept: WeightBoundedMap<number, { version: string; principal: Principal }>;

  constructor(limit = 10_000) {
    this.kept = new WeightBoundedMap(limit, () => 1);
  }

  get(userId: number, version: string): Principal | undefined {
    const entry = this.kept.get(userId);
    return entry?.version === version ? entry.principal : undefined;
  }

  /** Keeps an active user's principal (frozen) read at `version`, and answers it. */
  keep(userId: number, version: string, principal: Principal): Principal {
    this.kept.set(userId, { version, principal: deepFreeze(principal) });
    return principal;
  }

  forget(userId: number): void {
    this.kept.delete(userId);
  }
}

/** A principal row as the SQL gives it (or as its JSON); null for an unknown or disabled user. */
export function principalOf(row: PrincipalRow | null | undefined): Principal | null {
  if (!row) return null;
  const { permissions, roles, ...user } = row;
  return {
    user,
    // The spec's client falls back to USER when the list is empty; the server says so itself.
    permissions: permissions.length ? permissions : [{ permission_type: 'USER', permission_level: null }],
    roles,
  };
}

/** Everything the session knows about a signed-in user; never the password hash. */
@Injectable()
export class PrincipalService {
  constructor(private readonly principals: PrincipalRepository) {}

  /** The principal of an active user, or null (unknown or disabled). */
  async load(userId: number): Promise<Principal | null> {
    return principalOf(await this.principals.activeUser(userId));
  }

  /**
   * The officer's language. The users trigger of PrincipalChanges counts the change, so every
   * process reads the principal afresh (and /auth/me answers the new language) at once.
   */
  async setLanguage(userId: number, language: Language): Promise<void> {
    await this.principals.setLanguage(userId, language);
  }
}
