// Issue 8: every cart form is read and checked here before anything reaches the Storefront, so a malformed,
// oversized or forged form is a 400 with one of our messages and the cart stays as it was. Pure, unit-tested.
// The body itself (method, content type, size) is checked by the route before it hands us the FormData.
import {CartForm} from '@shopify/hydrogen';
import {MAX_CART_LINES, parseQuantity} from './cart-rules';
import {isGiftLikeKey, isPrivateKey} from './gifts';

/** Our limits (README "Cart"): Shopify's where it has one, ours where it states none. */
export const CART_LIMITS = {
  /** Spec §9 and Shopify's input limit. */
  linesPerRequest: MAX_CART_LINES,
  attributesPerLine: 10,
  attributeKeyLength: 64,
  attributeValueLength: 255,
  discountCodesPerCart: 5,
  /** Shopify's maximum length of a discount code. */
  discountCodeLength: 255,
  /** The Storefront's NOTE_TOO_LONG bound. */
  noteLength: 5000,
  /** `pick` fields of one bundle form (one per unit picked). */
  bundlePicks: 100,
} as const;

/** Which message (a locales `cart*` key) the shopper sees when a cart form fails before the Storefront. */
export type CartProblem =
  | 'cartInvalidQuantity'
  | 'cartNoCart'
  | 'cartError'
  | 'cartInvalidRequest'
  | 'cartInvalidMerchandise'
  | 'cartTooManyLines'
  | 'cartPrivateAttribute'
  | 'cartInvalidAttributes'
  | 'cartTooManyCodes'
  | 'cartInvalidCode'
  | 'cartNoteTooLong'
  | 'cartGiftUnavailable'
  | 'cartGiftUnverified'
  | 'cartBundleInvalid'
  | 'checkoutSignInFailed'
  | 'checkoutSignInSignedOut';

export type CartAttributeInput = {key: string; value: string};
export type CartLineAddInput = {merchandiseId: string; quantity: number; sellingPlanId?: string; attributes?: CartAttributeInput[]};

/** A cart form as the action may trust it. */
export type CartRequest =
  | {kind: 'LinesAdd'; lines: CartLineAddInput[]}
  | {kind: 'LinesUpdate'; lines: {id: string; quantity: number}[]}
  | {kind: 'LinesRemove'; lineIds: string[]}
  | {kind: 'DiscountCodesUpdate'; discountCodes: string[]}
  | {kind: 'NoteUpdate'; note: string}
  | {kind: 'BuyerIdentityUpdate'}
  | {kind: 'checkout'}
  | {kind: 'gift'; variantId: string}
  | {kind: 'bundle'; productHandle: string; picks: Record<string, number>; frequency: string | null};

export type ParsedCartForm = {ok: true; request: CartRequest} | {ok: false; problem: CartProblem};

class Refused extends Error {
  constructor(readonly problem: CartProblem) {
    super(problem);
  }
}

function refuse(problem: CartProblem): never {
  throw new Refused(problem);
}

const VARIANT_GID = /^gid:\/\/shopify\/ProductVariant\/\d{1,20}$/;
const SELLING_PLAN_GID = /^gid:\/\/shopify\/SellingPlan\/\d{1,20}$/;
const CART_LINE_GID = /^gid:\/\/shopify\/CartLine\/[A-Za-z0-9-]{1,64}(\?cart=[A-Za-z0-9_-]{1,128})?$/;
const PRODUCT_HANDLE = /^[a-z0-9][a-z0-9-]{0,254}$/;
const CONTENT_ID = /^[A-Za-z0-9_-]{1,64}$/;
/** Public attribute keys: plain words; `_` and anything outside ASCII is refused (lookalikes, invisibles). */
const PUBLIC_KEY = /^[A-Za-z0-9](?:[A-Za-z0-9 ._-]*[A-Za-z0-9.])?$/;
const CONTROL = /[\u0000-\u001f\u007f]/;

type Inputs = Record<string, unknown>;

const isObject = (value: unknown): value is Inputs => typeof value === 'object' && value !== null && !Array.isArray(value);

/** One text field: absent is null; twice, or a file, is refused. */
function single(formData: FormData, name: string): string | null {
  const values = formData.getAll(name);
  if (!values.length) return null;
  if (values.length > 1 || typeof values[0] !== 'string') refuse('cartInvalidRequest');
  return values[0];
}

export function isVariantGid(value: unknown): value is string {
  return typeof value === 'string' && VARIANT_GID.test(value);
}

function list(value: unknown, max: number, tooMany: CartProblem): unknown[] {
  if (!Array.isArray(value) || !value.length) refuse('cartInvalidRequest');
  if (value.length > max) refuse(tooMany);
  return value;
}

