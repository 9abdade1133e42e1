import { describe, expect, it } from '@jest/globals';
import type { ChecklistItem } from '../common/ftoApi';
import { prefillFrom, rebase, submissionBody, withDefaults, type FillState } from './fillForm';
import type { PreviousRecord } from '../common/ftoApi';

const item = (id: number, images: 'Y' | 'N'): ChecklistItem =>
  ({ id, checklist_title_kn: `ಅಂಶ ${id}`, CB: 'Y', CB_C: 2, INP: 'N', Remark: 'N', imgages: images }) as ChecklistItem;

const file = (name: string) => new File([new Uint8Array([1, 2, 3])], name, { type: 'image/jpeg' });
const at = '2026-11-26T08:00:00.000Z';

describe('the Fill Work File body with the device positions (issue 27)', () => {
  const items = [item(1, 'Y'), item(2, 'Y'), item(3, 'N')];
  const base = (): FillState => ({ ...prefillFrom(null, 2).state, recommendation: 'Yes' });

  it('sends devicePositions before the files, one entry a file sent, by its field name', () => {
    const state: FillState = {
      ...base(),
      sitePhoto: file('site.jpg'),
      images: { 1: file('one.jpg'), 3: file('three.jpg') },
      positions: {
        sitePhoto: { latitude: 17.2, longitude: 76.36, accuracy: 12, at },
        image_1: { latitude: null, longitude: null, accuracy: null, at },
        // An image of an item that takes none is not sent, nor is its position; nor one of no file.
        image_3: { latitude: 1, longitude: 2, accuracy: 3, at },
        image_2: { latitude: 1, longitude: 2, accuracy: 3, at },
      },
    };
    const body = submissionBody({ workCode: 'W/1', currentRole: null, items, rows: [], state });
    const names = [...body.keys()];
    expect(names).toEqual(['workCode', 'checkList', 'material', 'siteAnswers', 'devicePositions', 'sitePhoto', 'image_1']);
    expect(JSON.parse(String(body.get('devicePositions')))).toEqual({
      sitePhoto: { latitude: 17.2, longitude: 76.36, accuracy: 12, at },
      image_1: { latitude: null, longitude: null, accuracy: null, at },
    });
  });

  it('sends a position the server would refuse (accuracy over 100 km) as none, with its time', () => {
    const state: FillState = {
      ...base(),
      sitePhoto: file('site.jpg'),
      positions: { sitePhoto: { latitude: 17.2, longitude: 76.36, accuracy: 150_000, at } },
    };
    const body = submissionBody({ workCode: 'W/1', currentRole: null, items, rows: [], state });
    expect(JSON.parse(String(body.get('devicePositions')))).toEqual({ sitePhoto: { latitude: null, longitude: null, accuracy: null, at } });
  });

  it('sends no devicePositions when no photo was taken in the dialog', () => {
    const body = submissionBody({ workCode: 'W/1', currentRole: null, items, rows: [], state: base() });
    expect(body.has('devicePositions')).toBe(false);
  });

  it('a draft kept before positions existed opens with none', () => {
    const { positions: _dropped, ...old } = base();
    expect(withDefaults(old as FillState).positions).toEqual({});
  });
});

/** A level 1 record as getFtoLists2 answers it (JSON-string parts). */
const record = (id: number, o: { mbNo: string; pageNo: string; q4: 'Y' | 'N'; remark: string }): PreviousRecord =>
  ({
    id,
    level: 1,
    status: 1,
    submitted_by: 'Junior Engineer, PRED',
    submitted_by_name: 'KAVYA REDDY',
    submitted_at: at,
    check_list: JSON.stringify({ selectedCB: { 1: 'Satisfactory', 2: 'Unsatisfactory' }, remarkValues: { 2: o.remark }, inputValues: {} }),
    material: JSON.stringify([
      { billNo: 'B1', mbNo: o.mbNo, pageNo: o.pageNo, mbDate: '2026-11-01', checkMeasurementDate: '2026-11-02', recommendation: true },
    ]),
    sitedetails: JSON.stringify({
      answers: { q1: 'Y', q2: 'Y', q3: 'Y', q4: o.q4, q5: 'Y' },
      recommendation: 'Yes',
      photo: 'filever/files/a',
    }),
    evidence: null,
    mis_changed: null,
    mis_changed_level: null,
    below_record_id: id,
  }) as PreviousRecord;

