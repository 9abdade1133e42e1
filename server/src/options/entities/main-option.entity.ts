import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** A dashboard card (spec 1 §3 Main option). */
@Entity('main_options')
export class MainOption {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 100 })
  option_name: string;

  /** The name in Kannada, shown in Kannada mode; none means the English name is shown. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  option_name_kn: string | null;

  /** An icon key the client maps to an icon (PeopleIcon, ReceiptIcon, GavelIcon, LogoDevIcon). */
  @Column({ type: 'varchar', length: 50 })
  icon: string;

  @Column({ type: 'varchar', length: 200, nullable: true })
  router: string | null;

  /** USER: every signed-in officer sees it; anything else: ADMIN holders only. */
  @Column({ type: 'varchar', length: 20, default: 'USER' })
  access_level: string;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updated_at: Date;
}
