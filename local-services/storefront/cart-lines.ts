// The cart line rules of cartCreate/cartLinesAdd/cartLinesUpdate/cartLinesRemove as pure functions: each takes the
// current lines and the mutation's inputs and answers the new lines with userErrors and warnings. A call with any
// userError changes nothing (all or nothing), as on Shopify; stock shortages are not errors but capped quantities.
import {
  cartErrors,
  cartWarnings,
  MAX_CART_LINES,
  type CartUserError,
  type CartWarning,
  type FieldPath,
} from './cart-errors';
import type {Attribute, CartLineRecord} from './cart-store';
import type {Catalogue, VariantEntry} from './store';

export type AttributeInput = {key: string; value: string};

export type CartLineInput = {
  merchandiseId: string;
  quantity?: number | null;
  sellingPlanId?: string | null;
  attributes?: AttributeInput[] | null;
};

export type CartLineUpdateInput = {
  id: string;
  merchandiseId?: string | null;
  quantity?: number | null;
  /** Absent keeps the line's plan; an explicit null takes it off. */
  sellingPlanId?: string | null;
  attributes?: AttributeInput[] | null;
};

export type LineRules = {
  catalogue: Catalogue;
  /** Product title in the request's language, for messages. */
  productTitle: (entry: VariantEntry) => string;
  newLineId: () => string;
  /** Where the mutation's `lines` argument sits: [] for cartLinesAdd, ['input'] for cartCreate's CartInput. */
  fieldPrefix: FieldPath;
};

export type LineChange = {lines: CartLineRecord[]; userErrors: CartUserError[]; warnings: CartWarning[]};

/** One value per key (the last given wins), in first-seen order. */
export function normalizeAttributes(input: AttributeInput[] | null | undefined): Attribute[] {
  const byKey = new Map<string, string>();
  for (const {key, value} of input ?? []) byKey.set(key, value);
  return [...byKey].map(([key, value]) => ({key, value}));
}

function attributesKey(attributes: Attribute[]): string {
  return JSON.stringify([...attributes].sort((a, b) => a.key.localeCompare(b.key)));
}

/** Lines merge when they buy the same thing the same way: merchandise, selling plan and attributes. */
function sameLine(a: Omit<CartLineRecord, 'id' | 'quantity'>, b: Omit<CartLineRecord, 'id' | 'quantity'>): boolean {
  return (
    a.merchandiseId === b.merchandiseId &&
    a.sellingPlanId === b.sellingPlanId &&
    attributesKey(a.attributes) === attributesKey(b.attributes)
  );
}

type PurchaseCheck = {entry: VariantEntry; errors: []} | {entry?: undefined; errors: CartUserError[]};

/** Whether this merchandise can be bought with this plan (or without one). */
function checkPurchase(
  rules: LineRules,
  path: FieldPath,
  merchandiseId: string,
  sellingPlanId: string | null,
): PurchaseCheck {
  const entry = rules.catalogue.variantById.get(merchandiseId);
  if (!entry) return {errors: [cartErrors.merchandiseNotFound([...path, 'merchandiseId'], merchandiseId)]};
  if (!entry.variant.availableForSale) {
    return {errors: [cartErrors.soldOut([...path, 'merchandiseId'], rules.productTitle(entry))]};
  }
  if (sellingPlanId !== null) {
    const plan = rules.catalogue.sellingPlanById.get(sellingPlanId);
    if (plan?.product.id !== entry.product.id) {
      return {errors: [cartErrors.sellingPlanNotAvailable([...path, 'sellingPlanId'], sellingPlanId)]};
    }
  } else if (entry.product.requiresSellingPlan) {
    return {errors: [cartErrors.sellingPlanRequired([...path, 'sellingPlanId'])]};
  }
  return {entry, errors: []};
}

/**
 * Caps each touched line so that all lines of a variant together stay within its quantityAvailable; Shopify (since
 * 2024-07) answers a shortage with a smaller quantity and a warning instead of a userError.
 */
