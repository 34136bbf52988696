// Product upsell (spec §3 Content product "upsell"): a product image on the editors' background colour with a
// title, a short text and a link.
import {ContentImage} from '~/components/ui/ContentImage';
import {ContentLink} from '~/components/ui/ContentLink';
import type {UpsellPartsFragment} from '~graphql/content/content.generated';

export function Upsell({upsell}: {upsell: UpsellPartsFragment | null | undefined}) {
  if (!upsell || (!upsell.title && !upsell.productImage)) return null;
  return (
    <section
      aria-label={upsell.title ?? undefined}
      className="mx-auto grid max-w-7xl overflow-hidden rounded-2xl bg-sand md:grid-cols-2"
      style={upsell.backgroundColor?.hex ? {backgroundColor: upsell.backgroundColor.hex} : undefined}
      data-testid="upsell"
    >
      <div className="aspect-square">
        <ContentImage data={upsell.productImage?.responsiveImage} sizes="(min-width: 768px) 50vw, 100vw" cover />
      </div>
      <div className="flex flex-col justify-center gap-4 p-6 md:p-12">
        {upsell.title ? <h2 className="text-2xl font-extrabold md:text-4xl">{upsell.title}</h2> : null}
        {upsell.text ? <p className="whitespace-pre-line text-lg leading-relaxed">{upsell.text}</p> : null}
        <ContentLink
          link={upsell.link}
          className="self-start rounded-full bg-ink px-6 py-3 font-bold text-paper"
        />
      </div>
    </section>
  );
}
