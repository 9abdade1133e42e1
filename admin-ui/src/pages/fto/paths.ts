/**
 * The FTO Works Verification module's routes (spec 2 §2; /fto/evidence, /fto/changes and
 * /fto/reconciliation are this portal's own). The keys name the screens as the menu does; the
 * URLs are the spec's.
 */
export const ftoPaths = {
  fto: '/fto',
  /** Works Verification (level 1): the works summary by implementing agency. */
  worksVerification: '/fto/fileverify',
  /** Works Verification (level 1): the works of one agency and year. */
  worksVerificationList: '/fto/showlist',
  /** FTO Verification (levels 2 to 5). */
  ftoVerification: '/fto/ftoverify',
  dataAnalysis: '/fto/viewdata',
  photoEvidence: '/fto/evidence',
  panchayatLocations: '/fto/evidence/locations',
  misChanges: '/fto/changes',
  reconciliation: '/fto/reconciliation',
  /** A work's file on paper (issue 43 item 12): `?work=` and, from a report, `&cycle=`. */
  workPrint: '/fto/workfile/print',
} as const;
