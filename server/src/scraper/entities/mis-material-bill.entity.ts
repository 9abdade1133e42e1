import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { MirrorRow } from './mirror-row.js';
import { MONEY } from './money.js';

/**
 * A material bill of a work (Register IV Part B, "Material Payment Detail"): the spec's material
 * row. Keyed by the voucher (material list) number, or bill number and date when it has none.
 */
@Entity('mis_material_bills')
@Index('idx_mis_material_bills_panchayat', ['panchayat_code'])
@Index('idx_mis_material_bills_voucher', ['voucher_no'])
export class MisMaterialBill extends MirrorRow {
  @PrimaryColumn({ type: 'varchar', length: 40 })
  work_code: string;

  @PrimaryColumn({ type: 'varchar', length: 120 })
  bill_key: string;

  @Column({ type: 'varchar', length: 10 })
  panchayat_code: string;

  @Column({ type: 'int' })
  serial: number;

  @Column({ type: 'varchar', length: 60 })
  bill_no: string;

  /** The material list number (`<GP>ML<6 digits>`), which FTO transactions carry as Voucher No. */
  @Column({ type: 'varchar', length: 40, nullable: true })
  voucher_no: string | null;

  @Column({ type: 'date', nullable: true })
  bill_date: string | null;

  /** April to March, from the bill date. */
  @Column({ type: 'varchar', length: 9, nullable: true })
  fin_year: string | null;

  @Column(MONEY) paid: string | null;
  @Column(MONEY) due: string | null;
}
