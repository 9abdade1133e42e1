import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, In, Repository } from 'typeorm';
import { locationCodeOf, LocationCodes, OfficerLevel } from '../common/auth/levels.js';
import { Department } from './entities/department.entity.js';
import { RoleAssignment } from './entities/role-assignment.entity.js';
import { Role } from './entities/role.entity.js';

@Injectable()
export class RolesService {
  constructor(@InjectRepository(Role) private readonly roles: Repository<Role>) {}

  findByCode(code: string): Promise<Role | null> {
    return this.roles.findOne({ where: { Role_code: code }, relations: { department: true } });
  }

  /** Roles by id with their departments (unknown ids are absent). */
  findByIds(ids: number[]): Promise<Role[]> {
    return ids.length ? this.roles.find({ where: { id: In(ids) }, relations: { department: true } }) : Promise.resolve([]);
  }

  /** Departments by code (unknown codes are absent). */
  departmentsByCodes(codes: string[]): Promise<Department[]> {
    return codes.length
      ? this.roles.manager.getRepository(Department).find({ where: { department_code: In(codes) } })
      : Promise.resolve([]);
  }

  /**
   * Gives a role to a user at a location unless the user already holds it there (idempotent).
   * Used by the bootstrap command and the demo seed; the admin screens add their own rules.
   */
  async ensureAssignment(
    em: EntityManager,
    userId: number,
    role: Role,
    level: OfficerLevel,
    codes: LocationCodes,
    by: number | null,
  ): Promise<RoleAssignment> {
    const repo = em.getRepository(RoleAssignment);
    const active = await repo.find({ where: { user_id: userId, role_id: role.id, status_deleted: 'NO' } });
    const same = active.find((a) => a.levels === level && locationCodeOf(level, a) === locationCodeOf(level, codes));
    if (same) return same;
    return repo.save(
      repo.create({
        user_id: userId,
        role_id: role.id,
        department_code: role.Role_Department_id,
        levels: level,
        state_code: codes.state_code ?? '15',
        district_code: codes.district_code,
        block_code: codes.block_code,
        panchayat_code: codes.panchayat_code,
        created_by: by,
      }),
    );
  }
}
