// Which video a url or an uploaded file plays: spec §5 (video source) and §2 media display.
import {BREAKPOINTS} from '~styles/tokens';

export type VideoSource =
  /** A plain video file, played by a <video> element. */
  | {kind: 'file'; url: string}
  /** A YouTube or Vimeo video, played in their embed player. */
  | {kind: 'embed'; provider: 'youtube' | 'vimeo'; url: string};

const YOUTUBE_ID = /^[\w-]{6,}$/;

/**
 * Spec §5: a url ending in .mp4 is a file video; YouTube links (watch?v=, youtu.be/, /embed/, /shorts/) and
 * Vimeo links with a numeric id are embedded; anything else shows nothing (null).
 */
export function videoSource(rawUrl: string | null | undefined): VideoSource | null {
  const text = rawUrl?.trim();
  if (!text) return null;
  let url: URL;
  try {
    url = new URL(text.startsWith('//') ? `https:${text}` : text);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (/\.mp4$/i.test(url.pathname)) return {kind: 'file', url: url.toString()};

  const youtube = youtubeId(url);
  if (youtube) return {kind: 'embed', provider: 'youtube', url: `https://www.youtube-nocookie.com/embed/${youtube}`};
  const vimeo = vimeoId(url);
  if (vimeo) return {kind: 'embed', provider: 'vimeo', url: `https://player.vimeo.com/video/${vimeo}`};
  return null;
}

/**
 * The embed player's url, asking for captions in the viewer's language (issue 15): YouTube shows them from the
 * start (`cc_load_policy=1`) in that language (`cc_lang_pref`, with the player's own words in it too, `hl`);
 * Vimeo turns on the text track of that language (`texttrack`). A video without such captions plays without.
 */
export function embedPlayerUrl(
  source: Extract<VideoSource, {kind: 'embed'}>,
  {language, autoplay = false}: {language: string; autoplay?: boolean},
): string {
  const url = new URL(source.url);
  if (source.provider === 'youtube') {
    url.searchParams.set('cc_load_policy', '1');
    url.searchParams.set('cc_lang_pref', language);
    url.searchParams.set('hl', language);
  } else {
    url.searchParams.set('texttrack', language);
  }
  if (autoplay) url.searchParams.set('autoplay', '1');
  return url.toString();
}

function youtubeId(url: URL): string | null {
  const host = url.hostname.toLowerCase().replace(/^(www\.|m\.)/, '');
  const segments = url.pathname.split('/').filter(Boolean);
  let id: string | null | undefined = null;
  if (host === 'youtu.be') id = segments[0];
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (segments[0] === 'watch') id = url.searchParams.get('v');
    else if (segments[0] === 'embed' || segments[0] === 'shorts' || segments[0] === 'live') id = segments[1];
  }
  return id && YOUTUBE_ID.test(id) ? id : null;
}

function vimeoId(url: URL): string | null {
  const host = url.hostname.toLowerCase().replace(/^www\./, '');
  if (host !== 'vimeo.com' && host !== 'player.vimeo.com') return null;
  // vimeo.com/123, vimeo.com/channels/staffpicks/123, player.vimeo.com/video/123: the id is the last
  // numeric segment; a url without one (a profile, a showcase name) is not a video.
  const numeric = url.pathname.split('/').filter((segment) => /^\d+$/.test(segment));
  return numeric.at(-1) ?? null;
}

/** An uploaded video (DatoCMS/Mux) as the content fragment selects it. */
export type UploadedVideo = {
  streamingUrl?: string | null;
  thumbnailUrl?: string | null;
  mp4High?: string | null;
  mp4Medium?: string | null;
  mp4Low?: string | null;
};

/** Breakpoints of the mp4 choice: high from the wide layout, medium from desktop, low below. */
const MP4_WIDTHS = {high: BREAKPOINTS.wide, medium: BREAKPOINTS.desktop} as const;

/**
 * The file to play for an uploaded video: the HLS stream where the browser plays HLS natively (Safari),
 * else the mp4 whose resolution fits the viewport, falling back to the nearest one that exists.
 */
export function uploadedVideoUrl(video: UploadedVideo, browser: {playsHls: boolean; width: number}): string | null {
  if (browser.playsHls && video.streamingUrl) return video.streamingUrl;
  const byPreference =
    browser.width >= MP4_WIDTHS.high
      ? [video.mp4High, video.mp4Medium, video.mp4Low]
      : browser.width >= MP4_WIDTHS.medium
        ? [video.mp4Medium, video.mp4High, video.mp4Low]
        : [video.mp4Low, video.mp4Medium, video.mp4High];
  return byPreference.find((url): url is string => Boolean(url)) ?? null;
}
