// DatoCMS _seoMetaTags ({tag, attributes, content}) as Remix meta descriptors. Title, canonical and og:url are
// ours (built from the market table and the configured site) and so is the description (set once by the
// page), so those are left out.
import type {MetaDescriptor} from '@shopify/remix-oxygen';

export type SeoTag = {tag: string; attributes?: Record<string, string> | null; content?: string | null};

export function contentMetaTags(tags: SeoTag[] | null | undefined): MetaDescriptor[] {
  return (tags ?? []).flatMap((tag): MetaDescriptor[] => {
    if (tag.tag !== 'meta' || !tag.attributes) return [];
    const {name, property, content} = tag.attributes;
    const value = content ?? tag.content;
    if (!value) return [];
    if (name) return name === 'robots' || name === 'description' ? [] : [{name, content: value}];
    if (property) return property === 'og:url' ? [] : [{property, content: value}];
    return [];
  });
}

/** The description among the tags, for our own description meta and JSON-LD. */
export function contentDescription(tags: SeoTag[] | null | undefined): string | undefined {
  return (tags ?? []).find((tag) => tag.attributes?.name === 'description')?.attributes?.content ?? undefined;
}
