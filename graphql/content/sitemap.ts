// Issue 14 §3: what the market's content sitemaps list. The same filters as the overviews (spec §4 Lists, §5), so a
// sitemap names exactly the pages that exist; 500 of each kind (DatoCMS's largest page), newest first.
export const CONTENT_SITEMAP_QUERY = `#graphql
  query ContentSitemap($locale: SiteLocale!, $fallbackLocales: [SiteLocale!]) {
    articles: allArticles(
      locale: $locale
      fallbackLocales: $fallbackLocales
      first: 500
      orderBy: [publicationDate_DESC]
      filter: {slug: {neq: ""}, heading: {isPresent: true}, publicationDate: {exists: true}}
    ) {
      slug
      _updatedAt
      tags { slug }
    }
    recipes: allRecipes(
      locale: $locale
      fallbackLocales: $fallbackLocales
      first: 500
      orderBy: [publicationDate_DESC]
      filter: {slug: {neq: ""}, publicationDate: {exists: true}}
    ) {
      slug
      _updatedAt
      tags { slug }
    }
    pages: allPages(locale: $locale, fallbackLocales: $fallbackLocales, first: 500, filter: {slug: {neq: ""}, title: {isPresent: true}}) {
      slug
      _updatedAt
    }
  }
` as const;
