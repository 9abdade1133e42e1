import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { MirrorRow } from './mirror-row.js';
import { MONEY } from './money.js';

/** A line of the panchayat's material register (Register VII): vendor and material of a bill. */
@Entity('mis_material_items')
@Index('idx_mis_material_items_work', ['work_code'])
export class MisMaterialItem extends MirrorRow {
  @PrimaryColumn({ type: 'varchar', length: 10 })
  panchayat_code: string;

  @PrimaryColumn({ type: 'varchar', length: 9 })
  fin_year: string;

  /** MD5 of work, bill, date, material, quantity, price and the line's occurrence among equal lines. */
  @PrimaryColumn({ type: 'char', length: 32 })
  item_key: string;

  @Column({ type: 'varchar', length: 40 })
  work_code: string;

  @Column({ type: 'int' })
  serial: number;

  @Column({ type: 'varchar', length: 60 })
  bill_no: string;

  @Column({ type: 'date', nullable: true })
  bill_date: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  vendor_name: string | null;

  @Column({ type: 'varchar', length: 30, nullable: true })
  vendor_tin: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  material_detail: string | null;

  @Column({ type: 'numeric', precision: 14, scale: 3, nullable: true })
  quantity: string | null;

  @Column(MONEY) total_price: string | null;
}
