import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { Department } from './department.entity.js';
import { ImplementingAgency } from './implementing-agency.entity.js';

/** Field names as the spec's client sends and reads them (spec 1 §3 Role). */
@Entity('roles')
@Check('chk_roles_posts', `no_of_posts >= 1`)
@Index('idx_roles_department', ['Role_Department_id'])
export class Role {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 30, unique: true })
  Role_code: string;

  @Column({ type: 'varchar', length: 150 })
  Role_name: string;

  @Column({ type: 'varchar', length: 150, nullable: true })
  Role_name_kn: string | null;

  /** A department code. */
  @Column({ type: 'varchar', length: 20 })
  Role_Department_id: string;

  @ManyToOne(() => Department, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'Role_Department_id', referencedColumnName: 'department_code' })
  department?: Department;

  @Column({ type: 'int', nullable: true })
  Role_implimenting_agency_id: number | null;

  @ManyToOne(() => ImplementingAgency, { onDelete: 'RESTRICT', nullable: true })
  @JoinColumn({ name: 'Role_implimenting_agency_id' })
  agency?: ImplementingAgency | null;

  @Column({ type: 'int', default: 1 })
  no_of_posts: number;

  @Column({ type: 'boolean', default: true })
  is_active: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updated_at: Date;
}
