// Issue 14 §4: /policies/{handle} shows the shop's legal policies from the Storefront API (an EU shop must show
// them), in the market's language, their HTML read into allowed elements (./policy-html.ts).
import type {AppLoadContext} from '@shopify/remix-oxygen';
import {SHOP_POLICIES_QUERY} from '~graphql/storefront/seo';
import {policyNodes} from './policy-html';

/** Shopify's policy handles, in the order a policy list shows them. */
export const POLICY_HANDLES = ['privacy-policy', 'refund-policy', 'shipping-policy', 'terms-of-service'] as const;

export async function loadPolicyPage(context: AppLoadContext, handle: string) {
  const wanted = handle.toLowerCase();
  if (!(POLICY_HANDLES as readonly string[]).includes(wanted)) return null;
  const {shop} = await context.storefront.query(SHOP_POLICIES_QUERY);
  const policies = [shop.privacyPolicy, shop.refundPolicy, shop.shippingPolicy, shop.termsOfService];
  const policy = policies.find((candidate) => candidate?.handle === wanted);
  if (!policy) return null;
  return {
    handle: policy.handle,
    title: policy.title,
    body: policyNodes(policy.body),
    // The other policies the shop has, for the links under the text.
    others: policies.flatMap((other) => (other && other.handle !== wanted ? [{handle: other.handle, title: other.title}] : [])),
  };
}