describe('the record the file was filled from (issue 41)', () => {
  const items = [item(1, 'Y'), item(2, 'N')];

  it('a level 2 file names the level below’s record it was prefilled from, before the files', () => {
    const { state } = prefillFrom(record(88, { mbNo: 'MB-1', pageNo: '4', q4: 'Y', remark: 'Board missing' }), 2);
    expect(state.basis).toMatchObject({ recordId: 88, reviewedId: 88 });
    const body = submissionBody({ workCode: 'W/1', currentRole: null, items, rows: [], state: { ...state, sitePhoto: file('site.jpg') } });
    expect([...body.keys()]).toEqual(['workCode', 'reviewedRecordId', 'checkList', 'material', 'siteAnswers', 'sitePhoto']);
    expect(body.get('reviewedRecordId')).toBe('88');
  });

  it('its own record names the level below’s current one; level 1 names none', () => {
    const own = { ...record(95, { mbNo: 'MB-1', pageNo: '4', q4: 'Y', remark: '' }), level: 2, below_record_id: 89 } as PreviousRecord;
    expect(prefillFrom(own, 2).state.basis).toMatchObject({ recordId: 95, reviewedId: 89 });
    const first = prefillFrom(null, 1).state;
    expect(first.basis).toMatchObject({ recordId: null, reviewedId: null });
    expect(submissionBody({ workCode: 'W/1', currentRole: null, items, rows: [], state: first }).has('reviewedRecordId')).toBe(false);
  });

  it('rebase: what the officer left as the old record had it takes the new record’s value; what he changed stays his', () => {
    const old = prefillFrom(record(88, { mbNo: 'MB-1', pageNo: '4', q4: 'Y', remark: 'Board missing' }), 2).state;
    const mine: FillState = {
      ...old,
      entries: { B1: { ...old.entries.B1, pageNo: '99' } },
      remarkValues: { 2: 'Board missing, seen again' },
      selectedCB: { ...old.selectedCB, 1: 'Not Applicable' },
      recommendation: 'No',
      reason: 'Bags short',
      sitePhoto: file('mine.jpg'),
    };
    const fresh = prefillFrom(record(89, { mbNo: 'MB-2', pageNo: '5', q4: 'N', remark: 'Board put up late' }), 2).state;
    const next = rebase(mine, fresh);
    expect(next.entries.B1).toMatchObject({ mbNo: 'MB-2', pageNo: '99', mbDate: '2026-11-01' });
    expect(next.answers).toEqual({ q1: 'Y', q2: 'Y', q3: 'Y', q4: 'N', q5: 'Y' });
    expect(next.remarkValues).toEqual({ 2: 'Board missing, seen again' });
    expect(next.selectedCB).toEqual({ 1: 'Not Applicable', 2: 'Unsatisfactory' });
    expect({ recommendation: next.recommendation, reason: next.reason, photo: next.sitePhoto?.name }).toEqual({
      recommendation: 'No',
      reason: 'Bags short',
      photo: 'mine.jpg',
    });
    expect(next.basis).toMatchObject({ recordId: 89, reviewedId: 89, answers: fresh.basis!.answers });
  });

  it('a draft kept before the basis existed opens with none (taken as filled from the record shown)', () => {
    const { basis: _dropped, ...old } = prefillFrom(null, 2).state;
    expect(withDefaults(old as FillState).basis).toBeNull();
  });
});
