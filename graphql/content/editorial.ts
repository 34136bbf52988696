import {RESPONSIVE_IMAGE_FRAGMENT} from './fragments';

// The two crops of an article's or recipe's main image: a card in a list, the hero of its page. (A document
// may not define a fragment it does not use, so each crop is its own constant.)
const EDITORIAL_CARD_IMAGE_FRAGMENT = `#graphql
  fragment EditorialCardImage on FileField {
    responsiveImage(imgixParams: {w: 600, h: 400, fit: crop, auto: format}) {
      ...ResponsiveImageParts
    }
  }
  ${RESPONSIVE_IMAGE_FRAGMENT}
` as const;

const EDITORIAL_HERO_IMAGE_FRAGMENT = `#graphql
  fragment EditorialHeroImage on FileField {
    responsiveImage(imgixParams: {w: 1200, h: 675, fit: crop, auto: format}) {
      ...ResponsiveImageParts
    }
  }
  ${RESPONSIVE_IMAGE_FRAGMENT}
` as const;

// Spec §5: listed only with a non-empty slug, a non-blank heading and a publication date; newest first.
export const ALL_ARTICLES_QUERY = `#graphql
  query AllArticles($locale: SiteLocale!, $fallbackLocales: [SiteLocale!], $first: IntType, $skip: IntType) {
    fitblog(locale: $locale, fallbackLocales: $fallbackLocales) { id title intro }
    allArticles(
      locale: $locale
      fallbackLocales: $fallbackLocales
      first: $first
      skip: $skip
      orderBy: [publicationDate_DESC]
      filter: {slug: {neq: ""}, heading: {isPresent: true}, publicationDate: {exists: true}}
    ) {
      ...ArticleCard
    }
    allArticlesMeta: _allArticlesMeta(
      locale: $locale
      filter: {slug: {neq: ""}, heading: {isPresent: true}, publicationDate: {exists: true}}
    ) {
      count
    }
  }
  fragment ArticleCard on ArticleRecord {
    id
    slug
    heading
    publicationDate
    timeToRead
    tags { id slug name }
    mainImage { ...EditorialCardImage }
  }
  ${EDITORIAL_CARD_IMAGE_FRAGMENT}
` as const;

export const ARTICLE_QUERY = `#graphql
  query Article($locale: SiteLocale!, $fallbackLocales: [SiteLocale!], $slug: String!) {
    article(locale: $locale, fallbackLocales: $fallbackLocales, filter: {slug: {eq: $slug}, publicationDate: {exists: true}}) {
      id
      slug
      heading
      intro
      publicationDate
      timeToRead
      tags { id slug name }
      mainImage { ...EditorialHeroImage }
    }
  }
  ${EDITORIAL_HERO_IMAGE_FRAGMENT}
` as const;

// Spec §5: recipes are listed with a non-empty slug and a publication date; newest first.
export const ALL_RECIPES_QUERY = `#graphql
  query AllRecipes($locale: SiteLocale!, $fallbackLocales: [SiteLocale!], $first: IntType, $skip: IntType) {
    recipeOverview(locale: $locale, fallbackLocales: $fallbackLocales) { id title intro }
    allRecipes(
      locale: $locale
      fallbackLocales: $fallbackLocales
      first: $first
      skip: $skip
      orderBy: [publicationDate_DESC]
      filter: {slug: {neq: ""}, publicationDate: {exists: true}}
    ) {
      id
      slug
      heading
      publicationDate
      tags { id slug name }
      mainImage { ...EditorialCardImage }
    }
    allRecipesMeta: _allRecipesMeta(locale: $locale, filter: {slug: {neq: ""}, publicationDate: {exists: true}}) {
      count
    }
  }
  ${EDITORIAL_CARD_IMAGE_FRAGMENT}
` as const;

export const RECIPE_QUERY = `#graphql
  query Recipe($locale: SiteLocale!, $fallbackLocales: [SiteLocale!], $slug: String!) {
    recipe(locale: $locale, fallbackLocales: $fallbackLocales, filter: {slug: {eq: $slug}, publicationDate: {exists: true}}) {
      id
      slug
      heading
      intro
      publicationDate
      tags { id slug name }
      mainImage { ...EditorialHeroImage }
    }
  }
  ${EDITORIAL_HERO_IMAGE_FRAGMENT}
` as const;
