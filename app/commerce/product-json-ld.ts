// Spec/issue 3 §9 SEO: schema.org Product with one Offer per variant (price, currency, availability) and gtin.
export type JsonLdVariant = {
  sku?: string | null;
  price: {amount: string; currencyCode: string};
  availableForSale: boolean;
  url: string;
  title?: string | null;
};

export type ProductJsonLdInput = {
  name: string;
  description?: string | null;
  url: string;
  images: string[];
  brand: string;
  gtin?: string | null;
  variants: JsonLdVariant[];
};

const IN_STOCK = 'https://schema.org/InStock';
const OUT_OF_STOCK = 'https://schema.org/OutOfStock';

export function productJsonLd(input: ProductJsonLdInput) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: input.name,
    ...(input.description ? {description: input.description} : {}),
    url: input.url,
    image: input.images,
    brand: {'@type': 'Brand', name: input.brand},
    ...(input.gtin ? {gtin: input.gtin} : {}),
    ...(input.variants[0]?.sku ? {sku: input.variants[0].sku} : {}),
    offers: input.variants.map((variant) => ({
      '@type': 'Offer',
      url: variant.url,
      ...(variant.sku ? {sku: variant.sku} : {}),
      ...(variant.title ? {name: variant.title} : {}),
      price: Number(variant.price.amount).toFixed(2),
      priceCurrency: variant.price.currencyCode,
      availability: variant.availableForSale ? IN_STOCK : OUT_OF_STOCK,
    })),
  };
}
