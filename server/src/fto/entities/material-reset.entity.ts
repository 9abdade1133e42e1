import { Column, Entity, PrimaryColumn } from 'typeorm';

/** When a work's material list was last reset: one reset per 300 s per work (spec 2 §4). */
@Entity('fto_material_resets')
export class MaterialReset {
  @PrimaryColumn({ type: 'varchar', length: 40 })
  work_code: string;

  @Column({ type: 'timestamptz' })
  last_reset_at: Date;

  @Column({ type: 'int' })
  reset_by: number;
}
