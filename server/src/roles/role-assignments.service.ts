import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { PrincipalRole } from '../common/auth/principal.js';
import { RoleAssignment } from './entities/role-assignment.entity.js';

/** A role the user holds, as the session reads it; the principal adds its location's name. */
export type SessionRole = Omit<PrincipalRole, 'location_name'>;

@Injectable()
export class RoleAssignmentsService {
  constructor(@InjectRepository(RoleAssignment) private readonly assignments: Repository<RoleAssignment>) {}

  /** The user's active assignments of active roles, oldest first (the first is the default). */
  async activeRolesOf(userId: number): Promise<SessionRole[]> {
    const rows = await this.assignments
      .createQueryBuilder('a')
      .innerJoin('a.role', 'r')
      .innerJoin('r.department', 'd')
      .select([
        'a.id AS assignment_id',
        'a.role_id AS role_id',
        'r.Role_name AS "Role_name"',
        'r.Role_code AS "Role_code"',
        'a.levels AS levels',
        'a.department_code AS department_code',
        'd.department_name AS department_name',
        'a.state_code AS state_code',
        'a.district_code AS district_code',
        'a.block_code AS block_code',
        'a.panchayat_code AS panchayat_code',
      ])
      .where('a.user_id = :userId', { userId })
      .andWhere(`a.status_deleted = 'NO'`)
      .andWhere('r.is_active = true')
      .orderBy('a.created_at', 'ASC')
      .addOrderBy('a.id', 'ASC')
      .getRawMany<SessionRole>();
    return rows;
  }
}
