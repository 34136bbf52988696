// The mix-and-match builder (spec §3 Mix and match): header media, heading, the eligible variants to pick
// from, the fixed components, and one button that adds the whole box. Optionally collapsed behind a button.
import {useId, useState} from 'react';
import type {BundleData} from '~/commerce/bundle';
import {useRouteContext} from '~/context/route-context';
import type {SerializeFrom} from '@shopify/remix-oxygen';
import type {MixAndMatchPartsFragment} from '~graphql/content/content.generated';
import {BundleHeaderMedia} from './BundleHeaderMedia';
import {BundleItemCard} from './BundleItemCard';
import {BundlePurchase} from './BundlePurchase';
import {FixedComponents} from './FixedComponents';
import {useBundleBuilder} from './useBundleBuilder';

/** Loader data: the fragment as it arrives through JSON. */
export type MixAndMatchProps = {mixAndMatch: SerializeFrom<MixAndMatchPartsFragment>; bundle: BundleData};

export function MixAndMatch({mixAndMatch, bundle}: MixAndMatchProps) {
  const {strings} = useRouteContext();
  const bodyId = useId();
  const [expanded, setExpanded] = useState(!mixAndMatch.useCollapse);
  const headingId = `${bodyId}-heading`;

  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-7xl px-4 py-10 md:px-6" data-testid="mix-and-match">
      <BundleHeaderMedia
        media={mixAndMatch.headerMedia}
        className="relative mb-6 aspect-[16/9] w-full overflow-hidden rounded-2xl bg-sand"
      />
      <h2 id={headingId} className="heading-2">
        {mixAndMatch.heading}
      </h2>
      {mixAndMatch.subheading ? <p className="mt-2 text-lg">{mixAndMatch.subheading}</p> : null}
      {mixAndMatch.useCollapse ? (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={bodyId}
          onClick={() => setExpanded((open) => !open)}
          className="mt-4 w-full rounded-full border-2 border-ink px-6 py-3 font-bold md:w-auto"
        >
          {mixAndMatch.buttonCollapseLabel || strings.bundleOpen}
        </button>
      ) : null}
      <div id={bodyId} hidden={!expanded}>
        <BundleBuilderBody mixAndMatch={mixAndMatch} bundle={bundle} />
      </div>
    </section>
  );
}

function BundleBuilderBody({mixAndMatch, bundle}: MixAndMatchProps) {
  const builder = useBundleBuilder(bundle);
  return (
    <>
      <ul className="mt-6 grid grid-cols-2 gap-3 md:grid-cols-3 md:gap-4 xl:grid-cols-4">
        {bundle.eligible.map((item) => (
          <li key={item.id}>
            <BundleItemCard
              item={item}
              count={builder.picks[item.id] ?? 0}
              canAdd={builder.canAdd(item.id)}
              onAdd={() => builder.add(item.id)}
              onRemove={() => builder.remove(item.id)}
            />
          </li>
        ))}
      </ul>
      <FixedComponents items={bundle.fixed} />
      <BundlePurchase builder={builder} buttonLabel={mixAndMatch.buttonLabel} />
    </>
  );
}
