import { describe, expect, it } from '@jest/globals';
import type { ChecklistItem } from '../verification/ftoApi';
import { prefillFrom, submissionBody, withDefaults, type FillState } from './fillForm';

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
