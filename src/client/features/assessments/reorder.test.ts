import { describe, expect, it } from 'vitest';
import { dropIndex, moveItem } from './reorder';

describe('reorder', () => {
  it('moves an item and clamps the target', () => {
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 9)).toEqual(['b', 'c', 'a']);
    expect(moveItem(['a', 'b'], 5, 0)).toEqual(['a', 'b']);
  });

  it('drops before the first item whose middle is below the pointer', () => {
    const rects = [0, 50, 100].map((top) => ({ top, height: 50 }));
    expect(dropIndex(10, rects)).toBe(0);
    expect(dropIndex(80, rects)).toBe(2);
    expect(dropIndex(500, rects)).toBe(2);
  });
});
