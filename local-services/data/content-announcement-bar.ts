// The announcement bar (spec §3 Announcement bar, §4; README "Announcement bar"): one singleton per locale. Two
// items always show and rotate; the rest exercise the rules: a weekday window, an item switched off, an item
// without text and a window with an unreadable time (both skipped with a log line). The markets differ so the
// tests see each animation: nl crossfades at the default duration, de slides over a background image, en scrolls;
// Italian shows the bar on its home page only, and the Belgian French shop has it switched off.
import {block, localized, translated, type Block, type ContentRecord, type Fields} from '../datocms/records';
import {at, ids, linkTo, photo} from './content-kit';

function item(fields: Fields): Block {
  return block('announcement_item', {content: null, enabled: true, link: null, settings: [], ...fields});
}

function slot(day: string | null, startTime: string | null, endTime: string | null): Block {
  return block('announcement_schedule', {day, startTime, endTime});
}

const SHIPPING = item({
  content: translated(
    'Gratis verzending vanaf € 50',
    'Kostenloser Versand ab 50 €',
    'Free shipping from € 50',
    'Spedizione gratuita da 50 €',
    'Livraison gratuite dès 50 €',
  ),
  link: linkTo(
    ids.collection('protein'),
    translated('Shop eiwit', 'Protein shoppen', 'Shop protein', 'Scopri le proteine', 'Voir les protéines'),
  ),
});

const RECIPES = item({
  content: translated(
    'Nieuw: 20 eiwitrijke recepten',
    'Neu: 20 proteinreiche Rezepte',
    'New: 20 high-protein recipes',
    'Novità: 20 ricette proteiche',
    'Nouveau : 20 recettes protéinées',
  ),
  link: linkTo(
    ids.page('recipe_overview'),
    translated('Bekijk recepten', 'Rezepte ansehen', 'See recipes', 'Vedi le ricette', 'Voir les recettes'),
  ),
});

/** Weekday mornings only: current or not by the clock, so tests never count it. */
const MORNING = item({
  content: translated(
    'Vandaag voor 10:00 besteld, morgen in huis',
    'Heute vor 10:00 bestellt, morgen geliefert',
    'Order before 10:00, delivered tomorrow',
    'Ordina entro le 10:00, consegna domani',
    'Commandé avant 10 h, livré demain',
  ),
  settings: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'].map((day) => slot(day, '06:00', '10:00')),
});

const SWITCHED_OFF = item({
  content: translated('Uitverkoop', 'Ausverkauf', 'Sale', 'Saldi', 'Soldes'),
  enabled: false,
});

const NO_TEXT = item({content: null});

const UNREADABLE_TIME = item({
  content: translated('Nachtactie', 'Nachtaktion', 'Night offer', 'Offerta notturna', 'Offre de nuit'),
  settings: [slot('saturday', '25:00', '26:00')],
});

export const ANNOUNCEMENT_BAR_RECORDS: ContentRecord[] = [
  {
    id: ids.page('announcement_bar'),
    model: 'announcement_bar',
    createdAt: at('2025-02-01'),
    fields: {
      showAnnouncementBar: localized({nl: true, de: true, en: true, it: true, fr: true, fr_BE: false}),
      homepageOnly: localized({nl: false, de: false, en: false, it: true, fr: false}),
      content: translated(
        'Eerlijke voeding, elke dag',
        'Ehrliche Ernährung, jeden Tag',
        'Honest food, every day',
        'Cibo onesto, ogni giorno',
        'Une alimentation honnête, chaque jour',
      ),
      items: [SHIPPING, RECIPES, MORNING, SWITCHED_OFF, NO_TEXT, UNREADABLE_TIME],
      animationDuration: localized({nl: null, de: 0.8, en: 0.6, it: null, fr: null}),
      animationType: translated('crossfade', 'slide', 'scroll', 'crossfade', 'slide'),
      overwritePageSettings: localized({nl: false, de: true, en: false, it: false, fr: false}),
      // White on the brand orange is 3.3:1: the bar shows ink instead (app/content/readable-color.ts).
      backgroundColor: translated('#fe5000', '#1f2a44', '#fff1e8', '#fe5000', '#1f2a44'),
      textColor: translated('#ffffff', '#ffffff', '#1d1d1b', '#ffffff', '#ffffff'),
      backgroundMedia: localized({de: photo('announcement-band', '', '#1f2a44')}),
    },
  },
];
