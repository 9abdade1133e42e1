import { describe, expect, it } from '@jest/globals';
import { jsonObject } from './mirror-upsert.js';

describe('jsonObject (the SQL of a history entry’s fields)', () => {
  it('builds the members in one jsonb_build_object call', () => {
    expect(jsonObject([])).toBe(`'{}'::jsonb`);
    expect(jsonObject([['paid', 'x.paid']])).toBe(`jsonb_build_object('paid', x.paid)`);
    expect(
      jsonObject([
        ['a', '1'],
        ['b', 'NULL'],
      ]),
    ).toBe(`jsonb_build_object('a', 1, 'b', NULL)`);
  });

  it('keeps each call within PostgreSQL’s 100 arguments, joined by ||', () => {
    const members = Array.from({ length: 85 }, (_, i) => [`c${i}`, `v${i}`] as const);
    const calls = jsonObject(members).split(' || ');
    expect(calls).toHaveLength(3);
    for (const call of calls) expect(call.split(', ').length).toBeLessThanOrEqual(100);
    expect(calls.join(' ')).toContain(`'c84', v84`);
  });
});
