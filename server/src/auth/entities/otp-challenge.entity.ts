import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

export type OtpPurpose = 'login' | 'registration' | 'password_reset';
export type OtpChannel = 'sms' | 'email';

/** One code sent to one target for one purpose. Only a keyed hash of the code is kept. */
@Entity('otp_challenges')
@Index('idx_otp_target', ['purpose', 'channel', 'target', 'created_at'])
@Index('idx_otp_ip', ['created_ip', 'created_at'])
export class OtpChallenge {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 20 })
  purpose: OtpPurpose;

  @Column({ type: 'varchar', length: 10 })
  channel: OtpChannel;

  /** Mobile number or e-mail address. */
  @Column({ type: 'varchar', length: 254 })
  target: string;

  @Column({ type: 'varchar', length: 64 })
  code_hash: string;

  @Column({ type: 'timestamptz' })
  expires_at: Date;

  @Column({ type: 'int', default: 0 })
  attempts: number;

  /** Set when the right code was entered (registration and reset verify first, use later). */
  @Column({ type: 'timestamptz', nullable: true })
  verified_at: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  consumed_at: Date | null;

  /**
   * Set when the code was withdrawn without use because the account changed under it (a
   * password reset withdraws open sign-in codes); it then holds back no resend.
   */
  @Column({ type: 'timestamptz', nullable: true })
  cancelled_at: Date | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  created_ip: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;
}
