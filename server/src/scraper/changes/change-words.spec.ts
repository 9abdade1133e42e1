import { describe, expect, it } from '@jest/globals';
import { format } from '../../common/messages/catalog.js';
import { BILLS, FTO_ROWS, ITEMS, REGISTER, WORKS } from '../repositories/mirror-tables.js';
import {
  changeSentence,
  FIELD_LABELS,
  fieldLabel,
  fieldValueCell,
  fieldWords,
  headOf,
  misStatusText,
  subjectText,
  type HistoryEntry,
  type Say,
} from './change-words.js';

// The screens' words (admin-ui's changeWords re-exports this file) and the CSV's: the server catalog in each language.
const en: Say = (code, values) => format(code, 'en', values);
const kn: Say = (code, values) => format(code, 'kn', values);

const WORK = '1515001005/LD/33264641804';

describe('change-words: a MIS history entry in the officer words (issue 43 item 1)', () => {
  it('a new bill: its number, amount and date, no row key, no column name', () => {
    const entry: HistoryEntry = {
      source: 'bill',
      change: 'added',
      row_key: `${WORK}|v:1515001005ML000626`,
      fields: { due: [null, 18500], paid: [null, 0], bill_no: [null, 'LE-104'], bill_date: [null, '2026-12-05'] },
    };
    expect(changeSentence(entry, en)).toBe('New bill LE-104 of ₹ 18,500.00 dated 05/12/2026 (Paid: ₹ 0.00)');
    expect(changeSentence(entry, kn)).toBe('ಹೊಸ ಬಿಲ್ LE-104: ₹ 18,500.00, ದಿನಾಂಕ 05/12/2026 (ಪಾವತಿಸಿದ ಮೊತ್ತ: ₹ 0.00)');
  });

  it('a work figure changed: its label, both values as money', () => {
    const entry: HistoryEntry = { source: 'work', change: 'changed', row_key: WORK, fields: { paid_inception_material: [0, 42000] } };
    expect(changeSentence(entry, en)).toBe('The work changed (Material paid since inception: ₹ 0.00 → ₹ 42,000.00)');
    expect(changeSentence(entry, kn)).toBe('ಕಾಮಗಾರಿ ಬದಲಾಗಿದೆ (ಆರಂಭದಿಂದ ಪಾವತಿಸಿದ ಸಾಮಗ್ರಿ ಮೊತ್ತ: ₹ 0.00 → ₹ 42,000.00)');
  });

  it('the list shape of the MIS Changes API reads the same; dates dd/mm/yyyy, statuses in words, counts grouped', () => {
    const entry: HistoryEntry = {
      source: 'work',
      change: 'changed',
      row_key: WORK,
      fields: [
        { field: 'started_on', old: null, new: '2026-04-01' },
        { field: 'work_status', old: 'Ongoing', new: 'Physically Completed' },
        { field: 'sanction_total', old: 100000, new: 1250000.5 },
        { field: 'total_mandays', old: 1200, new: 123456 },
        { field: 'work_start_fin_year', old: '2025-26', new: '2026-2027' },
      ],
    };
    expect(fieldWords(entry, en).map((f) => f.text)).toEqual([
      'Start date: – → 01/04/2026',
      'Work status: Ongoing → Physically Completed',
      'Sanctioned total: ₹ 1,00,000.00 → ₹ 12,50,000.50',
      'Person-days since inception: 1,200 → 1,23,456',
      'Financial year the work started: 2025-2026 → 2026-2027',
    ]);
    expect(fieldWords(entry, kn).map((f) => f.text)).toEqual([
      'ಆರಂಭದ ದಿನಾಂಕ: – → 01/04/2026',
      'ಕಾಮಗಾರಿಯ ಸ್ಥಿತಿ: ಪ್ರಗತಿಯಲ್ಲಿದೆ → ಭೌತಿಕವಾಗಿ ಪೂರ್ಣಗೊಂಡಿದೆ',
      'ಮಂಜೂರಾದ ಒಟ್ಟು ಮೊತ್ತ: ₹ 1,00,000.00 → ₹ 12,50,000.50',
      'ಆರಂಭದಿಂದ ಮಾನವ ದಿನಗಳು: 1,200 → 1,23,456',
      'ಕಾಮಗಾರಿ ಆರಂಭವಾದ ಹಣಕಾಸು ವರ್ಷ: 2025-2026 → 2026-2027',
    ]);
  });

  it('a bill changed is named by its number, or by its voucher when the entry does not carry the number', () => {
    const byNumber: HistoryEntry = { source: 'bill', change: 'changed', row_key: `${WORK}|b:LE-9|2026-11-02`, fields: { paid: [0, 1200] } };
    expect(changeSentence(byNumber, en)).toBe('Bill LE-9 changed (Paid: ₹ 0.00 → ₹ 1,200.00)');
    const byVoucher: HistoryEntry = {
      source: 'bill',
      change: 'changed',
      row_key: `${WORK}|v:1515001005ML000626`,
      fields: { paid: [0, 1200] },
    };
    expect(changeSentence(byVoucher, en)).toBe('The bill of voucher 1515001005ML000626 changed (Paid: ₹ 0.00 → ₹ 1,200.00)');
    expect(changeSentence(byVoucher, kn)).toBe('ಓಚರ್ 1515001005ML000626 ರ ಬಿಲ್ ಬದಲಾಗಿದೆ (ಪಾವತಿಸಿದ ಮೊತ್ತ: ₹ 0.00 → ₹ 1,200.00)');
  });

  it('a changed bill keyed by its voucher and a changed material line are named by the row names the API gives (bill number, material)', () => {
    const bill: HistoryEntry = {
      source: 'bill',
      change: 'changed',
      row_key: `${WORK}|v:1515001005ML000626`,
      fields: { paid: [0, 18500], due: [18500, 0] },
      names: { bill_no: 'LE-104', material_detail: null },
    };
    expect(changeSentence(bill, en)).toBe('Bill LE-104 changed (Paid: ₹ 0.00 → ₹ 18,500.00; Amount due: ₹ 18,500.00 → ₹ 0.00)');
    expect(changeSentence(bill, kn)).not.toContain('1515001005ML000626');
    expect(changeSentence(bill, kn)).toContain('LE-104');
    // The entry's own new number comes first (the bill renumbered in the MIS).
    const renumbered: HistoryEntry = {
      ...bill,
      fields: { bill_no: ['LE-104', 'LE-105'] },
      names: { bill_no: 'LE-105', material_detail: null },
    };
    expect(changeSentence(renumbered, en)).toBe('Bill LE-105 changed (Bill number: LE-104 → LE-105)');
    const line: HistoryEntry = {
      source: 'item',
      change: 'changed',
      row_key: '1515001005|2026-2027|846c431c0d2d4e0f9d6a1b2c3d4e5f60',
      fields: { vendor_name: ['Sri Ganesh Traders', 'Sri Ganesh Hardware'] },
      names: { bill_no: 'LE-104', material_detail: 'Cement (50 kg bags)' },
    };
    expect(changeSentence(line, en)).toBe(
      'Material “Cement (50 kg bags)” of bill LE-104 changed (Vendor: Sri Ganesh Traders → Sri Ganesh Hardware)',
    );
    expect(changeSentence(line, kn)).toContain('Cement (50 kg bags)');
    // Without names (a row no longer mirrored) the line still reads without its key.
    expect(changeSentence({ ...line, names: null }, en)).not.toContain('846c431c');
  });

  it('a material line is named by its bill (never its hash key); an FTO row by FTO and transaction, its status in words', () => {
    const item: HistoryEntry = {
      source: 'item',
      change: 'added',
      row_key: '1515001005|2026-2027|846c431c0d2d4e0f9d6a1b2c3d4e5f60',
      fields: { bill_no: [null, 'LE-104'], bill_date: [null, '2026-12-05'], quantity: [null, 40], total_price: [null, 16000] },
    };
    const text = changeSentence(item, en);
    expect(text).toBe('Material of bill LE-104 added (Bill date: 05/12/2026; Quantity: 40; Total price: ₹ 16,000.00)');
    expect(text).not.toContain('846c431c');
    const fto: HistoryEntry = {
      source: 'fto',
      change: 'changed',
      fto_no: 'KN1522004_280324FTO_3100',
      row_key: 'KN1522004_280324FTO_3100|KN1522004R0001',
      fields: { status: ['Pending', 'Processed'], credit_amount_actual: [0, 900], processed_date: [null, '2026-12-01'] },
    };
    expect(changeSentence(fto, en)).toBe(
      'FTO KN1522004_280324FTO_3100, transaction KN1522004R0001 changed (Status: Pending → Processed; Amount credited: ₹ 0.00 → ₹ 900.00; Processed on: – → 01/12/2026)',
    );
    expect(changeSentence(fto, kn)).toBe(
      'FTO KN1522004_280324FTO_3100, ವಹಿವಾಟು KN1522004R0001 ಬದಲಾಗಿದೆ (ಸ್ಥಿತಿ: ಬಾಕಿ ಇದೆ → ಪ್ರಕ್ರಿಯೆಗೊಂಡಿದೆ; ಜಮಾ ಆದ ಮೊತ್ತ: ₹ 0.00 → ₹ 900.00; ಪ್ರಕ್ರಿಯೆಗೊಂಡ ದಿನಾಂಕ: – → 01/12/2026)',
    );
    const sr: HistoryEntry = {
      source: 'fto',
      change: 'gone',
      fto_no: 'F1',
      row_key: 'F1|sr:3',
      fields: { credit_amount_due: [500, null] },
    };
    expect(changeSentence(sr, en)).toBe('FTO F1, row 3 gone from the MIS (Amount to credit: ₹ 500.00)');
  });

  it('a gone work lists its last values; a new bill without a date lists its fields', () => {
    const gone: HistoryEntry = {
      source: 'work',
      change: 'gone',
      row_key: WORK,
      fields: { work_status: ['Suspended', null], paid_inception_total: [0, null] },
    };
    expect(changeSentence(gone, en)).toBe('The work gone from the MIS (Work status: Suspended; Expenditure since inception: ₹ 0.00)');
    expect(changeSentence(gone, kn)).toBe('ಕಾಮಗಾರಿ MIS ನಿಂದ ಹೋಗಿದೆ (ಕಾಮಗಾರಿಯ ಸ್ಥಿತಿ: ಸ್ಥಗಿತಗೊಂಡಿದೆ; ಆರಂಭದಿಂದ ಒಟ್ಟು ವೆಚ್ಚ: ₹ 0.00)');
    const bill: HistoryEntry = { source: 'bill', change: 'added', row_key: `${WORK}|NEW-1`, fields: { paid: [null, 900] } };
    expect(headOf(bill, en).head).toBe('A bill added');
    expect(changeSentence(bill, en)).toBe('A bill added (Paid: ₹ 900.00)');
  });

  it('every column a history entry can carry (the mirror tables) has a label in both languages', () => {
    const columns = new Set([WORKS, REGISTER, BILLS, ITEMS, FTO_ROWS].flatMap((table) => Object.keys(table.columns)));
    columns.delete('layout'); // not kept (docs/mis-changes.md)
    const labels = FIELD_LABELS as Record<string, string>;
    expect([...columns].filter((c) => !labels[c])).toEqual([]);
    for (const c of columns) {
      expect(en(labels[c] as never)).not.toBe(labels[c]);
      expect(kn(labels[c] as never)).not.toBe(labels[c]);
      expect(en(labels[c] as never)).not.toMatch(/_/);
    }
  });

  it('the MIS statuses read in words; an unknown one stays as the MIS wrote it', () => {
    expect(
      ['Ongoing', 'Completed', 'Suspended', 'Physically Completed', 'Processed', 'Rejected', 'Pending'].map((s) => misStatusText(s, kn)),
    ).toEqual(['ಪ್ರಗತಿಯಲ್ಲಿದೆ', 'ಪೂರ್ಣಗೊಂಡಿದೆ', 'ಸ್ಥಗಿತಗೊಂಡಿದೆ', 'ಭೌತಿಕವಾಗಿ ಪೂರ್ಣಗೊಂಡಿದೆ', 'ಪ್ರಕ್ರಿಯೆಗೊಂಡಿದೆ', 'ತಿರಸ್ಕರಿಸಲಾಗಿದೆ', 'ಬಾಕಿ ಇದೆ']);
    expect(misStatusText('physically  completed', en)).toBe('Physically Completed');
    expect(misStatusText('Held Up', kn)).toBe('Held Up');
  });
  it('the CSV cells (issue 43): the row as the page names it, each field by its label, dates and statuses in words; money and counts stay numbers', () => {
    const bill: HistoryEntry = {
      source: 'bill',
      change: 'changed',
      row_key: `${WORK}|v:1515001005ML000626`,
      fields: { paid: [0, 18500] },
      names: { bill_no: 'LE-104', material_detail: null },
    };
    expect(subjectText(bill, en)).toBe('Bill LE-104');
    expect(subjectText(bill, kn)).toBe('ಬಿಲ್ LE-104');
    const fto: HistoryEntry = {
      source: 'fto',
      change: 'added',
      fto_no: 'KN1522004_280324FTO_3100',
      row_key: 'KN1522004_280324FTO_3100|KN1522004R0001',
      fields: { status: [null, 'Processed'] },
    };
    expect(subjectText(fto, en)).toBe('FTO KN1522004_280324FTO_3100, transaction KN1522004R0001');
    expect(subjectText({ source: 'work', change: 'changed', row_key: WORK, fields: {} }, en)).toBe('The work');
    expect(['paid_inception_wages', 'started_on', 'bill_no', 'credit_amount_actual'].map((f) => fieldLabel(f, en))).toEqual([
      'Wages paid since inception',
      'Start date',
      'Bill number',
      'Amount credited',
    ]);
    expect(fieldLabel('started_on', kn)).toBe('ಆರಂಭದ ದಿನಾಂಕ');
    // Dates dd/mm/yyyy, years, yes/no and statuses in words; no value an empty cell.
    expect(fieldValueCell('started_on', '2026-04-01', en)).toBe('01/04/2026');
    expect(fieldValueCell('work_start_fin_year', '2025-26', en)).toBe('2025-2026');
    expect(fieldValueCell('is_secure', true, kn)).toBe('ಹೌದು');
    expect(fieldValueCell('work_status', 'Physically Completed', kn)).toBe('ಭೌತಿಕವಾಗಿ ಪೂರ್ಣಗೊಂಡಿದೆ');
    expect(fieldValueCell('status', 'Processed', en)).toBe('Processed');
    expect(fieldValueCell('paid', null, en)).toBe('');
    expect(fieldValueCell('started_on', null, kn)).toBe('');
    // Money and counts as the MIS gives them: numbers a spreadsheet adds up, no ₹, no grouping.
    expect(fieldValueCell('paid_inception_material', 1250000.5, en)).toBe(1250000.5);
    expect(fieldValueCell('due', '18500.00', kn)).toBe('18500.00');
    expect(fieldValueCell('total_mandays', 123456, en)).toBe(123456);
    // Other text as it came.
    expect(fieldValueCell('vendor_name', 'Sri Ganesh Traders', kn)).toBe('Sri Ganesh Traders');
  });
});
