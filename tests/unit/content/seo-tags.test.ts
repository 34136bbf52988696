// README "SEO": meta tags come from the content record's _seoMetaTags, except title, description, robots,
// canonical and og:url, which are ours (built from the market table and the page).
import {describe, expect, test} from 'vitest';
import {contentDescription, contentMetaTags, type SeoTag} from '~/content/seo-tags';

describe('meta tags from content', () => {
  test('named tags other than robots and description pass (Twitter cards), with their content', () => {
    const tags: SeoTag[] = [
      {tag: 'meta', attributes: {name: 'twitter:card', content: 'summary'}},
      {tag: 'meta', attributes: {name: 'robots', content: 'noindex'}},
      {tag: 'meta', attributes: {name: 'description', content: 'Lekker eiwit'}},
      {tag: 'meta', attributes: {property: 'og:title', content: 'Whey'}},
      {tag: 'meta', attributes: {property: 'og:url', content: 'https://elsewhere/x'}},
    ];
    expect(contentMetaTags(tags)).toEqual([
      {name: 'twitter:card', content: 'summary'},
      {property: 'og:title', content: 'Whey'},
    ]);
  });

  test('the value is the content attribute, else the tag content; tags without a value are left out', () => {
    const tags: SeoTag[] = [
      {tag: 'meta', attributes: {property: 'og:image'}, content: 'https://img/x.png'},
      {tag: 'meta', attributes: {name: 'twitter:title'}, content: null},
      {tag: 'meta', attributes: {property: 'og:type', content: ''}},
      {tag: 'meta', attributes: null, content: 'orphan'},
      {tag: 'meta', attributes: {charset: 'utf-8', content: 'x'}},
      {tag: 'title', attributes: {name: 'title', content: 'Ignored'}},
    ];
    expect(contentMetaTags(tags)).toEqual([{property: 'og:image', content: 'https://img/x.png'}]);
  });

  test('a record without tags gives none and no description', () => {
    expect(contentMetaTags(null)).toEqual([]);
    expect(contentMetaTags(undefined)).toEqual([]);
    expect(contentDescription(null)).toBeUndefined();
    expect(contentDescription([{tag: 'meta', attributes: {property: 'og:title', content: 'Whey'}}])).toBeUndefined();
    expect(contentDescription([{tag: 'meta', attributes: {name: 'description'}}])).toBeUndefined();
    expect(contentDescription([{tag: 'meta', attributes: null}, {tag: 'meta', attributes: {name: 'description', content: 'Eiwit'}}])).toBe('Eiwit');
  });
});
