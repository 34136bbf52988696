// The geolocation prompt's texts (spec §3 Overlay texts): a singleton, in the language of the market it suggests
// (the visitor's), with nl as the fallback. The Belgian locales have none of their own.
import {translated, type ContentRecord} from '../datocms/records';
import {at, ids} from './content-kit';

export const GEOLOCATION_RECORDS: ContentRecord[] = [
  {
    id: ids.page('geolocation'),
    model: 'geolocation',
    createdAt: at('2024-05-01'),
    updatedAt: at('2024-11-01'),
    fields: {
      heading: translated(
        'Shop je vanuit Nederland?',
        'Kaufst du aus Deutschland ein?',
        'Shopping from elsewhere in Europe?',
        "Acquisti dall'Italia?",
        'Vous achetez depuis la France ?',
      ),
      body: translated(
        'Onze winkel voor jouw land toont prijzen, levering en teksten die bij jou passen.',
        'Unser Shop für dein Land zeigt dir passende Preise, Lieferung und Texte.',
        'Our shop for your country shows the prices, delivery and language that suit you.',
        'Il nostro negozio per il tuo paese mostra prezzi, consegna e testi adatti a te.',
        'Notre boutique pour votre pays affiche les prix, la livraison et les textes qui vous conviennent.',
      ),
      buttonCancelLabel: translated('Hier blijven', 'Hier bleiben', 'Stay here', 'Resta qui', 'Rester ici'),
      buttonContinueLabel: translated(
        'Naar de winkel',
        'Zum Shop',
        'Go to the shop',
        'Vai al negozio',
        'Aller à la boutique',
      ),
    },
  },
];
