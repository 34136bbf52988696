// The shop object and localization: the five countries the brand sells to, all in EUR.
import {text, type RequestContext} from '../context';
import type {Fields} from './common';
import {metafieldFields} from './metafields';
import {shopPolicies} from './policies';

export const SHOP_ID = 'gid://shopify/Shop/68817551539';

export function shopView(ctx: RequestContext): Fields {
  const {shop} = ctx.store;
  const host = new URL(ctx.origin).host;
  return {
    __typename: 'Shop',
    id: SHOP_ID,
    name: shop.name,
    description: text(ctx, shop.description),
    moneyFormat: '€{{amount_with_comma_separator}}',
    primaryDomain: {host, url: ctx.origin, sslEnabled: ctx.origin.startsWith('https:')},
    brand: {
      logo: null,
      squareLogo: null,
      coverImage: null,
      slogan: text(ctx, shop.slogan),
      shortDescription: text(ctx, shop.description),
      colors: {
        primary: [{background: '#fe5000', foreground: '#ffffff'}],
        secondary: [{background: '#1d1d1b', foreground: '#ffffff'}],
      },
    },
    shipsToCountries: COUNTRIES.map((c) => c.isoCode),
    paymentSettings: {
      acceptedCardBrands: ['VISA', 'MASTERCARD', 'AMERICAN_EXPRESS'],
      cardVaultUrl: 'https://elb.deposit.shopifycs.com/sessions',
      countryCode: 'NL',
      currencyCode: 'EUR',
      enabledPresentmentCurrencies: ['EUR'],
      shopifyPaymentsAccountId: null,
      supportedDigitalWallets: ['APPLE_PAY', 'GOOGLE_PAY', 'SHOPIFY_PAY'],
    },
    ...shopPolicies(ctx),
    subscriptionPolicy: null,
    shopPayInstallmentsPricing: null,
    ...metafieldFields(ctx, SHOP_ID),
  };
}

type CountrySetup = {isoCode: string; languages: string[]; market: string};

const COUNTRIES: CountrySetup[] = [
  {isoCode: 'NL', languages: ['NL', 'EN'], market: 'nl'},
  {isoCode: 'DE', languages: ['DE', 'EN'], market: 'de'},
  {isoCode: 'BE', languages: ['NL', 'FR', 'EN'], market: 'be'},
  {isoCode: 'IT', languages: ['IT', 'EN'], market: 'it'},
  {isoCode: 'FR', languages: ['FR', 'EN'], market: 'fr'},
];
const ALL_LANGUAGES = ['NL', 'DE', 'EN', 'IT', 'FR'];
const MARKET_IDS: Record<string, number> = {nl: 21_000_001, de: 21_000_002, be: 21_000_003, it: 21_000_004, fr: 21_000_005, eu: 21_000_006};

/** Names come from ICU in the request's language, as Shopify localizes country and language names. */
function displayName(ctx: RequestContext, type: 'region' | 'language', code: string): string {
  try {
    return new Intl.DisplayNames([ctx.language], {type}).of(type === 'language' ? code.toLowerCase().replace('_', '-') : code) ?? code;
  } catch {
    return code;
  }
}

function languageView(ctx: RequestContext, isoCode: string): Fields {
  const bcp47 = isoCode.toLowerCase().replace('_', '-');
  let endonymName = isoCode;
  try {
    endonymName = new Intl.DisplayNames([bcp47], {type: 'language'}).of(bcp47) ?? isoCode;
  } catch {
    // Unknown to ICU: keep the code.
  }
  return {isoCode, name: displayName(ctx, 'language', isoCode), endonymName};
}

function marketView(handle: string): Fields {
  return {__typename: 'Market', id: `gid://shopify/Market/${MARKET_IDS[handle] ?? MARKET_IDS.eu}`, handle, metafield: null, metafields: []};
}

function countryView(ctx: RequestContext, isoCode: string): Fields {
  const setup = COUNTRIES.find((c) => c.isoCode === isoCode);
  return {
    isoCode,
    name: displayName(ctx, 'region', isoCode),
    currency: {isoCode: 'EUR', name: 'Euro', symbol: '€'},
    availableLanguages: (setup?.languages ?? ALL_LANGUAGES).map((code) => languageView(ctx, code)),
    market: marketView(setup?.market ?? 'eu'),
    unitSystem: 'METRIC_SYSTEM',
  };
}

export function localizationView(ctx: RequestContext): Fields {
  const country = countryView(ctx, ctx.country);
  const setup = COUNTRIES.find((c) => c.isoCode === ctx.country);
  return {
    availableCountries: COUNTRIES.map((c) => countryView(ctx, c.isoCode)),
    availableLanguages: (setup?.languages ?? ALL_LANGUAGES).map((code) => languageView(ctx, code)),
    country,
    language: languageView(ctx, ctx.languageCode),
    market: country.market,
  };
}
