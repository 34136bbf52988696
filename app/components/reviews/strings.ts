// Fixed words of the review sections, cards and the reviews page (issue 12), in the five languages (Belgian markets
// use theirs). Here and not in locales/*: only the chunks that show reviews load them.
import {useRouteContext} from '~/context/route-context';
import type {Language} from '~/markets/markets';
import type {ReviewSort} from '~/reviews/reviews';

const en = {
  /** The reviews page's heading over its list. */
  pageHeading: 'What customers say',
  /** `{stars}`: 1 to 5. */
  starsLabel: '{stars} out of 5 stars',
  reviewsLabel: 'Customer reviews',
  sortBy: 'Sort by',
  sortApply: 'Sort',
  sorts: {
    'createdat.desc': 'Newest first',
    'createdat.asc': 'Oldest first',
    'stars.desc': 'Highest rated',
    'stars.asc': 'Lowest rated',
  } as Record<ReviewSort, string>,
  loadMore: 'More reviews',
  loading: 'Loading reviews…',
  /** Without JavaScript, while the reviews are on their way: a link that loads the page again. */
  reload: 'Show the reviews',
  none: 'There are no reviews yet.',
  provider: 'Reviews on Trustpilot',
};

export type ReviewStrings = typeof en;

const nl: ReviewStrings = {
  pageHeading: 'Wat klanten zeggen',
  starsLabel: '{stars} van 5 sterren',
  reviewsLabel: 'Reviews van klanten',
  sortBy: 'Sorteer op',
  sortApply: 'Sorteer',
  sorts: {
    'createdat.desc': 'Nieuwste eerst',
    'createdat.asc': 'Oudste eerst',
    'stars.desc': 'Hoogste beoordeling',
    'stars.asc': 'Laagste beoordeling',
  },
  loadMore: 'Meer reviews',
  loading: 'Reviews laden…',
  reload: 'Toon de reviews',
  none: 'Er zijn nog geen reviews.',
  provider: 'Reviews op Trustpilot',
};

const de: ReviewStrings = {
  pageHeading: 'Was Kundinnen und Kunden sagen',
  starsLabel: '{stars} von 5 Sternen',
  reviewsLabel: 'Kundenbewertungen',
  sortBy: 'Sortieren nach',
  sortApply: 'Sortieren',
  sorts: {
    'createdat.desc': 'Neueste zuerst',
    'createdat.asc': 'Älteste zuerst',
    'stars.desc': 'Beste Bewertung',
    'stars.asc': 'Schlechteste Bewertung',
  },
  loadMore: 'Mehr Bewertungen',
  loading: 'Bewertungen werden geladen…',
  reload: 'Bewertungen anzeigen',
  none: 'Es gibt noch keine Bewertungen.',
  provider: 'Bewertungen auf Trustpilot',
};

const it: ReviewStrings = {
  pageHeading: 'Cosa dicono i clienti',
  starsLabel: '{stars} stelle su 5',
  reviewsLabel: 'Recensioni dei clienti',
  sortBy: 'Ordina per',
  sortApply: 'Ordina',
  sorts: {
    'createdat.desc': 'Più recenti',
    'createdat.asc': 'Meno recenti',
    'stars.desc': 'Valutazione più alta',
    'stars.asc': 'Valutazione più bassa',
  },
  loadMore: 'Altre recensioni',
  loading: 'Caricamento delle recensioni…',
  reload: 'Mostra le recensioni',
  none: 'Non ci sono ancora recensioni.',
  provider: 'Recensioni su Trustpilot',
};

const fr: ReviewStrings = {
  pageHeading: 'Ce que disent nos clients',
  starsLabel: '{stars} étoiles sur 5',
  reviewsLabel: 'Avis clients',
  sortBy: 'Trier par',
  sortApply: 'Trier',
  sorts: {
    'createdat.desc': 'Plus récents',
    'createdat.asc': 'Plus anciens',
    'stars.desc': 'Mieux notés',
    'stars.asc': 'Moins bien notés',
  },
  loadMore: "Plus d'avis",
  loading: 'Chargement des avis…',
  reload: 'Afficher les avis',
  none: "Il n'y a pas encore d'avis.",
  provider: 'Avis sur Trustpilot',
};

export const REVIEW_STRINGS: Record<Language, ReviewStrings> = {nl, de, en, it, fr};

export function useReviewStrings(): ReviewStrings {
  return REVIEW_STRINGS[useRouteContext().market.language];
}

/** The stars' accessible name: "4 out of 5 stars". */
export function starsLabel(stars: number, strings: ReviewStrings): string {
  return strings.starsLabel.replace('{stars}', String(stars));
}
