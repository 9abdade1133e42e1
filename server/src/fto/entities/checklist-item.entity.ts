import { Check, Column, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/**
 * An item of the work file checklist (Karnataka Annexure-II; spec 2 §3 Checklist item, field
 * names as the client reads them): CB 'Y' shows the choices, CB_C 3 adds Not Applicable, INP
 * 'Y' a text input labelled INP_tittle, Remark 'Y' a remark box, imgages 'Y' an image upload.
 */
@Entity('fto_checklist_items')
@Check('chk_fto_checklist_flags', `"CB" IN ('Y', 'N') AND "INP" IN ('Y', 'N') AND "Remark" IN ('Y', 'N') AND "imgages" IN ('Y', 'N')`)
@Check('chk_fto_checklist_cb_c', `"CB_C" IN (2, 3)`)
@Index('idx_fto_checklist_order', ['sort_order'])
export class ChecklistItem {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  sort_order: number;

  @Column({ type: 'varchar', length: 300 })
  checklist_title_kn: string;

  @Column({ type: 'varchar', length: 300 })
  checklist_title_en: string;

  @Column({ type: 'varchar', length: 1, default: 'Y' })
  CB: 'Y' | 'N';

  @Column({ type: 'smallint', default: 2 })
  CB_C: number;

  @Column({ type: 'varchar', length: 1, default: 'N' })
  INP: 'Y' | 'N';

  @Column({ type: 'varchar', length: 150, nullable: true })
  INP_tittle: string | null;

  @Column({ type: 'varchar', length: 1, default: 'Y' })
  Remark: 'Y' | 'N';

  @Column({ type: 'varchar', length: 1, default: 'N' })
  imgages: 'Y' | 'N';

  @Column({ type: 'boolean', default: true })
  is_active: boolean;

  @UpdateDateColumn({ type: 'timestamptz' })
  updated_at: Date;
}
