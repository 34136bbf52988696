// The query and mutation roots: one resolver per root field, each delegating to its area's module; graphql-js uses
// the same root value for both.
import type {GraphQLResolveInfo} from 'graphql';
import type {RequestContext} from '../context';
import {cartQuery} from './cart';
import {cartMetafieldDeleteMutation, cartMetafieldsSetMutation} from './cart-metafields';
import {
  cartAttributesUpdateMutation,
  cartBuyerIdentityUpdateMutation,
  cartCreateMutation,
  cartDiscountCodesUpdateMutation,
  cartGiftCardCodesUpdateMutation,
  cartLinesAddMutation,
  cartLinesRemoveMutation,
  cartLinesUpdateMutation,
  cartNoteUpdateMutation,
  cartSelectedDeliveryOptionsUpdateMutation,
} from './cart-mutations';
import {customerRootFields} from '../customers';
import {collectionQuery, collectionsQuery} from './collections';
import {metaobjectQuery, metaobjectsQuery} from './metaobjects';
import {menuQuery} from './menu';
import {resolveNode} from './nodes';
import {productQuery, productRecommendationsQuery, productsQuery} from './product-queries';
import {predictiveSearchQuery, searchQuery} from './search';
import {localizationView, shopView} from './shop';
import {sitemapQuery} from './sitemap';
import {urlRedirectsQuery} from './url-redirects';

// graphql-js has already validated and coerced the arguments against the schema; each area module declares the
// argument shape it reads, so the root only forwards them (`never` accepts every such declaration).
type RootResolver = (args: never, ctx: RequestContext, info: GraphQLResolveInfo) => unknown;

export const rootValue: Record<string, RootResolver> = {
  shop: (_args, ctx) => shopView(ctx),
  localization: (_args, ctx) => localizationView(ctx),
  product: (args, ctx) => productQuery(ctx, args),
  products: (args, ctx) => productsQuery(ctx, args),
  productRecommendations: (args, ctx) => productRecommendationsQuery(ctx, args),
  collection: (args, ctx) => collectionQuery(ctx, args),
  collections: (args, ctx) => collectionsQuery(ctx, args),
  search: (args, ctx) => searchQuery(ctx, args),
  predictiveSearch: (args, ctx) => predictiveSearchQuery(ctx, args),
  metaobject: (args, ctx) => metaobjectQuery(ctx, args),
  metaobjects: (args, ctx) => metaobjectsQuery(ctx, args),
  menu: (args, ctx) => menuQuery(ctx, args),
  node: (args: {id: string}, ctx) => resolveNode(ctx, args.id),
  nodes: (args: {ids: string[]}, ctx) => args.ids.map((id) => resolveNode(ctx, id)),
  publicApiVersions: () => [{handle: '2024-10', displayName: '2024-10', supported: true}],
  cart: (args, ctx) => cartQuery(ctx, args),

  cartCreate: (args, ctx) => cartCreateMutation(ctx, args),
  cartLinesAdd: (args, ctx) => cartLinesAddMutation(ctx, args),
  cartLinesUpdate: (args, ctx) => cartLinesUpdateMutation(ctx, args),
  cartLinesRemove: (args, ctx) => cartLinesRemoveMutation(ctx, args),
  cartDiscountCodesUpdate: (args, ctx) => cartDiscountCodesUpdateMutation(ctx, args),
  cartGiftCardCodesUpdate: (args, ctx) => cartGiftCardCodesUpdateMutation(ctx, args),
  cartNoteUpdate: (args, ctx) => cartNoteUpdateMutation(ctx, args),
  cartBuyerIdentityUpdate: (args, ctx) => cartBuyerIdentityUpdateMutation(ctx, args),
  cartAttributesUpdate: (args, ctx) => cartAttributesUpdateMutation(ctx, args),
  cartSelectedDeliveryOptionsUpdate: (args, ctx) => cartSelectedDeliveryOptionsUpdateMutation(ctx, args),
  cartMetafieldsSet: (args, ctx) => cartMetafieldsSetMutation(ctx, args),
  cartMetafieldDelete: (args, ctx) => cartMetafieldDeleteMutation(ctx, args),

  ...customerRootFields,

  // SEO (issue 14): the sitemaps Hydrogen's getSitemap reads and the redirects storefrontRedirect asks for.
  sitemap: (args, ctx) => sitemapQuery(ctx, args),
  urlRedirects: (args, ctx) => urlRedirectsQuery(ctx, args),
};
