// The customer area's root fields, spread into the resolvers' root value (resolvers/index.ts).
import type {RequestContext} from '../context';
import {
  customerAccessTokenCreateMutation,
  customerAccessTokenDeleteMutation,
  customerAccessTokenRenewMutation,
  customerActivateByUrlMutation,
  customerActivateMutation,
  customerCreateMutation,
  customerQuery,
  customerRecoverMutation,
  customerResetByUrlMutation,
  customerResetMutation,
  customerUpdateMutation,
} from './account-mutations';
import {
  customerAddressCreateMutation,
  customerAddressDeleteMutation,
  customerAddressUpdateMutation,
  customerDefaultAddressUpdateMutation,
} from './address-mutations';

type RootResolver = (args: never, ctx: RequestContext) => unknown;

export const customerRootFields: Record<string, RootResolver> = {
  customer: (args, ctx) => customerQuery(ctx, args),
  customerCreate: (args, ctx) => customerCreateMutation(ctx, args),
  customerAccessTokenCreate: (args, ctx) => customerAccessTokenCreateMutation(ctx, args),
  customerAccessTokenRenew: (args, ctx) => customerAccessTokenRenewMutation(ctx, args),
  customerAccessTokenDelete: (args, ctx) => customerAccessTokenDeleteMutation(ctx, args),
  customerRecover: (args, ctx) => customerRecoverMutation(ctx, args),
  customerReset: (args, ctx) => customerResetMutation(ctx, args),
  customerResetByUrl: (args, ctx) => customerResetByUrlMutation(ctx, args),
  customerActivate: (args, ctx) => customerActivateMutation(ctx, args),
  customerActivateByUrl: (args, ctx) => customerActivateByUrlMutation(ctx, args),
  customerUpdate: (args, ctx) => customerUpdateMutation(ctx, args),
  customerAddressCreate: (args, ctx) => customerAddressCreateMutation(ctx, args),
  customerAddressUpdate: (args, ctx) => customerAddressUpdateMutation(ctx, args),
  customerAddressDelete: (args, ctx) => customerAddressDeleteMutation(ctx, args),
  customerDefaultAddressUpdate: (args, ctx) => customerDefaultAddressUpdateMutation(ctx, args),
};
