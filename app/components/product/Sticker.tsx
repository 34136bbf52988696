import type {CSSProperties} from 'react';
import type {ProductPageData} from '~/commerce/products.server';
import {readableTextColor} from '~/content/readable-color';

/**
 * The round sticker on the product image (spec §3 sticker): a value (e.g. "-20%") over a short copy, in the
 * editors' colours and sizes (px), pushed down by offsetY and in from the edge by margin.
 */
export function Sticker({sticker}: {sticker: ProductPageData['sticker']}) {
  if (!sticker?.value) return null;
  const background = sticker.backgroundColor?.hex;
  const style: CSSProperties = {
    // The editors' colours when they are readable together; on the accent, the accent's own text colour.
    backgroundColor: background ?? 'var(--product-accent)',
    color: background ? readableTextColor(background, sticker.textColor?.hex) : 'var(--product-accent-contrast, #1d1d1b)',
    top: `${sticker.offsetY ?? 16}px`,
    right: `${sticker.margin ?? 16}px`,
  };
  return (
    <p
      className="pointer-events-none absolute z-10 flex size-24 rotate-6 flex-col items-center justify-center rounded-full text-center leading-none shadow-lg md:size-28"
      style={style}
    >
      <span className="font-extrabold" style={{fontSize: `${sticker.valueSize ?? 28}px`}}>
        {sticker.value}
      </span>
      {sticker.copy ? (
        <span className="mt-1 px-2 font-semibold" style={{fontSize: `${sticker.copySize ?? 12}px`}}>
          {sticker.copy}
        </span>
      ) : null}
    </p>
  );
}
