import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * A counter per set of rarely written tables, raised by a statement trigger in the writing
 * transaction (migration ChangeVersions): a process may keep what it read from those tables
 * while the counter it read before them is unchanged. `fto_context`: departments,
 * fto_role_mappings and fto_schedules (the FTO context every session answer carries).
 */
@Entity('change_versions')
export class ChangeVersion {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  name: string;

  @Column({ type: 'bigint', default: 0 })
  version: string;
}
