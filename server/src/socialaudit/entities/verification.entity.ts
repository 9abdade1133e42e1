import { Column, CreateDateColumn, Entity, JoinColumn, OneToOne, PrimaryGeneratedColumn } from 'typeorm';
import { SaRecovery } from './recovery.entity.js';

/** The SDATA officer's verification of a filing; one per filing (so one per issue). */
@Entity('sa_verifications')
export class SaVerification {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int', unique: true })
  recovery_id: number;

  @OneToOne(() => SaRecovery, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'recovery_id' })
  recovery?: SaRecovery;

  @Column({ type: 'int' })
  verified_by: number;

  @Column({ type: 'varchar', length: 100 })
  verified_by_name: string;

  @Column({ type: 'varchar', length: 30 })
  verified_role_code: string;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;
}
