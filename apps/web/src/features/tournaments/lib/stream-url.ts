/** A live-stream URL the Streaming tab can embed (spec §5), with the player URL built from it. */
export type StreamEmbed = { provider: 'youtube'; id: string; embedUrl: string } | { provider: 'twitch'; embedUrl: string; channel?: string; video?: string };

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'music.youtube.com', 'youtube-nocookie.com', 'www.youtube-nocookie.com']);
const TWITCH_HOSTS = new Set(['twitch.tv', 'www.twitch.tv', 'm.twitch.tv', 'go.twitch.tv']);
const TWITCH_CHANNEL = /^[A-Za-z0-9_]{3,25}$/;
/** First path segments of twitch.tv that are pages, not channels. */
const TWITCH_RESERVED = new Set(['directory', 'videos', 'settings', 'subscriptions', 'inventory', 'wallet', 'search', 'downloads', 'jobs', 'p', 'login', 'signup', 'turbo', 'friends', 'messages', 'payments']);

function parse(raw: string): URL | null {
  try {
    const url = new URL(raw.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

function youtubeId(url: URL): string | null {
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter(Boolean);
  let id: string | null | undefined = null;
  if (host === 'youtu.be' || host === 'www.youtu.be') id = segments.length === 1 ? segments[0] : null;
  else if (YOUTUBE_HOSTS.has(host)) {
    if (segments.length === 1 && segments[0] === 'watch') id = url.searchParams.get('v');
    else if (segments.length === 2 && (segments[0] === 'embed' || segments[0] === 'live')) id = segments[1];
  }
  return id && YOUTUBE_ID.test(id) ? id : null;
}

function twitch(url: URL, parent: string): StreamEmbed | null {
  if (!TWITCH_HOSTS.has(url.hostname.toLowerCase())) return null;
  const segments = url.pathname.split('/').filter(Boolean);
  const player = (param: string) =>
    `https://player.twitch.tv/?${param}&parent=${encodeURIComponent(parent)}&autoplay=false`;
  if (segments.length === 2 && segments[0] === 'videos' && /^\d{1,12}$/.test(segments[1]!)) {
    const video = segments[1]!;
    return { provider: 'twitch', video, embedUrl: player(`video=v${video}`) };
  }
  if (segments.length === 1 && TWITCH_CHANNEL.test(segments[0]!) && !TWITCH_RESERVED.has(segments[0]!.toLowerCase())) {
    const channel = segments[0]!.toLowerCase();
    return { provider: 'twitch', channel, embedUrl: player(`channel=${channel}`) };
  }
  return null;
}

/**
 * YouTube watch, embed or youtu.be links with an 11-character id become a privacy-enhanced embed; Twitch channel or
 * video links become Twitch's player for `parent` (our host name, which Twitch requires). Autoplay stays off.
 * Anything else: null.
 */
export function parseStreamUrl(raw: string | null | undefined, parent: string): StreamEmbed | null {
  if (!raw) return null;
  const url = parse(raw);
  if (!url) return null;
  const id = youtubeId(url);
  if (id) return { provider: 'youtube', id, embedUrl: `https://www.youtube-nocookie.com/embed/${id}` };
  return twitch(url, parent);
}

/** Only http(s) links are ever put in an href. */
export const isWebUrl = (raw: string | null | undefined): raw is string => Boolean(raw && parse(raw));
