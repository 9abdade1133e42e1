import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import { District } from './district.entity.js';

@Entity('blocks')
@Check('chk_block_code', `block_code ~ '^[0-9]{7}$' AND left(block_code, 4) = district_code`)
@Index('idx_blocks_district_name', ['district_code', 'block_name'])
export class Block {
  @PrimaryColumn({ type: 'varchar', length: 7 })
  block_code: string;

  @Column({ type: 'varchar', length: 4 })
  district_code: string;

  @ManyToOne(() => District, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'district_code' })
  district?: District;

  @Column({ type: 'varchar', length: 100 })
  block_name: string;

  /** The Kannada name, where the location master gives one. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  block_name_kn: string | null;

  @UpdateDateColumn({ type: 'timestamptz' })
  updated_at: Date;
}
