import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AuditTrailService } from '../audit-trail/audit-trail.service.js';
import type { Actor } from '../common/auth/actor.decorator.js';
import type { Scope } from '../common/auth/scope.js';
import { ApiError } from '../common/http/api-error.js';
import { inTransaction } from '../database/transaction.js';
import type { ListQuery, Page } from '../common/pagination/list-query.js';
import type { User } from './entities/user.entity.js';
import { UserListRepository, type UserListRow } from './repositories/user-list.repository.js';
import { UserPermissionsRepository } from './repositories/user-permissions.repository.js';
import { UsersRepository } from './repositories/users.repository.js';
import { type MessageRef, msg } from '../common/messages/index.js';

/** Users as the administration screens see them, always within the caller's jurisdiction. */
@Injectable()
export class UsersDirectory {
  constructor(
    private readonly userList: UserListRepository,
    private readonly users: UsersRepository,
    private readonly permissions: UserPermissionsRepository,
    private readonly dataSource: DataSource,
    private readonly trail: AuditTrailService,
  ) {}

  /** The Role Management list: a page of the active users inside the scopes. */
  list(scopes: Scope[], query: ListQuery): Promise<Page<UserListRow>> {
    return this.userList.activeUsersPage(scopes, query);
  }

  /** The user if it lies inside one of the scopes; 404 otherwise (its existence is not revealed). */
  async findInScope(userId: number, scopes: Scope[]): Promise<User> {
    const user = await this.userList.findInScope(userId, scopes);
    if (!user) throw ApiError.notFound('USER_NOT_FOUND');
    return user;
  }

  /** Set as Admin / Set as USER (spec 1 §2 Role Management), STATE ADMIN only. */
  async setAdmin(mobile: string, permission: 'ADMIN' | 'USER', actor: Actor): Promise<MessageRef> {
    return inTransaction(this.dataSource, async (em) => {
      const user = await this.users.lockByMobile(em, mobile);
      if (!user) throw ApiError.notFound('MOBILE_NOT_REGISTERED');
      const before = await this.permissions.listOfUser(em, user.id);
      const admin = before.find((p) => p.permission_type === 'ADMIN');
      if (permission === 'ADMIN') {
        if (admin) return msg('ALREADY_ADMIN', { name: user.name });
        await this.permissions.insert(em, user.id, 'ADMIN', user.officer_level);
      } else {
        if (!admin) return msg('ALREADY_USER', { name: user.name });
        if (user.id === actor.userId) {
          throw ApiError.conflict('OWN_ADMIN_REMOVAL');
        }
        // Removing the last working STATE administrator is refused by the database itself
        // (migration LastStateAdministrator), under a lock, whatever else happens at once.
        await this.permissions.delete(em, admin.id);
        if (!before.some((p) => p.permission_type === 'USER')) {
          await this.permissions.insert(em, user.id, 'USER', user.officer_level);
        }
      }
      const after = await this.permissions.listOfUser(em, user.id);
      await this.trail.record(em, actor, { action: 'permission.set', entity: 'user', entityId: user.id, before, after });
      return msg(permission === 'ADMIN' ? 'NOW_ADMIN' : 'NOW_USER', { name: user.name });
    });
  }
}
