// Filled by codegen (graphql/content/content.generated.d.ts) with the types of every content document, so
// `content.query(HOME_PAGE_QUERY)` is typed without a hand-written generic.
// eslint-disable-next-line @typescript-eslint/no-empty-interface -- extended by declaration merging
export interface ContentQueries {}
