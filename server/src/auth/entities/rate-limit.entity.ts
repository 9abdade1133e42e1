import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * One throttle counter: how many hits a key (an address, an account and address pair, ...)
 * has had in its current window. Counted in the database so every API replica shares it.
 */
@Entity('rate_limits')
@Index('idx_rate_limits_window_end', ['window_end'])
export class RateLimit {
  @PrimaryColumn({ type: 'varchar', length: 300 })
  key: string;

  @Column({ type: 'int' })
  hits: number;

  /** The window (or the lock, once the limit is reached) ends here; the next hit starts afresh. */
  @Column({ type: 'timestamptz' })
  window_end: Date;
}
