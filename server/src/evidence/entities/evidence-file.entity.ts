import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, OneToOne, PrimaryColumn } from 'typeorm';
import { VerificationFile } from '../../fto/entities/verification-file.entity.js';
import { FtoVerification } from '../../fto/entities/verification.entity.js';

/** A check of a photo's evidence (issue 27). They inform the next level; they never block an officer. */
export const EVIDENCE_FLAGS = ['no-location', 'far-from-work', 'old-photo', 'reused-photo', 'time-mismatch', 'future'] as const;
export type EvidenceFlag = (typeof EVIDENCE_FLAGS)[number];

/** Why a photo carries its flags, and what the next level is shown beside it. */
export interface EvidenceDetails {
  /** far-from-work: metres from the work's reference point, and which point that was. */
  distance_m?: number;
  reference?: 'mis' | 'level1-photo';
  /** far-from-work: metres from the panchayat's location, where the portal knows it. */
  gp_distance_m?: number;
  /** old-photo: taken before the cycle opened (`before-cycle`) or more than 7 days before the submission (`stale`). */
  old?: 'before-cycle' | 'stale';
  /** old-photo: whole days between the capture and the submission. */
  age_days?: number;
  /** reused-photo: the earlier file it is near-identical to. */
  reused?: { key: string; work_code: string; verification_id: number; level: number; user_name: string; distance: number };
  /** time-mismatch: minutes between the EXIF time and the device's time. */
  time_gap_minutes?: number;
  /** future (issue 41): minutes the EXIF capture time is after the submission. */
  future_minutes?: number;
  /**
   * Not a flag (issue 41): the camera's DateTimeOriginal as written when it was ignored (no such
   * date, or outside 2000-01-01 .. a day after the filing); `taken_at` is null then.
   */
  ignored_time?: string;
}

/**
 * What a stored photo shows of where and when it was taken (issue 27): read by the server from
 * its EXIF (exifr), the device's position as the phone reported it (kept apart: weaker), its
 * perceptual hash, and the flags decided when it was filed. Written by the evidence module in the
 * submission's transaction; one row per stored file.
 */
@Entity('evidence_files')
@Index('idx_evidence_files_verification', ['verification_id'])
@Index('idx_evidence_files_work', ['cycle_id', 'work_code', 'level', 'created_at'])
// Multi-index hashing: the 64-bit hash in four 16-bit parts, each indexed; a photo within
// Hamming distance 11 of another shares a part within distance 2 of it (pigeonhole).
@Index('idx_evidence_files_phash_a', ['phash_a'])
@Index('idx_evidence_files_phash_b', ['phash_b'])
@Index('idx_evidence_files_phash_c', ['phash_c'])
@Index('idx_evidence_files_phash_d', ['phash_d'])
export class EvidenceFile {
  @PrimaryColumn({ type: 'varchar', length: 40 })
  key: string;

  @OneToOne(() => VerificationFile, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'key' })
  file?: VerificationFile;

  /** The record the file was uploaded with (a later record of the same level may keep it). */
  @Column({ type: 'int' })
  verification_id: number;

  @ManyToOne(() => FtoVerification, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'verification_id' })
  verification?: FtoVerification;

  @Column({ type: 'int' })
  cycle_id: number;

  @Column({ type: 'smallint' })
  level: number;

  @Column({ type: 'varchar', length: 40 })
  work_code: string;

  @Column({ type: 'varchar', length: 4 })
  district_code: string;

  @Column({ type: 'varchar', length: 7 })
  block_code: string;

  @Column({ type: 'varchar', length: 10 })
  panchayat_code: string;

  @Column({ type: 'int' })
  user_id: number;

  /** `site` (the site photo) or `checklist` (a checklist item's image). */
  @Column({ type: 'varchar', length: 10 })
  kind: 'site' | 'checklist';

  @Column({ type: 'int', nullable: true })
  item_id: number | null;

  /** From the photo's EXIF GPS block, read by the server. */
  @Column({ type: 'double precision', nullable: true })
  exif_latitude: number | null;

  @Column({ type: 'double precision', nullable: true })
  exif_longitude: number | null;

  /** GPSHPositioningError, metres, where the camera wrote it. */
  @Column({ type: 'real', nullable: true })
  exif_accuracy_m: number | null;

  /** DateTimeOriginal with its OffsetTimeOriginal, else read as Asia/Kolkata. */
  @Column({ type: 'timestamptz', nullable: true })
  taken_at: Date | null;

  /** The offset the EXIF gave (`+05:30`), or null when Asia/Kolkata was assumed. */
  @Column({ type: 'varchar', length: 6, nullable: true })
  taken_at_offset: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  camera_make: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  camera_model: string | null;

  /** The position the device reported when the photo was taken (navigator.geolocation): weaker than EXIF. */
  @Column({ type: 'double precision', nullable: true })
  device_latitude: number | null;

  @Column({ type: 'double precision', nullable: true })
  device_longitude: number | null;

  @Column({ type: 'real', nullable: true })
  device_accuracy_m: number | null;

  /** The device's clock when the photo was taken, as the device reported it: never the capture time. */
  @Column({ type: 'timestamptz', nullable: true })
  device_time: Date | null;

  /** The 64-bit DCT perceptual hash (sharp-phash), signed; null when the image could not be decoded. */
  @Column({ type: 'bigint', nullable: true })
  phash: string | null;

  @Column({ type: 'int', nullable: true })
  phash_a: number | null;

  @Column({ type: 'int', nullable: true })
  phash_b: number | null;

  @Column({ type: 'int', nullable: true })
  phash_c: number | null;

  @Column({ type: 'int', nullable: true })
  phash_d: number | null;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  flags: EvidenceFlag[];

  @Column({ type: 'jsonb', default: () => "'{}'" })
  details: EvidenceDetails;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;
}
