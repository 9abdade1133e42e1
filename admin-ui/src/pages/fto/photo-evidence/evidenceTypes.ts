import type { Schema } from '../../../api/types';

/**
 * Photo evidence as the API answers it (issue 27; server/src/evidence/evidence.types.ts): what a
 * stored photo shows of where and when it was taken, and the flags the server decided.
 */
export type EvidenceFlag = Schema<'PhotoEvidence'>['flags'][number];
/**
 * Every flag of the API (the generated schema's PhotoEvidence.flags), none missing and none
 * extra (a flag the server adds or drops fails the UI's type check here), in the order the
 * report's columns and filters show them (the server's EVIDENCE_FLAGS order).
 */
const FLAGS_IN_ORDER: Record<EvidenceFlag, true> = {
  'no-location': true,
  'far-from-work': true,
  'old-photo': true,
  'reused-photo': true,
  'time-mismatch': true,
  future: true,
};
/** The flags in the order the report's columns and filters show them. */
export const EVIDENCE_FLAGS: readonly EvidenceFlag[] = Object.keys(FLAGS_IN_ORDER) as EvidenceFlag[];

export const isEvidenceFlag = (value: unknown): value is EvidenceFlag =>
  typeof value === 'string' && (EVIDENCE_FLAGS as readonly string[]).includes(value);

/** A coded server message (`{code, params}`; `message` in English). */
export type CodedNote = Schema<'Said'>;

/** One photo's evidence (server/src/evidence/evidence.types.ts, through docs/openapi.json). */
export type PhotoEvidence = Schema<'PhotoEvidence'>;

/** A verification record's photos as a whole. */
export type RecordEvidence = Schema<'RecordEvidence'>;

/** Where a stored path and an evidence path name the same file (`/api/filever/files/k`, `filever/files/k`). */
export const samePath = (a: string, b: string) => {
  const norm = (p: string) => p.replace(/^\/+/, '').replace(/^api\//, '');
  return norm(a) === norm(b);
};

/** The evidence of the photo stored at `path`, if the record has any. */
export const evidenceOf = (evidence: RecordEvidence | null | undefined, path: string | null | undefined): PhotoEvidence | null =>
  (path && evidence?.files?.find((file) => samePath(file.path, path))) || null;
