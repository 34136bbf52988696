// What every account page shares: personal, so never stored by any cache, and never indexed.
import type {HeadersFunction, MetaDescriptor} from '@shopify/remix-oxygen';
import {privateHeaders} from './cache-control';

export const accountHeaders: HeadersFunction = () => privateHeaders();

export function accountMeta(title: string | undefined, brand = 'Original Fuel'): MetaDescriptor[] {
  return [{title: title ? `${title} | ${brand}` : brand}, {name: 'robots', content: 'noindex, nofollow'}];
}
