// Sections of the generic pages (/{slug}): the same section types the home page and product pages use (one
// SectionUnion), so /about-us shows content blocks with media, a product carousel and the shop's promises. One
// pair of blocks is shown only on phones and only on desktops (spec §2, breakpoint 768px); buttons cover an entry
// link, the cart overlay (/cart → ?cart=1) and a free url opening in a new tab.
import {block, translated, type Block, type LocalizedValue} from '../datocms/records';
import {dast, p, strong} from './content-dast';
import {ids, linkTo, linkToUrl, photo} from './content-kit';
import {section} from './content-sections-kit';

type Text = LocalizedValue<string>;

const button = (link: Block, fields: {color?: string; variant?: string; size?: string; uppercase?: boolean} = {}) =>
  block('button', {label: null, color: 'orange', variant: 'filled', size: 'medium', uppercase: false, ...fields, link});

function contentBlock(fields: {
  headline?: Text;
  heading: Text;
  headingDesktop?: Text;
  body: LocalizedValue<unknown>;
  bodyFontWeight?: string;
  button?: Block;
}) {
  return block('content_block', {
    headline: fields.headline ?? null,
    heading: fields.heading,
    headingDesktop: fields.headingDesktop ?? null,
    body: fields.body,
    bodyFontWeight: fields.bodyFontWeight ?? null,
    primaryButton: fields.button ?? null,
  });
}

const STORY = section(
  'content_block',
  {
    mediaPosition: 'left',
    media: photo(
      'about-kitchen',
      translated(
        'Onze eerste keuken',
        'Unsere erste Küche',
        'Our first kitchen',
        'La nostra prima cucina',
        'Notre première cuisine',
      ),
    ),
    content: contentBlock({
      headline: translated('Ons verhaal', 'Unsere Geschichte', 'Our story', 'La nostra storia', 'Notre histoire'),
      heading: translated(
        'Begonnen in een keuken',
        'Angefangen in einer Küche',
        'Started in a kitchen',
        'Nato in una cucina',
        'Né dans une cuisine',
      ),
      headingDesktop: translated(
        'Begonnen in een Amsterdamse keuken, in 2015',
        'Angefangen in einer Amsterdamer Küche, 2015',
        'Started in an Amsterdam kitchen, in 2015',
        'Nato in una cucina di Amsterdam, nel 2015',
        'Né dans une cuisine à Amsterdam, en 2015',
      ),
      bodyFontWeight: 'medium',
      body: translated(
        dast(
          p(
            'Twee sporters wilden voeding met ',
            strong('eerlijke ingrediënten'),
            '. Dat maken we nog steeds, elke dag.',
          ),
        ),
        dast(
          p(
            'Zwei Sportler wollten Ernährung mit ',
            strong('ehrlichen Zutaten'),
            '. Das machen wir bis heute, jeden Tag.',
          ),
        ),
        dast(p('Two athletes wanted food with ', strong('honest ingredients'), '. We still make it, every day.')),
        dast(
          p('Due sportivi volevano alimenti con ', strong('ingredienti onesti'), '. Li creiamo ancora, ogni giorno.'),
        ),
        dast(
          p(
            'Deux sportifs voulaient une alimentation aux ',
            strong('ingrédients honnêtes'),
            '. Nous la créons encore, chaque jour.',
          ),
        ),
      ),
      button: button(
        linkTo(
          ids.page('products_overview'),
          translated(
            'Bekijk de producten',
            'Zu den Produkten',
            'See the products',
            'Vedi i prodotti',
            'Voir les produits',
          ),
        ),
        {
          variant: 'filled',
          size: 'large',
          uppercase: true,
        },
      ),
    }),
  },
  {paddingTopMobile: 32, paddingTopDesktop: 64},
);

// The same message twice, worded for each screen: editors hide one on desktop and the other on phones.
const ON_PHONES = section(
  'content_block',
  {
    content: contentBlock({
      heading: translated(
        'Altijd bij de hand',
        'Immer griffbereit',
        'Always at hand',
        'Sempre a portata di mano',
        'Toujours à portée de main',
      ),
      body: translated(
        dast(p('Bestel onderweg: je winkelwagen staat klaar.')),
        dast(p('Bestelle unterwegs: dein Warenkorb ist bereit.')),
        dast(p('Order on the go: your cart is ready.')),
        dast(p('Ordina in movimento: il tuo carrello è pronto.')),
        dast(p('Commande en route : ton panier est prêt.')),
      ),
      button: button(
        linkTo(
          ids.page('cart_page'),
          translated('Naar je winkelwagen', 'Zum Warenkorb', 'Open your cart', 'Apri il carrello', 'Ouvrir le panier'),
        ),
        {
          variant: 'outline',
          size: 'small',
        },
      ),
    }),
  },
  {visibility: 'mobile', backgroundColor: '#fff1e8', textColor: '#1a1a1a'},
);

const ON_DESKTOPS = section(
  'content_block',
  {
    content: contentBlock({
      heading: translated(
        'Volg onze community',
        'Folge unserer Community',
        'Follow our community',
        'Segui la nostra community',
        'Suis notre communauté',
      ),
      body: translated(
        dast(p('Duizenden sporters delen hun trainingen in onze club.')),
        dast(p('Tausende Sportler teilen ihr Training in unserem Club.')),
        dast(p('Thousands of athletes share their training in our club.')),
        dast(p('Migliaia di sportivi condividono i loro allenamenti nel nostro club.')),
        dast(p('Des milliers de sportifs partagent leurs entraînements dans notre club.')),
      ),
      bodyFontWeight: 'light',
      button: button(
        linkToUrl(
          'https://www.strava.com/clubs/original-fuel',
          translated('Naar de club', 'Zum Club', 'Visit the club', 'Vai al club', 'Voir le club'),
          true,
        ),
        {color: 'white'},
      ),
    }),
  },
  {visibility: 'desktop', backgroundColor: '#1a1a1a', textColor: '#ffffff'},
);

const FAVOURITES = section('product_carousel', {
  heading: translated('Onze favorieten', 'Unsere Favoriten', 'Our favourites', 'I nostri preferiti', 'Nos favoris'),
  products: ['whey-protein', 'vegan-protein', 'protein-bar', 'creatine'].map(ids.product),
  button: null,
  useRecommendations: false,
});

const PROMISES = section(
  'usp',
  {
    items: translated(
      ['Eerlijke ingrediënten', 'Gemaakt in Nederland', 'Getest door sporters'],
      ['Ehrliche Zutaten', 'Hergestellt in den Niederlanden', 'Von Sportlern getestet'],
      ['Honest ingredients', 'Made in the Netherlands', 'Tested by athletes'],
      ['Ingredienti onesti', 'Prodotto nei Paesi Bassi', 'Testato da sportivi'],
      ['Ingrédients honnêtes', 'Fabriqué aux Pays-Bas', 'Testé par des sportifs'],
    ),
  },
  {paddingTopMobile: 0, paddingBottomMobile: 0, paddingTopDesktop: 0, paddingBottomDesktop: 0},
);

/** /about-us (over-ons is its record's slug in every language): a page built from sections. */
export const ABOUT_US_SECTIONS: Block[] = [STORY, ON_PHONES, ON_DESKTOPS, FAVOURITES, PROMISES];
