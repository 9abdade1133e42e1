import { changesOf, type FieldChange } from './audit-trail.service.js';

/** changesOf as it was written before: every field's values compared as their JSON texts. */
function changesByText(before: unknown, after: unknown): FieldChange[] {
  const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
  const comparable = (v: unknown) =>
    Array.isArray(v) && v.every((x) => isRecord(x) && typeof x.permission_type === 'string')
      ? (v as { permission_type: string }[]).map((x) => x.permission_type).sort()
      : v;
  const bookkeeping = new Set(['created_at', 'updated_at', 'created_by', 'updated_by']);
  const b = comparable(before ?? null);
  const a = comparable(after ?? null);
  if ((isRecord(b) || b === null) && (isRecord(a) || a === null) && (b || a)) {
    return [...new Set([...Object.keys(b ?? {}), ...Object.keys(a ?? {})])]
      .filter((field) => !bookkeeping.has(field))
      .map((field) => ({ field, before: b?.[field] ?? null, after: a?.[field] ?? null }))
      .filter((c) => JSON.stringify(c.before) !== JSON.stringify(c.after));
  }
  return JSON.stringify(b) === JSON.stringify(a) ? [] : [{ field: '', before: b, after: a }];
}

describe('changesOf (the audit trail entry read as the fields that changed)', () => {
  // Values as the trail stores them (jsonb, read back through JSON.parse), the odd ones included.
  const values: unknown[] = [
    null,
    true,
    false,
    0,
    -0,
    1.5,
    1e25,
    JSON.parse('12345678901234567890'),
    JSON.parse('12345678901234567891'),
    '',
    'x',
    'ಕಲಬುರಗಿ \u0001\n"q"',
    [],
    [1, 2],
    [2, 1],
    [1, [2, { z: null }]],
    [1, [2, { z: 0 }]],
    {},
    { a: null },
    { a: 1, b: 2 },
    { b: 2, a: 1 },
    { '10': 1, '2': 2, b: 3 },
    { x: { b: 1, a: [true, false, null] } },
    { x: { b: 1, a: [true, false] } },
    [{ permission_type: 'USER', level: 'GP' }],
    [{ permission_type: 'USER' }, { permission_type: 'ADMIN' }],
    [{ permission_type: 'ADMIN' }, { permission_type: 'USER' }],
    { Role_code: 'GP-AUD', is_active: true, updated_at: '2026-01-01', no_of_posts: 2 },
    { Role_code: 'GP-AUD', is_active: false, updated_at: '2026-01-02', no_of_posts: 2, created_by: 1 },
    { user_id: 3, role_id: 1, created_by: 1 },
  ];

  it('answers what comparing the JSON texts answered, for every pair of stored values', () => {
    const parsed = values.map((v) => (v === undefined ? v : (JSON.parse(JSON.stringify(v)) as unknown)));
    for (const before of [...parsed, undefined])
      for (const after of [...parsed, undefined]) expect(changesOf(before, after)).toEqual(changesByText(before, after));
  });

  it('names each changed field once, in the order of before then after, without the bookkeeping fields', () => {
    expect(changesOf({ b: 1, a: 1, updated_at: 'x' }, { c: 3, a: 2, b: 1, updated_at: 'y' })).toEqual([
      { field: 'a', before: 1, after: 2 },
      { field: 'c', before: null, after: 3 },
    ]);
    expect(changesOf([{ permission_type: 'USER' }], [{ permission_type: 'ADMIN' }, { permission_type: 'USER' }])).toEqual([
      { field: '', before: ['USER'], after: ['ADMIN', 'USER'] },
    ]);
  });
});
