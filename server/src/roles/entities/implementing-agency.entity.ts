import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Department } from './department.entity.js';

@Entity('implementing_agencies')
@Index('uq_agencies_department_name', ['department_code', 'imp_name'], { unique: true })
export class ImplementingAgency {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 20 })
  department_code: string;

  @ManyToOne(() => Department, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'department_code', referencedColumnName: 'department_code' })
  department?: Department;

  @Column({ type: 'varchar', length: 150 })
  imp_name: string;

  @Column({ type: 'varchar', length: 150, nullable: true })
  imp_name_kn: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;
}
