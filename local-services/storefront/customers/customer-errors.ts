// Every CustomerUserError and UserError the customer area produces, in one place so codes, fields and messages stay
// consistent. Messages are Shopify's where they are known (API-SHAPES.md §1.5, spec §8); the rest follow the same
// Rails-style wording and are listed as unconfirmed in the README.
export type CustomerErrorCode =
  | 'ALREADY_ENABLED'
  | 'BLANK'
  | 'CONTAINS_HTML_TAGS'
  | 'CONTAINS_URL'
  | 'CUSTOMER_DISABLED'
  | 'INVALID'
  | 'NOT_FOUND'
  | 'PASSWORD_STARTS_OR_ENDS_WITH_WHITESPACE'
  | 'TAKEN'
  | 'TOKEN_INVALID'
  | 'TOO_LONG'
  | 'TOO_SHORT'
  | 'UNIDENTIFIED_CUSTOMER';

export type FieldPath = string[];
export type CustomerUserError = {code: CustomerErrorCode; field: FieldPath | null; message: string};
/** The deprecated `userErrors` list: the same errors without their code. */
export type UserError = {field: FieldPath | null; message: string};

export const MIN_PASSWORD_LENGTH = 5;
export const MAX_PASSWORD_LENGTH = 40;
export const MAX_NAME_LENGTH = 255;
export const MAX_ADDRESSES = 50;

const error = (code: CustomerErrorCode, field: FieldPath | null, message: string): CustomerUserError => ({
  code,
  field,
  message,
});

export const customerErrors = {
  blank: (field: FieldPath, label: string) => error('BLANK', field, `${label} can't be blank`),
  invalid: (field: FieldPath, label: string) => error('INVALID', field, `${label} is invalid`),
  taken: (field: FieldPath, message: string) => error('TAKEN', field, message),
  tooLong: (field: FieldPath, label: string, max: number) =>
    error('TOO_LONG', field, `${label} is too long (maximum is ${max} characters)`),
  passwordTooShort: (field: FieldPath) =>
    error('TOO_SHORT', field, `Password is too short (minimum is ${MIN_PASSWORD_LENGTH} characters)`),
  passwordTooLong: (field: FieldPath) =>
    error('TOO_LONG', field, `Password is too long (maximum is ${MAX_PASSWORD_LENGTH} characters)`),
  passwordWhitespace: (field: FieldPath) =>
    error('PASSWORD_STARTS_OR_ENDS_WITH_WHITESPACE', field, 'Password cannot start or end with whitespace'),
  containsHtml: (field: FieldPath, label: string) => error('CONTAINS_HTML_TAGS', field, `${label} cannot contain HTML tags`),
  containsUrl: (field: FieldPath, label: string) => error('CONTAINS_URL', field, `${label} cannot contain URL`),
  /** Wrong email or password, and an unknown, expired or deleted access token. */
  unidentified: (field: FieldPath | null) => error('UNIDENTIFIED_CUSTOMER', field, 'Unidentified customer'),
  /** customerCreate for an account that exists but was never activated: the activation mail is sent again. */
  disabledOnCreate: (email: string) =>
    error(
      'CUSTOMER_DISABLED',
      null,
      `We have sent an email to ${email}, please click the link included to verify your email address.`,
    ),
  disabledOnLogin: () => error('CUSTOMER_DISABLED', null, 'Customer is disabled'),
  tokenInvalid: (field: FieldPath, what: 'Activation' | 'Reset') => error('TOKEN_INVALID', field, `${what} token is invalid`),
  alreadyEnabled: () => error('ALREADY_ENABLED', null, 'Customer is already enabled'),
  addressNotFound: (field: FieldPath) => error('NOT_FOUND', field, 'Address does not exist'),
  tooManyAddresses: () => error('INVALID', ['address'], `Customer can't have more than ${MAX_ADDRESSES} addresses`),
  unknownCustomer: (field: FieldPath) => error('UNIDENTIFIED_CUSTOMER', field, 'Could not find customer'),
};

/** userErrors of customerAccessTokenRenew and customerAccessTokenDelete, which have no customerUserErrors. */
export const accessTokenNotFound = (): UserError => ({field: ['customerAccessToken'], message: 'Access token does not exist'});

export const withoutCodes = (errors: CustomerUserError[]): UserError[] =>
  errors.map(({field, message}) => ({field, message}));

export type CustomerPayload = Record<string, unknown> & {customerUserErrors: CustomerUserError[]; userErrors: UserError[]};

/** A payload with both error lists: the deprecated userErrors repeat customerUserErrors without their codes. */
export function customerPayload(fields: Record<string, unknown>, errors: CustomerUserError[] = []): CustomerPayload {
  return {...fields, customerUserErrors: errors, userErrors: withoutCodes(errors)};
}
