import { Injectable } from '@nestjs/common';
import { UsersDirectory } from '../auth/users-directory.service.js';
import type { UserListRow } from '../auth/repositories/user-list.repository.js';
import type { Actor } from '../common/auth/actor.decorator.js';
import type { PrincipalRole } from '../common/auth/principal.js';
import { Scope, scopeOfRole } from '../common/auth/scope.js';
import type { ListQuery, Page } from '../common/pagination/list-query.js';
import { AssignedRoleRow, AssignmentsAdminService } from '../roles/assignments-admin.service.js';
import type { AssignRolesDto } from '../roles/dto/role.dto.js';
import { type MessageRef } from '../common/messages/index.js';

/**
 * Role Management (spec 1 §2): the officers of a jurisdiction (auth's directory) and the roles
 * they hold (roles' assignments). Every call first finds the officer inside the caller's
 * jurisdiction, so neither module needs the other.
 */
@Injectable()
export class UserAdministrationService {
  constructor(
    private readonly users: UsersDirectory,
    private readonly assignments: AssignmentsAdminService,
  ) {}

  list(scopes: Scope[], query: ListQuery): Promise<Page<UserListRow>> {
    return this.users.list(scopes, query);
  }

  async assignedRoles(userId: number, scopes: Scope[]): Promise<AssignedRoleRow[]> {
    await this.users.findInScope(userId, scopes);
    return this.assignments.assignedRoles(userId, scopes);
  }

  removeAssignment(assignmentId: number, scopes: Scope[], actor: Actor): Promise<void> {
    return this.assignments.remove(assignmentId, scopes, actor);
  }

  async assign(dto: AssignRolesDto, current: PrincipalRole, actor: Actor): Promise<MessageRef> {
    const target = await this.users.findInScope(dto.user_id, [scopeOfRole(current)]);
    return this.assignments.assign(target.id, dto, current, actor);
  }

  setAdmin(mobile: string, permission: 'ADMIN' | 'USER', actor: Actor): Promise<MessageRef> {
    return this.users.setAdmin(mobile, permission, actor);
  }
}
