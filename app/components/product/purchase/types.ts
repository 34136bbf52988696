// The panel renders loader data: the JSON form of buildPurchase's result.
import type {SerializeFrom} from '@shopify/remix-oxygen';
import type {Purchase} from '~/commerce/purchase';

export type PurchaseData = SerializeFrom<Purchase>;
export type PurchaseOptionData = PurchaseData['options'][number];
export type OptionChoiceData = PurchaseOptionData['choices'][number];
export type IconData = NonNullable<PurchaseData['ksps'][number]['icon']>;
export type SubscriptionData = NonNullable<PurchaseData['subscription']>;
