import { Check, Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { OfficerLevel } from '../../common/auth/levels.js';

@Entity('departments')
@Check('chk_departments_levels', `levels IN ('STATE', 'ZP', 'TP', 'GP')`)
export class Department {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 20, unique: true })
  department_code: string;

  @Column({ type: 'varchar', length: 150 })
  department_name: string;

  @Column({ type: 'varchar', length: 150, nullable: true })
  department_name_kn: string | null;

  /** The level a role of this department is assigned at. */
  @Column({ type: 'varchar', length: 5 })
  levels: OfficerLevel;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;
}
