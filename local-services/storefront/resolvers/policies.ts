// The shop's legal policies (`shop.privacyPolicy` ...), in the @inContext language, with the URL Shopify gives
// them on the shop's own domain: /policies/{handle}.
import type {RequestContext} from '../context';
import {POLICIES, policyText} from '../../data/shop-policies';
import type {Fields} from './common';

export function shopPolicies(ctx: RequestContext): Fields {
  return Object.fromEntries(
    POLICIES.map((policy) => [
      policy.field,
      {
        __typename: 'ShopPolicy',
        id: `gid://shopify/ShopPolicy/${policy.id}`,
        handle: policy.handle,
        url: `${ctx.origin}/policies/${policy.handle}`,
        ...policyText(policy, ctx.language),
      },
    ]),
  );
}
