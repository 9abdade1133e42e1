import { summarise } from './changes-after.js';
import type { MisChangeEntry } from './reconciliation.types.js';

const at = new Date('2026-11-27T01:00:00Z');
const entry = (e: Partial<MisChangeEntry> & Pick<MisChangeEntry, 'source' | 'change'>): MisChangeEntry => ({
  row_key: 'W1',
  fto_no: null,
  recorded_at: at,
  fields: {},
  names: null,
  ...e,
});

describe('summarise: the flag of a work from its MIS history entries', () => {
  it('adds expenditure changes exactly to the paisa, whatever the JSON form of the amounts', () => {
    const c = summarise([
      entry({ source: 'work', change: 'changed', fields: { paid_inception_total: [100000.1, 142000.2] } }),
      entry({ source: 'work', change: 'changed', fields: { paid_inception_total: ['142000.20', '142000.30'] } }),
      entry({ source: 'work', change: 'changed', fields: { work_status: ['Ongoing', 'Completed'] } }),
    ]);
    expect(c.expenditure_delta).toBe(42000.2);
    expect(c).toMatchObject({ bills_added: 0, bills_paid: 0, bills_changed: 0, ftos_added: 0, gone: false, entries: 3 });
  });

  it('counts bills added (or back), paid and otherwise changed, and FTO rows added', () => {
    const c = summarise([
      entry({ source: 'bill', change: 'added', fields: { paid: [null, 500] } }),
      entry({ source: 'bill', change: 'back', fields: { paid: [null, 10] } }),
      entry({ source: 'bill', change: 'changed', fields: { paid: [0, 1200] } }),
      entry({ source: 'bill', change: 'changed', fields: { bill_date: ['2026-01-01', '2026-01-02'] } }),
      entry({ source: 'bill', change: 'gone', fields: { paid: [5, null] } }),
      entry({ source: 'fto', change: 'added', fto_no: 'F1' }),
      entry({ source: 'fto', change: 'changed', fto_no: 'F1', fields: { status: ['Pending', 'Processed'] } }),
      entry({ source: 'register', change: 'changed' }),
    ]);
    expect(c).toMatchObject({
      expenditure_delta: 0,
      bills_added: 2,
      bills_paid: 1,
      bills_changed: 2,
      ftos_added: 1,
      gone: false,
      entries: 8,
    });
  });

  it('a work gone and not back is gone; one back again is not; a gone work gives back its expenditure', () => {
    expect(summarise([entry({ source: 'work', change: 'gone', fields: { paid_inception_total: [5000, null] } })])).toMatchObject({
      gone: true,
      expenditure_delta: -5000,
    });
    expect(summarise([entry({ source: 'work', change: 'gone' }), entry({ source: 'work', change: 'back' })]).gone).toBe(false);
  });

  it('lists the first 50 entries and counts them all', () => {
    const many = Array.from({ length: 60 }, (_, i) => entry({ source: 'item', change: 'changed', row_key: `W1|${i}` }));
    const c = summarise(many);
    expect(c.entries).toBe(60);
    expect(c.changes).toHaveLength(50);
    expect(c.changes[0].row_key).toBe('W1|0');
  });
});
