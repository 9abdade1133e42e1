import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { Permission, Principal, PrincipalRole, PublicUser } from '../common/auth/principal.js';
import { LocationsService } from '../locations/locations.service.js';
import { RoleAssignmentsService } from '../roles/role-assignments.service.js';
import { UserPermission } from './entities/user-permission.entity.js';
import { User } from './entities/user.entity.js';

/** Everything the session knows about a signed-in user; never the password hash. */
@Injectable()
export class PrincipalService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    @InjectRepository(UserPermission) private readonly permissions: Repository<UserPermission>,
    private readonly assignments: RoleAssignmentsService,
    private readonly locations: LocationsService,
  ) {}

  /** The principal of an active user, or null (unknown or disabled). */
  async load(userId: number): Promise<Principal | null> {
    const user = await this.users.findOne({ where: { id: userId, status: 'ACTIVE' } });
    if (!user) return null;
    const [permissionRows, roleRows] = await Promise.all([
      this.permissions.find({ where: { user_id: userId }, order: { id: 'ASC' } }),
      this.assignments.activeRolesOf(userId),
    ]);
    const names = await this.locations.names({
      district: [user.district_code ?? '', ...roleRows.map((r) => r.district_code ?? '')],
      block: [user.block_code ?? '', ...roleRows.map((r) => r.block_code ?? '')],
      panchayat: [user.panchayat_code ?? '', ...roleRows.map((r) => r.panchayat_code ?? '')],
    });
    const nameOf = (level: 'district' | 'block' | 'panchayat', code: string | null) => (code ? (names[level].get(code) ?? null) : null);

    const publicUser: PublicUser = {
      id: user.id,
      name: user.name,
      email: user.email,
      mobile_number: user.mobile_number,
      kgid_pan: user.kgid_pan,
      designation: user.designation,
      officer_level: user.officer_level,
      state_code: user.state_code,
      district_code: user.district_code,
      block_code: user.block_code,
      panchayat_code: user.panchayat_code,
      district_name: nameOf('district', user.district_code),
      block_name: nameOf('block', user.block_code),
      panchayat_name: nameOf('panchayat', user.panchayat_code),
    };
    // The spec's client falls back to USER when the list is empty; the server says so itself.
    const permissions: Permission[] = permissionRows.length
      ? permissionRows.map((p) => ({ permission_type: p.permission_type, permission_level: p.permission_level }))
      : [{ permission_type: 'USER', permission_level: null }];
    const roles: PrincipalRole[] = roleRows.map((r) => ({
      ...r,
      location_name:
        r.levels === 'STATE'
          ? 'Karnataka'
          : r.levels === 'ZP'
            ? (nameOf('district', r.district_code) ?? r.district_code ?? '')
            : r.levels === 'TP'
              ? (nameOf('block', r.block_code) ?? r.block_code ?? '')
              : (nameOf('panchayat', r.panchayat_code) ?? r.panchayat_code ?? ''),
    }));
    return { user: publicUser, permissions, roles };
  }
}
