/* eslint-disable eslint-comments/disable-enable-pair */
/* eslint-disable eslint-comments/no-unlimited-disable */
/* eslint-disable */
import type * as StorefrontAPI from '@shopify/hydrogen/storefront-api-types';

export type CartApiQueryFragment = (
  Pick<StorefrontAPI.Cart, 'id' | 'checkoutUrl' | 'totalQuantity' | 'note'>
  & { attributes: Array<Pick<StorefrontAPI.Attribute, 'key' | 'value'>>, discountCodes: Array<Pick<StorefrontAPI.CartDiscountCode, 'code' | 'applicable'>>, discountAllocations: Array<(
    Pick<StorefrontAPI.CartAutomaticDiscountAllocation, 'title'>
    & { discountedAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }
  ) | (
    Pick<StorefrontAPI.CartCodeDiscountAllocation, 'code'>
    & { discountedAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }
  ) | (
    Pick<StorefrontAPI.CartCustomDiscountAllocation, 'title'>
    & { discountedAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }
  )>, buyerIdentity: Pick<StorefrontAPI.CartBuyerIdentity, 'countryCode' | 'email' | 'phone'>, cost: { subtotalAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, totalAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, lines: { pageInfo: Pick<StorefrontAPI.PageInfo, 'hasNextPage'>, nodes: Array<(
      Pick<StorefrontAPI.CartLine, 'id' | 'quantity'>
      & { attributes: Array<Pick<StorefrontAPI.Attribute, 'key' | 'value'>>, cost: { subtotalAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, totalAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, compareAtAmountPerQuantity?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>> }, discountAllocations: Array<(
        Pick<StorefrontAPI.CartAutomaticDiscountAllocation, 'title'>
        & { discountedAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }
      ) | (
        Pick<StorefrontAPI.CartCodeDiscountAllocation, 'code'>
        & { discountedAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }
      ) | (
        Pick<StorefrontAPI.CartCustomDiscountAllocation, 'title'>
        & { discountedAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }
      )>, sellingPlanAllocation?: StorefrontAPI.Maybe<{ sellingPlan: Pick<StorefrontAPI.SellingPlan, 'id' | 'name'> }>, merchandise: (
        Pick<StorefrontAPI.ProductVariant, 'id' | 'sku' | 'title' | 'availableForSale' | 'quantityAvailable'>
        & { image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>>, product: Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title'> }
      ) }
    ) | (
      Pick<StorefrontAPI.ComponentizableCartLine, 'id' | 'quantity'>
      & { attributes: Array<Pick<StorefrontAPI.Attribute, 'key' | 'value'>>, cost: { subtotalAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, totalAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, compareAtAmountPerQuantity?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>> }, discountAllocations: Array<(
        Pick<StorefrontAPI.CartAutomaticDiscountAllocation, 'title'>
        & { discountedAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }
      ) | (
        Pick<StorefrontAPI.CartCodeDiscountAllocation, 'code'>
        & { discountedAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }
      ) | (
        Pick<StorefrontAPI.CartCustomDiscountAllocation, 'title'>
        & { discountedAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }
      )>, sellingPlanAllocation?: StorefrontAPI.Maybe<{ sellingPlan: Pick<StorefrontAPI.SellingPlan, 'id' | 'name'> }>, merchandise: (
        Pick<StorefrontAPI.ProductVariant, 'id' | 'sku' | 'title' | 'availableForSale' | 'quantityAvailable'>
        & { image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>>, product: Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title'> }
      ) }
    )> } }
);

type CartDiscountAllocationParts_CartAutomaticDiscountAllocation_Fragment = (
  Pick<StorefrontAPI.CartAutomaticDiscountAllocation, 'title'>
  & { discountedAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }
);

type CartDiscountAllocationParts_CartCodeDiscountAllocation_Fragment = (
  Pick<StorefrontAPI.CartCodeDiscountAllocation, 'code'>
  & { discountedAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }
);

type CartDiscountAllocationParts_CartCustomDiscountAllocation_Fragment = (
  Pick<StorefrontAPI.CartCustomDiscountAllocation, 'title'>
  & { discountedAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }
);

export type CartDiscountAllocationPartsFragment = CartDiscountAllocationParts_CartAutomaticDiscountAllocation_Fragment | CartDiscountAllocationParts_CartCodeDiscountAllocation_Fragment | CartDiscountAllocationParts_CartCustomDiscountAllocation_Fragment;

export type CartApiMutationFragment = (
  Pick<StorefrontAPI.Cart, 'id' | 'checkoutUrl' | 'totalQuantity' | 'note'>
  & { buyerIdentity: Pick<StorefrontAPI.CartBuyerIdentity, 'countryCode' | 'email'>, cost: { subtotalAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, discountAllocations: Array<{ discountedAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }>, lines: { pageInfo: Pick<StorefrontAPI.PageInfo, 'hasNextPage'>, nodes: Array<(
      Pick<StorefrontAPI.CartLine, 'id' | 'quantity'>
      & { attributes: Array<Pick<StorefrontAPI.Attribute, 'key' | 'value'>>, cost: { totalAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, sellingPlanAllocation?: StorefrontAPI.Maybe<{ sellingPlan: Pick<StorefrontAPI.SellingPlan, 'id'> }>, merchandise: Pick<StorefrontAPI.ProductVariant, 'id'> }
    ) | (
      Pick<StorefrontAPI.ComponentizableCartLine, 'id' | 'quantity'>
      & { attributes: Array<Pick<StorefrontAPI.Attribute, 'key' | 'value'>>, cost: { totalAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, sellingPlanAllocation?: StorefrontAPI.Maybe<{ sellingPlan: Pick<StorefrontAPI.SellingPlan, 'id'> }>, merchandise: Pick<StorefrontAPI.ProductVariant, 'id'> }
    )> } }
);

export type CollectionPageQueryVariables = StorefrontAPI.Exact<{
  handle: StorefrontAPI.Scalars['String']['input'];
  first?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['Int']['input']>;
  last?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['Int']['input']>;
  startCursor?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['String']['input']>;
  endCursor?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['String']['input']>;
  filters?: StorefrontAPI.InputMaybe<Array<StorefrontAPI.ProductFilter> | StorefrontAPI.ProductFilter>;
  sortKey?: StorefrontAPI.InputMaybe<StorefrontAPI.ProductCollectionSortKeys>;
  reverse?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['Boolean']['input']>;
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type CollectionPageQuery = { collection?: StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.Collection, 'id' | 'handle' | 'title' | 'description'>
    & { matching: { nodes: Array<Pick<StorefrontAPI.Product, 'id'>>, pageInfo: Pick<StorefrontAPI.PageInfo, 'hasNextPage'> }, products: { filters: Array<(
        Pick<StorefrontAPI.Filter, 'id' | 'label' | 'type'>
        & { values: Array<Pick<StorefrontAPI.FilterValue, 'id' | 'label' | 'count' | 'input'>> }
      )>, nodes: Array<(
        Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'availableForSale'>
        & { collections: { nodes: Array<Pick<StorefrontAPI.Collection, 'handle'>> }, featuredImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, priceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, compareAtPriceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, variants: { nodes: Array<Pick<StorefrontAPI.ProductVariant, 'sku'>> } }
      )>, pageInfo: Pick<StorefrontAPI.PageInfo, 'hasPreviousPage' | 'hasNextPage' | 'startCursor' | 'endCursor'> } }
  )> };

export type CollectionProductCountsQueryVariables = StorefrontAPI.Exact<{
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type CollectionProductCountsQuery = { collections: { nodes: Array<(
      Pick<StorefrontAPI.Collection, 'id' | 'handle' | 'title'>
      & { products: { nodes: Array<Pick<StorefrontAPI.Product, 'id'>> } }
    )> } };

export type OrderSummaryFragment = (
  Pick<StorefrontAPI.Order, 'id' | 'name' | 'orderNumber' | 'processedAt' | 'financialStatus' | 'fulfillmentStatus' | 'canceledAt' | 'edited'>
  & { currentTotalPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }
);

export type CustomerOrdersQueryVariables = StorefrontAPI.Exact<{
  customerAccessToken: StorefrontAPI.Scalars['String']['input'];
  first?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['Int']['input']>;
  last?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['Int']['input']>;
  after?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['String']['input']>;
  before?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['String']['input']>;
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type CustomerOrdersQuery = { customer?: StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.Customer, 'id' | 'numberOfOrders'>
    & { orders: { nodes: Array<(
        Pick<StorefrontAPI.Order, 'id' | 'name' | 'orderNumber' | 'processedAt' | 'financialStatus' | 'fulfillmentStatus' | 'canceledAt' | 'edited'>
        & { currentTotalPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }
      )>, pageInfo: Pick<StorefrontAPI.PageInfo, 'hasNextPage' | 'hasPreviousPage' | 'startCursor' | 'endCursor'> } }
  )> };

export type CustomerOrdersSummaryQueryVariables = StorefrontAPI.Exact<{
  customerAccessToken: StorefrontAPI.Scalars['String']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type CustomerOrdersSummaryQuery = { customer?: StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.Customer, 'id'>
    & { orders: { nodes: Array<(
        Pick<StorefrontAPI.Order, 'id' | 'name' | 'orderNumber' | 'processedAt' | 'financialStatus' | 'fulfillmentStatus' | 'canceledAt' | 'edited'>
        & { currentTotalPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }
      )>, pageInfo: Pick<StorefrontAPI.PageInfo, 'hasNextPage'> } }
  )> };

export type OrderMoneyFragment = Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;

type OrderDiscountApplication_AutomaticDiscountApplication_Fragment = (
  { __typename: 'AutomaticDiscountApplication' }
  & Pick<StorefrontAPI.AutomaticDiscountApplication, 'title' | 'allocationMethod' | 'targetSelection' | 'targetType'>
  & { value: (
    { __typename: 'MoneyV2' }
    & Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>
  ) | (
    { __typename: 'PricingPercentageValue' }
    & Pick<StorefrontAPI.PricingPercentageValue, 'percentage'>
  ) }
);

type OrderDiscountApplication_DiscountCodeApplication_Fragment = (
  { __typename: 'DiscountCodeApplication' }
  & Pick<StorefrontAPI.DiscountCodeApplication, 'code' | 'allocationMethod' | 'targetSelection' | 'targetType'>
  & { value: (
    { __typename: 'MoneyV2' }
    & Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>
  ) | (
    { __typename: 'PricingPercentageValue' }
    & Pick<StorefrontAPI.PricingPercentageValue, 'percentage'>
  ) }
);

type OrderDiscountApplication_ManualDiscountApplication_Fragment = (
  { __typename: 'ManualDiscountApplication' }
  & Pick<StorefrontAPI.ManualDiscountApplication, 'title' | 'allocationMethod' | 'targetSelection' | 'targetType'>
  & { value: (
    { __typename: 'MoneyV2' }
    & Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>
  ) | (
    { __typename: 'PricingPercentageValue' }
    & Pick<StorefrontAPI.PricingPercentageValue, 'percentage'>
  ) }
);

type OrderDiscountApplication_ScriptDiscountApplication_Fragment = (
  { __typename: 'ScriptDiscountApplication' }
  & Pick<StorefrontAPI.ScriptDiscountApplication, 'title' | 'allocationMethod' | 'targetSelection' | 'targetType'>
  & { value: (
    { __typename: 'MoneyV2' }
    & Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>
  ) | (
    { __typename: 'PricingPercentageValue' }
    & Pick<StorefrontAPI.PricingPercentageValue, 'percentage'>
  ) }
);

export type OrderDiscountApplicationFragment = OrderDiscountApplication_AutomaticDiscountApplication_Fragment | OrderDiscountApplication_DiscountCodeApplication_Fragment | OrderDiscountApplication_ManualDiscountApplication_Fragment | OrderDiscountApplication_ScriptDiscountApplication_Fragment;

export type OrderAddressFragment = Pick<StorefrontAPI.MailingAddress, 'id' | 'name' | 'company' | 'formatted' | 'phone'>;

export type CustomerOrderQueryVariables = StorefrontAPI.Exact<{
  customerAccessToken: StorefrontAPI.Scalars['String']['input'];
  orderId: StorefrontAPI.Scalars['ID']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type CustomerOrderQuery = { customer?: StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.Customer, 'id'>
    & { orders: { nodes: Array<Pick<StorefrontAPI.Order, 'id'>>, pageInfo: Pick<StorefrontAPI.PageInfo, 'hasNextPage' | 'endCursor'> } }
  )>, order?: StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.Order, 'id' | 'name' | 'orderNumber' | 'processedAt' | 'financialStatus' | 'fulfillmentStatus' | 'cancelReason' | 'canceledAt' | 'edited' | 'statusUrl' | 'currencyCode'>
    & { billingAddress?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MailingAddress, 'id' | 'name' | 'company' | 'formatted' | 'phone'>>, shippingAddress?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MailingAddress, 'id' | 'name' | 'company' | 'formatted' | 'phone'>>, subtotalPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>>, totalShippingPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, totalTax?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>>, originalTotalDuties?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>>, originalTotalPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, currentSubtotalPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, currentTotalShippingPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, currentTotalTax: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, currentTotalDuties?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>>, currentTotalPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, totalRefunded: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, lineItems: { nodes: Array<(
        Pick<StorefrontAPI.OrderLineItem, 'title' | 'quantity' | 'currentQuantity'>
        & { customAttributes: Array<Pick<StorefrontAPI.Attribute, 'key' | 'value'>>, discountAllocations: Array<{ allocatedAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, discountApplication: (
            { __typename: 'AutomaticDiscountApplication' }
            & Pick<StorefrontAPI.AutomaticDiscountApplication, 'title' | 'allocationMethod' | 'targetSelection' | 'targetType'>
            & { value: (
              { __typename: 'MoneyV2' }
              & Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>
            ) | (
              { __typename: 'PricingPercentageValue' }
              & Pick<StorefrontAPI.PricingPercentageValue, 'percentage'>
            ) }
          ) | (
            { __typename: 'DiscountCodeApplication' }
            & Pick<StorefrontAPI.DiscountCodeApplication, 'code' | 'allocationMethod' | 'targetSelection' | 'targetType'>
            & { value: (
              { __typename: 'MoneyV2' }
              & Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>
            ) | (
              { __typename: 'PricingPercentageValue' }
              & Pick<StorefrontAPI.PricingPercentageValue, 'percentage'>
            ) }
          ) | (
            { __typename: 'ManualDiscountApplication' }
            & Pick<StorefrontAPI.ManualDiscountApplication, 'title' | 'allocationMethod' | 'targetSelection' | 'targetType'>
            & { value: (
              { __typename: 'MoneyV2' }
              & Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>
            ) | (
              { __typename: 'PricingPercentageValue' }
              & Pick<StorefrontAPI.PricingPercentageValue, 'percentage'>
            ) }
          ) | (
            { __typename: 'ScriptDiscountApplication' }
            & Pick<StorefrontAPI.ScriptDiscountApplication, 'title' | 'allocationMethod' | 'targetSelection' | 'targetType'>
            & { value: (
              { __typename: 'MoneyV2' }
              & Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>
            ) | (
              { __typename: 'PricingPercentageValue' }
              & Pick<StorefrontAPI.PricingPercentageValue, 'percentage'>
            ) }
          ) }>, discountedTotalPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, originalTotalPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, variant?: StorefrontAPI.Maybe<(
          Pick<StorefrontAPI.ProductVariant, 'id' | 'title' | 'sku'>
          & { product: Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title'> }
        )> }
      )> }, discountApplications: { nodes: Array<(
        { __typename: 'AutomaticDiscountApplication' }
        & Pick<StorefrontAPI.AutomaticDiscountApplication, 'title' | 'allocationMethod' | 'targetSelection' | 'targetType'>
        & { value: (
          { __typename: 'MoneyV2' }
          & Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>
        ) | (
          { __typename: 'PricingPercentageValue' }
          & Pick<StorefrontAPI.PricingPercentageValue, 'percentage'>
        ) }
      ) | (
        { __typename: 'DiscountCodeApplication' }
        & Pick<StorefrontAPI.DiscountCodeApplication, 'code' | 'allocationMethod' | 'targetSelection' | 'targetType'>
        & { value: (
          { __typename: 'MoneyV2' }
          & Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>
        ) | (
          { __typename: 'PricingPercentageValue' }
          & Pick<StorefrontAPI.PricingPercentageValue, 'percentage'>
        ) }
      ) | (
        { __typename: 'ManualDiscountApplication' }
        & Pick<StorefrontAPI.ManualDiscountApplication, 'title' | 'allocationMethod' | 'targetSelection' | 'targetType'>
        & { value: (
          { __typename: 'MoneyV2' }
          & Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>
        ) | (
          { __typename: 'PricingPercentageValue' }
          & Pick<StorefrontAPI.PricingPercentageValue, 'percentage'>
        ) }
      ) | (
        { __typename: 'ScriptDiscountApplication' }
        & Pick<StorefrontAPI.ScriptDiscountApplication, 'title' | 'allocationMethod' | 'targetSelection' | 'targetType'>
        & { value: (
          { __typename: 'MoneyV2' }
          & Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>
        ) | (
          { __typename: 'PricingPercentageValue' }
          & Pick<StorefrontAPI.PricingPercentageValue, 'percentage'>
        ) }
      )> }, successfulFulfillments?: StorefrontAPI.Maybe<Array<(
      Pick<StorefrontAPI.Fulfillment, 'trackingCompany'>
      & { trackingInfo: Array<Pick<StorefrontAPI.FulfillmentTrackingInfo, 'number' | 'url'>> }
    )>> }
  )> };

export type CustomerOrderIdsQueryVariables = StorefrontAPI.Exact<{
  customerAccessToken: StorefrontAPI.Scalars['String']['input'];
  after?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['String']['input']>;
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type CustomerOrderIdsQuery = { customer?: StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.Customer, 'id'>
    & { orders: { nodes: Array<Pick<StorefrontAPI.Order, 'id'>>, pageInfo: Pick<StorefrontAPI.PageInfo, 'hasNextPage' | 'endCursor'> } }
  )> };

export type SessionCustomerQueryVariables = StorefrontAPI.Exact<{
  customerAccessToken: StorefrontAPI.Scalars['String']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type SessionCustomerQuery = { customer?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Customer, 'id' | 'email' | 'firstName' | 'lastName' | 'displayName' | 'phone' | 'acceptsMarketing'>> };

export type AccountCustomerPartsFragment = (
  Pick<StorefrontAPI.Customer, 'id' | 'email' | 'firstName' | 'lastName' | 'displayName' | 'phone' | 'acceptsMarketing' | 'createdAt' | 'updatedAt' | 'numberOfOrders'>
  & { defaultAddress?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MailingAddress, 'id' | 'address1' | 'address2' | 'city' | 'company' | 'country' | 'countryCodeV2' | 'firstName' | 'lastName' | 'phone' | 'province' | 'provinceCode' | 'zip' | 'formatted' | 'formattedArea'>>, addresses: { nodes: Array<Pick<StorefrontAPI.MailingAddress, 'id' | 'address1' | 'address2' | 'city' | 'company' | 'country' | 'countryCodeV2' | 'firstName' | 'lastName' | 'phone' | 'province' | 'provinceCode' | 'zip' | 'formatted' | 'formattedArea'>> } }
);

export type AccountAddressPartsFragment = Pick<StorefrontAPI.MailingAddress, 'id' | 'address1' | 'address2' | 'city' | 'company' | 'country' | 'countryCodeV2' | 'firstName' | 'lastName' | 'phone' | 'province' | 'provinceCode' | 'zip' | 'formatted' | 'formattedArea'>;

export type AccountCustomerQueryVariables = StorefrontAPI.Exact<{
  customerAccessToken: StorefrontAPI.Scalars['String']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type AccountCustomerQuery = { customer?: StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.Customer, 'id' | 'email' | 'firstName' | 'lastName' | 'displayName' | 'phone' | 'acceptsMarketing' | 'createdAt' | 'updatedAt' | 'numberOfOrders'>
    & { defaultAddress?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MailingAddress, 'id' | 'address1' | 'address2' | 'city' | 'company' | 'country' | 'countryCodeV2' | 'firstName' | 'lastName' | 'phone' | 'province' | 'provinceCode' | 'zip' | 'formatted' | 'formattedArea'>>, addresses: { nodes: Array<Pick<StorefrontAPI.MailingAddress, 'id' | 'address1' | 'address2' | 'city' | 'company' | 'country' | 'countryCodeV2' | 'firstName' | 'lastName' | 'phone' | 'province' | 'provinceCode' | 'zip' | 'formatted' | 'formattedArea'>> } }
  )> };

export type CustomerCreateMutationVariables = StorefrontAPI.Exact<{
  input: StorefrontAPI.CustomerCreateInput;
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type CustomerCreateMutation = { customerCreate?: StorefrontAPI.Maybe<{ customer?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Customer, 'id'>>, customerUserErrors: Array<Pick<StorefrontAPI.CustomerUserError, 'field' | 'message' | 'code'>> }> };

export type CustomerAccessTokenCreateMutationVariables = StorefrontAPI.Exact<{
  input: StorefrontAPI.CustomerAccessTokenCreateInput;
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type CustomerAccessTokenCreateMutation = { customerAccessTokenCreate?: StorefrontAPI.Maybe<{ customerAccessToken?: StorefrontAPI.Maybe<Pick<StorefrontAPI.CustomerAccessToken, 'accessToken' | 'expiresAt'>>, customerUserErrors: Array<Pick<StorefrontAPI.CustomerUserError, 'field' | 'message' | 'code'>> }> };

export type CustomerAccessTokenRenewMutationVariables = StorefrontAPI.Exact<{
  customerAccessToken: StorefrontAPI.Scalars['String']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type CustomerAccessTokenRenewMutation = { customerAccessTokenRenew?: StorefrontAPI.Maybe<{ customerAccessToken?: StorefrontAPI.Maybe<Pick<StorefrontAPI.CustomerAccessToken, 'accessToken' | 'expiresAt'>>, userErrors: Array<Pick<StorefrontAPI.UserError, 'field' | 'message'>> }> };

export type CustomerAccessTokenDeleteMutationVariables = StorefrontAPI.Exact<{
  customerAccessToken: StorefrontAPI.Scalars['String']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type CustomerAccessTokenDeleteMutation = { customerAccessTokenDelete?: StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.CustomerAccessTokenDeletePayload, 'deletedAccessToken'>
    & { userErrors: Array<Pick<StorefrontAPI.UserError, 'field' | 'message'>> }
  )> };

export type CustomerRecoverMutationVariables = StorefrontAPI.Exact<{
  email: StorefrontAPI.Scalars['String']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type CustomerRecoverMutation = { customerRecover?: StorefrontAPI.Maybe<{ customerUserErrors: Array<Pick<StorefrontAPI.CustomerUserError, 'field' | 'message' | 'code'>> }> };

export type CustomerResetMutationVariables = StorefrontAPI.Exact<{
  id: StorefrontAPI.Scalars['ID']['input'];
  input: StorefrontAPI.CustomerResetInput;
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type CustomerResetMutation = { customerReset?: StorefrontAPI.Maybe<{ customer?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Customer, 'id'>>, customerUserErrors: Array<Pick<StorefrontAPI.CustomerUserError, 'field' | 'message' | 'code'>> }> };

export type CustomerResetByUrlMutationVariables = StorefrontAPI.Exact<{
  resetUrl: StorefrontAPI.Scalars['URL']['input'];
  password: StorefrontAPI.Scalars['String']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type CustomerResetByUrlMutation = { customerResetByUrl?: StorefrontAPI.Maybe<{ customer?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Customer, 'id'>>, customerUserErrors: Array<Pick<StorefrontAPI.CustomerUserError, 'field' | 'message' | 'code'>> }> };

export type CustomerActivateByUrlMutationVariables = StorefrontAPI.Exact<{
  activationUrl: StorefrontAPI.Scalars['URL']['input'];
  password: StorefrontAPI.Scalars['String']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type CustomerActivateByUrlMutation = { customerActivateByUrl?: StorefrontAPI.Maybe<{ customer?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Customer, 'id'>>, customerUserErrors: Array<Pick<StorefrontAPI.CustomerUserError, 'field' | 'message' | 'code'>> }> };

export type CustomerUpdateMutationVariables = StorefrontAPI.Exact<{
  customerAccessToken: StorefrontAPI.Scalars['String']['input'];
  customer: StorefrontAPI.CustomerUpdateInput;
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type CustomerUpdateMutation = { customerUpdate?: StorefrontAPI.Maybe<{ customer?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Customer, 'id'>>, customerAccessToken?: StorefrontAPI.Maybe<Pick<StorefrontAPI.CustomerAccessToken, 'accessToken' | 'expiresAt'>>, customerUserErrors: Array<Pick<StorefrontAPI.CustomerUserError, 'field' | 'message' | 'code'>> }> };

export type CustomerAddressCreateMutationVariables = StorefrontAPI.Exact<{
  customerAccessToken: StorefrontAPI.Scalars['String']['input'];
  address: StorefrontAPI.MailingAddressInput;
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type CustomerAddressCreateMutation = { customerAddressCreate?: StorefrontAPI.Maybe<{ customerAddress?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MailingAddress, 'id'>>, customerUserErrors: Array<Pick<StorefrontAPI.CustomerUserError, 'field' | 'message' | 'code'>> }> };

export type CustomerAddressUpdateMutationVariables = StorefrontAPI.Exact<{
  customerAccessToken: StorefrontAPI.Scalars['String']['input'];
  id: StorefrontAPI.Scalars['ID']['input'];
  address: StorefrontAPI.MailingAddressInput;
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type CustomerAddressUpdateMutation = { customerAddressUpdate?: StorefrontAPI.Maybe<{ customerAddress?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MailingAddress, 'id'>>, customerUserErrors: Array<Pick<StorefrontAPI.CustomerUserError, 'field' | 'message' | 'code'>> }> };

export type CustomerAddressDeleteMutationVariables = StorefrontAPI.Exact<{
  customerAccessToken: StorefrontAPI.Scalars['String']['input'];
  id: StorefrontAPI.Scalars['ID']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type CustomerAddressDeleteMutation = { customerAddressDelete?: StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.CustomerAddressDeletePayload, 'deletedCustomerAddressId'>
    & { customerUserErrors: Array<Pick<StorefrontAPI.CustomerUserError, 'field' | 'message' | 'code'>> }
  )> };

export type CustomerDefaultAddressUpdateMutationVariables = StorefrontAPI.Exact<{
  customerAccessToken: StorefrontAPI.Scalars['String']['input'];
  addressId: StorefrontAPI.Scalars['ID']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type CustomerDefaultAddressUpdateMutation = { customerDefaultAddressUpdate?: StorefrontAPI.Maybe<{ customer?: StorefrontAPI.Maybe<(
      Pick<StorefrontAPI.Customer, 'id' | 'email' | 'firstName' | 'lastName' | 'displayName' | 'phone' | 'acceptsMarketing' | 'createdAt' | 'updatedAt' | 'numberOfOrders'>
      & { defaultAddress?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MailingAddress, 'id' | 'address1' | 'address2' | 'city' | 'company' | 'country' | 'countryCodeV2' | 'firstName' | 'lastName' | 'phone' | 'province' | 'provinceCode' | 'zip' | 'formatted' | 'formattedArea'>>, addresses: { nodes: Array<Pick<StorefrontAPI.MailingAddress, 'id' | 'address1' | 'address2' | 'city' | 'company' | 'country' | 'countryCodeV2' | 'firstName' | 'lastName' | 'phone' | 'province' | 'provinceCode' | 'zip' | 'formatted' | 'formattedArea'>> } }
    )>, customerUserErrors: Array<Pick<StorefrontAPI.CustomerUserError, 'field' | 'message' | 'code'>> }> };

export type ProductCardFragment = (
  Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'availableForSale'>
  & { collections: { nodes: Array<Pick<StorefrontAPI.Collection, 'handle'>> }, featuredImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, priceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, compareAtPriceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, variants: { nodes: Array<Pick<StorefrontAPI.ProductVariant, 'sku'>> } }
);

export type ProductPageQueryVariables = StorefrontAPI.Exact<{
  handle: StorefrontAPI.Scalars['String']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type ProductPageQuery = { product?: StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'description' | 'productType' | 'availableForSale' | 'requiresSellingPlan' | 'createdAt' | 'publishedAt'>
    & { collections: { nodes: Array<Pick<StorefrontAPI.Collection, 'handle' | 'title'>> }, options: Array<Pick<StorefrontAPI.ProductOption, 'name' | 'values'>>, priceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, compareAtPriceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, images: { nodes: Array<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>> }, variants: { nodes: Array<(
        Pick<StorefrontAPI.ProductVariant, 'id' | 'title' | 'sku' | 'availableForSale' | 'currentlyNotInStock' | 'quantityAvailable'>
        & { selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>>, price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>>, image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>> }
      )> }, sellingPlanGroups: { nodes: Array<(
        Pick<StorefrontAPI.SellingPlanGroup, 'name' | 'appName'>
        & { options: Array<Pick<StorefrontAPI.SellingPlanGroupOption, 'name' | 'values'>>, sellingPlans: { nodes: Array<(
            Pick<StorefrontAPI.SellingPlan, 'id' | 'name' | 'description' | 'recurringDeliveries'>
            & { options: Array<Pick<StorefrontAPI.SellingPlanOption, 'name' | 'value'>>, deliveryPolicy?: StorefrontAPI.Maybe<Pick<StorefrontAPI.SellingPlanRecurringDeliveryPolicy, 'interval' | 'intervalCount'>>, priceAdjustments: Array<(
              Pick<StorefrontAPI.SellingPlanPriceAdjustment, 'orderCount'>
              & { adjustmentValue: (
                { __typename: 'SellingPlanFixedAmountPriceAdjustment' }
                & { adjustmentAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }
              ) | (
                { __typename: 'SellingPlanFixedPriceAdjustment' }
                & { price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }
              ) | (
                { __typename: 'SellingPlanPercentagePriceAdjustment' }
                & Pick<StorefrontAPI.SellingPlanPercentagePriceAdjustment, 'adjustmentPercentage'>
              ) }
            )> }
          )> } }
      )> } }
  )> };

export type ProductsByIdsQueryVariables = StorefrontAPI.Exact<{
  ids: Array<StorefrontAPI.Scalars['ID']['input']> | StorefrontAPI.Scalars['ID']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type ProductsByIdsQuery = { nodes: Array<StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'availableForSale'>
    & { collections: { nodes: Array<Pick<StorefrontAPI.Collection, 'handle'>> }, featuredImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, priceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, compareAtPriceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, variants: { nodes: Array<Pick<StorefrontAPI.ProductVariant, 'sku'>> } }
  )>> };

export type ProductRecommendationsQueryVariables = StorefrontAPI.Exact<{
  productId: StorefrontAPI.Scalars['ID']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type ProductRecommendationsQuery = { productRecommendations?: StorefrontAPI.Maybe<Array<(
    Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'availableForSale'>
    & { collections: { nodes: Array<Pick<StorefrontAPI.Collection, 'handle'>> }, featuredImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, priceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, compareAtPriceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, variants: { nodes: Array<Pick<StorefrontAPI.ProductVariant, 'sku'>> } }
  )>> };

export type ProductSearchQueryVariables = StorefrontAPI.Exact<{
  query: StorefrontAPI.Scalars['String']['input'];
  sortKey?: StorefrontAPI.InputMaybe<StorefrontAPI.SearchSortKeys>;
  reverse?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['Boolean']['input']>;
  first?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['Int']['input']>;
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type ProductSearchQuery = { search: (
    Pick<StorefrontAPI.SearchResultItemConnection, 'totalCount'>
    & { nodes: Array<(
      Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'availableForSale'>
      & { collections: { nodes: Array<Pick<StorefrontAPI.Collection, 'handle'>> }, featuredImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, priceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, compareAtPriceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, variants: { nodes: Array<Pick<StorefrontAPI.ProductVariant, 'sku'>> } }
    )> }
  ) };

export type ProductHandleQueryVariables = StorefrontAPI.Exact<{
  handle: StorefrontAPI.Scalars['String']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type ProductHandleQuery = { product?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Product, 'handle'>> };

export type ShopPolicyPageFragment = Pick<StorefrontAPI.ShopPolicy, 'id' | 'title' | 'handle' | 'body'>;

export type ShopPoliciesQueryVariables = StorefrontAPI.Exact<{
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type ShopPoliciesQuery = { shop: { privacyPolicy?: StorefrontAPI.Maybe<Pick<StorefrontAPI.ShopPolicy, 'id' | 'title' | 'handle' | 'body'>>, refundPolicy?: StorefrontAPI.Maybe<Pick<StorefrontAPI.ShopPolicy, 'id' | 'title' | 'handle' | 'body'>>, shippingPolicy?: StorefrontAPI.Maybe<Pick<StorefrontAPI.ShopPolicy, 'id' | 'title' | 'handle' | 'body'>>, termsOfService?: StorefrontAPI.Maybe<Pick<StorefrontAPI.ShopPolicy, 'id' | 'title' | 'handle' | 'body'>> } };

export type SitemapPagesQueryVariables = StorefrontAPI.Exact<{
  type: StorefrontAPI.SitemapType;
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type SitemapPagesQuery = { sitemap: { pagesCount?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Count, 'count'>> } };

export type SubscriptionVariantFragment = (
  Pick<StorefrontAPI.ProductVariant, 'id' | 'title' | 'availableForSale'>
  & { price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>>, image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>>, product: (
    Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'requiresSellingPlan'>
    & { sellingPlanGroups: { nodes: Array<(
        Pick<StorefrontAPI.SellingPlanGroup, 'name'>
        & { sellingPlans: { nodes: Array<(
            Pick<StorefrontAPI.SellingPlan, 'id' | 'name'>
            & { priceAdjustments: Array<(
              Pick<StorefrontAPI.SellingPlanPriceAdjustment, 'orderCount'>
              & { adjustmentValue: { adjustmentAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> } | { price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> } | Pick<StorefrontAPI.SellingPlanPercentagePriceAdjustment, 'adjustmentPercentage'> }
            )> }
          )> } }
      )> } }
  ), sellingPlanAllocations: { nodes: Array<{ sellingPlan: (
        Pick<StorefrontAPI.SellingPlan, 'id' | 'name'>
        & { deliveryPolicy?: StorefrontAPI.Maybe<Pick<StorefrontAPI.SellingPlanRecurringDeliveryPolicy, 'interval' | 'intervalCount'>> }
      ), priceAdjustments: Array<{ price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }> }> } }
);

export type SubscriptionVariantsByIdsQueryVariables = StorefrontAPI.Exact<{
  ids: Array<StorefrontAPI.Scalars['ID']['input']> | StorefrontAPI.Scalars['ID']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type SubscriptionVariantsByIdsQuery = { nodes: Array<StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.ProductVariant, 'id' | 'title' | 'availableForSale'>
    & { price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>>, image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>>, product: (
      Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'requiresSellingPlan'>
      & { sellingPlanGroups: { nodes: Array<(
          Pick<StorefrontAPI.SellingPlanGroup, 'name'>
          & { sellingPlans: { nodes: Array<(
              Pick<StorefrontAPI.SellingPlan, 'id' | 'name'>
              & { priceAdjustments: Array<(
                Pick<StorefrontAPI.SellingPlanPriceAdjustment, 'orderCount'>
                & { adjustmentValue: { adjustmentAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> } | { price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> } | Pick<StorefrontAPI.SellingPlanPercentagePriceAdjustment, 'adjustmentPercentage'> }
              )> }
            )> } }
        )> } }
    ), sellingPlanAllocations: { nodes: Array<{ sellingPlan: (
          Pick<StorefrontAPI.SellingPlan, 'id' | 'name'>
          & { deliveryPolicy?: StorefrontAPI.Maybe<Pick<StorefrontAPI.SellingPlanRecurringDeliveryPolicy, 'interval' | 'intervalCount'>> }
        ), priceAdjustments: Array<{ price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }> }> } }
  )>> };

export type ProductMixAndMatchQueryVariables = StorefrontAPI.Exact<{
  handle: StorefrontAPI.Scalars['String']['input'];
  ids: Array<StorefrontAPI.Scalars['ID']['input']> | StorefrontAPI.Scalars['ID']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type ProductMixAndMatchQuery = { product?: StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.Product, 'id'>
    & { mixAndMatch?: StorefrontAPI.Maybe<{ references?: StorefrontAPI.Maybe<{ nodes: Array<Pick<StorefrontAPI.ProductVariant, 'id'>> }> }> }
  )>, nodes: Array<StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.ProductVariant, 'id' | 'title' | 'availableForSale'>
    & { price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>>, image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>>, product: (
      Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'requiresSellingPlan'>
      & { sellingPlanGroups: { nodes: Array<(
          Pick<StorefrontAPI.SellingPlanGroup, 'name'>
          & { sellingPlans: { nodes: Array<(
              Pick<StorefrontAPI.SellingPlan, 'id' | 'name'>
              & { priceAdjustments: Array<(
                Pick<StorefrontAPI.SellingPlanPriceAdjustment, 'orderCount'>
                & { adjustmentValue: { adjustmentAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> } | { price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> } | Pick<StorefrontAPI.SellingPlanPercentagePriceAdjustment, 'adjustmentPercentage'> }
              )> }
            )> } }
        )> } }
    ), sellingPlanAllocations: { nodes: Array<{ sellingPlan: (
          Pick<StorefrontAPI.SellingPlan, 'id' | 'name'>
          & { deliveryPolicy?: StorefrontAPI.Maybe<Pick<StorefrontAPI.SellingPlanRecurringDeliveryPolicy, 'interval' | 'intervalCount'>> }
        ), priceAdjustments: Array<{ price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }> }> } }
  )>> };

export type QuickViewVariantsQueryVariables = StorefrontAPI.Exact<{
  id: StorefrontAPI.Scalars['ID']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type QuickViewVariantsQuery = { product?: StorefrontAPI.Maybe<{ variants: { nodes: Array<(
        Pick<StorefrontAPI.ProductVariant, 'id' | 'title' | 'availableForSale'>
        & { price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>>, image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>>, product: (
          Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'requiresSellingPlan'>
          & { sellingPlanGroups: { nodes: Array<(
              Pick<StorefrontAPI.SellingPlanGroup, 'name'>
              & { sellingPlans: { nodes: Array<(
                  Pick<StorefrontAPI.SellingPlan, 'id' | 'name'>
                  & { priceAdjustments: Array<(
                    Pick<StorefrontAPI.SellingPlanPriceAdjustment, 'orderCount'>
                    & { adjustmentValue: { adjustmentAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> } | { price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> } | Pick<StorefrontAPI.SellingPlanPercentagePriceAdjustment, 'adjustmentPercentage'> }
                  )> }
                )> } }
            )> } }
        ), sellingPlanAllocations: { nodes: Array<{ sellingPlan: (
              Pick<StorefrontAPI.SellingPlan, 'id' | 'name'>
              & { deliveryPolicy?: StorefrontAPI.Maybe<Pick<StorefrontAPI.SellingPlanRecurringDeliveryPolicy, 'interval' | 'intervalCount'>> }
            ), priceAdjustments: Array<{ price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }> }> } }
      )> } }> };

interface GeneratedQueryTypes {
  "#graphql\n  query CollectionPage(\n    $handle: String!\n    $first: Int\n    $last: Int\n    $startCursor: String\n    $endCursor: String\n    $filters: [ProductFilter!]\n    $sortKey: ProductCollectionSortKeys = COLLECTION_DEFAULT\n    $reverse: Boolean = false\n    $country: CountryCode\n    $language: LanguageCode\n  ) @inContext(country: $country, language: $language) {\n    collection(handle: $handle) {\n      id\n      handle\n      title\n      description\n      matching: products(first: 250, filters: $filters) {\n        nodes { id }\n        pageInfo { hasNextPage }\n      }\n      products(\n        first: $first\n        last: $last\n        before: $startCursor\n        after: $endCursor\n        filters: $filters\n        sortKey: $sortKey\n        reverse: $reverse\n      ) {\n        filters {\n          id\n          label\n          type\n          values { id label count input }\n        }\n        nodes { ...ProductCard }\n        pageInfo { hasPreviousPage hasNextPage startCursor endCursor }\n      }\n    }\n  }\n  #graphql\n  fragment ProductCard on Product {\n    id\n    handle\n    title\n    availableForSale\n    collections(first: 1) { nodes { handle } }\n    featuredImage { id url altText width height }\n    priceRange { minVariantPrice { amount currencyCode } }\n    compareAtPriceRange { minVariantPrice { amount currencyCode } }\n    # The review service's id for the card's rating when no content record names one (search, recommendations).\n    variants(first: 1) { nodes { sku } }\n  }\n\n": {return: CollectionPageQuery, variables: CollectionPageQueryVariables},
  "#graphql\n  query CollectionProductCounts($country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    collections(first: 50) {\n      nodes {\n        id\n        handle\n        title\n        products(first: 250) { nodes { id } }\n      }\n    }\n  }\n": {return: CollectionProductCountsQuery, variables: CollectionProductCountsQueryVariables},
  "#graphql\n  query CustomerOrders(\n    $customerAccessToken: String!\n    $first: Int\n    $last: Int\n    $after: String\n    $before: String\n    $country: CountryCode\n    $language: LanguageCode\n  ) @inContext(country: $country, language: $language) {\n    customer(customerAccessToken: $customerAccessToken) {\n      id\n      numberOfOrders\n      orders(first: $first, last: $last, after: $after, before: $before, sortKey: PROCESSED_AT, reverse: true) {\n        nodes { ...OrderSummary }\n        pageInfo { hasNextPage hasPreviousPage startCursor endCursor }\n      }\n    }\n  }\n  #graphql\n  fragment OrderSummary on Order {\n    id\n    name\n    orderNumber\n    processedAt\n    financialStatus\n    fulfillmentStatus\n    canceledAt\n    edited\n    currentTotalPrice { amount currencyCode }\n  }\n\n": {return: CustomerOrdersQuery, variables: CustomerOrdersQueryVariables},
  "#graphql\n  query CustomerOrdersSummary($customerAccessToken: String!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    customer(customerAccessToken: $customerAccessToken) {\n      id\n      orders(first: 50, sortKey: PROCESSED_AT, reverse: true) {\n        nodes { ...OrderSummary }\n        pageInfo { hasNextPage }\n      }\n    }\n  }\n  #graphql\n  fragment OrderSummary on Order {\n    id\n    name\n    orderNumber\n    processedAt\n    financialStatus\n    fulfillmentStatus\n    canceledAt\n    edited\n    currentTotalPrice { amount currencyCode }\n  }\n\n": {return: CustomerOrdersSummaryQuery, variables: CustomerOrdersSummaryQueryVariables},
  "#graphql\n  query CustomerOrder($customerAccessToken: String!, $orderId: ID!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    customer(customerAccessToken: $customerAccessToken) {\n      id\n      orders(first: 250, sortKey: PROCESSED_AT, reverse: true) {\n        nodes { id }\n        pageInfo { hasNextPage endCursor }\n      }\n    }\n    order: node(id: $orderId) {\n      ... on Order {\n        id\n        name\n        orderNumber\n        processedAt\n        financialStatus\n        fulfillmentStatus\n        cancelReason\n        canceledAt\n        edited\n        statusUrl\n        currencyCode\n        billingAddress { ...OrderAddress }\n        shippingAddress { ...OrderAddress }\n        subtotalPrice { ...OrderMoney }\n        totalShippingPrice { ...OrderMoney }\n        totalTax { ...OrderMoney }\n        originalTotalDuties { ...OrderMoney }\n        originalTotalPrice { ...OrderMoney }\n        currentSubtotalPrice { ...OrderMoney }\n        currentTotalShippingPrice { ...OrderMoney }\n        currentTotalTax { ...OrderMoney }\n        currentTotalDuties { ...OrderMoney }\n        currentTotalPrice { ...OrderMoney }\n        totalRefunded { ...OrderMoney }\n        lineItems(first: 250) {\n          nodes {\n            title\n            quantity\n            currentQuantity\n            customAttributes { key value }\n            discountAllocations {\n              allocatedAmount { ...OrderMoney }\n              discountApplication { ...OrderDiscountApplication }\n            }\n            discountedTotalPrice { ...OrderMoney }\n            originalTotalPrice { ...OrderMoney }\n            variant {\n              id\n              title\n              sku\n              product { id handle title }\n            }\n          }\n        }\n        discountApplications(first: 250) {\n          nodes { ...OrderDiscountApplication }\n        }\n        successfulFulfillments(first: 20) {\n          trackingCompany\n          trackingInfo(first: 10) { number url }\n        }\n      }\n    }\n  }\n  #graphql\n  fragment OrderMoney on MoneyV2 { amount currencyCode }\n\n  #graphql\n  fragment OrderAddress on MailingAddress {\n    id\n    name\n    company\n    formatted(withName: false, withCompany: false)\n    phone\n  }\n\n  #graphql\n  fragment OrderDiscountApplication on DiscountApplication {\n    __typename\n    allocationMethod\n    targetSelection\n    targetType\n    value {\n      __typename\n      ... on MoneyV2 { amount currencyCode }\n      ... on PricingPercentageValue { percentage }\n    }\n    ... on DiscountCodeApplication { code }\n    ... on AutomaticDiscountApplication { title }\n    ... on ManualDiscountApplication { title }\n    ... on ScriptDiscountApplication { title }\n  }\n\n": {return: CustomerOrderQuery, variables: CustomerOrderQueryVariables},
  "#graphql\n  query CustomerOrderIds($customerAccessToken: String!, $after: String, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    customer(customerAccessToken: $customerAccessToken) {\n      id\n      orders(first: 250, after: $after, sortKey: PROCESSED_AT, reverse: true) {\n        nodes { id }\n        pageInfo { hasNextPage endCursor }\n      }\n    }\n  }\n": {return: CustomerOrderIdsQuery, variables: CustomerOrderIdsQueryVariables},
  "#graphql\n  query SessionCustomer($customerAccessToken: String!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    customer(customerAccessToken: $customerAccessToken) {\n      id\n      email\n      firstName\n      lastName\n      displayName\n      phone\n      acceptsMarketing\n    }\n  }\n": {return: SessionCustomerQuery, variables: SessionCustomerQueryVariables},
  "#graphql\n  query AccountCustomer($customerAccessToken: String!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    customer(customerAccessToken: $customerAccessToken) {\n      ...AccountCustomerParts\n    }\n  }\n  #graphql\n  fragment AccountCustomerParts on Customer {\n    id\n    email\n    firstName\n    lastName\n    displayName\n    phone\n    acceptsMarketing\n    createdAt\n    updatedAt\n    numberOfOrders\n    defaultAddress { ...AccountAddressParts }\n    addresses(first: 50) { nodes { ...AccountAddressParts } }\n  }\n  fragment AccountAddressParts on MailingAddress {\n    id\n    address1\n    address2\n    city\n    company\n    country\n    countryCodeV2\n    firstName\n    lastName\n    phone\n    province\n    provinceCode\n    zip\n    formatted\n    formattedArea\n  }\n\n": {return: AccountCustomerQuery, variables: AccountCustomerQueryVariables},
  "#graphql\n  query ProductPage($handle: String!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    product(handle: $handle) {\n      id\n      handle\n      title\n      description\n      productType\n      availableForSale\n      requiresSellingPlan\n      createdAt\n      publishedAt\n      collections(first: 10) { nodes { handle title } }\n      options { name values }\n      priceRange { minVariantPrice { amount currencyCode } }\n      compareAtPriceRange { minVariantPrice { amount currencyCode } }\n      images(first: 10) { nodes { id url altText width height } }\n      variants(first: 250) {\n        nodes {\n          id\n          title\n          sku\n          availableForSale\n          currentlyNotInStock\n          quantityAvailable\n          selectedOptions { name value }\n          price { amount currencyCode }\n          compareAtPrice { amount currencyCode }\n          image { id url altText width height }\n        }\n      }\n      sellingPlanGroups(first: 10) {\n        nodes {\n          name\n          appName\n          options { name values }\n          sellingPlans(first: 10) {\n            nodes {\n              id\n              name\n              description\n              recurringDeliveries\n              options { name value }\n              deliveryPolicy {\n                ... on SellingPlanRecurringDeliveryPolicy { interval intervalCount }\n              }\n              priceAdjustments {\n                orderCount\n                adjustmentValue {\n                  __typename\n                  ... on SellingPlanPercentagePriceAdjustment { adjustmentPercentage }\n                  ... on SellingPlanFixedAmountPriceAdjustment { adjustmentAmount { amount currencyCode } }\n                  ... on SellingPlanFixedPriceAdjustment { price { amount currencyCode } }\n                }\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": {return: ProductPageQuery, variables: ProductPageQueryVariables},
  "#graphql\n  query ProductsByIds($ids: [ID!]!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    nodes(ids: $ids) {\n      ... on Product { ...ProductCard }\n    }\n  }\n  #graphql\n  fragment ProductCard on Product {\n    id\n    handle\n    title\n    availableForSale\n    collections(first: 1) { nodes { handle } }\n    featuredImage { id url altText width height }\n    priceRange { minVariantPrice { amount currencyCode } }\n    compareAtPriceRange { minVariantPrice { amount currencyCode } }\n    # The review service's id for the card's rating when no content record names one (search, recommendations).\n    variants(first: 1) { nodes { sku } }\n  }\n\n": {return: ProductsByIdsQuery, variables: ProductsByIdsQueryVariables},
  "#graphql\n  query ProductRecommendations($productId: ID!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    productRecommendations(productId: $productId) {\n      ...ProductCard\n    }\n  }\n  #graphql\n  fragment ProductCard on Product {\n    id\n    handle\n    title\n    availableForSale\n    collections(first: 1) { nodes { handle } }\n    featuredImage { id url altText width height }\n    priceRange { minVariantPrice { amount currencyCode } }\n    compareAtPriceRange { minVariantPrice { amount currencyCode } }\n    # The review service's id for the card's rating when no content record names one (search, recommendations).\n    variants(first: 1) { nodes { sku } }\n  }\n\n": {return: ProductRecommendationsQuery, variables: ProductRecommendationsQueryVariables},
  "#graphql\n  query ProductSearch(\n    $query: String!\n    $sortKey: SearchSortKeys\n    $reverse: Boolean\n    $first: Int = 100\n    $country: CountryCode\n    $language: LanguageCode\n  ) @inContext(country: $country, language: $language) {\n    search(query: $query, first: $first, sortKey: $sortKey, reverse: $reverse, types: [PRODUCT]) {\n      totalCount\n      nodes {\n        ... on Product { ...ProductCard }\n      }\n    }\n  }\n  #graphql\n  fragment ProductCard on Product {\n    id\n    handle\n    title\n    availableForSale\n    collections(first: 1) { nodes { handle } }\n    featuredImage { id url altText width height }\n    priceRange { minVariantPrice { amount currencyCode } }\n    compareAtPriceRange { minVariantPrice { amount currencyCode } }\n    # The review service's id for the card's rating when no content record names one (search, recommendations).\n    variants(first: 1) { nodes { sku } }\n  }\n\n": {return: ProductSearchQuery, variables: ProductSearchQueryVariables},
  "#graphql\n  query ProductHandle($handle: String!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    product(handle: $handle) {\n      handle\n    }\n  }\n": {return: ProductHandleQuery, variables: ProductHandleQueryVariables},
  "#graphql\n  fragment ShopPolicyPage on ShopPolicy {\n    id\n    title\n    handle\n    body\n  }\n  query ShopPolicies($country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    shop {\n      privacyPolicy { ...ShopPolicyPage }\n      refundPolicy { ...ShopPolicyPage }\n      shippingPolicy { ...ShopPolicyPage }\n      termsOfService { ...ShopPolicyPage }\n    }\n  }\n": {return: ShopPoliciesQuery, variables: ShopPoliciesQueryVariables},
  "#graphql\n  query SitemapPages($type: SitemapType!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    sitemap(type: $type) {\n      pagesCount {\n        count\n      }\n    }\n  }\n": {return: SitemapPagesQuery, variables: SitemapPagesQueryVariables},
  "#graphql\n  query SubscriptionVariantsByIds($ids: [ID!]!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    nodes(ids: $ids) {\n      ... on ProductVariant { ...SubscriptionVariant }\n    }\n  }\n  #graphql\n  fragment SubscriptionVariant on ProductVariant {\n    id\n    title\n    availableForSale\n    price { amount currencyCode }\n    compareAtPrice { amount currencyCode }\n    image { id url altText width height }\n    selectedOptions { name value }\n    product {\n      id\n      handle\n      title\n      requiresSellingPlan\n      sellingPlanGroups(first: 10) {\n        nodes {\n          name\n          sellingPlans(first: 10) {\n            nodes {\n              id\n              name\n              priceAdjustments {\n                orderCount\n                adjustmentValue {\n                  ... on SellingPlanPercentagePriceAdjustment { adjustmentPercentage }\n                  ... on SellingPlanFixedAmountPriceAdjustment { adjustmentAmount { amount currencyCode } }\n                  ... on SellingPlanFixedPriceAdjustment { price { amount currencyCode } }\n                }\n              }\n            }\n          }\n        }\n      }\n    }\n    sellingPlanAllocations(first: 10) {\n      nodes {\n        sellingPlan {\n          id\n          name\n          deliveryPolicy {\n            ... on SellingPlanRecurringDeliveryPolicy { interval intervalCount }\n          }\n        }\n        priceAdjustments { price { amount currencyCode } }\n      }\n    }\n  }\n\n": {return: SubscriptionVariantsByIdsQuery, variables: SubscriptionVariantsByIdsQueryVariables},
  "#graphql\n  query ProductMixAndMatch($handle: String!, $ids: [ID!]!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    product(handle: $handle) {\n      id\n      mixAndMatch: metafield(namespace: \"custom\", key: \"mix_and_match\") {\n        references(first: 20) {\n          nodes {\n            ... on ProductVariant { id }\n          }\n        }\n      }\n    }\n    nodes(ids: $ids) {\n      ... on ProductVariant { ...SubscriptionVariant }\n    }\n  }\n  #graphql\n  fragment SubscriptionVariant on ProductVariant {\n    id\n    title\n    availableForSale\n    price { amount currencyCode }\n    compareAtPrice { amount currencyCode }\n    image { id url altText width height }\n    selectedOptions { name value }\n    product {\n      id\n      handle\n      title\n      requiresSellingPlan\n      sellingPlanGroups(first: 10) {\n        nodes {\n          name\n          sellingPlans(first: 10) {\n            nodes {\n              id\n              name\n              priceAdjustments {\n                orderCount\n                adjustmentValue {\n                  ... on SellingPlanPercentagePriceAdjustment { adjustmentPercentage }\n                  ... on SellingPlanFixedAmountPriceAdjustment { adjustmentAmount { amount currencyCode } }\n                  ... on SellingPlanFixedPriceAdjustment { price { amount currencyCode } }\n                }\n              }\n            }\n          }\n        }\n      }\n    }\n    sellingPlanAllocations(first: 10) {\n      nodes {\n        sellingPlan {\n          id\n          name\n          deliveryPolicy {\n            ... on SellingPlanRecurringDeliveryPolicy { interval intervalCount }\n          }\n        }\n        priceAdjustments { price { amount currencyCode } }\n      }\n    }\n  }\n\n": {return: ProductMixAndMatchQuery, variables: ProductMixAndMatchQueryVariables},
  "#graphql\n  query QuickViewVariants($id: ID!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    product(id: $id) {\n      variants(first: 100) {\n        nodes { ...SubscriptionVariant }\n      }\n    }\n  }\n  #graphql\n  fragment SubscriptionVariant on ProductVariant {\n    id\n    title\n    availableForSale\n    price { amount currencyCode }\n    compareAtPrice { amount currencyCode }\n    image { id url altText width height }\n    selectedOptions { name value }\n    product {\n      id\n      handle\n      title\n      requiresSellingPlan\n      sellingPlanGroups(first: 10) {\n        nodes {\n          name\n          sellingPlans(first: 10) {\n            nodes {\n              id\n              name\n              priceAdjustments {\n                orderCount\n                adjustmentValue {\n                  ... on SellingPlanPercentagePriceAdjustment { adjustmentPercentage }\n                  ... on SellingPlanFixedAmountPriceAdjustment { adjustmentAmount { amount currencyCode } }\n                  ... on SellingPlanFixedPriceAdjustment { price { amount currencyCode } }\n                }\n              }\n            }\n          }\n        }\n      }\n    }\n    sellingPlanAllocations(first: 10) {\n      nodes {\n        sellingPlan {\n          id\n          name\n          deliveryPolicy {\n            ... on SellingPlanRecurringDeliveryPolicy { interval intervalCount }\n          }\n        }\n        priceAdjustments { price { amount currencyCode } }\n      }\n    }\n  }\n\n": {return: QuickViewVariantsQuery, variables: QuickViewVariantsQueryVariables},
}

interface GeneratedMutationTypes {
  "#graphql\n  mutation CustomerCreate($input: CustomerCreateInput!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    customerCreate(input: $input) {\n      customer { id }\n      customerUserErrors { field message code }\n    }\n  }\n": {return: CustomerCreateMutation, variables: CustomerCreateMutationVariables},
  "#graphql\n  mutation CustomerAccessTokenCreate($input: CustomerAccessTokenCreateInput!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    customerAccessTokenCreate(input: $input) {\n      customerAccessToken { accessToken expiresAt }\n      customerUserErrors { field message code }\n    }\n  }\n": {return: CustomerAccessTokenCreateMutation, variables: CustomerAccessTokenCreateMutationVariables},
  "#graphql\n  mutation CustomerAccessTokenRenew($customerAccessToken: String!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    customerAccessTokenRenew(customerAccessToken: $customerAccessToken) {\n      customerAccessToken { accessToken expiresAt }\n      userErrors { field message }\n    }\n  }\n": {return: CustomerAccessTokenRenewMutation, variables: CustomerAccessTokenRenewMutationVariables},
  "#graphql\n  mutation CustomerAccessTokenDelete($customerAccessToken: String!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    customerAccessTokenDelete(customerAccessToken: $customerAccessToken) {\n      deletedAccessToken\n      userErrors { field message }\n    }\n  }\n": {return: CustomerAccessTokenDeleteMutation, variables: CustomerAccessTokenDeleteMutationVariables},
  "#graphql\n  mutation CustomerRecover($email: String!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    customerRecover(email: $email) {\n      customerUserErrors { field message code }\n    }\n  }\n": {return: CustomerRecoverMutation, variables: CustomerRecoverMutationVariables},
  "#graphql\n  mutation CustomerReset($id: ID!, $input: CustomerResetInput!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    customerReset(id: $id, input: $input) {\n      customer { id }\n      customerUserErrors { field message code }\n    }\n  }\n": {return: CustomerResetMutation, variables: CustomerResetMutationVariables},
  "#graphql\n  mutation CustomerResetByUrl($resetUrl: URL!, $password: String!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    customerResetByUrl(resetUrl: $resetUrl, password: $password) {\n      customer { id }\n      customerUserErrors { field message code }\n    }\n  }\n": {return: CustomerResetByUrlMutation, variables: CustomerResetByUrlMutationVariables},
  "#graphql\n  mutation CustomerActivateByUrl($activationUrl: URL!, $password: String!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    customerActivateByUrl(activationUrl: $activationUrl, password: $password) {\n      customer { id }\n      customerUserErrors { field message code }\n    }\n  }\n": {return: CustomerActivateByUrlMutation, variables: CustomerActivateByUrlMutationVariables},
  "#graphql\n  mutation CustomerUpdate($customerAccessToken: String!, $customer: CustomerUpdateInput!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    customerUpdate(customerAccessToken: $customerAccessToken, customer: $customer) {\n      customer { id }\n      customerAccessToken { accessToken expiresAt }\n      customerUserErrors { field message code }\n    }\n  }\n": {return: CustomerUpdateMutation, variables: CustomerUpdateMutationVariables},
  "#graphql\n  mutation CustomerAddressCreate($customerAccessToken: String!, $address: MailingAddressInput!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    customerAddressCreate(customerAccessToken: $customerAccessToken, address: $address) {\n      customerAddress { id }\n      customerUserErrors { field message code }\n    }\n  }\n": {return: CustomerAddressCreateMutation, variables: CustomerAddressCreateMutationVariables},
  "#graphql\n  mutation CustomerAddressUpdate($customerAccessToken: String!, $id: ID!, $address: MailingAddressInput!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    customerAddressUpdate(customerAccessToken: $customerAccessToken, id: $id, address: $address) {\n      customerAddress { id }\n      customerUserErrors { field message code }\n    }\n  }\n": {return: CustomerAddressUpdateMutation, variables: CustomerAddressUpdateMutationVariables},
  "#graphql\n  mutation CustomerAddressDelete($customerAccessToken: String!, $id: ID!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    customerAddressDelete(customerAccessToken: $customerAccessToken, id: $id) {\n      deletedCustomerAddressId\n      customerUserErrors { field message code }\n    }\n  }\n": {return: CustomerAddressDeleteMutation, variables: CustomerAddressDeleteMutationVariables},
  "#graphql\n  mutation CustomerDefaultAddressUpdate($customerAccessToken: String!, $addressId: ID!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    customerDefaultAddressUpdate(customerAccessToken: $customerAccessToken, addressId: $addressId) {\n      customer { ...AccountCustomerParts }\n      customerUserErrors { field message code }\n    }\n  }\n  #graphql\n  fragment AccountCustomerParts on Customer {\n    id\n    email\n    firstName\n    lastName\n    displayName\n    phone\n    acceptsMarketing\n    createdAt\n    updatedAt\n    numberOfOrders\n    defaultAddress { ...AccountAddressParts }\n    addresses(first: 50) { nodes { ...AccountAddressParts } }\n  }\n  fragment AccountAddressParts on MailingAddress {\n    id\n    address1\n    address2\n    city\n    company\n    country\n    countryCodeV2\n    firstName\n    lastName\n    phone\n    province\n    provinceCode\n    zip\n    formatted\n    formattedArea\n  }\n\n": {return: CustomerDefaultAddressUpdateMutation, variables: CustomerDefaultAddressUpdateMutationVariables},
}

declare module '@shopify/hydrogen' {
  interface StorefrontQueries extends GeneratedQueryTypes {}
  interface StorefrontMutations extends GeneratedMutationTypes {}
}
