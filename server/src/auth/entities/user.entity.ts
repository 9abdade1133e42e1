import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { OfficerLevel } from '../../common/auth/levels.js';
import { type Language } from '../../common/messages/index.js';

export type UserStatus = 'ACTIVE' | 'DISABLED';

@Entity('users')
@Check('chk_users_mobile', `mobile_number ~ '^[0-9]{10}$'`)
@Check('chk_users_level', `officer_level IN ('STATE', 'ZP', 'TP', 'GP')`)
@Check('chk_users_language', `language IN ('en', 'kn')`)
@Index('uq_users_email', ['email'], { unique: true })
@Index('uq_users_kgid_pan', ['kgid_pan'], { unique: true })
@Index('idx_users_location', ['district_code', 'block_code', 'panchayat_code'])
@Index('idx_users_name', ['name'])
// Counting a jurisdiction's active officers (the user list's total) from the index alone.
// Trigram index on name, mobile and designation for the user list search; made by the
// UsersSearchIndex migration (an expression index TypeORM cannot describe).
@Index('idx_users_search', { synchronize: false })
@Index('idx_users_active_location', ['district_code', 'block_code', 'panchayat_code'], { where: `status = 'ACTIVE'` })
export class User {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  /** Lower-cased. Null only for accounts made by the create-admin command without one. */
  @Column({ type: 'varchar', length: 254, nullable: true })
  email: string | null;

  @Column({ type: 'varchar', length: 10, unique: true })
  mobile_number: string;

  @Column({ type: 'varchar', length: 20, nullable: true })
  kgid_pan: string | null;

  @Column({ type: 'varchar', length: 100 })
  designation: string;

  @Column({ type: 'varchar', length: 5 })
  officer_level: OfficerLevel;

  @Column({ type: 'varchar', length: 2, default: '15' })
  state_code: string;

  @Column({ type: 'varchar', length: 4, nullable: true })
  district_code: string | null;

  @Column({ type: 'varchar', length: 7, nullable: true })
  block_code: string | null;

  @Column({ type: 'varchar', length: 10, nullable: true })
  panchayat_code: string | null;

  @Column({ type: 'varchar', length: 255, select: false })
  password_hash: string;

  @Column({ type: 'varchar', length: 10, default: 'ACTIVE' })
  status: UserStatus;

  /**
   * The language of the portal and of the SMS sent to the officer: 'en' or 'kn'; none until the
   * officer chooses (a Kannada phone is not turned to English at sign-in; SMS follow the request).
   */
  @Column({ type: 'varchar', length: 2, nullable: true })
  language: Language | null;

  @Column({ type: 'timestamptz', nullable: true })
  last_login_at: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updated_at: Date;
}
