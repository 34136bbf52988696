// The words of a product's rating (issue 12 §3: cards and product page) in the five languages (Belgian markets use
// theirs). Apart from app/components/reviews/strings.ts (the review sections'): cards load these lazily.
import {formatNumber} from '~/markets/format';
import type {Language} from '~/markets/markets';
import type {Rating} from '~/reviews/reviews';
import {roundedAverage} from '~/reviews/rating';

type RatingStrings = {reviewsOne: string; reviewsOther: string; rated: string};

export const RATING_STRINGS: Record<Language, RatingStrings> = {
  nl: {
    reviewsOne: '{count} review',
    reviewsOther: '{count} reviews',
    rated: 'Beoordeeld met {rating} van de 5 sterren',
  },
  de: {
    reviewsOne: '{count} Bewertung',
    reviewsOther: '{count} Bewertungen',
    rated: 'Mit {rating} von 5 Sternen bewertet',
  },
  en: {reviewsOne: '{count} review', reviewsOther: '{count} reviews', rated: 'Rated {rating} out of 5'},
  it: {reviewsOne: '{count} recensione', reviewsOther: '{count} recensioni', rated: 'Valutato {rating} su 5'},
  fr: {reviewsOne: '{count} avis', reviewsOther: '{count} avis', rated: 'Noté {rating} sur 5'},
};

/**
 * What a rating shows, in the market's number format: the average, the number of reviews alone (`total`) and in
 * words (`count`), the stars' label and how far they are filled (percent).
 */
export type RatingLine = {average: string; total: string; count: string; label: string; percent: number};

export function ratingLine(rating: Rating, language: Language, siteLocale: string): RatingLine {
  const strings = RATING_STRINGS[language];
  const value = roundedAverage(rating.starsAverage);
  const total = rating.numberOfReviews.total;
  const average = formatNumber(value, siteLocale, {min: 1, max: 1});
  const shownTotal = formatNumber(total, siteLocale);
  const count = (total === 1 ? strings.reviewsOne : strings.reviewsOther).replace('{count}', shownTotal);
  return {average, total: shownTotal, count, label: strings.rated.replace('{rating}', average), percent: value * 20};
}
