import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { EvidenceFlag, PhotoEvidence, RecordEvidence } from './evidence.types.js';

/**
 * PLACEHOLDER of the lead's EvidenceService (issue 27 contract), so the report compiles and its
 * tests run before the core lands: the lead's server/src/evidence/evidence.service.ts replaces
 * this file whole at the merge. Only the three reads the report uses are here, with the
 * contract's signatures; they read the stored rows and add no notes or summary lines.
 */
@Injectable()
export class EvidenceService {
  constructor(private readonly dataSource: DataSource) {}

  async ofRecord(verificationId: number): Promise<RecordEvidence | null> {
    const [record]: {
      photos: number;
      flagged: number;
      flags: EvidenceFlag[];
      counts: RecordEvidence['counts'];
      max_distance_m: number | null;
    }[] = await this.dataSource.query(
      `SELECT photos, flagged, flags, counts, max_distance_m FROM evidence_records WHERE verification_id = $1`,
      [verificationId],
    );
    if (!record) return null;
    const files: Record<string, unknown>[] = await this.dataSource.query(
      `SELECT * FROM evidence_files WHERE verification_id = $1 ORDER BY kind DESC, item_id NULLS FIRST, key`,
      [verificationId],
    );
    const iso = (d: unknown) => (d instanceof Date ? d.toISOString() : null);
    return {
      ...record,
      summary: [],
      files: files.map((f): PhotoEvidence => ({
        path: `filever/files/${String(f.key)}`,
        kind: f.kind as PhotoEvidence['kind'],
        item_id: f.item_id as number | null,
        exif:
          f.exif_latitude === null && f.taken_at === null && f.camera_make === null
            ? null
            : {
                latitude: f.exif_latitude as number | null,
                longitude: f.exif_longitude as number | null,
                accuracy_m: f.exif_accuracy_m as number | null,
                taken_at: iso(f.taken_at),
                offset: f.taken_at_offset as string | null,
                make: f.camera_make as string | null,
                model: f.camera_model as string | null,
              },
        device:
          f.device_latitude === null && f.device_time === null
            ? null
            : {
                latitude: f.device_latitude as number | null,
                longitude: f.device_longitude as number | null,
                accuracy_m: f.device_accuracy_m as number | null,
                at: iso(f.device_time),
              },
        flags: f.flags as EvidenceFlag[],
        details: f.details as PhotoEvidence['details'],
        notes: [],
      })),
    };
  }

  async referencePoint(
    em: EntityManager | null,
    cycleId: number,
    workCode: string,
  ): Promise<{ latitude: number; longitude: number; source: 'mis' | 'level1-photo' } | null> {
    const q = em ?? this.dataSource.manager;
    const [mis]: { latitude: number; longitude: number }[] = await q.query(
      `SELECT geo_latitude AS latitude, geo_longitude AS longitude FROM mis_works
        WHERE work_code = $1 AND geo_latitude IS NOT NULL AND geo_longitude IS NOT NULL`,
      [workCode],
    );
    if (mis) return { ...mis, source: 'mis' };
    const [photo]: { latitude: number; longitude: number }[] = await q.query(
      `SELECT coalesce(exif_latitude, device_latitude) AS latitude, coalesce(exif_longitude, device_longitude) AS longitude
         FROM evidence_files
        WHERE cycle_id = $1 AND work_code = $2 AND level = 1 AND kind = 'site'
          AND coalesce(exif_latitude, device_latitude) IS NOT NULL
        ORDER BY created_at, key LIMIT 1`,
      [cycleId, workCode],
    );
    return photo ? { ...photo, source: 'level1-photo' } : null;
  }

  async gpLocation(panchayatCode: string): Promise<{ latitude: number; longitude: number } | null> {
    const [row]: { latitude: number; longitude: number }[] = await this.dataSource.query(
      `SELECT latitude, longitude FROM panchayats WHERE panchayat_code = $1 AND latitude IS NOT NULL`,
      [panchayatCode],
    );
    return row ?? null;
  }
}
