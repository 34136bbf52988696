// Captions of videos with sound (WCAG 1.2.2, issue 15): the content service holds one WebVTT file per locale
// (`_allCaptionsLocales`), played as <track kind="captions"> elements, the market's language switched on by
// default and the others offered in the player's captions menu.
import type {Language, LocalePrefix} from '~/markets/markets';

/** One locale's captions file, as `_allCaptionsLocales { locale value { url } }` gives it. */
export type CaptionsFile = {locale?: string | null; value?: {url?: string | null} | null};

export type CaptionTrack = {src: string; srcLang: string; label: string; default: boolean};

/** Each language named in itself, as a captions menu lists them. */
const AUTONYMS: Record<Language, string> = {nl: 'Nederlands', de: 'Deutsch', en: 'English', it: 'Italiano', fr: 'Français'};
const REGIONS: Record<string, Partial<Record<Language, string>>> = {BE: {nl: 'België', fr: 'Belgique'}};

/** A content locale (`de`, `nl_BE`) as a BCP 47 tag (`de`, `nl-BE`) and its language; null when unknown. */
function localeTag(locale: string): {tag: string; language: Language; region: string | null} | null {
  const match = /^([a-z]{2})(?:_([A-Z]{2}))?$/.exec(locale);
  const language = match?.[1] as Language | undefined;
  if (!match || !language || !(language in AUTONYMS)) return null;
  const region = match[2] ?? null;
  return {tag: region ? `${language}-${region}` : language, language, region};
}

/**
 * The tracks to play, the default one first: the file of the market's own locale (nl-be → nl_BE), else the
 * one of its language; when neither exists no track is on by default, but all can be chosen.
 */
export function captionTracks(
  files: CaptionsFile[] | null | undefined,
  market: {locale: LocalePrefix; language: Language},
): CaptionTrack[] {
  const regional = market.locale.includes('-') ? market.locale.replace(/-(\w+)$/, (_, region: string) => `-${region.toUpperCase()}`) : null;
  const seen = new Set<string>();
  const tracks = (files ?? []).flatMap((file) => {
    const tag = file.locale ? localeTag(file.locale) : null;
    const src = file.value?.url;
    if (!tag || !src || seen.has(tag.tag)) return [];
    seen.add(tag.tag);
    const regionName = tag.region ? REGIONS[tag.region]?.[tag.language] ?? tag.region : null;
    const label = regionName ? `${AUTONYMS[tag.language]} (${regionName})` : AUTONYMS[tag.language];
    return [{src, srcLang: tag.tag, label, language: tag.language}];
  });
  const chosen = tracks.find((track) => track.srcLang === regional) ?? tracks.find((track) => track.srcLang === market.language);
  return [...(chosen ? [chosen] : []), ...tracks.filter((track) => track !== chosen)].map(({src, srcLang, label}) => ({
    src,
    srcLang,
    label,
    default: chosen?.src === src,
  }));
}
