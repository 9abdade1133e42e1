import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { OfficerLevel } from '../../common/auth/levels.js';
import { User } from '../../auth/entities/user.entity.js';
import { Role } from './role.entity.js';

/** A role held by a user at one location. Removal is soft: status_deleted becomes YES. */
@Entity('role_assignments')
@Check('chk_role_assignments_deleted', `status_deleted IN ('YES', 'NO')`)
@Check('chk_role_assignments_levels', `levels IN ('STATE', 'ZP', 'TP', 'GP')`)
@Index('idx_role_assignments_user', ['user_id', 'status_deleted'])
@Index('idx_role_assignments_post', ['role_id', 'levels', 'district_code', 'block_code', 'panchayat_code'])
export class RoleAssignment {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  user_id: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column({ type: 'int' })
  role_id: number;

  @ManyToOne(() => Role, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'role_id' })
  role?: Role;

  @Column({ type: 'varchar', length: 20 })
  department_code: string;

  @Column({ type: 'varchar', length: 5 })
  levels: OfficerLevel;

  @Column({ type: 'varchar', length: 2, default: '15' })
  state_code: string;

  @Column({ type: 'varchar', length: 4, nullable: true })
  district_code: string | null;

  @Column({ type: 'varchar', length: 7, nullable: true })
  block_code: string | null;

  @Column({ type: 'varchar', length: 10, nullable: true })
  panchayat_code: string | null;

  @Column({ type: 'varchar', length: 3, default: 'NO' })
  status_deleted: 'YES' | 'NO';

  @Column({ type: 'int', nullable: true })
  created_by: number | null;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;

  @Column({ type: 'timestamptz', nullable: true })
  deleted_at: Date | null;

  @Column({ type: 'int', nullable: true })
  deleted_by: number | null;
}
