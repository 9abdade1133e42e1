// The CSV exports as they were written before issue 41 (commit 2e4527d): each built whole in
// memory from the service's list, then joined. Kept here, verbatim but for the data's source, so
// the streamed exports can be compared with them byte for byte (test/api/export-bounds.e2e-spec.ts).
// The MIS changes CSV's row, field and value cells are since worded as the page words them (issue
// 43 item 1, change-words.ts), here from the list's entries and their names.
import type { PrincipalRole } from '../../server/src/common/auth/principal.js';
import { format, type Language, type MessageCode } from '../../server/src/common/messages/index.js';
import type { ListQuery } from '../../server/src/common/pagination/list-query.js';
import { EVIDENCE_FLAGS, type EvidenceFlag } from '../../server/src/evidence/entities/evidence-file.entity.js';
import type { EvidenceWorkRow } from '../../server/src/evidence/repositories/evidence-report.repository.js';
import type { ReconciliationWork } from '../../server/src/reconciliation/reconciliation.service.js';
import { fieldLabel, fieldValueCell, subjectText, type Say } from '../../server/src/scraper/changes/change-words.js';
import { MAX_CSV_WORKS, type ChangeKind, type MisChangesService } from '../../server/src/scraper/changes/mis-changes.service.js';

const TIME_ZONE = 'Asia/Kolkata';

/**
 * The old csvCell (evidence-report.service.ts), with issue 42's one formula rule (the UI's and the
 * server's, server/src/common/csv/csv-cell.ts): a plain decimal number written as text (`-12.50`)
 * stays a number; only the rule changed, not how the exports are built.
 */
export function csvCell(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const text = /^[=+\-@\t\r]/.test(value) && !/^-?\d+(\.\d+)?$/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const KIND_LABELS: Record<ChangeKind, MessageCode> = {
  'new-works': 'MIS_CHANGE_NEW_WORKS',
  'gone-works': 'MIS_CHANGE_GONE_WORKS',
  'amounts-changed': 'MIS_CHANGE_AMOUNTS_CHANGED',
  'works-changed': 'MIS_CHANGE_WORKS_CHANGED',
  'bills-added': 'MIS_CHANGE_BILLS_ADDED',
  'bills-paid': 'MIS_CHANGE_BILLS_PAID',
  'bills-changed': 'MIS_CHANGE_BILLS_CHANGED',
  'ftos-added': 'MIS_CHANGE_FTOS_ADDED',
  'ftos-changed': 'MIS_CHANGE_FTOS_CHANGED',
};

const minutes = () =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });

