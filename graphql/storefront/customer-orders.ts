// Spec §3 Order and Order line item, §7 "customer orders (first 10 default, newest first, cursor)", "orders count
// (first 50)" and "orders by ids", §9 (orders embedded 50, line items and discount applications 250). Read for the
// signed-in customer only, never cached (app/commerce/customer-orders.server.ts passes CacheNone).

const ORDER_SUMMARY_FRAGMENT = `#graphql
  fragment OrderSummary on Order {
    id
    name
    orderNumber
    processedAt
    financialStatus
    fulfillmentStatus
    canceledAt
    edited
    currentTotalPrice { amount currencyCode }
  }
` as const;

/** A page of the customer's orders, newest first (`first`/`after` forward, `last`/`before` back). */
export const CUSTOMER_ORDERS_QUERY = `#graphql
  query CustomerOrders(
    $customerAccessToken: String!
    $first: Int
    $last: Int
    $after: String
    $before: String
    $country: CountryCode
    $language: LanguageCode
  ) @inContext(country: $country, language: $language) {
    customer(customerAccessToken: $customerAccessToken) {
      id
      numberOfOrders
      orders(first: $first, last: $last, after: $after, before: $before, sortKey: PROCESSED_AT, reverse: true) {
        nodes { ...OrderSummary }
        pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
      }
    }
  }
  ${ORDER_SUMMARY_FRAGMENT}
` as const;

/** The account overview's orders: counted among the first 50 (spec §7), the newest of them shown. */
export const CUSTOMER_ORDERS_SUMMARY_QUERY = `#graphql
  query CustomerOrdersSummary($customerAccessToken: String!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    customer(customerAccessToken: $customerAccessToken) {
      id
      orders(first: 50, sortKey: PROCESSED_AT, reverse: true) {
        nodes { ...OrderSummary }
        pageInfo { hasNextPage }
      }
    }
  }
  ${ORDER_SUMMARY_FRAGMENT}
` as const;

const ORDER_MONEY_FRAGMENT = `#graphql
  fragment OrderMoney on MoneyV2 { amount currencyCode }
` as const;

const ORDER_DISCOUNT_APPLICATION_FRAGMENT = `#graphql
  fragment OrderDiscountApplication on DiscountApplication {
    __typename
    allocationMethod
    targetSelection
    targetType
    value {
      __typename
      ... on MoneyV2 { amount currencyCode }
      ... on PricingPercentageValue { percentage }
    }
    ... on DiscountCodeApplication { code }
    ... on AutomaticDiscountApplication { title }
    ... on ManualDiscountApplication { title }
    ... on ScriptDiscountApplication { title }
  }
` as const;

const ORDER_ADDRESS_FRAGMENT = `#graphql
  fragment OrderAddress on MailingAddress {
    id
    name
    company
    formatted(withName: false, withCompany: false)
    phone
  }
` as const;

/**
 * One order by id (its gid with the order's key, as the customer's order list gives it), and the ids of the
 * customer's newest 250 orders in the same round trip: the order is shown only when its id is among them
 * (app/commerce/customer-orders.server.ts explains why; older orders are looked up with CUSTOMER_ORDER_IDS_QUERY).
 */
export const CUSTOMER_ORDER_QUERY = `#graphql
  query CustomerOrder($customerAccessToken: String!, $orderId: ID!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    customer(customerAccessToken: $customerAccessToken) {
      id
      orders(first: 250, sortKey: PROCESSED_AT, reverse: true) {
        nodes { id }
        pageInfo { hasNextPage endCursor }
      }
    }
    order: node(id: $orderId) {
      ... on Order {
        id
        name
        orderNumber
        processedAt
        financialStatus
        fulfillmentStatus
        cancelReason
        canceledAt
        edited
        statusUrl
        currencyCode
        billingAddress { ...OrderAddress }
        shippingAddress { ...OrderAddress }
        subtotalPrice { ...OrderMoney }
        totalShippingPrice { ...OrderMoney }
        totalTax { ...OrderMoney }
        originalTotalDuties { ...OrderMoney }
        originalTotalPrice { ...OrderMoney }
        currentSubtotalPrice { ...OrderMoney }
        currentTotalShippingPrice { ...OrderMoney }
        currentTotalTax { ...OrderMoney }
        currentTotalDuties { ...OrderMoney }
        currentTotalPrice { ...OrderMoney }
        totalRefunded { ...OrderMoney }
        lineItems(first: 250) {
          nodes {
            title
            quantity
            currentQuantity
            customAttributes { key value }
            discountAllocations {
              allocatedAmount { ...OrderMoney }
              discountApplication { ...OrderDiscountApplication }
            }
            discountedTotalPrice { ...OrderMoney }
            originalTotalPrice { ...OrderMoney }
            variant {
              id
              title
              sku
              product { id handle title }
            }
          }
        }
        discountApplications(first: 250) {
          nodes { ...OrderDiscountApplication }
        }
        successfulFulfillments(first: 20) {
          trackingCompany
          trackingInfo(first: 10) { number url }
        }
      }
    }
  }
  ${ORDER_MONEY_FRAGMENT}
  ${ORDER_ADDRESS_FRAGMENT}
  ${ORDER_DISCOUNT_APPLICATION_FRAGMENT}
` as const;

/** The ids of the customer's orders after the first 250, a page at a time (the ownership check of old orders). */
export const CUSTOMER_ORDER_IDS_QUERY = `#graphql
  query CustomerOrderIds($customerAccessToken: String!, $after: String, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    customer(customerAccessToken: $customerAccessToken) {
      id
      orders(first: 250, after: $after, sortKey: PROCESSED_AT, reverse: true) {
        nodes { id }
        pageInfo { hasNextPage endCursor }
      }
    }
  }
` as const;