function capToStock(lines: CartLineRecord[], touched: string[], rules: LineRules): LineChange {
  const warnings: CartWarning[] = [];
  let result = lines;
  for (const id of new Set(touched)) {
    const line = result.find((l) => l.id === id);
    const entry = line && rules.catalogue.variantById.get(line.merchandiseId);
    if (!line || !entry) continue;
    const elsewhere = result
      .filter((l) => l.id !== id && l.merchandiseId === line.merchandiseId)
      .reduce((sum, l) => sum + l.quantity, 0);
    const available = Math.max(0, entry.variant.quantityAvailable - elsewhere);
    if (line.quantity <= available) continue;
    if (available === 0) {
      result = result.filter((l) => l.id !== id);
      warnings.push(cartWarnings.outOfStock(line.merchandiseId, rules.productTitle(entry)));
    } else {
      result = result.map((l) => (l.id === id ? {...l, quantity: available} : l));
      warnings.push(cartWarnings.notEnoughStock(id, available));
    }
  }
  return {lines: result, userErrors: [], warnings};
}

function unchanged(lines: CartLineRecord[], userErrors: CartUserError[]): LineChange {
  return {lines, userErrors, warnings: []};
}

export function addLines(current: CartLineRecord[], inputs: CartLineInput[], rules: LineRules): LineChange {
  const errors: CartUserError[] = [];
  const lines = [...current];
  const touched: string[] = [];
  inputs.forEach((input, index) => {
    const path = [...rules.fieldPrefix, 'lines', String(index)];
    const sellingPlanId = input.sellingPlanId ?? null;
    const check = checkPurchase(rules, path, input.merchandiseId, sellingPlanId);
    errors.push(...check.errors);
    // An explicit null gets no schema default; Shopify reads it as the default of 1.
    const quantity = input.quantity ?? 1;
    if (quantity < 0) errors.push(cartErrors.negativeQuantity([...path, 'quantity']));
    if (!check.entry || quantity <= 0) return;

    const wanted = {
      merchandiseId: input.merchandiseId,
      sellingPlanId,
      attributes: normalizeAttributes(input.attributes),
    };
    const at = lines.findIndex((line) => sameLine(line, wanted));
    if (at >= 0) {
      lines[at] = {...lines[at]!, quantity: lines[at]!.quantity + quantity};
      touched.push(lines[at]!.id);
    } else {
      const line = {id: rules.newLineId(), ...wanted, quantity};
      lines.unshift(line);
      touched.push(line.id);
    }
  });
  if (errors.length) return unchanged(current, errors);
  if (lines.length > MAX_CART_LINES)
    return unchanged(current, [cartErrors.tooManyLines([...rules.fieldPrefix, 'lines'])]);
  return capToStock(lines, touched, rules);
}

export function updateLines(current: CartLineRecord[], inputs: CartLineUpdateInput[], rules: LineRules): LineChange {
  const errors: CartUserError[] = [];
  const lines = [...current];
  const touched: string[] = [];
  inputs.forEach((input, index) => {
    const path = [...rules.fieldPrefix, 'lines', String(index)];
    const at = lines.findIndex((line) => line.id === input.id);
    if (at === -1) {
      errors.push(cartErrors.lineNotFound([...path, 'id'], input.id));
      return;
    }
    const line = lines[at]!;
    const quantity = input.quantity ?? line.quantity;
    if (quantity < 0) {
      errors.push(cartErrors.negativeQuantity([...path, 'quantity']));
      return;
    }
    // Quantity 0 removes the line, whatever else the input says.
    if (quantity === 0) {
      lines.splice(at, 1);
      return;
    }
    const merchandiseId = input.merchandiseId ?? line.merchandiseId;
    const sellingPlanId = input.sellingPlanId === undefined ? line.sellingPlanId : input.sellingPlanId;
    const check = checkPurchase(rules, path, merchandiseId, sellingPlanId);
    if (!check.entry) {
      errors.push(...check.errors);
      return;
    }
    const attributes = input.attributes ? normalizeAttributes(input.attributes) : line.attributes;
    lines[at] = {...line, merchandiseId, sellingPlanId, quantity, attributes};
    touched.push(line.id);
  });
  if (errors.length) return unchanged(current, errors);
  return capToStock(lines, touched, rules);
}

export function removeLines(current: CartLineRecord[], lineIds: string[]): LineChange {
  const errors = lineIds.flatMap((id, index) =>
    current.some((line) => line.id === id) ? [] : [cartErrors.lineNotFound(['lineIds', String(index)], id)],
  );
  if (errors.length) return unchanged(current, errors);
  return {lines: current.filter((line) => !lineIds.includes(line.id)), userErrors: [], warnings: []};
}
