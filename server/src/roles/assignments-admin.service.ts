import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AuditTrailService } from '../audit-trail/audit-trail.service.js';
import type { Actor } from '../common/auth/actor.decorator.js';
import { isCode } from '../common/validation/location-codes.js';
import { OfficerLevel } from '../common/auth/levels.js';
import type { PrincipalRole } from '../common/auth/principal.js';
import { assignableLevels, inScope, Scope, scopeOfRole } from '../common/auth/scope.js';
import { ApiError } from '../common/http/api-error.js';
import { inTransaction } from '../database/transaction.js';
import { LocationCodeFields, LocationNameFields, LocationsService } from '../locations/locations.service.js';
import type { AssignRolesDto } from './dto/role.dto.js';
import { DepartmentsRepository } from './repositories/departments.repository.js';
import { RoleAssignmentsRepository } from './repositories/role-assignments.repository.js';
import { RolesRepository } from './repositories/roles.repository.js';
import { type MessageCode, type MessageRef, msg } from '../common/messages/index.js';

/** A row of the assigned roles table (spec 1 §3 Assigned role row). */
export interface AssignedRoleRow extends LocationCodeFields, LocationNameFields {
  id: number;
  role_id: number;
  Role_name: string;
  Role_name_kn: string | null;
  Role_code: string;
  department_code: string;
  department_name: string;
  department_name_kn: string | null;
  levels: OfficerLevel;
  status_deleted: 'NO';
}

export const LEVEL_LOCATION_MESSAGES: Record<Exclude<OfficerLevel, 'STATE'>, MessageCode> = {
  ZP: 'ASSIGN_ZP_LOCATION',
  TP: 'ASSIGN_TP_LOCATION',
  GP: 'ASSIGN_GP_LOCATION',
};

/** Assign roles, list and remove them (spec 1 §2 Role Management, §4, §5 Assign roles, §6). */
@Injectable()
export class AssignmentsAdminService {
  constructor(
    private readonly assignments: RoleAssignmentsRepository,
    private readonly roles: RolesRepository,
    private readonly departments: DepartmentsRepository,
    private readonly dataSource: DataSource,
    private readonly locations: LocationsService,
    private readonly trail: AuditTrailService,
  ) {}

  /** The officer's active assignments that lie inside one of the caller's scopes. */
  async assignedRoles(userId: number, scopes: Scope[]): Promise<AssignedRoleRow[]> {
    const rows = await this.assignments.activeOfUserWithRoles(userId);
    return this.locations.withNames(rows.filter((row) => scopes.some((scope) => inScope(scope, row))));
  }

  /** Soft delete: status_deleted becomes YES; the row stays for the record. */
  async remove(assignmentId: number, scopes: Scope[], actor: Actor): Promise<void> {
    // Taking away the last working STATE administrator's STATE role is refused by the database
    // (migration LastStateAdministrator), under a lock, whoever else changes what at once.
    await inTransaction(this.dataSource, async (em) => {
      const before = await this.assignments.lockById(em, assignmentId);
      if (!before || before.status_deleted === 'YES' || !scopes.some((s) => inScope(s, before))) {
        throw ApiError.notFound('ASSIGNMENT_NOT_FOUND');
      }
      await this.assignments.markDeleted(em, assignmentId, new Date(), actor.userId);
      await this.trail.record(em, actor, {
        action: 'assignment.delete',
        entity: 'role_assignment',
        entityId: assignmentId,
        before,
        after: { ...before, status_deleted: 'YES' },
      });
    });
  }

