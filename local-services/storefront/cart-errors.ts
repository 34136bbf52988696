// Every CartUserError and CartWarning the stand-in produces, in one place so their codes, fields and messages stay
// consistent. `field` is the path to the input that caused the error, array indices as strings, as Shopify sends.
export type CartErrorCode = 'INVALID' | 'MAXIMUM_EXCEEDED' | 'NOTE_TOO_LONG';
export type CartWarningCode = 'MERCHANDISE_NOT_ENOUGH_STOCK' | 'MERCHANDISE_OUT_OF_STOCK';

export type CartUserError = {code: CartErrorCode; field: string[] | null; message: string};
export type CartWarning = {code: CartWarningCode; message: string; target: string};

export type FieldPath = string[];

export const MAX_CART_LINES = 250;
export const MAX_NOTE_LENGTH = 5000;

const invalid = (field: FieldPath, message: string): CartUserError => ({code: 'INVALID', field, message});

export const cartErrors = {
  cartNotFound: (): CartUserError => invalid(['cartId'], 'The specified cart does not exist.'),
  merchandiseNotFound: (field: FieldPath, id: string) =>
    invalid(field, `The merchandise with id ${id} does not exist.`),
  soldOut: (field: FieldPath, productTitle: string) =>
    invalid(field, `The product '${productTitle}' is already sold out.`),
  sellingPlanNotAvailable: (field: FieldPath, id: string) =>
    invalid(field, `The selling plan with id ${id} is not available for this merchandise.`),
  sellingPlanRequired: (field: FieldPath) => invalid(field, 'Variant can only be purchased with a selling plan.'),
  negativeQuantity: (field: FieldPath) => invalid(field, 'The quantity must be greater than or equal to 0.'),
  lineNotFound: (field: FieldPath, id: string) => invalid(field, `The merchandise line with id ${id} does not exist.`),
  tooManyLines: (field: FieldPath): CartUserError => ({
    code: 'MAXIMUM_EXCEEDED',
    field,
    message: `A cart cannot have more than ${MAX_CART_LINES} lines.`,
  }),
  noteTooLong: (field: FieldPath): CartUserError => ({
    code: 'NOTE_TOO_LONG',
    field,
    message: `Note is too long (maximum is ${MAX_NOTE_LENGTH} characters).`,
  }),
  invalidEmail: (field: FieldPath) => invalid(field, 'Email is invalid.'),
  /** An unknown, expired or deleted customer access token in the buyer identity (Shopify/hydrogen#2495). */
  invalidCustomer: (field: FieldPath) => invalid(field, 'Customer is invalid'),
  giftCardsNotSupported: (field: FieldPath) => invalid(field, 'Gift cards are not supported by this shop.'),
};

export const cartWarnings = {
  notEnoughStock: (lineId: string, available: number): CartWarning => ({
    code: 'MERCHANDISE_NOT_ENOUGH_STOCK',
    message: `Only ${available} items were added to your cart due to availability.`,
    target: lineId,
  }),
  outOfStock: (merchandiseId: string, productTitle: string): CartWarning => ({
    code: 'MERCHANDISE_OUT_OF_STOCK',
    message: `The product '${productTitle}' is out of stock: the cart already holds all available items.`,
    target: merchandiseId,
  }),
};
