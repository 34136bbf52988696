// Errors a resolver raises on purpose. They reach the client as GraphQL errors on HTTP 200, the way Shopify
// reports bad arguments, instead of the INTERNAL_SERVER_ERROR an unexpected exception becomes.
export class StorefrontError extends Error {
  constructor(
    message: string,
    readonly code: string = 'BAD_REQUEST',
  ) {
    super(message);
    this.name = 'StorefrontError';
  }
}
