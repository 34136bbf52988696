import {describe, expect, it} from 'vitest';
import {pageContent, pageContentOnce} from '~/content/page-content';

// A layout-like answer: nulls, an uploaded file, a link to a record, nested lists.
const answer = () => ({
  brandName: 'Original Fuel',
  logo: {url: 'https://img.example/logo.svg', mimeType: 'image/svg+xml', width: 120, height: 40, alt: null, title: null},
  menu: [
    {label: 'Protein', link: {__typename: 'LinkRecord', url: null, page: {slug: 'protein'}}, children: []},
    {label: null, link: null, children: [{label: 'Whey', link: null, children: []}]},
  ],
  footerNote: null,
});

describe('content reduced once per answer (pageContentOnce)', () => {
  it('gives what pageContent gives, for the same answer on every view', () => {
    const same = answer();
    const first = pageContentOnce(same);
    expect(first).toEqual(pageContent(answer()));
    expect(pageContentOnce(same)).toBe(first);
  });

  it('reduces a new answer anew: a changed answer is never answered with the old reduction', () => {
    const first = pageContentOnce(answer());
    const changed = {...answer(), brandName: 'Other'};
    expect(pageContentOnce(changed)).not.toBe(first);
    expect(pageContentOnce(changed).brandName).toBe('Other');
  });

  it('is frozen at every depth, since views share it', () => {
    const reduced = pageContentOnce(answer()) as unknown as {menu: {children: object[]}[]};
    expect(Object.isFrozen(reduced)).toBe(true);
    expect(Object.isFrozen(reduced.menu[1]!.children[0])).toBe(true);
  });
});
