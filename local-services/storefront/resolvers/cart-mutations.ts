// Cart mutations (API-SHAPES.md §1.4). Each finds the cart, applies one change (line rules in cart-lines.ts) and
// answers {cart, userErrors, warnings}: an unknown or expired cart gives `cart: null` and an INVALID on cartId; any
// other userError leaves the cart as it was and returns it unchanged.
import {cartErrors, MAX_NOTE_LENGTH, type CartUserError, type CartWarning, type FieldPath} from '../cart-errors';
import {newCartKeys, newCartLineId} from '../cart-ids';
import {
  addLines,
  normalizeAttributes,
  removeLines,
  updateLines,
  type AttributeInput,
  type CartLineInput,
  type CartLineUpdateInput,
  type LineChange,
  type LineRules,
} from '../cart-lines';
import type {BuyerIdentityRecord, CartMetafieldRecord, CartRecord} from '../cart-store';
import {text, type RequestContext} from '../context';
import type {Fields} from './common';
import {cartView} from './cart';
import {withMetafield} from './cart-metafields';

/** The shop's home country (shop.paymentSettings.countryCode): a cart asked for in region ZZ is placed there. */
const HOME_COUNTRY = 'NL';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type CartBuyerIdentityInput = {
  countryCode?: string | null;
  email?: string | null;
  phone?: string | null;
  customerAccessToken?: string | null;
};

type CartInput = {
  attributes?: AttributeInput[] | null;
  buyerIdentity?: CartBuyerIdentityInput | null;
  discountCodes?: string[] | null;
  giftCardCodes?: string[] | null;
  lines?: CartLineInput[] | null;
  metafields?: {key: string; type: string; value: string}[] | null;
  note?: string | null;
};

type CartPayload = {cart: Fields | null; userErrors: CartUserError[]; warnings: CartWarning[]};
/** A change to one cart; returning the same cart object means nothing changed (no save, updatedAt kept). */
type CartChange = {cart: CartRecord; userErrors?: CartUserError[]; warnings?: CartWarning[]};

function lineRules(ctx: RequestContext, token: string, fieldPrefix: FieldPath = []): LineRules {
  return {
    catalogue: ctx.store.catalogue,
    productTitle: (entry) => text(ctx, entry.product.title),
    newLineId: () => newCartLineId(token),
    fieldPrefix,
  };
}

function changeCart(ctx: RequestContext, cartId: string, change: (cart: CartRecord) => CartChange): CartPayload {
  const {carts} = ctx.store;
  const cart = carts.find(cartId);
  if (!cart) return {cart: null, userErrors: [cartErrors.cartNotFound()], warnings: []};
  const result = change(cart);
  if (result.userErrors?.length) return {cart: cartView(ctx, cart), userErrors: result.userErrors, warnings: []};
  const saved = result.cart === cart ? cart : carts.save(result.cart);
  return {cart: cartView(ctx, saved), userErrors: [], warnings: result.warnings ?? []};
}

function withLines(cart: CartRecord, change: LineChange): CartChange {
  return {cart: {...cart, lines: change.lines}, userErrors: change.userErrors, warnings: change.warnings};
}

/** Trimmed, blank ones dropped, unique without regard to case (codes are case-insensitive), as entered. */
function normalizeCodes(codes: string[] | null | undefined): string[] {
  const byUpperCase = new Map<string, string>();
  for (const code of (codes ?? []).map((c) => c.trim())) {
    if (code && !byUpperCase.has(code.toUpperCase())) byUpperCase.set(code.toUpperCase(), code);
  }
  return [...byUpperCase.values()];
}

/**
 * Absent fields keep their value, explicit nulls clear them; the country only ever changes to another one. A
 * customer access token links the customer, whose email then becomes the buyer's; an unknown one is refused.
 */
function applyBuyerIdentity(
  ctx: RequestContext,
  current: BuyerIdentityRecord,
  input: CartBuyerIdentityInput | null | undefined,
  path: FieldPath,
): {buyerIdentity: BuyerIdentityRecord; userErrors: CartUserError[]} {
  if (!input) return {buyerIdentity: current, userErrors: []};
  const next = {...current};
  if (input.countryCode) next.countryCode = input.countryCode;
  if (input.email !== undefined) next.email = input.email || null;
  if (input.phone !== undefined) next.phone = input.phone || null;
  if (input.customerAccessToken !== undefined) next.customerAccessToken = input.customerAccessToken || null;
  if (input.customerAccessToken) {
    const customer = ctx.store.customers.customerForToken(input.customerAccessToken);
    if (!customer) return {buyerIdentity: current, userErrors: [cartErrors.invalidCustomer([...path, 'customerAccessToken'])]};
    next.email = customer.email;
  }
  const userErrors = next.email && !EMAIL.test(next.email) ? [cartErrors.invalidEmail([...path, 'email'])] : [];
  return {buyerIdentity: next, userErrors};
}

function noteErrors(note: string | null | undefined, field: FieldPath): CartUserError[] {
  return note && note.length > MAX_NOTE_LENGTH ? [cartErrors.noteTooLong(field)] : [];
}

