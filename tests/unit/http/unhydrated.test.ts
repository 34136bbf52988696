import {describe, expect, test} from 'vitest';
import {UNHYDRATED, withoutUnhydrated} from '~/http/unhydrated';

/** A handoff as Remix writes it: JSON escaped for an inline script (@remix-run/server-runtime's escapeHtml). */
const handoff = (value: unknown) =>
  JSON.stringify(value).replace(/[&><\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

describe('document hydration data without the parts hydrated later', () => {
  test('each route’s unhydrated field is left out; everything else is written back as Remix wrote it', () => {
    const state = {
      basename: '/',
      future: {v3_fetcherPersist: true},
      state: {
        loaderData: {
          root: {layout: {brandName: 'Original Fuel & Co <b>'}},
          product: {page: {title: 'Whey \u2028 </script>'}, [UNHYDRATED]: {lower: {sections: [1, 2, 3]}}},
        },
        actionData: null,
        errors: null,
      },
    };
    const written = withoutUnhydrated(handoff(state));
    expect(JSON.parse(written)).toEqual({
      ...state,
      state: {...state.state, loaderData: {root: state.state.loaderData.root, product: {page: state.state.loaderData.product.page}}},
    });
    // Still safe inside a script tag: nothing the content said can close it or end a JavaScript line.
    expect(written).not.toMatch(/[<>&\u2028\u2029]/);
    expect(written).toContain('Original Fuel \\u0026 Co \\u003cb\\u003e');
  });

  test('a handoff without such a field, or one that is not what Remix writes, is returned as it is', () => {
    const plain = handoff({state: {loaderData: {root: {unhydratedLabel: 'x'}, page: {text: 'says "unhydrated"'}}}});
    expect(withoutUnhydrated(plain)).toBe(plain);
    for (const other of ['', 'not json "unhydrated"', '{"unhydrated": 1}', '{"state": null, "x": "unhydrated"}', '[]']) {
      expect(withoutUnhydrated(other)).toBe(other);
    }
  });
});
