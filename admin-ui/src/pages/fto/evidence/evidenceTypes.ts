/**
 * Photo evidence as the API answers it (issue 27; server/src/evidence/evidence.types.ts): what a
 * stored photo shows of where and when it was taken, and the flags the server decided.
 */
export const EVIDENCE_FLAGS = ['no-location', 'far-from-work', 'old-photo', 'reused-photo', 'time-mismatch'] as const;
export type EvidenceFlag = (typeof EVIDENCE_FLAGS)[number];

export const isEvidenceFlag = (value: unknown): value is EvidenceFlag =>
  typeof value === 'string' && (EVIDENCE_FLAGS as readonly string[]).includes(value);

/** A coded server message (`{code, params}`; `message` in English when the server adds it). */
export interface CodedNote {
  code: string;
  params?: Record<string, string | number>;
  message?: string;
}

export interface PhotoEvidence {
  /** `filever/files/{key}`, equal to the record's image or site photo path. */
  path: string;
  kind: 'site' | 'checklist';
  item_id: number | null;
  exif: {
    latitude: number | null;
    longitude: number | null;
    accuracy_m: number | null;
    taken_at: string | null;
    offset: string | null;
    make: string | null;
    model: string | null;
  } | null;
  device: { latitude: number | null; longitude: number | null; accuracy_m: number | null; at: string | null } | null;
  flags: string[];
  details?: Record<string, unknown>;
  notes: CodedNote[];
}

export interface RecordEvidence {
  photos: number;
  flagged: number;
  flags: string[];
  counts: Record<string, number>;
  max_distance_m: number | null;
  summary: CodedNote[];
  files: PhotoEvidence[];
}

/** Where a stored path and an evidence path name the same file (`/api/filever/files/k`, `filever/files/k`). */
export const samePath = (a: string, b: string) => {
  const norm = (p: string) => p.replace(/^\/+/, '').replace(/^api\//, '');
  return norm(a) === norm(b);
};

/** The evidence of the photo stored at `path`, if the record has any. */
export const evidenceOf = (evidence: RecordEvidence | null | undefined, path: string | null | undefined): PhotoEvidence | null =>
  (path && evidence?.files?.find((file) => samePath(file.path, path))) || null;