/** MisChangesService.csv before issue 41: the list of every matching work, then one line per changed field. */
export async function misChangesCsvBefore(
  service: MisChangesService,
  role: PrincipalRole,
  query: ListQuery,
  language: Language,
): Promise<string> {
  const page = await service.list(role, { ...query, skip: 0, take: MAX_CSV_WORKS });
  const label = (code: MessageCode) => format(code, language);
  const name = (en: string | null, kn: string | null) => (language === 'kn' ? (kn ?? en) : en) ?? '';
  const when = minutes();
  const say: Say = (code, params) => format(code, language, params);
  const lines: (string | number)[][] = [
    [
      label('MIS_CHANGES_CSV_BLOCK'),
      label('MIS_CHANGES_CSV_PANCHAYAT'),
      label('MIS_CHANGES_CSV_WORK_CODE'),
      label('MIS_CHANGES_CSV_WORK_NAME'),
      label('MIS_CHANGES_CSV_FTO_NO'),
      label('MIS_CHANGES_CSV_AT'),
      label('MIS_CHANGES_CSV_RUN'),
      label('MIS_CHANGES_CSV_KIND'),
      label('MIS_CHANGES_CSV_ROW'),
      label('MIS_CHANGES_CSV_FIELD'),
      label('MIS_CHANGES_CSV_OLD'),
      label('MIS_CHANGES_CSV_NEW'),
      label('MIS_CHANGES_CSV_DIFFERENCE'),
    ],
  ];
  for (const w of page.rows) {
    for (const c of w.changes) {
      const head = [
        name(w.block_name, w.block_name_kn),
        name(w.panchayat_name, w.panchayat_name_kn),
        w.work_code ?? '',
        w.work_name ?? '',
        w.fto_no ?? '',
        when.format(new Date(c.recorded_at)).replace(',', ''),
        c.run_id ?? '',
        label(KIND_LABELS[c.kind]),
        subjectText({ ...c, fto_no: w.fto_no }, say),
      ];
      if (c.fields.length === 0) lines.push([...head, '', '', '', '']);
      for (const f of c.fields) {
        lines.push([
          ...head,
          fieldLabel(f.field, say),
          fieldValueCell(f.field, f.old, say),
          fieldValueCell(f.field, f.new, say),
          f.difference ?? '',
        ]);
      }
    }
  }
  return `\uFEFF${lines.map((cells) => cells.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

/** ReconciliationService.csv before issue 41, from the drill-down's works (ReconciliationService.works). */
export function reconciliationCsvBefore(works: ReconciliationWork[], language: Language): string {
  const label = (code: MessageCode) => format(code, language);
  const yes = label('RECONCILIATION_CSV_YES');
  const no = label('RECONCILIATION_CSV_NO');
  const name = (en: string | null, kn: string | null) => (language === 'kn' ? (kn ?? en) : en) ?? '';
  const header = [
    label('EVIDENCE_CSV_DISTRICT'),
    label('EVIDENCE_CSV_BLOCK'),
    label('EVIDENCE_CSV_PANCHAYAT'),
    label('EVIDENCE_CSV_WORK_CODE'),
    label('EVIDENCE_CSV_WORK_NAME'),
    label('RECONCILIATION_CSV_LEVEL'),
    label('EVIDENCE_CSV_OFFICER'),
    label('RECONCILIATION_CSV_RECOMMENDED'),
    label('RECONCILIATION_CSV_EXPENDITURE'),
    label('RECONCILIATION_CSV_CHANGED'),
    label('RECONCILIATION_CSV_EXPENDITURE_DELTA'),
    label('RECONCILIATION_CSV_BILLS_ADDED'),
    label('RECONCILIATION_CSV_BILLS_PAID'),
    label('RECONCILIATION_CSV_BILLS_CHANGED'),
    label('RECONCILIATION_CSV_FTOS_ADDED'),
    label('RECONCILIATION_CSV_GONE'),
  ];
  const money = (v: number | null) => (v === null ? '' : v.toFixed(2));
  const lines = [
    header,
    ...works.map((w) => {
      const c = w.mis_changed;
      return [
        name(w.district_name, w.district_name_kn),
        name(w.block_name, w.block_name_kn),
        name(w.panchayat_name, w.panchayat_name_kn),
        w.work_code,
        w.work_name ?? '',
        w.level,
        w.user_name,
        w.recommendation === 'Yes' ? yes : no,
        money(w.expenditure),
        c ? yes : no,
        c ? money(c.expenditure_delta) : '',
        c?.bills_added ?? '',
        c?.bills_paid ?? '',
        c?.bills_changed ?? '',
        c?.ftos_added ?? '',
        c ? (c.gone ? yes : no) : '',
      ];
    }),
  ];
  return `\uFEFF${lines.map((cells) => cells.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

const FLAG_LABELS: Record<EvidenceFlag, MessageCode> = {
  'no-location': 'EVIDENCE_FLAG_NO_LOCATION',
  'far-from-work': 'EVIDENCE_FLAG_FAR_FROM_WORK',
  'old-photo': 'EVIDENCE_FLAG_OLD_PHOTO',
  'reused-photo': 'EVIDENCE_FLAG_REUSED_PHOTO',
  'time-mismatch': 'EVIDENCE_FLAG_TIME_MISMATCH',
  // Not in the old implementation: the flag came with issue 41 part 2, after it was copied here.
  future: 'EVIDENCE_FLAG_FUTURE',
};

/** A flagged record as the old CSV read it: the works list's row and its district's and taluk's names. */
export type EvidenceCsvRow = EvidenceWorkRow & {
  district_name: string | null;
  district_name_kn: string | null;
  block_name: string | null;
  block_name_kn: string | null;
};

/** EvidenceReportService.csv before issue 41, from the flagged records (EvidenceReportService.works with the place names). */
export function evidenceCsvBefore(rows: EvidenceCsvRow[], language: Language): string {
  const label = (code: MessageCode) => format(code, language);
  const header = [
    label('EVIDENCE_CSV_DISTRICT'),
    label('EVIDENCE_CSV_BLOCK'),
    label('EVIDENCE_CSV_PANCHAYAT'),
    label('EVIDENCE_CSV_WORK_CODE'),
    label('EVIDENCE_CSV_WORK_NAME'),
    label('EVIDENCE_CSV_LEVEL'),
    label('EVIDENCE_CSV_OFFICER'),
    label('EVIDENCE_CSV_SUBMITTED_AT'),
    label('EVIDENCE_CSV_PHOTOS'),
    label('EVIDENCE_CSV_FLAGGED_PHOTOS'),
    ...EVIDENCE_FLAGS.map((f) => label(FLAG_LABELS[f])),
    label('EVIDENCE_CSV_MAX_DISTANCE'),
  ];
  const name = (en: string | null, kn: string | null) => (language === 'kn' ? (kn ?? en) : en) ?? '';
  const when = minutes();
  const lines = [
    header,
    ...rows.map((r) => [
      name(r.district_name, r.district_name_kn),
      name(r.block_name, r.block_name_kn),
      name(r.panchayat_name, r.panchayat_name_kn),
      r.work_code,
      r.work_name ?? '',
      r.level,
      r.user_name,
      when.format(new Date(r.submitted_at)).replace(',', ''),
      r.photos,
      r.flagged,
      ...EVIDENCE_FLAGS.map((f) => r.counts[f] ?? 0),
      r.max_distance_m ?? '',
    ]),
  ];
  return `\uFEFF${lines.map((cells) => cells.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
