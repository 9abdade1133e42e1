import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { OfficerLevel, PermissionType } from '../../common/auth/levels.js';
import { UserPermission } from '../entities/user-permission.entity.js';

/** The ADMIN and USER permissions of accounts (table user_permissions), in the caller's transaction. */
@Injectable()
export class UserPermissionsRepository {
  /** A user's permissions, oldest first. */
  listOfUser(em: EntityManager, userId: number): Promise<UserPermission[]> {
    return em.getRepository(UserPermission).find({ where: { user_id: userId }, order: { id: 'ASC' } });
  }

  /** A user's permission of one type, or null. */
  findOfUser(em: EntityManager, userId: number, type: PermissionType): Promise<UserPermission | null> {
    return em.getRepository(UserPermission).findOne({ where: { user_id: userId, permission_type: type } });
  }

  async insert(em: EntityManager, userId: number, type: PermissionType, level: OfficerLevel): Promise<void> {
    await em.getRepository(UserPermission).insert({ user_id: userId, permission_type: type, permission_level: level });
  }

  async setLevel(em: EntityManager, id: number, level: OfficerLevel): Promise<void> {
    await em.getRepository(UserPermission).update({ id }, { permission_level: level });
  }

  async delete(em: EntityManager, id: number): Promise<void> {
    await em.getRepository(UserPermission).delete({ id });
  }
}