  /** Assigns roles to an officer the caller has already found inside its jurisdiction. */
  async assign(targetUserId: number, dto: AssignRolesDto, current: PrincipalRole, actor: Actor): Promise<MessageRef> {
    const roleIds = dto.role_ids ?? [];
    if (!dto.department_code || roleIds.length === 0) {
      throw ApiError.badField('role_ids', 'ASSIGN_SELECT_DEPARTMENT_ROLE');
    }
    const scope = scopeOfRole(current);
    // Reference data is read before the transaction: a transaction uses one connection only.
    const department = await this.departments.findByCode(dto.department_code);
    if (!department) throw ApiError.badRequest('DEPARTMENT_UNKNOWN', { department_code: 'DEPARTMENT_FIELD_UNKNOWN' });
    const level = department.levels;
    if (!assignableLevels(current.levels).includes(level)) {
      throw ApiError.forbidden('ASSIGN_DEPARTMENT_NOT_ALLOWED');
    }
    if (dto.levels && dto.levels !== level) {
      throw ApiError.badRequest(msg('ASSIGN_LEVEL_MISMATCH', { department: department.department_name, level }), {
        levels: 'ASSIGN_FIELD_LEVEL_MISMATCH',
      });
    }
    const codes = await this.locationFor(level, dto);
    if (!inScope(scope, codes)) {
      throw ApiError.forbidden('ASSIGN_OUTSIDE_JURISDICTION');
    }

    return inTransaction(this.dataSource, async (em) => {
      // Locked so two administrators filling the last post at once cannot both succeed.
      const roles = await this.roles.lockByIds(em, roleIds);
      for (const id of roleIds) {
        const role = roles.find((r) => r.id === id);
        if (!role) throw ApiError.badRequest(msg('ASSIGN_ROLE_UNKNOWN', { id }), { role_ids: 'ASSIGN_FIELD_ROLE_UNKNOWN' });
        if (role.Role_Department_id !== department.department_code) {
          throw ApiError.badRequest(
            msg('ASSIGN_ROLE_NOT_IN_DEPARTMENT', { role: role.Role_name, department: department.department_name }),
            {
              role_ids: 'ASSIGN_FIELD_ROLE_NOT_IN_DEPARTMENT',
            },
          );
        }
        if (!role.is_active)
          throw ApiError.badRequest(msg('ASSIGN_ROLE_INACTIVE', { role: role.Role_name }), { role_ids: 'ASSIGN_FIELD_ROLE_INACTIVE' });
      }
      for (const role of roles) {
        const held = await this.assignments.activeOfRoleAtLevel(em, role.id, level);
        const here = held.filter(
          (a) => a.district_code === codes.district_code && a.block_code === codes.block_code && a.panchayat_code === codes.panchayat_code,
        );
        if (here.some((a) => a.user_id === targetUserId)) {
          throw ApiError.conflict(msg('ASSIGN_ALREADY_HELD', { role: role.Role_name }));
        }
        if (here.length >= role.no_of_posts) {
          throw ApiError.conflict(msg('ASSIGN_POSTS_FILLED', { posts: role.no_of_posts, role: role.Role_name }));
        }
        const saved = await this.assignments.insert(em, {
          user_id: targetUserId,
          role_id: role.id,
          department_code: department.department_code,
          levels: level,
          state_code: '15',
          ...codes,
          created_by: actor.userId,
        });
        await this.trail.record(em, actor, { action: 'assignment.create', entity: 'role_assignment', entityId: saved.id, after: saved });
      }
      return roles.length === 1 ? 'ROLE_ASSIGNED' : 'ROLES_ASSIGNED';
    });
  }

  /** The location codes a level needs, checked to exist and nest (spec 1 §5 Assign roles). */
  private async locationFor(level: OfficerLevel, dto: AssignRolesDto) {
    const district = dto.district_code?.trim() || null;
    const block = dto.block_code?.trim() || null;
    const panchayat = dto.panchayat_code?.trim() || null;
    if (level === 'STATE') return { district_code: null, block_code: null, panchayat_code: null };
    const message = LEVEL_LOCATION_MESSAGES[level];
    const need = { district: true, block: level !== 'ZP', panchayat: level === 'GP' };
    if (!district || (need.block && !block) || (need.panchayat && !panchayat)) {
      throw ApiError.badField('district_code', message);
    }
    const codes = { district_code: district, block_code: need.block ? block : null, panchayat_code: need.panchayat ? panchayat : null };
    const shaped =
      isCode('district', district) && (!need.block || isCode('block', block)) && (!need.panchayat || isCode('panchayat', panchayat));
    const exists =
      shaped &&
      (await this.locations.exists({ district_code: district })) &&
      (!need.block || (block!.startsWith(district) && (await this.locations.exists({ district_code: district, block_code: block! })))) &&
      (!need.panchayat ||
        (panchayat!.startsWith(block!) && (await this.locations.exists({ block_code: block!, panchayat_code: panchayat! }))));
    if (!exists) throw ApiError.badRequest('LOCATION_UNKNOWN', { district_code: 'LOCATION_FIELD_UNKNOWN' });
    return codes;
  }
}
