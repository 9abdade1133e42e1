import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { MirrorRow } from './mirror-row.js';
import { MONEY } from './money.js';

/** A transaction of a material FTO (`FTO/fto_trasction_dtl.aspx`), every column as the MIS shows it. */
@Entity('mis_fto_transactions')
@Index('idx_mis_fto_transactions_voucher', ['voucher_no'])
@Index('idx_mis_fto_transactions_panchayat', ['panchayat_code', 'fin_year'])
export class MisFtoTransaction extends MirrorRow {
  @PrimaryColumn({ type: 'varchar', length: 60 })
  fto_no: string;

  /** The reference number, or `sr:<Sr No>` when the row has none. */
  @PrimaryColumn({ type: 'varchar', length: 60 })
  row_key: string;

  @Column({ type: 'varchar', length: 10 })
  panchayat_code: string;

  @Column({ type: 'varchar', length: 9 })
  fin_year: string;

  @Column({ type: 'int' })
  sr_no: number;

  @Column({ type: 'varchar', length: 100, nullable: true }) block_name: string | null;
  @Column({ type: 'varchar', length: 60, nullable: true }) reference_no: string | null;
  @Column({ type: 'date', nullable: true }) transaction_date: string | null;
  @Column({ type: 'varchar', length: 200, nullable: true }) vendor_name: string | null;
  @Column({ type: 'varchar', length: 40, nullable: true }) vendor_id: string | null;
  @Column({ type: 'varchar', length: 40, nullable: true }) voucher_no: string | null;
  @Column({ type: 'varchar', length: 200, nullable: true }) account_holder: string | null;
  @Column({ type: 'varchar', length: 20, nullable: true }) bank_code: string | null;
  @Column({ type: 'varchar', length: 20, nullable: true }) ifsc: string | null;
  @Column(MONEY) credit_amount_due: string | null;
  @Column(MONEY) credit_amount_actual: string | null;
  @Column({ type: 'varchar', length: 40, nullable: true }) status: string | null;
  @Column({ type: 'date', nullable: true }) processed_date: string | null;
  @Column({ type: 'date', nullable: true }) coop_processed_date: string | null;
  @Column({ type: 'varchar', length: 60, nullable: true }) utr_no: string | null;
  @Column({ type: 'text', nullable: true }) rejection_reason: string | null;
}
