import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { locationCodeOf, LocationCodes, OfficerLevel } from '../common/auth/levels.js';
import type { Department } from './entities/department.entity.js';
import type { RoleAssignment } from './entities/role-assignment.entity.js';
import type { Role } from './entities/role.entity.js';
import { AgenciesRepository } from './repositories/agencies.repository.js';
import { DepartmentsRepository } from './repositories/departments.repository.js';
import { RoleAssignmentsRepository } from './repositories/role-assignments.repository.js';
import { RolesRepository } from './repositories/roles.repository.js';

/** A department as other modules need it. */
export type DepartmentRef = Pick<Department, 'id' | 'department_code' | 'department_name' | 'department_name_kn' | 'levels'>;

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
    private readonly roles: RolesRepository,
    private readonly departments: DepartmentsRepository,
    private readonly agencies: AgenciesRepository,
    private readonly assignments: RoleAssignmentsRepository,
  ) {}

  departmentsByIds(ids: number[]): Promise<DepartmentRef[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.departments.refsByIds(ids);
  }

  allDepartments(): Promise<DepartmentRef[]> {
    return this.departments.allRefsByName();
  }

  /** The names of the implementing agencies of these departments (they match the MIS's agency names). */
  async agencyNamesOf(departmentCodes: string[]): Promise<string[]> {
    if (departmentCodes.length === 0) return [];
    const rows = await this.agencies.ofDepartments(departmentCodes);
    return [...new Set(rows.map((r) => r.imp_name))];
  }

  /**
   * Creates the department, its agencies and roles where missing (idempotent); answers how many
   * were added. A Kannada name is filled in where one present has none (an administrator's own
   * Kannada name is left alone).
   */
  async ensureDepartment(em: EntityManager, spec: DepartmentSpec): Promise<number> {
    let added = 0;
    const department = await this.departments.findByCode(spec.code, em);
    if (!department) {
      await this.departments.insert(em, {
        department_code: spec.code,
        department_name: spec.name,
        department_name_kn: spec.nameKn ?? null,
        levels: spec.level,
      });
      added++;
    } else if (spec.nameKn && !department.department_name_kn) {
      await this.departments.setKannadaName(em, department.id, spec.nameKn);
    }
    for (const entry of spec.agencies) {
      const { name, nameKn } = typeof entry === 'string' ? { name: entry, nameKn: null } : entry;
      const agency = await this.agencies.findByName(em, spec.code, name);
      if (!agency) {
        await this.agencies.insert(em, { department_code: spec.code, imp_name: name, imp_name_kn: nameKn });
        added++;
      } else if (nameKn && !agency.imp_name_kn) {
        await this.agencies.setKannadaName(em, agency.id, nameKn);
      }
    }
    for (const role of spec.roles) {
      const known = await this.roles.findByCode(em, role.code);
      if (known) {
        if (role.nameKn && !known.Role_name_kn) await this.roles.setKannadaName(em, known.id, role.nameKn);
      } else {
        await this.roles.insertOnly(em, {
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
    return this.roles.findByCodeWithDepartment(code);
  }

  /** Roles by id with their departments (unknown ids are absent). */
  findByIds(ids: number[]): Promise<Role[]> {
    return ids.length ? this.roles.findByIdsWithDepartments(ids) : Promise.resolve([]);
  }

  /** Departments by code (unknown codes are absent). */
  departmentsByCodes(codes: string[]): Promise<Department[]> {
    return codes.length ? this.departments.findByCodes(codes) : Promise.resolve([]);
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
    const active = await this.assignments.activeOfUserRole(em, userId, role.id);
    const same = active.find((a) => a.levels === level && locationCodeOf(level, a) === locationCodeOf(level, codes));
    if (same) return same;
    return this.assignments.insert(em, {
      user_id: userId,
      role_id: role.id,
      department_code: role.Role_Department_id,
      levels: level,
      state_code: codes.state_code ?? '15',
      district_code: codes.district_code,
      block_code: codes.block_code,
      panchayat_code: codes.panchayat_code,
      created_by: by,
    });
  }
}
