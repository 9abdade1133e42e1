import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { OfficerLevel, PermissionType } from '../../common/auth/levels.js';
import { User } from './user.entity.js';

@Entity('user_permissions')
@Check('chk_user_permissions_type', `permission_type IN ('ADMIN', 'USER')`)
@Index('uq_user_permissions', ['user_id', 'permission_type'], { unique: true })
export class UserPermission {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  user_id: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column({ type: 'varchar', length: 10 })
  permission_type: PermissionType;

  @Column({ type: 'varchar', length: 5, nullable: true })
  permission_level: OfficerLevel | null;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;
}
