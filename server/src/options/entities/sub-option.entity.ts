import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { MainOption } from './main-option.entity.js';

/** A module card on a main option's modules page (spec 1 §3 Sub option). */
@Entity('sub_options')
@Index('idx_sub_options_main', ['main_option_id'])
export class SubOption {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  main_option_id: number;

  @ManyToOne(() => MainOption, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'main_option_id' })
  /** Not loaded by the portal's reads: absent or null (the row carries `main_option_id`). */
  mainOption?: MainOption | null;

  @Column({ type: 'varchar', length: 100 })
  suboption_name: string;

  /** The name in Kannada, shown in Kannada mode; none means the English name is shown. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  suboption_name_kn: string | null;

  @Column({ type: 'varchar', length: 50 })
  icon: string;

  @Column({ type: 'varchar', length: 200, nullable: true })
  router: string | null;

  @Column({ type: 'varchar', length: 20, default: 'USER' })
  access_level: string;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updated_at: Date;
}
