import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import { Block } from './block.entity.js';

@Entity('panchayats')
@Check('chk_panchayat_code', `panchayat_code ~ '^[0-9]{10}$' AND left(panchayat_code, 7) = block_code`)
@Check(
  'chk_panchayat_location',
  '(latitude IS NULL) = (longitude IS NULL) AND latitude BETWEEN -90 AND 90 AND longitude BETWEEN -180 AND 180',
)
@Index('idx_panchayats_block_name', ['block_code', 'panchayat_name'])
export class Panchayat {
  @PrimaryColumn({ type: 'varchar', length: 10 })
  panchayat_code: string;

  @Column({ type: 'varchar', length: 7 })
  block_code: string;

  @ManyToOne(() => Block, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'block_code' })
  block?: Block;

  @Column({ type: 'varchar', length: 100 })
  panchayat_name: string;

  /** The Kannada name, where the location master gives one. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  panchayat_name_kn: string | null;

  /** The panchayat office's location (WGS84), imported by an administrator (issue 27); null when unknown. */
  @Column({ type: 'double precision', nullable: true })
  latitude: number | null;

  @Column({ type: 'double precision', nullable: true })
  longitude: number | null;

  @UpdateDateColumn({ type: 'timestamptz' })
  updated_at: Date;
}
