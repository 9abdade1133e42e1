import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** Failed sign-in attempts by client address, for per-IP throttling across API replicas. */
@Entity('auth_failures')
@Index('idx_auth_failures_ip', ['ip', 'created_at'])
export class AuthFailure {
  @PrimaryGeneratedColumn('increment', { type: 'bigint' })
  id: string;

  @Column({ type: 'varchar', length: 64 })
  ip: string;

  @Column({ type: 'varchar', length: 10 })
  mobile: string;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;
}
