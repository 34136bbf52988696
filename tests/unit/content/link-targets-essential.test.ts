import {describe, expect, it} from 'vitest';
import {essentialLink, linkTarget, withEssentialLinks, type ButtonLinkData} from '~/content/link-targets';

const entry = (entryLink: ButtonLinkData['entryLink'], extra: Partial<ButtonLinkData> = {}) => ({
  id: '7',
  label: 'Go',
  url: null,
  openInNewTab: false,
  useEntryLink: true,
  entryLink,
  ...extra,
});

const LINKS: (ButtonLinkData & {id?: string})[] = [
  entry({__typename: 'CollectionRecord', slug: 'protein'}),
  entry({__typename: 'ProductRecord', slug: 'whey', collection: null}),
  entry({__typename: 'CartPageRecord'}),
  entry({__typename: 'CollectionRecord', slug: null}),
  entry(null),
  entry(null, {useEntryLink: false, url: '/de/cart?x=1'}),
  entry(null, {useEntryLink: false, url: '/about-us'}),
  entry(null, {useEntryLink: false, url: 'https://example.com/a', openInNewTab: true}),
  entry(null, {useEntryLink: false, url: 'https://example.com/b'}),
  entry(null, {useEntryLink: false, url: 'https://calendly.com/original-fuel/consult'}),
  entry(null, {useEntryLink: false, url: 'javascript:alert(1)'}),
  entry(null, {useEntryLink: false, url: '  '}),
  entry({__typename: 'HomePageRecord'}, {useEntryLink: false, url: null}),
  {label: 'No id', useEntryLink: true, entryLink: {__typename: 'HomePageRecord'}},
];

describe('essentialLink: a link as pages send it', () => {
  it('goes exactly where the whole link goes', () => {
    for (const link of LINKS) expect(linkTarget(essentialLink(link))).toEqual(linkTarget(link));
  });

  it('keeps its label and sends the resolved url instead of the record behind it (and no record id)', () => {
    expect(essentialLink(entry({__typename: 'CollectionRecord', slug: 'protein'}))).toEqual({label: 'Go', url: '/products/protein'});
    expect(essentialLink(entry(null, {useEntryLink: false, url: 'https://example.com/a', openInNewTab: true}))).toEqual({
      label: 'Go',
      url: 'https://example.com/a',
      openInNewTab: true,
    });
    expect(essentialLink(entry(null, {useEntryLink: false, url: 'javascript:alert(1)'}))).toEqual({label: 'Go'});
  });

  it('withEssentialLinks reduces every button link at any depth and leaves other objects alone', () => {
    const layout = {
      brandName: 'Original Fuel',
      menu: [{id: 'm', label: 'Products', link: entry({__typename: 'ProductsOverviewRecord'}), children: [{id: 'c', link: entry({__typename: 'CollectionRecord', slug: 'snacks'})}]}],
    };
    expect(withEssentialLinks(layout)).toEqual({
      brandName: 'Original Fuel',
      menu: [{id: 'm', label: 'Products', link: {label: 'Go', url: '/products'}, children: [{id: 'c', link: {label: 'Go', url: '/products/snacks'}}]}],
    });
  });

  it('leaves a record alone that merely has a useEntryLink field among fields no link has', () => {
    const section = {id: 's', heading: 'H', items: [1, 2], useEntryLink: false};
    expect(withEssentialLinks({section})).toEqual({section});
  });
});