function attribute(value: unknown): CartAttributeInput {
  if (!isObject(value) || typeof value.key !== 'string' || typeof value.value !== 'string') refuse('cartInvalidAttributes');
  const {key, value: text} = value;
  if (isPrivateKey(key) || isGiftLikeKey(key)) refuse('cartPrivateAttribute');
  if (key.length > CART_LIMITS.attributeKeyLength || !PUBLIC_KEY.test(key)) refuse('cartInvalidAttributes');
  if (text.length > CART_LIMITS.attributeValueLength || CONTROL.test(text)) refuse('cartInvalidAttributes');
  return {key, value: text};
}

export function attributeList(value: unknown): CartAttributeInput[] {
  if (!Array.isArray(value)) refuse('cartInvalidAttributes');
  // Private keys first: they have the clearer message, whatever else is wrong with the list.
  for (const entry of value) if (isObject(entry) && typeof entry.key === 'string' && (isPrivateKey(entry.key) || isGiftLikeKey(entry.key))) refuse('cartPrivateAttribute');
  if (value.length > CART_LIMITS.attributesPerLine) refuse('cartInvalidAttributes');
  return value.map(attribute);
}

/** Attributes may ride on any action's body (cart-level or per line); wherever they are, they are checked. */
function checkAttributesAnywhere(inputs: Inputs) {
  if (inputs.attributes !== undefined && inputs.attributes !== null) attributeList(inputs.attributes);
  if (!Array.isArray(inputs.lines)) return;
  for (const line of inputs.lines) {
    if (isObject(line) && line.attributes !== undefined && line.attributes !== null) attributeList(line.attributes);
  }
}

function optionalSellingPlan(value: unknown): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string' || !SELLING_PLAN_GID.test(value)) refuse('cartInvalidRequest');
  return value;
}

function lineToAdd(value: unknown): CartLineAddInput {
  if (!isObject(value)) refuse('cartInvalidRequest');
  if (!isVariantGid(value.merchandiseId)) refuse('cartInvalidMerchandise');
  const quantity = parseQuantity(value.quantity ?? 1, 1) ?? refuse('cartInvalidQuantity');
  const sellingPlanId = optionalSellingPlan(value.sellingPlanId);
  const attributes = value.attributes === undefined || value.attributes === null ? undefined : attributeList(value.attributes);
  return {merchandiseId: value.merchandiseId, quantity, ...(sellingPlanId ? {sellingPlanId} : {}), ...(attributes?.length ? {attributes} : {})};
}

function lineId(value: unknown): string {
  if (typeof value !== 'string' || !CART_LINE_GID.test(value)) refuse('cartInvalidRequest');
  return value;
}

function lineToUpdate(value: unknown): {id: string; quantity: number} {
  if (!isObject(value)) refuse('cartInvalidRequest');
  const id = lineId(value.id);
  const quantity = parseQuantity(value.quantity, 0) ?? refuse('cartInvalidQuantity');
  // Fields we do not pass on must still be what they claim to be.
  if (value.merchandiseId !== undefined && !isVariantGid(value.merchandiseId)) refuse('cartInvalidMerchandise');
  optionalSellingPlan(value.sellingPlanId);
  return {id, quantity};
}

function discountCode(value: unknown): string {
  if (typeof value !== 'string') refuse('cartInvalidRequest');
  // Control characters are refused wherever they stand: checked before the trim, which would drop a leading or
  // trailing newline or tab and send the rest as if it had been typed so (spaces a shopper typed around a code go).
  if (CONTROL.test(value)) refuse('cartInvalidCode');
  const code = value.trim();
  if (code.length > CART_LIMITS.discountCodeLength) refuse('cartInvalidCode');
  return code;
}

/** The codes the cart keeps plus the one entered, unique without regard to case, blanks dropped. */
function discountCodes(inputs: Inputs): string[] {
  const kept = inputs.discountCodes ?? [];
  if (!Array.isArray(kept)) refuse('cartInvalidRequest');
  if (kept.length > CART_LIMITS.discountCodesPerCart) refuse('cartTooManyCodes');
  const entered = inputs.discountCode === undefined ? '' : discountCode(inputs.discountCode);
  const byUpperCase = new Map<string, string>();
  for (const code of [...kept.map(discountCode), entered]) if (code && !byUpperCase.has(code.toUpperCase())) byUpperCase.set(code.toUpperCase(), code);
  if (byUpperCase.size > CART_LIMITS.discountCodesPerCart) refuse('cartTooManyCodes');
  return [...byUpperCase.values()];
}

