import {RESPONSIVE_IMAGE_FRAGMENT} from './fragments';
import {MEDIA_FRAGMENTS} from './sections';

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

// The page of one article or recipe: its main image or video (spec §2 media display), its tags and the
// product highlight flags (spec §3 show{product}O, {product}OIsWhite).
const EDITORIAL_DETAIL_FRAGMENTS = `#graphql
  fragment EditorialHeroMedia on FileField {
    ...MediaFileParts
    responsiveImage(imgixParams: {w: 1200, h: 675, fit: crop, auto: format}) {
      ...ResponsiveImageParts
    }
  }
  ${MEDIA_FRAGMENTS}
  ${RESPONSIVE_IMAGE_FRAGMENT}
` as const;

// Spec §4 Lists and §5: listed only with a non-empty slug, a non-blank heading and a publication date.
// The overview's own record and every tag its listed entries carry (the filter links; a tag slug in the URL
// must be one of them).
export const ARTICLE_TAGS_QUERY = `#graphql
  query ArticleTags($locale: SiteLocale!, $fallbackLocales: [SiteLocale!]) {
    fitblog(locale: $locale, fallbackLocales: $fallbackLocales) { id title intro }
    entries: allArticles(
      locale: $locale
      fallbackLocales: $fallbackLocales
      first: 500
      filter: {slug: {neq: ""}, heading: {isPresent: true}, publicationDate: {exists: true}}
    ) {
      tags { id slug name }
    }
  }
` as const;

// Spec §7 AllArticles: locale, tagId (list), first, skip; tags any-in tagId (null: every tag); newest first.
export const ALL_ARTICLES_QUERY = `#graphql
  query AllArticles($locale: SiteLocale!, $fallbackLocales: [SiteLocale!], $tagId: [ItemId], $first: IntType, $skip: IntType) {
    allArticles(
      locale: $locale
      fallbackLocales: $fallbackLocales
      first: $first
      skip: $skip
      orderBy: [publicationDate_DESC]
      filter: {slug: {neq: ""}, heading: {isPresent: true}, publicationDate: {exists: true}, tags: {anyIn: $tagId}}
    ) {
      ...ArticleCard
    }
    allArticlesMeta: _allArticlesMeta(
      locale: $locale
      filter: {slug: {neq: ""}, heading: {isPresent: true}, publicationDate: {exists: true}, tags: {anyIn: $tagId}}
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
      mainImage { ...EditorialHeroMedia }
      video { ...EditorialHeroMedia }
      showWheyProteinO
      wheyProteinOIsWhite
      showVeganProteinO
      veganProteinOIsWhite
      showProteinBarO
      proteinBarOIsWhite
    }
  }
  ${EDITORIAL_DETAIL_FRAGMENTS}
` as const;

// Spec §5: recipes are listed with a non-empty slug (and, §4, a publication date).
export const RECIPE_TAGS_QUERY = `#graphql
  query RecipeTags($locale: SiteLocale!, $fallbackLocales: [SiteLocale!]) {
    recipeOverview(locale: $locale, fallbackLocales: $fallbackLocales) { id title intro }
    entries: allRecipes(
      locale: $locale
      fallbackLocales: $fallbackLocales
      first: 500
      filter: {slug: {neq: ""}, publicationDate: {exists: true}}
    ) {
      tags { id slug name }
    }
  }
` as const;

// Spec §7 AllRecipes: the same variables as AllArticles.
export const ALL_RECIPES_QUERY = `#graphql
  query AllRecipes($locale: SiteLocale!, $fallbackLocales: [SiteLocale!], $tagId: [ItemId], $first: IntType, $skip: IntType) {
    allRecipes(
      locale: $locale
      fallbackLocales: $fallbackLocales
      first: $first
      skip: $skip
      orderBy: [publicationDate_DESC]
      filter: {slug: {neq: ""}, publicationDate: {exists: true}, tags: {anyIn: $tagId}}
    ) {
      id
      slug
      heading
      publicationDate
      tags { id slug name }
      mainImage { ...EditorialCardImage }
    }
    allRecipesMeta: _allRecipesMeta(locale: $locale, filter: {slug: {neq: ""}, publicationDate: {exists: true}, tags: {anyIn: $tagId}}) {
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
      mainImage { ...EditorialHeroMedia }
      video { ...EditorialHeroMedia }
      showWheyProteinO
      wheyProteinOIsWhite
      showVeganProteinO
      veganProteinOIsWhite
      showProteinBarO
      proteinBarOIsWhite
    }
  }
  ${EDITORIAL_DETAIL_FRAGMENTS}
` as const;
