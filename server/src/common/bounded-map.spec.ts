import { WeightBoundedMap } from './bounded-map.js';

describe('WeightBoundedMap', () => {
  it('drops the least recently used: get moves an entry, peek leaves it in its place', () => {
    const touched = new WeightBoundedMap<string, number>(2, () => 1);
    touched.set('a', 1);
    touched.set('b', 2);
    expect(touched.get('a')).toBe(1);
    touched.set('c', 3);
    expect([touched.peek('a'), touched.peek('b'), touched.peek('c')]).toEqual([1, undefined, 3]);

    const peeked = new WeightBoundedMap<string, number>(2, () => 1);
    peeked.set('a', 1);
    peeked.set('b', 2);
    expect(peeked.peek('a')).toBe(1);
    peeked.set('c', 3);
    expect([peeked.peek('a'), peeked.peek('b'), peeked.peek('c')]).toEqual([undefined, 2, 3]);
  });
});
