import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, Repository } from 'typeorm';
import type { OfficerLevel } from '../../common/auth/levels.js';
import type { LocationNameFields } from '../../locations/locations.service.js';
import type { AssignedRoleRow } from '../assignments-admin.service.js';
import { RoleAssignment } from '../entities/role-assignment.entity.js';

/** The fields a new assignment is made with (the rest take their defaults). */
export type NewRoleAssignment = Pick<
  RoleAssignment,
  'user_id' | 'role_id' | 'department_code' | 'levels' | 'state_code' | 'district_code' | 'block_code' | 'panchayat_code' | 'created_by'
>;

/** Who holds which role where (table role_assignments). */
@Injectable()
export class RoleAssignmentsRepository {
  constructor(@InjectRepository(RoleAssignment) private readonly assignments: Repository<RoleAssignment>) {}

  /** A user's active assignments with their role's and department's names, oldest first (no place names). */
  activeOfUserWithRoles(userId: number): Promise<Omit<AssignedRoleRow, keyof LocationNameFields>[]> {
    return this.assignments
      .createQueryBuilder('a')
      .innerJoin('a.role', 'r')
      .innerJoin('r.department', 'd')
      .select([
        'a.id AS id',
        'a.role_id AS role_id',
        'r.Role_name AS "Role_name"',
        'r.Role_name_kn AS "Role_name_kn"',
        'r.Role_code AS "Role_code"',
        'a.department_code AS department_code',
        'd.department_name AS department_name',
        'd.department_name_kn AS department_name_kn',
        'a.levels AS levels',
        'a.district_code AS district_code',
        'a.block_code AS block_code',
        'a.panchayat_code AS panchayat_code',
        'a.status_deleted AS status_deleted',
      ])
      .where(`a.user_id = :userId AND a.status_deleted = 'NO'`, { userId })
      .orderBy('a.created_at', 'ASC')
      .getRawMany<Omit<AssignedRoleRow, keyof LocationNameFields>>();
  }

  /** A user's active assignments of one role. */
  activeOfUserRole(em: EntityManager, userId: number, roleId: number): Promise<RoleAssignment[]> {
    return em.getRepository(RoleAssignment).find({ where: { user_id: userId, role_id: roleId, status_deleted: 'NO' } });
  }

  /** The active assignments of a role at one level (every location). */
  activeOfRoleAtLevel(em: EntityManager, roleId: number, level: OfficerLevel): Promise<RoleAssignment[]> {
    return em.getRepository(RoleAssignment).find({ where: { role_id: roleId, status_deleted: 'NO', levels: level } });
  }

  /** How many active assignments a role has. */
  countActiveOfRole(em: EntityManager, roleId: number): Promise<number> {
    return em.getRepository(RoleAssignment).count({ where: { role_id: roleId, status_deleted: 'NO' } });
  }

  /** The most active assignments a role has at any one location, or undefined when it has none. */
  async mostActiveAtOneLocation(em: EntityManager, roleId: number): Promise<number | undefined> {
    const busiest = await em
      .getRepository(RoleAssignment)
      .createQueryBuilder('a')
      .select('count(*)::int', 'n')
      .where(`a.role_id = :id AND a.status_deleted = 'NO'`, { id: roleId })
      .groupBy('a.levels, a.district_code, a.block_code, a.panchayat_code')
      .orderBy('n', 'DESC')
      .limit(1)
      .getRawOne<{ n: number }>();
    return busiest?.n;
  }

  /** Whether a role was ever assigned (removed assignments included). */
  existsForRole(em: EntityManager, roleId: number): Promise<boolean> {
    return em.getRepository(RoleAssignment).exists({ where: { role_id: roleId } });
  }

  /** An assignment with its row locked until the transaction ends, or null. */
  lockById(em: EntityManager, id: number): Promise<RoleAssignment | null> {
    return em.getRepository(RoleAssignment).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  /** Inserts an assignment; answers it as saved. */
  insert(em: EntityManager, assignment: NewRoleAssignment): Promise<RoleAssignment> {
    const repo = em.getRepository(RoleAssignment);
    return repo.save(repo.create(assignment));
  }

  /** Soft delete: status_deleted YES, when and by whom. */
  async markDeleted(em: EntityManager, id: number, at: Date, by: number): Promise<void> {
    await em.getRepository(RoleAssignment).update({ id }, { status_deleted: 'YES', deleted_at: at, deleted_by: by });
  }
}
