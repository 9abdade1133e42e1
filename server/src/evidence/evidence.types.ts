import type { Said } from '../common/messages/index.js';
import type { EvidenceDetails, EvidenceFlag } from './entities/evidence-file.entity.js';

export type { EvidenceDetails, EvidenceFlag };

/** The position a phone reported when a photo was taken (multipart field `devicePositions`). */
export interface DeviceReport {
  latitude: number | null;
  longitude: number | null;
  accuracy_m: number | null;
  /** The device's clock at the capture, as the device says: stored, shown, never taken as the capture time. */
  at: Date | null;
}

/** One photo's evidence as the API answers it (Fill Work File, the report's map). */
export interface PhotoEvidence {
  /** `filever/files/{key}`: the authorised file route. */
  path: string;
  kind: 'site' | 'checklist';
  item_id: number | null;
  /** The checklist item's title (a checklist photo; null for the site photo or an item since deleted), English and Kannada. */
  item_title: string | null;
  item_title_kn: string | null;
  /** Read by the server from the photo itself; null when it carries no EXIF worth reading. */
  exif: {
    latitude: number | null;
    longitude: number | null;
    accuracy_m: number | null;
    /** ISO instant; null when the photo gives no capture time. */
    taken_at: string | null;
    /** The EXIF offset, or null when Asia/Kolkata was assumed. */
    offset: string | null;
    make: string | null;
    model: string | null;
  } | null;
  /** "Reported by the device": weaker than EXIF. */
  device: { latitude: number | null; longitude: number | null; accuracy_m: number | null; at: string | null } | null;
  flags: EvidenceFlag[];
  details: EvidenceDetails;
  /** One line per flag, coded (the UI shows it in the officer's language). */
  notes: Said[];
}

/** A verification record's photos as a whole. */
export interface RecordEvidence {
  photos: number;
  flagged: number;
  flags: EvidenceFlag[];
  counts: Partial<Record<EvidenceFlag, number>>;
  max_distance_m: number | null;
  /** Summary lines ("2 of 5 photos are far from the work site (1.8 km)"), coded. */
  summary: Said[];
  files: PhotoEvidence[];
}
