import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, In, Repository } from 'typeorm';
import { locationCodeOf, LocationCodes, OfficerLevel } from '../common/auth/levels.js';
import { Department } from './entities/department.entity.js';
import { ImplementingAgency } from './entities/implementing-agency.entity.js';
import { RoleAssignment } from './entities/role-assignment.entity.js';
import { Role } from './entities/role.entity.js';

/** A department as other modules need it. */
export type DepartmentRef = Pick<Department, 'id' | 'department_code' | 'department_name' | 'department_name_kn' | 'levels'>;

const DEPARTMENT_REF = { id: true, department_code: true, department_name: true, department_name_kn: true, levels: true } as const;

/** What the demo seed (and tests) declare: created when missing, left alone when present. */
export interface DepartmentSpec {
  code: string;
  name: string;
  nameKn?: string;
  level: OfficerLevel;
  /** Agency names (as the MIS writes them), each with its Kannada name where known. */
  agencies: (string | { name: string; nameKn: string })[];
  roles: { code: string; name: string; nameKn?: string; posts: number }[];
}

/**
 * Reads of departments, agencies and roles for other modules (schedules, fto, socialaudit),
 * and the idempotent set-up the bootstrap and the demo seed use.
 */
@Injectable()
export class RolesService {
  constructor(
    @InjectRepository(Role) private readonly roles: Repository<Role>,
    @InjectRepository(Department) private readonly departments: Repository<Department>,
    @InjectRepository(ImplementingAgency) private readonly agencies: Repository<ImplementingAgency>,
  ) {}

  departmentsByIds(ids: number[]): Promise<DepartmentRef[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.departments.find({ where: { id: In(ids) }, select: DEPARTMENT_REF });
  }

  allDepartments(): Promise<DepartmentRef[]> {
    return this.departments.find({ select: DEPARTMENT_REF, order: { department_name: 'ASC' } });
  }

  /** The names of the implementing agencies of these departments (they match the MIS's agency names). */
  async agencyNamesOf(departmentCodes: string[]): Promise<string[]> {
    if (departmentCodes.length === 0) return [];
    const rows = await this.agencies.find({ where: { department_code: In(departmentCodes) }, order: { imp_name: 'ASC' } });
    return [...new Set(rows.map((r) => r.imp_name))];
  }

  /**
   * Creates the department, its agencies and roles where missing (idempotent); answers how many
   * were added. A Kannada name is filled in where one present has none (an administrator's own
   * Kannada name is left alone).
   */
  async ensureDepartment(em: EntityManager, spec: DepartmentSpec): Promise<number> {
    let added = 0;
    const departments = em.getRepository(Department);
    const department = await departments.findOne({ where: { department_code: spec.code } });
    if (!department) {
      await departments.insert({
        department_code: spec.code,
        department_name: spec.name,
        department_name_kn: spec.nameKn ?? null,
        levels: spec.level,
      });
      added++;
    } else if (spec.nameKn && !department.department_name_kn) {
      await departments.update({ id: department.id }, { department_name_kn: spec.nameKn });
    }
    const agencies = em.getRepository(ImplementingAgency);
    for (const entry of spec.agencies) {
      const { name, nameKn } = typeof entry === 'string' ? { name: entry, nameKn: null } : entry;
      const agency = await agencies.findOne({ where: { department_code: spec.code, imp_name: name } });
      if (!agency) {
        await agencies.insert({ department_code: spec.code, imp_name: name, imp_name_kn: nameKn });
        added++;
      } else if (nameKn && !agency.imp_name_kn) {
        await agencies.update({ id: agency.id }, { imp_name_kn: nameKn });
      }
    }
    const roles = em.getRepository(Role);
    for (const role of spec.roles) {
      const known = await roles.findOne({ where: { Role_code: role.code } });
      if (known) {
        if (role.nameKn && !known.Role_name_kn) await roles.update({ id: known.id }, { Role_name_kn: role.nameKn });
      } else {
        await roles.insert({
          Role_code: role.code,
          Role_name: role.name,
          Role_name_kn: role.nameKn ?? null,
          Role_Department_id: spec.code,
          no_of_posts: role.posts,
        });
        added++;
      }
    }
    return added;
  }

  findByCode(code: string): Promise<Role | null> {
    return this.roles.findOne({ where: { Role_code: code }, relations: { department: true } });
  }

  /** Roles by id with their departments (unknown ids are absent). */
  findByIds(ids: number[]): Promise<Role[]> {
    return ids.length ? this.roles.find({ where: { id: In(ids) }, relations: { department: true } }) : Promise.resolve([]);
  }

  /** Departments by code (unknown codes are absent). */
  departmentsByCodes(codes: string[]): Promise<Department[]> {
    return codes.length ? this.departments.find({ where: { department_code: In(codes) } }) : Promise.resolve([]);
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
