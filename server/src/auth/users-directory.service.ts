import { HttpStatus, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository, SelectQueryBuilder } from 'typeorm';
import { AuditTrailService } from '../audit-trail/audit-trail.service.js';
import type { Actor } from '../common/auth/actor.decorator.js';
import { restrictToScopes, type Scope } from '../common/auth/scope.js';
import { ApiError } from '../common/http/api-error.js';
import { inTransaction } from '../database/transaction.js';
import type { ListQuery, Page } from '../common/pagination/list-query.js';
import { LocationCodeFields, LocationNameFields, LocationsService } from '../locations/locations.service.js';
import { UserPermission } from './entities/user-permission.entity.js';
import { User } from './entities/user.entity.js';

/** A row of the Role Management user table (spec 1 §3 User list row). */
export interface UserListRow extends LocationCodeFields, LocationNameFields {
  id: number;
  name: string;
  mobile_number: string;
  designation: string;
  officer_level: string;
  is_admin: boolean;
}

/** Users as the administration screens see them, always within the caller's jurisdiction. */
@Injectable()
export class UsersDirectory {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly dataSource: DataSource,
    private readonly locations: LocationsService,
    private readonly trail: AuditTrailService,
  ) {}

  async list(scopes: Scope[], query: ListQuery): Promise<Page<UserListRow>> {
    const qb = this.users.createQueryBuilder('u').where(`u.status = 'ACTIVE'`);
    this.restrict(qb, scopes);
    const q = typeof query.filter.q === 'string' ? query.filter.q.trim() : '';
    if (q) {
      // The same expression as the trigram index idx_users_search, so a search stays fast at scale.
      qb.andWhere(`(u.name || ' ' || u.mobile_number || ' ' || u.designation) ILIKE :q`, {
        q: `%${q.replace(/[\\%_]/g, '\\$&')}%`,
      });
    }
    for (const key of ['officer_level', 'district_code', 'block_code', 'panchayat_code'] as const) {
      const value = query.filter[key];
      if (typeof value === 'string' && value) qb.andWhere(`u.${key} = :f_${key}`, { [`f_${key}`]: value });
    }
    // count(*) rather than TypeORM's COUNT(DISTINCT id): no joins here, and it can use the
    // partial index on active users' locations.
    const counted = qb.clone().select('count(*)::int', 'n').getRawOne<{ n: number }>();
    qb.orderBy(`u.${query.sort}`, query.order).addOrderBy('u.id', 'ASC').offset(query.skip).limit(query.take);
    const [users, count] = await Promise.all([qb.getMany(), counted]);
    return { rows: await this.rows(users), total: count?.n ?? 0 };
  }

  /** The user if it lies inside one of the scopes; 404 otherwise (its existence is not revealed). */
  async findInScope(userId: number, scopes: Scope[]): Promise<User> {
    const qb = this.users.createQueryBuilder('u').where('u.id = :userId', { userId });
    this.restrict(qb, scopes);
    const user = await qb.getOne();
    if (!user) throw new NotFoundException('User not found.');
    return user;
  }

  /** Set as Admin / Set as USER (spec 1 §2 Role Management), STATE ADMIN only. */
  async setAdmin(mobile: string, permission: 'ADMIN' | 'USER', actor: Actor): Promise<string> {
    return inTransaction(this.dataSource, async (em) => {
      const user = await em.getRepository(User).findOne({ where: { mobile_number: mobile }, lock: { mode: 'pessimistic_write' } });
      if (!user) throw new NotFoundException('No user is registered with this mobile number.');
      const permissions = em.getRepository(UserPermission);
      const before = await permissions.find({ where: { user_id: user.id }, order: { id: 'ASC' } });
      const admin = before.find((p) => p.permission_type === 'ADMIN');
      if (permission === 'ADMIN') {
        if (admin) return `${user.name} is already an administrator.`;
        await permissions.insert({ user_id: user.id, permission_type: 'ADMIN', permission_level: user.officer_level });
      } else {
        if (!admin) return `${user.name} is already a user.`;
        if (user.id === actor.userId) {
          throw new ApiError(HttpStatus.CONFLICT, 'You cannot remove your own administrator permission.');
        }
        // Removing the last working STATE administrator is refused by the database itself
        // (migration LastStateAdministrator), under a lock, whatever else happens at once.
        await permissions.delete({ id: admin.id });
        if (!before.some((p) => p.permission_type === 'USER')) {
          await permissions.insert({ user_id: user.id, permission_type: 'USER', permission_level: user.officer_level });
        }
      }
      const after = await permissions.find({ where: { user_id: user.id }, order: { id: 'ASC' } });
      await this.trail.record(em, actor, { action: 'permission.set', entity: 'user', entityId: user.id, before, after });
      return permission === 'ADMIN' ? `${user.name} is now an administrator.` : `${user.name} is now a user.`;
    });
  }

  private restrict(qb: SelectQueryBuilder<User>, scopes: Scope[]): void {
    restrictToScopes(qb, 'u', scopes);
  }

  private async rows(users: User[]): Promise<UserListRow[]> {
    if (users.length === 0) return [];
    const admins = await this.dataSource
      .getRepository(UserPermission)
      .createQueryBuilder('p')
      .select('p.user_id', 'user_id')
      .where(`p.permission_type = 'ADMIN'`)
      .andWhere('p.user_id IN (:...ids)', { ids: users.map((u) => u.id) })
      .getRawMany<{ user_id: number }>();
    const adminIds = new Set(admins.map((a) => Number(a.user_id)));
    return this.locations.withNames(
      users.map((u) => ({
        id: u.id,
        name: u.name,
        mobile_number: u.mobile_number,
        designation: u.designation,
        officer_level: u.officer_level,
        district_code: u.district_code,
        block_code: u.block_code,
        panchayat_code: u.panchayat_code,
        is_admin: adminIds.has(u.id),
      })),
    );
  }
}
