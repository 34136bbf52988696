// Cart objects (spec §3 Cart): the stored cart record priced and dressed as the schema's Cart, CartLine and
// CartCost, with merchandise localized by the request's @inContext language. Also the root `cart(id:)` query.
import {cartGid, checkoutUrl} from '../cart-ids';
import {priceCart, type CartPricing, type LinePricing} from '../cart-pricing';
import type {Attribute, CartRecord} from '../cart-store';
import {emptyConnection, listConnection, type PageArgs} from '../connection';
import type {RequestContext} from '../context';
import {customerView} from '../customers/views';
import {dateTime, fromCents, money, type Fields} from './common';
import {cartMetafieldFields} from './cart-metafields';
import {variantView} from './products';
import {sellingPlanAllocationView} from './selling-plans';

const MAX_LINES_PAGE = 250;

const centsMoney = (value: number) => money(fromCents(value));

function attributeFields(attributes: Attribute[]): Fields {
  return {
    attributes,
    attribute: ({key}: {key: string}) => attributes.find((a) => a.key === key) ?? null,
  };
}

function cartLineView(ctx: RequestContext, priced: LinePricing): Fields {
  const {line, entry, plan} = priced;
  const amountPerQuantity = centsMoney(priced.unitCents);
  const compareAtAmountPerQuantity = priced.compareAtUnitCents === null ? null : centsMoney(priced.compareAtUnitCents);
  return {
    __typename: 'CartLine',
    id: line.id,
    quantity: line.quantity,
    ...attributeFields(line.attributes),
    cost: {
      amountPerQuantity,
      compareAtAmountPerQuantity,
      subtotalAmount: centsMoney(priced.subtotalCents),
      totalAmount: centsMoney(priced.totalCents),
    },
    estimatedCost: {
      amount: amountPerQuantity,
      compareAtAmount: compareAtAmountPerQuantity,
      subtotalAmount: centsMoney(priced.subtotalCents),
      totalAmount: centsMoney(priced.totalCents),
    },
    merchandise: () => variantView(ctx, entry),
    sellingPlanAllocation: plan ? () => sellingPlanAllocationView(ctx, plan.group, plan.plan, entry.variant) : null,
    // The line's own (automatic) discounts; demo codes discount the whole cart (Cart.discountAllocations).
    discountAllocations: priced.discounts.map((d) => ({
      __typename: 'CartAutomaticDiscountAllocation',
      title: d.title,
      discountedAmount: centsMoney(d.amountCents),
      targetType: 'LINE_ITEM',
    })),
  };
}

function cartCostView(pricing: CartPricing): Fields {
  const subtotal = centsMoney(pricing.subtotalCents);
  return {
    subtotalAmount: subtotal,
    subtotalAmountEstimated: false,
    totalAmount: centsMoney(pricing.totalCents),
    totalAmountEstimated: false,
    // Prices include VAT and duties are not charged inside the EU: Shopify leaves both null here.
    totalTaxAmount: null,
    totalTaxAmountEstimated: false,
    totalDutyAmount: null,
    totalDutyAmountEstimated: false,
    // No deferred payments (subscriptions charge each delivery in full), so checkout charges the subtotal.
    checkoutChargeAmount: subtotal,
  };
}

export function cartView(ctx: RequestContext, cart: CartRecord): Fields {
  const pricing = priceCart(cart, ctx.store.catalogue);
  const cost = cartCostView(pricing);
  const id = cartGid(cart);
  return {
    __typename: 'Cart',
    id,
    checkoutUrl: checkoutUrl(ctx.origin, cart),
    createdAt: dateTime(cart.createdAt),
    updatedAt: dateTime(cart.updatedAt),
    totalQuantity: pricing.totalQuantity,
    note: cart.note,
    ...attributeFields(cart.attributes),
    discountCodes: pricing.discountCodes,
    discountAllocations: pricing.discounts.map((d) => ({
      __typename: 'CartCodeDiscountAllocation',
      code: d.code,
      discountedAmount: centsMoney(d.amountCents),
      targetType: 'LINE_ITEM',
    })),
    appliedGiftCards: [],
    buyerIdentity: {
      countryCode: cart.buyerIdentity.countryCode,
      email: cart.buyerIdentity.email,
      phone: cart.buyerIdentity.phone,
      // The customer behind the linked access token; null once it is deleted (logout) or expired.
      customer: () => {
        const token = cart.buyerIdentity.customerAccessToken;
        const customer = ctx.store.customers.customerForToken(token);
        return customer ? customerView(ctx, customer, token) : null;
      },
      deliveryAddressPreferences: [],
      preferences: null,
      purchasingCompany: null,
    },
    cost,
    estimatedCost: cost,
    lines: (args: PageArgs & {reverse?: boolean | null}) =>
      listConnection(pricing.lines, args, (line) => cartLineView(ctx, line), {field: 'lines', max: MAX_LINES_PAGE}),
    deliveryGroups: (args: PageArgs) => emptyConnection(args, 'deliveryGroups'),
    ...cartMetafieldFields(ctx, cart, id),
  };
}

/** Root `cart(id:)`: null for an unknown, expired or malformed id, as Shopify answers. */
export function cartQuery(ctx: RequestContext, args: {id: string}): Fields | null {
  const cart = ctx.store.carts.find(args.id);
  return cart ? cartView(ctx, cart) : null;
}