function note(value: unknown): string {
  if (value === undefined) return '';
  if (typeof value !== 'string') refuse('cartInvalidRequest');
  if (value.length > CART_LIMITS.noteLength) refuse('cartNoteTooLong');
  return value;
}

/** Hydrogen's CartForm body: `cartFormInput` JSON {action, inputs}, other fields merged into inputs as it does. */
function cartFormInputOf(formData: FormData): {action: string; inputs: Inputs} {
  const raw = single(formData, CartForm.INPUT_NAME) ?? refuse('cartInvalidRequest');
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    refuse('cartInvalidRequest');
  }
  if (!isObject(parsed) || typeof parsed.action !== 'string') refuse('cartInvalidRequest');
  if (parsed.inputs !== undefined && !isObject(parsed.inputs)) refuse('cartInvalidRequest');
  const inputs: Inputs = {...(parsed.inputs as Inputs | undefined)};
  for (const name of new Set(formData.keys())) {
    if (name === CartForm.INPUT_NAME) continue;
    const values = formData.getAll(name);
    if (values.some((value) => typeof value !== 'string')) refuse('cartInvalidRequest');
    inputs[name] = values.length > 1 ? values : values[0];
  }
  return {action: parsed.action, inputs};
}

function cartFormRequest(formData: FormData): CartRequest {
  const {action, inputs} = cartFormInputOf(formData);
  checkAttributesAnywhere(inputs);
  switch (action) {
    case CartForm.ACTIONS.LinesAdd:
      return {kind: 'LinesAdd', lines: list(inputs.lines, CART_LIMITS.linesPerRequest, 'cartTooManyLines').map(lineToAdd)};
    case CartForm.ACTIONS.LinesUpdate:
      return {kind: 'LinesUpdate', lines: list(inputs.lines, CART_LIMITS.linesPerRequest, 'cartTooManyLines').map(lineToUpdate)};
    case CartForm.ACTIONS.LinesRemove:
      return {kind: 'LinesRemove', lineIds: list(inputs.lineIds, CART_LIMITS.linesPerRequest, 'cartTooManyLines').map(lineId)};
    case CartForm.ACTIONS.DiscountCodesUpdate:
      return {kind: 'DiscountCodesUpdate', discountCodes: discountCodes(inputs)};
    case CartForm.ACTIONS.NoteUpdate:
      return {kind: 'NoteUpdate', note: note(inputs.note)};
    case CartForm.ACTIONS.BuyerIdentityUpdate:
      if (inputs.buyerIdentity !== undefined && !isObject(inputs.buyerIdentity)) refuse('cartInvalidRequest');
      return {kind: 'BuyerIdentityUpdate'};
    default:
      return refuse('cartInvalidRequest');
  }
}

/** The bundle form: the product, one `pick` field per unit picked (an item id), and the delivery frequency. */
function bundleRequest(formData: FormData): CartRequest {
  const productHandle = single(formData, 'product');
  if (!productHandle || !PRODUCT_HANDLE.test(productHandle)) refuse('cartInvalidRequest');
  const picked = formData.getAll('pick');
  if (picked.length > CART_LIMITS.bundlePicks) refuse('cartBundleInvalid');
  // A Map, so an item id such as `__proto__` stays an id.
  const picks = new Map<string, number>();
  for (const itemId of picked) {
    if (typeof itemId !== 'string' || !CONTENT_ID.test(itemId)) refuse('cartInvalidRequest');
    picks.set(itemId, (picks.get(itemId) ?? 0) + 1);
  }
  const frequency = single(formData, 'frequency') || null;
  if (frequency !== null && (frequency.length > 120 || CONTROL.test(frequency))) refuse('cartInvalidRequest');
  return {kind: 'bundle', productHandle, picks: Object.fromEntries(picks), frequency};
}

/** Our own forms (checkout, gift, bundle): only their fields are read; anything else on them is ignored. */
function intentRequest(intent: string, formData: FormData): CartRequest {
  switch (intent) {
    case 'checkout':
      return {kind: 'checkout'};
    case 'gift': {
      const variantId = single(formData, 'variantId');
      return isVariantGid(variantId) ? {kind: 'gift', variantId} : refuse('cartInvalidMerchandise');
    }
    case 'bundle':
      return bundleRequest(formData);
    default:
      return refuse('cartInvalidRequest');
  }
}

export function parseCartForm(formData: FormData): ParsedCartForm {
  try {
    const intent = single(formData, 'intent');
    return {ok: true, request: intent === null ? cartFormRequest(formData) : intentRequest(intent, formData)};
  } catch (error) {
    if (error instanceof Refused) return {ok: false, problem: error.problem};
    throw error;
  }
}
