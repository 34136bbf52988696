import {describe, expect, it} from 'vitest';
import {withoutNulls} from '~/content/slim';

describe('withoutNulls: loader data without its empty fields', () => {
  it('leaves out null and undefined fields at every depth, and keeps false, 0 and empty strings', () => {
    expect(
      withoutNulls({a: null, b: 0, c: '', d: false, e: {f: null, g: {h: undefined, i: 'x'}}, j: [{k: null, l: 1}]}),
    ).toEqual({b: 0, c: '', d: false, e: {g: {i: 'x'}}, j: [{l: 1}]});
  });

  it('keeps nulls inside lists, where positions mean something', () => {
    expect(withoutNulls({cells: ['a', null, 'c']})).toEqual({cells: ['a', null, 'c']});
  });

  it('answers plain values as they are and never changes its input', () => {
    expect(withoutNulls(null)).toBeNull();
    expect(withoutNulls('text')).toBe('text');
    const input = {a: null, b: {c: null}};
    withoutNulls(input);
    expect(input).toEqual({a: null, b: {c: null}});
  });
});
