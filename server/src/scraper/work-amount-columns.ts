/**
 * A work's amount columns (rupees) in the mirror, in the works report's order. A file of its own,
 * importing nothing, so the UI (by the `@server/` alias) and the change wording share it with the
 * works report's parser.
 */
export const WORK_AMOUNT_COLUMNS = [
  'sanction_wages',
  'sanction_material',
  'sanction_total',
  'paid_current_fy_wages',
  'paid_current_fy_material',
  'booked_current_fy_wages',
  'booked_current_fy_material',
  'booked_inception_wages',
  'booked_inception_material',
  'paid_inception_wages',
  'paid_inception_material',
  'paid_inception_total',
] as const;
