// Free-text matching for search, predictive search and the `query:` argument: every term must prefix-match a word
// of the product in the request's language; title hits weigh most, so they rank first under RELEVANCE.
import type {DemoProduct} from '../../data/catalogue';
import {text, type RequestContext} from '../context';

export function normalize(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

export function terms(query: string): string[] {
  return normalize(query)
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

const words = (value: string) => terms(value);

function weightedWords(ctx: RequestContext, product: DemoProduct): [string[], number][] {
  const options = product.variants.flatMap((v) => v.options.filter((o) => o.kind !== 'default').map((o) => text(ctx, o.value)));
  return [
    [words(text(ctx, product.title)), 5],
    [words([product.productType, ...product.tags, product.handle].join(' ')), 3],
    [words([...options, product.vendor, text(ctx, product.shortDescription)].join(' ')), 2],
    [words(text(ctx, product.description)), 1],
  ];
}

/** 0 when some term matches nothing; otherwise higher for better matches. */
export function relevance(ctx: RequestContext, product: DemoProduct, queryTerms: string[]): number {
  if (queryTerms.length === 0) return 1;
  const fields = weightedWords(ctx, product);
  let score = 0;
  for (const term of queryTerms) {
    let best = 0;
    for (const [fieldWords, weight] of fields) {
      for (const word of fieldWords) {
        if (word === term) best = Math.max(best, weight * 2);
        else if (word.startsWith(term)) best = Math.max(best, weight);
      }
    }
    if (best === 0) return 0;
    score += best;
  }
  return score;
}
