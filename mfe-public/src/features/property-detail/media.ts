// What media a listing has, where each one opens, and how outside links (YouTube, Vimeo, tour pages) are shown.
import type { PublicProperty } from '@naija-homes/contracts/listing';

export const mediaTypes = ['photos', 'panorama', 'video', 'floorPlan'] as const;
export type MediaType = (typeof mediaTypes)[number];

export const mediaLabels: Record<MediaType, string> = {
  photos: 'Photos',
  panorama: '360° Tour',
  video: 'Video',
  floorPlan: 'Floor Plan',
};

type MediaFields = Pick<
  PublicProperty,
  'photos' | 'panorama' | 'panoramaFile' | 'video' | 'floorPlan' | 'virtualTourLocked'
>;

/** The media this listing has, in the viewer's tab order. A locked tour has no panorama (the API blanks it). */
export function availableMedia(property: MediaFields): MediaType[] {
  const present: Record<MediaType, boolean> = {
    photos: property.photos.length > 0,
    panorama: !property.virtualTourLocked && Boolean(property.panoramaFile || property.panorama),
    video: Boolean(property.video),
    floorPlan: Boolean(property.floorPlan),
  };
  return mediaTypes.filter((type) => present[type]);
}

export function parseMediaType(value: string | null): MediaType | null {
  return mediaTypes.find((type) => type === value) ?? null;
}

/** /properties/{slug}/detail?type=…; `photo` is 1-based, as the counter shows it. */
export function mediaHref(slug: string, type: MediaType, photo?: number): string {
  const params = new URLSearchParams({ type });
  if (type === 'photos' && photo !== undefined && photo > 1) params.set('photo', String(photo));
  return `/properties/${encodeURIComponent(slug)}/detail?${params}`;
}

function parseUrl(value: string): URL | null {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

const youTubeId = /^[\w-]{11}$/;

/** '1h2m3s', '90s' or '90' (YouTube's t parameter) in whole seconds. */
function seconds(value: string | null): number | null {
  if (!value) return null;
  if (/^\d+$/.test(value)) return Number(value);
  const match = value.match(/^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/);
  if (!match?.[0]) return null;
  return Number(match[1] ?? 0) * 3600 + Number(match[2] ?? 0) * 60 + Number(match[3] ?? 0);
}

export interface VideoEmbed {
  provider: 'YouTube' | 'Vimeo';
  src: string;
  /** A still of the video to show before it plays (YouTube publishes one per video; Vimeo needs an API call). */
  thumbnail?: string;
}

/**
 * The privacy-friendly player address of a YouTube or Vimeo link (youtube-nocookie.com sets no cookie until
 * play; Vimeo's dnt=1 turns tracking off), or null for any other link.
 */
export function videoEmbed(value: string): VideoEmbed | null {
  const url = parseUrl(value);
  if (!url) return null;
  const host = url.hostname.replace(/^(www|m|music)\./, '');
  if (host === 'youtu.be' || host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const path = url.pathname.split('/').filter(Boolean);
    let id: string | undefined;
    if (host === 'youtu.be') id = path[0];
    else if (path[0] === 'watch') id = url.searchParams.get('v') ?? undefined;
    else if (path[0] === 'embed' || path[0] === 'shorts' || path[0] === 'live' || path[0] === 'v') id = path[1];
    if (!id || !youTubeId.test(id)) return null;
    const start = seconds(url.searchParams.get('t') ?? url.searchParams.get('start'));
    const params = new URLSearchParams({ rel: '0' });
    if (start) params.set('start', String(start));
    return {
      provider: 'YouTube',
      src: `https://www.youtube-nocookie.com/embed/${id}?${params}`,
      thumbnail: `https://i.ytimg.com/vi/${id}/hqdefault.jpg`,
    };
  }
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const path = url.pathname.split('/').filter(Boolean);
    const at = path.findIndex((part) => /^\d+$/.test(part));
    if (at < 0) return null;
    const id = path[at] as string;
    const params = new URLSearchParams({ dnt: '1' });
    // Unlisted videos carry a hash: vimeo.com/ID/HASH or ?h=HASH.
    const hash = url.searchParams.get('h') ?? path[at + 1];
    if (hash && /^[\da-f]+$/i.test(hash)) params.set('h', hash);
    return { provider: 'Vimeo', src: `https://player.vimeo.com/video/${id}?${params}` };
  }
  return null;
}

/** A link straight to a video file, which the browser's own player can show. */
export function isVideoFile(value: string): boolean {
  const url = parseUrl(value);
  return Boolean(url && /\.(mp4|webm|m4v|mov)$/i.test(url.pathname));
}

export type PanoramaSource = { kind: 'image'; url: string } | { kind: 'page'; url: string };

/**
 * What to show for the 360° tour: the uploaded equirectangular JPEG, or the agent's link, which is either an image
 * (shown in our viewer) or a tour page such as Matterport or Kuula (shown in a frame).
 */
export function panoramaSource(property: Pick<PublicProperty, 'panorama' | 'panoramaFile'>): PanoramaSource | null {
  if (property.panoramaFile) return { kind: 'image', url: property.panoramaFile };
  if (!property.panorama) return null;
  const url = parseUrl(property.panorama);
  if (!url) return null;
  return /\.(jpe?g|png|webp|avif)$/i.test(url.pathname)
    ? { kind: 'image', url: url.href }
    : { kind: 'page', url: url.href };
}
