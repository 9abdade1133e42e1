import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, Repository } from 'typeorm';
import { User } from '../entities/user.entity.js';

/** The fields a new account is made with (the rest take their defaults). */
export type NewUser = Pick<User, 'name' | 'mobile_number' | 'designation' | 'officer_level' | 'state_code' | 'password_hash'> &
  Partial<Pick<User, 'email' | 'kgid_pan' | 'district_code' | 'block_code' | 'panchayat_code' | 'language'>>;

/** The accounts (table users) one at a time: sign-in, registration, password reset, bootstrap, administration. */
@Injectable()
export class UsersRepository {
  constructor(@InjectRepository(User) private readonly users: Repository<User>) {}

  /** The account of a mobile number with its password hash (whatever its status), or null. */
  findWithPasswordHash(mobile: string): Promise<User | null> {
    return this.users.createQueryBuilder('u').addSelect('u.password_hash').where('u.mobile_number = :mobile', { mobile }).getOne();
  }

  /** The id of the active account of a mobile number, or null. */
  findActiveId(mobile: string): Promise<Pick<User, 'id'> | null> {
    return this.users.findOne({ where: { mobile_number: mobile, status: 'ACTIVE' }, select: { id: true } });
  }

  /** The id and language of the active account of a mobile number, or null. */
  findActiveIdAndLanguage(mobile: string): Promise<Pick<User, 'id' | 'language'> | null> {
    return this.users.findOne({ where: { mobile_number: mobile, status: 'ACTIVE' }, select: { id: true, language: true } });
  }

  /** An account holding the mobile number, the e-mail or (when given) the KGID/PAN: those three of it, or null. */
  findHoldingAny(mobile: string, email: string, kgidPan: string): Promise<Pick<User, 'mobile_number' | 'email' | 'kgid_pan'> | null> {
    return this.users.findOne({
      where: [{ mobile_number: mobile }, { email }, ...(kgidPan ? [{ kgid_pan: kgidPan }] : [])],
      select: { mobile_number: true, email: true, kgid_pan: true },
    });
  }

  async setLastLogin(id: number, at: Date): Promise<void> {
    await this.users.update({ id }, { last_login_at: at });
  }

  async setPasswordHash(id: number, passwordHash: string): Promise<void> {
    await this.users.update({ id }, { password_hash: passwordHash });
  }

  /** The account of a mobile number in the transaction, or null. */
  findByMobile(em: EntityManager, mobile: string): Promise<User | null> {
    return em.getRepository(User).findOne({ where: { mobile_number: mobile } });
  }

  /** The account of a mobile number with its row locked until the transaction ends, or null. */
  lockByMobile(em: EntityManager, mobile: string): Promise<User | null> {
    return em.getRepository(User).findOne({ where: { mobile_number: mobile }, lock: { mode: 'pessimistic_write' } });
  }

  /** Inserts an account in the transaction; answers it as saved. */
  insert(em: EntityManager, user: NewUser): Promise<User> {
    const users = em.getRepository(User);
    return users.save(users.create(user));
  }

  /** Sets an account's password hash and makes it active, in the transaction. */
  async setPasswordHashAndActivate(em: EntityManager, id: number, passwordHash: string): Promise<void> {
    await em.getRepository(User).update({ id }, { password_hash: passwordHash, status: 'ACTIVE' });
  }
}
