// Extra classes from a caller replace a component's own conflicting ones (issue 15: the quick-view button got
// `relative` and `absolute`, `relative` won in the stylesheet and the button was clipped to a sliver).
import {renderInRoute} from '../../support/render';
import type {ReactElement} from 'react';
import {twMerge} from 'tailwind-merge';
import {describe, expect, test} from 'vitest';
import {EmbeddedVideo} from '~/components/media/EmbeddedVideo';
import {Media} from '~/components/media/Media';
import {VideoPlayer} from '~/components/media/VideoPlayer';
import {ProductCard} from '~/components/product/ProductCard';
import {ProductPopupTrigger} from '~/components/product/popup/ProductPopup';
import {ContentIcon} from '~/components/product/purchase/ContentIcon';
import {Carousel} from '~/components/sections/Carousel';
import {SectionHeading} from '~/components/sections/SectionHeading';
import {cn} from '~/components/ui/class-names';
import {Dialog} from '~/components/ui/Dialog';

describe('cn: the caller places the component', () => {
  test('position, display and z-index resolve to the caller’s class', () => {
    expect(cn('relative z-10 rounded-full px-3', 'absolute bottom-2 right-2')).toBe('z-10 rounded-full px-3 absolute bottom-2 right-2');
    expect(cn('block aspect-video w-full', 'hidden')).toBe('aspect-video w-full hidden');
    expect(cn('inline-flex items-center', 'grid')).toBe('items-center grid');
    expect(cn('relative z-10', 'z-20')).toBe('relative z-20');
    expect(cn('sticky', 'static')).toBe('static');
  });

  test('each breakpoint or state variant is its own group', () => {
    expect(cn('hidden md:block', 'md:hidden')).toBe('hidden md:hidden');
    expect(cn('md:hidden', 'block')).toBe('md:hidden block');
    expect(cn('max-md:hidden max-md:target:block', 'max-md:flex')).toBe('max-md:target:block max-md:flex');
    expect(cn('relative', '!absolute')).toBe('!absolute');
  });

  test('the look is the component’s: other utilities are kept as given, identical ones once', () => {
    expect(cn('p-3 bg-paper text-sm', 'px-5 text-ink')).toBe('p-3 bg-paper text-sm px-5 text-ink');
    expect(cn('w-full', 'w-full mt-4')).toBe('w-full mt-4');
    // Not position or display, though the names look alike.
    expect(cn('inset-0', 'top-2', 'flex-1', 'grid-cols-2', 'block-size')).toBe('inset-0 top-2 flex-1 grid-cols-2 block-size');
  });

  test('conditions and empty values are dropped as with clsx', () => {
    expect(cn('a', false, null, undefined, '', {b: true, c: false}, ['d'])).toBe('a b d');
  });

  test('no class map of its own: the same answers as tailwind-merge for the groups it resolves', () => {
    const cases = [
      ['relative z-10 px-3', 'absolute bottom-2'],
      ['block w-full', 'md:hidden'],
      ['hidden md:flex', 'md:grid z-30'],
      ['inline-flex', 'contents'],
    ];
    for (const [own, caller] of cases) expect(cn(own, caller)).toBe(twMerge(own, caller));
  });
});

/** Every class attribute in the HTML that holds two classes setting the same property. */
function conflicts(html: string): string[] {
  return [...html.matchAll(/\sclass="([^"]*)"/g)]
    .map((match) => match[1]!.split(/\s+/).filter(Boolean))
    .filter((classes) => twMerge(classes.join(' ')).split(' ').filter(Boolean).length !== classes.length)
    .map((classes) => classes.join(' '));
}

// What a caller may pass: placement (position, offsets, stacking, margin, display). The look stays the component's.
const PLACEMENT = 'absolute bottom-0 right-0 z-20 m-1 block';

const POPUP_CARD = {id: 'rec-1', productId: 'gid://shopify/Product/1', slug: 'whey-protein', title: 'Whey Protein'};

// Each component that accepts extra classes, given classes of every kind it might set itself.
const COMPONENTS: Array<[string, ReactElement]> = [
  ['ProductPopupTrigger', <ProductPopupTrigger card={POPUP_CARD} labels={null} className={PLACEMENT} />],
  ['EmbeddedVideo (file)', <EmbeddedVideo url="https://cdn.example/clip.mp4" title="Clip" className={PLACEMENT} />],
  ['EmbeddedVideo (YouTube)', <EmbeddedVideo url="https://youtu.be/Of7hR2kLm9Q" title="Clip" className={PLACEMENT} />],
  ['VideoPlayer', <VideoPlayer video={{mp4High: 'https://cdn.example/clip.mp4'}} title="Clip" className={PLACEMENT} />],
  ['VideoPlayer (fill)', <VideoPlayer video={{mp4High: 'https://cdn.example/clip.mp4'}} fill className={PLACEMENT} />],
  ['Media (plain image, fill)', <Media file={{url: 'https://cdn.example/a.svg', mimeType: 'image/svg+xml'}} fill sizes="100vw" className={PLACEMENT} />],
  ['SectionHeading', <SectionHeading className={PLACEMENT}>Heading</SectionHeading>],
  ['ContentIcon', <ContentIcon icon={{url: 'https://cdn.example/i.png', width: 20, height: 20} as never} className={PLACEMENT} />],
  ['Carousel', <Carousel label="List" items={[{key: 'a', node: 'A'}]} itemClassName={PLACEMENT} className={PLACEMENT} />],
  [
    'Dialog',
    <Dialog open onClose={() => {}} title="Title" className={PLACEMENT} titleClassName={PLACEMENT}>
      Body
    </Dialog>,
  ],
];

describe('components that accept classes render no conflicting pair', () => {
  test('the check finds the pair that hid the quick view', () => {
    expect(conflicts('<button class="relative z-10 rounded-full absolute bottom-2 right-2">')).toHaveLength(1);
    expect(conflicts('<div class="hidden md:block"><p class="text-sm text-ink">')).toEqual([]);
  });

  test.each(COMPONENTS)('%s', async (_, element) => {
    const html = await renderInRoute(element);
    expect(html).toContain('bottom-0');
    expect(conflicts(html)).toEqual([]);
  });

  test('the quick view on a product card sits in the image corner, positioned by the card alone', async () => {
    const card = {id: 'p1', path: '/products/protein/whey-protein', title: 'Whey', image: null, price: null, compareAtPrice: null, availableForSale: true};
    const html = await renderInRoute(<ProductCard product={card} overlay={<ProductPopupTrigger card={POPUP_CARD} labels={null} />} />);
    expect(conflicts(html)).toEqual([]);
    const trigger = /<div class="([^"]*)"><button[^>]*data-testid="quick-view"[^>]*class="([^"]*)"|<div class="([^"]*)"><button[^>]*class="([^"]*)"[^>]*data-testid="quick-view"/.exec(html);
    const [wrapper, button] = [trigger?.[1] ?? trigger?.[3], trigger?.[2] ?? trigger?.[4]];
    expect(wrapper?.split(' ')).toEqual(expect.arrayContaining(['absolute', 'bottom-2', 'right-2', 'z-10']));
    // In the flow of its corner box, not of the image box that clips it; tall enough to tap.
    expect(button?.split(' ')).not.toContain('relative');
    expect(button?.split(' ')).toContain('min-h-11');
  });
});
