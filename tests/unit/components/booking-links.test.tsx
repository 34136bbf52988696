// Booking links render the same wherever they appear (spec §2; issue 8 item 9): content buttons and menu links,
// rich text and the product's booking consult are real links to the https booking page (a new tab without
// JavaScript) that announce the popup they open with it. The click itself is proven in tests/e2e/booking.spec.ts.
import {describe, expect, test} from 'vitest';
import {renderInRoute} from '../../support/render';
import {RichText} from '~/components/content/RichText';
import {BookingConsult} from '~/components/sections/BookingConsult';
import {ContentLink} from '~/components/ui/ContentLink';

const SPELLINGS = ['https://calendly.com/original-fuel/consult', 'HTTP://WWW.CALENDLY.COM/original-fuel/consult', ' //calendly.com./original-fuel/consult '];
const NORMALIZED = 'https://calendly.com/original-fuel/consult';

const dast = (url: string) => ({
  schema: 'dast',
  document: {type: 'root', children: [{type: 'paragraph', children: [{type: 'link', url, children: [{type: 'span', value: 'Plan een gesprek'}]}]}]},
});

/** The one <a> of the markup, as attribute → value. */
function anchor(html: string): Record<string, string> {
  const tag = /<a\b([^>]*)>/.exec(html)?.[1] ?? '';
  return Object.fromEntries([...tag.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, name, value]) => [name!, value!]));
}

const RENDERERS = {
  'a content button or menu link': (url: string) => <ContentLink link={{url, label: 'Plan een gesprek'}} />,
  'a rich-text link': (url: string) => <RichText data={{value: dast(url)}} />,
  'the booking consult block': (url: string) => <BookingConsult consult={{url, label: 'Plan een gesprek', heading: 'Advies'}} />,
};

describe('booking links in every place content can put them', () => {
  for (const [place, render] of Object.entries(RENDERERS)) {
    test(`${place}: a real link to the https booking page, marked as opening a dialog`, async () => {
      for (const url of SPELLINGS) {
        const attributes = anchor(await renderInRoute(render(url)));
        expect(attributes, `${place}: ${url}`).toMatchObject({
          href: NORMALIZED,
          target: '_blank',
          rel: 'noopener noreferrer',
          'aria-haspopup': 'dialog',
        });
      }
    });
  }

  test('a booking consult without a booking page shows nothing; other links are no booking links', async () => {
    for (const url of ['https://evil.example/consult', 'javascript:alert(1)', '']) {
      expect(await renderInRoute(<BookingConsult consult={{url, label: 'Plan', heading: 'Advies'}} />)).toBe('');
    }
    const elsewhere = anchor(await renderInRoute(<ContentLink link={{url: 'https://calendly.com.evil.example/x', label: 'x'}} />));
    expect(elsewhere['aria-haspopup']).toBeUndefined();
  });
});
