import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Department } from '../../roles/entities/department.entity.js';
import { Role } from '../../roles/entities/role.entity.js';

/**
 * Which verification level (1..5) a role works at for a department (spec 2 §3 Role mapping).
 * A role sits in at most one level per department (the unique index).
 */
@Entity('fto_role_mappings')
@Check('chk_fto_role_mappings_level', 'level BETWEEN 1 AND 5')
@Index('uq_fto_role_mappings_department_role', ['department_id', 'role_id'], { unique: true })
@Index('idx_fto_role_mappings_role', ['role_id'])
export class FtoRoleMapping {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  department_id: number;

  @ManyToOne(() => Department, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'department_id' })
  department?: Department;

  @Column({ type: 'int' })
  role_id: number;

  @ManyToOne(() => Role, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'role_id' })
  role?: Role;

  @Column({ type: 'smallint' })
  level: number;

  @Column({ type: 'int', nullable: true })
  created_by: number | null;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;
}
