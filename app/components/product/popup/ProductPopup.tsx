// Quick view (spec §3 Product popup): a product's image, title, short description and price in a dialog, with
// a variant choice, add to cart, and a link to the full product page. The card holds the content side; the
// variants, prices and stock are asked for when the shopper reaches for the button (quick-view route).
import {StorefrontImage} from '~/components/media/StorefrontImage';
import {cn} from '~/components/ui/class-names';
import {useCallback, useId, useRef, useState} from 'react';
import {AddToCartForm} from '~/components/product/purchase/AddToCartForm';
import {ContentImage} from '~/components/ui/ContentImage';
import {useRatingLine} from '~/components/reviews/use-rating-line';
import {Dialog} from '~/components/ui/Dialog';
import {LocalizedLink} from '~/components/ui/LocalizedLink';
import {Money} from '~/components/ui/Money';
import {useRouteContext} from '~/context/route-context';
import type {ProductPopupLabelsFragment} from '~graphql/content/content.generated';
import {format} from '~locales/index';
import {
  cardProductPath,
  joinPopup,
  popupProductPath,
  type PopupCard,
  type PopupOffer,
  type PopupProduct,
} from '~/commerce/popup-product';
import {isDiscount} from '~/commerce/product-card';

/** The quick view's image: most of a phone's width, 400px in the dialog from 768px. */
const POPUP_IMAGE_SIZES = '(min-width: 768px) 400px, 90vw';

export type ProductPopupLabels = Pick<ProductPopupLabelsFragment, 'buttonAddToCartLabel' | 'buttonLearnMoreLabel'>;

type PopupProps = {
  /** Null while its offer is on its way (`loading`) or when it could not be had. */
  product: PopupProduct | null;
  loading?: boolean;
  /** The card's content: the title and the product page link while there is no product. */
  card?: PopupCard;
  labels: ProductPopupLabels | null | undefined;
  open: boolean;
  onClose: () => void;
};

/** The first variant that can be bought, else the first. */
function initialVariantId(product: PopupProduct): string | undefined {
  return (product.variants.find((variant) => variant.availableForSale) ?? product.variants[0])?.variantId;
}

export function ProductPopup({product, loading = false, card, labels, open, onClose}: PopupProps) {
  const {strings} = useRouteContext();
  const title = product?.title || card?.title || strings.quickView;
  return (
    <Dialog open={open} onClose={onClose} title={title} size="wide">
      {product ? (
        <QuickViewBody product={product} labels={labels} onClose={onClose} />
      ) : (
        <div className="mt-4 flex flex-col gap-4" data-testid="quick-view-pending">
          <p role="status">{loading ? strings.loading : strings.quickViewUnavailable}</p>
          {card && !loading ? (
            <LocalizedLink to={cardProductPath(card)} onClick={onClose} className="font-semibold underline underline-offset-4">
              {labels?.buttonLearnMoreLabel || strings.popupLearnMore}
            </LocalizedLink>
          ) : null}
        </div>
      )}
    </Dialog>
  );
}

