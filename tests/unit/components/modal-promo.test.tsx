// The modal promo's dialog as it renders (app/components/overlays/ModalPromoDialog.tsx), and the shell's host,
// which renders nothing on the server: promos never shift the first paint (README "Modal promos").
import {describe, expect, test} from 'vitest';
import {ModalPromoHost} from '~/components/overlays/ModalPromoHost';
import ModalPromoDialog from '~/components/overlays/ModalPromoDialog';
import type {LoadedModalPromo} from '~/overlays/modal-promos';
import {renderInRoute} from '../../support/render';

const PROMO: LoadedModalPromo = {
  id: '42',
  content: [
    {
      kind: 'text',
      id: 't',
      copy: 'Kort',
      copyDesktop: 'Lang en breed',
      textColor: '#123456',
      fontSize: 'large',
      fontWeight: 'bold',
    },
    {
      kind: 'buttons',
      id: 'b',
      buttons: [{label: 'Naar de winkel', url: '/products', openInNewTab: false, useEntryLink: false}],
    },
  ],
  onLoad: true,
  onExit: false,
  closeOnEscape: true,
  closeOnOutsideClick: false,
  mobileOnly: false,
};

describe('ModalPromoDialog', () => {
  test('named for screen readers in the market’s words, its copy per breakpoint, colour, size, weight and buttons', async () => {
    const html = await renderInRoute(
      <ModalPromoDialog promo={PROMO} open stackOrder={3} closeOnEscape onClose={() => {}} />,
    );
    expect(html).toMatch(/role="dialog"[^>]*aria-labelledby="([^"]+)"/);
    expect(html).toMatch(/<h2 id="[^"]+-title" class="[^"]*sr-only[^"]*">Aanbieding<\/h2>/);
    expect(html).toContain('<span class="md:hidden">Kort</span><span class="hidden md:inline">Lang en breed</span>');
    expect(html).toMatch(/<p class="text-xl font-bold" style="color:#123456">/);
    expect(html).toMatch(/<a[^>]*href="\/producten"[^>]*>Naar de winkel<\/a>/);
    // Drawn above dialogs of a lower order.
    expect(html).toContain('z-index:53');
  });

  test('in German', async () => {
    const html = await renderInRoute(
      <ModalPromoDialog promo={PROMO} open stackOrder={1} closeOnEscape onClose={() => {}} />,
      {
        marketId: 'de_de',
      },
    );
    expect(html).toContain('>Angebot</h2>');
    expect(html).toContain('aria-label="Schließen"');
    expect(html).toMatch(/href="\/de\/produkte"/);
  });

  test('closed: nothing', async () => {
    expect(
      await renderInRoute(
        <ModalPromoDialog promo={PROMO} open={false} stackOrder={undefined} closeOnEscape={false} onClose={() => {}} />,
      ),
    ).toBe('');
  });
});

describe('ModalPromoHost', () => {
  test('renders nothing on the server, even on a promo’s page', async () => {
    expect(await renderInRoute(<ModalPromoHost promos={[PROMO]} />)).toBe('');
  });
});
