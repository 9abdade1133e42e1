import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import type { StorageName } from '../../storage/file-storage.js';
import { FtoVerification } from './verification.entity.js';

/**
 * An uploaded image of a verification (checklist item image or site photo): the storage key and
 * the work it belongs to, so the file route can check who may see it.
 */
@Entity('fto_files')
@Index('idx_fto_files_verification', ['verification_id'])
export class VerificationFile {
  @PrimaryColumn({ type: 'varchar', length: 40 })
  key: string;

  @Column({ type: 'int' })
  verification_id: number;

  @ManyToOne(() => FtoVerification, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'verification_id' })
  verification?: FtoVerification;

  @Column({ type: 'varchar', length: 40 })
  work_code: string;

  /** `checklist` (item image) or `site` (site photo). */
  @Column({ type: 'varchar', length: 10 })
  kind: 'checklist' | 'site';

  @Column({ type: 'int', nullable: true })
  item_id: number | null;

  @Column({ type: 'varchar', length: 20 })
  mime: string;

  @Column({ type: 'int' })
  size: number;

  @Column({ type: 'int' })
  uploaded_by: number;

  /** The storage driver holding the file (`local` or `s3`): set when stored, switched by `files migrate`. */
  @Column({ type: 'varchar', length: 10, default: 'local' })
  storage: StorageName;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;
}
