import { Check, Column, Entity, Index, PrimaryColumn, UpdateDateColumn } from 'typeorm';

@Entity('districts')
@Check('chk_district_code', `district_code ~ '^[0-9]{4}$' AND left(district_code, 2) = state_code`)
@Index('idx_districts_state_name', ['state_code', 'district_name'])
export class District {
  @PrimaryColumn({ type: 'varchar', length: 4 })
  district_code: string;

  @Column({ type: 'varchar', length: 2 })
  state_code: string;

  @Column({ type: 'varchar', length: 100 })
  district_name: string;

  /** The Kannada name, where the location master gives one. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  district_name_kn: string | null;

  @UpdateDateColumn({ type: 'timestamptz' })
  updated_at: Date;
}
