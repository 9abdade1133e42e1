import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import type { LocationCodes, OfficerLevel, PermissionType } from '../common/auth/levels.js';
import { inTransaction } from '../database/transaction.js';
import { RolesService } from '../roles/roles.service.js';
import { hashPassword } from './passwords.js';
import { UserPermissionsRepository } from './repositories/user-permissions.repository.js';
import { UsersRepository } from './repositories/users.repository.js';

export interface OfficerSpec {
  mobile: string;
  password: string;
  name: string;
  designation: string;
  level: OfficerLevel;
  codes: LocationCodes;
  permission: { type: PermissionType; level: OfficerLevel };
  roles: { code: string; level: OfficerLevel; codes: LocationCodes }[];
}

export class BootstrapError extends Error {
  override name = 'BootstrapError';
}

/**
 * Accounts made by command rather than by registration: the first STATE administrator
 * (`npm run cli -- create-admin`) and the demo officers. Running again changes nothing but
 * what was asked (a promotion, a missing role).
 */
@Injectable()
export class AdminBootstrapService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly roles: RolesService,
    private readonly users: UsersRepository,
    private readonly permissions: UserPermissionsRepository,
  ) {}

  /**
   * Creates, or promotes, a STATE-level ADMIN holding the State Administrator role. An existing
   * account keeps its password unless `resetPassword` is asked for.
   */
  async ensureStateAdmin(
    mobile: string,
    password: string,
    name: string,
    resetPassword = false,
  ): Promise<{ userId: number; created: boolean }> {
    if (!/^[0-9]{10}$/.test(mobile)) throw new BootstrapError('--mobile must be 10 digits');
    if (password.length < 8 || password.length > 20 || !/[A-Za-z]/.test(password) || !/[0-9]/.test(password)) {
      throw new BootstrapError('--password must be 8 to 20 characters with letters and numbers');
    }
    if (!/^[A-Za-z ]+$/.test(name.trim())) throw new BootstrapError('--name may hold letters and spaces only');
    return this.ensureOfficer(
      {
        mobile,
        password,
        name,
        designation: 'STATE ADMINISTRATOR',
        level: 'STATE',
        codes: { state_code: '15', district_code: null, block_code: null, panchayat_code: null },
        permission: { type: 'ADMIN', level: 'STATE' },
        roles: [
          { code: 'SADMIN', level: 'STATE', codes: { state_code: '15', district_code: null, block_code: null, panchayat_code: null } },
        ],
      },
      !resetPassword,
    );
  }

  /** Idempotent: an existing account keeps its password unless one is given to set. */
  async ensureOfficer(spec: OfficerSpec, keepPassword = true): Promise<{ userId: number; created: boolean }> {
    const roleRows = await Promise.all(spec.roles.map(async (r) => ({ ...r, role: await this.roles.findByCode(r.code) })));
    const missing = roleRows.find((r) => !r.role);
    if (missing) throw new BootstrapError(`Role ${missing.code} does not exist (migrations not applied?)`);
    const hash = await hashPassword(spec.password);

    return inTransaction(this.dataSource, async (em: EntityManager) => {
      let user = await this.users.findByMobile(em, spec.mobile);
      const created = !user;
      if (!user) {
        user = await this.users.insert(em, {
          name: spec.name.trim().toUpperCase(),
          mobile_number: spec.mobile,
          designation: spec.designation,
          officer_level: spec.level,
          state_code: '15',
          district_code: spec.codes.district_code,
          block_code: spec.codes.block_code,
          panchayat_code: spec.codes.panchayat_code,
          password_hash: hash,
        });
      } else if (!keepPassword) {
        await this.users.setPasswordHashAndActivate(em, user.id, hash);
      }
      const existing = await this.permissions.findOfUser(em, user.id, spec.permission.type);
      if (!existing) {
        await this.permissions.insert(em, user.id, spec.permission.type, spec.permission.level);
      } else if (existing.permission_level !== spec.permission.level) {
        await this.permissions.setLevel(em, existing.id, spec.permission.level);
      }
      for (const r of roleRows) await this.roles.ensureAssignment(em, user.id, r.role!, r.level, r.codes, null);
      return { userId: user.id, created };
    });
  }
}