/** A loaded quick view: mounted with its product, so the first variant that can be bought is chosen then. */
function QuickViewBody({product, labels, onClose}: {product: PopupProduct; labels: PopupProps['labels']; onClose: () => void}) {
  const {strings} = useRouteContext();
  const selectId = useId();
  const [variantId, setVariantId] = useState(() => initialVariantId(product));
  const variant = product.variants.find((candidate) => candidate.variantId === variantId) ?? product.variants[0];
  if (!variant) return null;
  const discounted = isDiscount(variant.price, variant.compareAtPrice);
  const canBuy = variant.availableForSale && !product.requiresSellingPlan;

  return (
    <div className="mt-4 grid gap-6 md:grid-cols-2">
        <div className="aspect-square overflow-hidden rounded-xl bg-sand">
          {variant.image ? (
            <StorefrontImage
              data={{...variant.image, altText: variant.image.altText || product.title}}
              aspectRatio="1/1"
              sizes={POPUP_IMAGE_SIZES}
              className="h-full w-full object-cover"
            />
          ) : (
            <ContentImage data={product.image} sizes={POPUP_IMAGE_SIZES} cover />
          )}
        </div>
        <div className="flex flex-col gap-4">
          {product.ratingSku ? <QuickViewRating sku={product.ratingSku} /> : null}
          {product.shortDescription ? <p>{product.shortDescription}</p> : null}
          <p className="flex items-baseline gap-2 text-xl font-bold" data-testid="popup-price">
            <span className="sr-only">{strings.price}: </span>
            <Money data={variant.price} />
            {discounted ? (
              <s className="text-sm font-normal text-muted">
                <span className="sr-only">{strings.compareAtPrice} </span>
                <Money data={variant.compareAtPrice!} />
              </s>
            ) : null}
          </p>
          {product.variants.length > 1 ? (
            <div>
              <label htmlFor={selectId} className="mb-1 block text-sm font-semibold">
                {strings.popupVariant}
              </label>
              <select
                id={selectId}
                value={variant.variantId}
                onChange={(event) => setVariantId(event.target.value)}
                className="w-full rounded-lg border-2 border-line bg-paper px-3 py-3"
              >
                {product.variants.map((option) => (
                  <option key={option.variantId} value={option.variantId}>
                    {option.availableForSale ? option.title : `${option.title} (${strings.soldOut})`}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          {!variant.availableForSale ? (
            <p role="status" className="font-bold text-accent-strong">
              {strings.soldOut}
            </p>
          ) : null}
          <AddToCartForm
            lines={[{merchandiseId: variant.variantId, quantity: 1}]}
            disabled={!canBuy}
            className="w-full rounded-full bg-ink px-6 py-3 font-bold text-paper disabled:cursor-not-allowed disabled:opacity-40"
          >
            {labels?.buttonAddToCartLabel || strings.popupAddToCart}
          </AddToCartForm>
          <LocalizedLink
            to={popupProductPath(product, variant)}
            onClick={onClose}
            className="text-center font-semibold underline underline-offset-4"
          >
            {labels?.buttonLearnMoreLabel || strings.popupLearnMore}
          </LocalizedLink>
        </div>
      </div>
  );
}

/**
 * The product's rating, as its card shows it (the same answer, asked once per page), in a line kept meanwhile.
 * Its code loads with the cards' (rating-fetch), so the product page's own rating code stays in its chunk.
 */
function QuickViewRating({sku}: {sku: string}) {
  const shown = useRatingLine((ratings, basePath) => ratings.productRating(basePath, sku), sku);
  return (
    <p className="product-rating" data-testid="rating">
      {shown}
    </p>
  );
}

type OfferState = {status: 'idle' | 'loading' | 'unavailable'} | {status: 'loaded'; product: PopupProduct};

/**
 * The card's quick view, asked for once (`load`, on the first hover, focus or tap) from the quick-view route;
 * one that could not be had is asked for again the next time.
 */
function useQuickView(card: PopupCard & {id: string}) {
  const {basePath} = useRouteContext();
  const [state, setState] = useState<OfferState>({status: 'idle'});
  const asked = useRef(false);
  const load = useCallback(() => {
    if (asked.current) return;
    asked.current = true;
    setState({status: 'loading'});
    fetch(`${basePath}/api/quick-view/${encodeURIComponent(card.id)}`, {headers: {Accept: 'application/json'}})
      .then(async (response) => {
        if (!response.ok) throw new Error(`quick view ${card.id}: ${response.status} ${response.statusText}`);
        const product = joinPopup(card, (await response.json()) as PopupOffer);
        setState(product ? {status: 'loaded', product} : {status: 'unavailable'});
      })
      .catch((error: unknown) => {
        console.error('[quick view]', error instanceof Error ? error.message : error);
        asked.current = false;
        setState({status: 'unavailable'});
      });
  }, [basePath, card]);
  return {state, load};
}

/**
 * The "quick view" button on a product card; the card places it above its full-size link (ProductCard overlay).
 * Its dialog opens at once and fills in when the product's variants arrive.
 */
export function ProductPopupTrigger({
  card,
  labels,
  className,
}: {
  card: PopupCard & {id: string};
  labels: ProductPopupLabels | null | undefined;
  className?: string;
}) {
  const {strings} = useRouteContext();
  const [open, setOpen] = useState(false);
  const {state, load} = useQuickView(card);
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-label={format(strings.quickViewOf, {title: card.title ?? ''})}
        onPointerEnter={load}
        onFocus={load}
        onClick={() => {
          load();
          setOpen(true);
        }}
        // At least 44 px high: a comfortable touch target (WCAG 2.5.8 asks 24 px).
        className={cn('inline-flex min-h-11 items-center rounded-full bg-paper px-4 text-sm font-semibold text-ink shadow', className)}
        data-testid="quick-view"
      >
        {strings.quickView}
      </button>
      <ProductPopup
        product={state.status === 'loaded' ? state.product : null}
        loading={state.status === 'loading' || state.status === 'idle'}
        card={card}
        labels={labels}
        open={open}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