function giftCardErrors(codes: string[] | null | undefined, field: FieldPath): CartUserError[] {
  return normalizeCodes(codes).length ? [cartErrors.giftCardsNotSupported(field)] : [];
}

/** cartCreate: nothing is created when any part of the input is rejected. */
export function cartCreateMutation(ctx: RequestContext, args: {input?: CartInput | null}): CartPayload {
  const input = args.input ?? {};
  const keys = newCartKeys();
  const now = ctx.store.carts.now();
  const country = ctx.country === 'ZZ' ? HOME_COUNTRY : ctx.country;
  const initialIdentity = {countryCode: country, email: null, phone: null, customerAccessToken: null};
  const identity = applyBuyerIdentity(ctx, initialIdentity, input.buyerIdentity, ['input', 'buyerIdentity']);
  const lines = addLines([], input.lines ?? [], lineRules(ctx, keys.token, ['input']));
  const userErrors = [
    ...identity.userErrors,
    ...noteErrors(input.note, ['input', 'note']),
    ...giftCardErrors(input.giftCardCodes, ['input', 'giftCardCodes']),
    ...lines.userErrors,
  ];
  if (userErrors.length) return {cart: null, userErrors, warnings: []};

  const metafields = (input.metafields ?? []).reduce<CartMetafieldRecord[]>((all, m) => withMetafield(all, m, now), []);
  const cart = ctx.store.carts.save({
    ...keys,
    createdAt: now,
    updatedAt: now,
    note: input.note ?? null,
    attributes: normalizeAttributes(input.attributes),
    discountCodes: normalizeCodes(input.discountCodes),
    buyerIdentity: identity.buyerIdentity,
    lines: lines.lines,
    metafields,
  });
  return {cart: cartView(ctx, cart), userErrors: [], warnings: lines.warnings};
}

export function cartLinesAddMutation(ctx: RequestContext, args: {cartId: string; lines: CartLineInput[]}): CartPayload {
  return changeCart(ctx, args.cartId, (cart) =>
    withLines(cart, addLines(cart.lines, args.lines, lineRules(ctx, cart.token))),
  );
}

export function cartLinesUpdateMutation(
  ctx: RequestContext,
  args: {cartId: string; lines: CartLineUpdateInput[]},
): CartPayload {
  return changeCart(ctx, args.cartId, (cart) =>
    withLines(cart, updateLines(cart.lines, args.lines, lineRules(ctx, cart.token))),
  );
}

export function cartLinesRemoveMutation(ctx: RequestContext, args: {cartId: string; lineIds: string[]}): CartPayload {
  return changeCart(ctx, args.cartId, (cart) => withLines(cart, removeLines(cart.lines, args.lineIds)));
}

export function cartDiscountCodesUpdateMutation(
  ctx: RequestContext,
  args: {cartId: string; discountCodes?: string[] | null},
): CartPayload {
  return changeCart(ctx, args.cartId, (cart) => ({cart: {...cart, discountCodes: normalizeCodes(args.discountCodes)}}));
}

export function cartNoteUpdateMutation(ctx: RequestContext, args: {cartId: string; note: string}): CartPayload {
  return changeCart(ctx, args.cartId, (cart) => ({
    cart: {...cart, note: args.note},
    userErrors: noteErrors(args.note, ['note']),
  }));
}

export function cartBuyerIdentityUpdateMutation(
  ctx: RequestContext,
  args: {cartId: string; buyerIdentity: CartBuyerIdentityInput},
): CartPayload {
  return changeCart(ctx, args.cartId, (cart) => {
    const {buyerIdentity, userErrors} = applyBuyerIdentity(ctx, cart.buyerIdentity, args.buyerIdentity, ['buyerIdentity']);
    return {cart: {...cart, buyerIdentity}, userErrors};
  });
}

/** Replaces the cart's attributes with the given list (Hydrogen's cart forms submit the complete list). */
export function cartAttributesUpdateMutation(
  ctx: RequestContext,
  args: {cartId: string; attributes: AttributeInput[]},
): CartPayload {
  return changeCart(ctx, args.cartId, (cart) => ({cart: {...cart, attributes: normalizeAttributes(args.attributes)}}));
}

/** The demo shop sells no gift cards: any code is refused; an empty list (clearing) is accepted. */
export function cartGiftCardCodesUpdateMutation(
  ctx: RequestContext,
  args: {cartId: string; giftCardCodes: string[]},
): CartPayload {
  return changeCart(ctx, args.cartId, (cart) => ({
    cart,
    userErrors: giftCardErrors(args.giftCardCodes, ['giftCardCodes']),
  }));
}

/** Carts have no delivery groups here (deliveryGroups is empty), so there is nothing to select. */
export function cartSelectedDeliveryOptionsUpdateMutation(ctx: RequestContext, args: {cartId: string}): CartPayload {
  return changeCart(ctx, args.cartId, (cart) => ({cart}));
}
