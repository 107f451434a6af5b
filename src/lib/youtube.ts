import type { Video } from '@common/tmdb';

/** A YouTube video id as TMDB stores it; anything else is never put into a URL. */
const YOUTUBE_KEY = /^[A-Za-z0-9_-]{6,20}$/;

/** True for a well-formed YouTube video id. */
export function isYouTubeKey(key: string): boolean {
  return YOUTUBE_KEY.test(key);
}

/** True for a YouTube video whose key is a well-formed video id: the only videos we can show. */
export function isPlayableVideo(video: Video): boolean {
  return video.site === 'YouTube' && isYouTubeKey(video.key);
}

/** The videos that can be shown, in TMDB's order, each key once. */
export function playableVideos(videos: readonly Video[] | undefined): Video[] {
  const seen = new Set<string>();
  return (videos ?? []).filter((video) => {
    if (!isPlayableVideo(video) || seen.has(video.key)) return false;
    seen.add(video.key);
    return true;
  });
}

/** The video's still on YouTube's image host. */
export function youtubeThumbnailUrl(key: string): string {
  return `https://i.ytimg.com/vi/${key}/hqdefault.jpg`;
}

/** The video's page on YouTube (the link out). */
export function youtubeWatchUrl(key: string): string {
  return `https://www.youtube.com/watch?v=${key}`;
}

/**
 * The privacy-enhanced player for a video. It autoplays because an embed is only ever made after the
 * visitor picked that video.
 */
export function youtubeEmbedUrl(key: string): string {
  return `https://www.youtube-nocookie.com/embed/${key}?autoplay=1&rel=0&modestbranding=1&playsinline=1`;
}

/** '1 video available', '3 videos available' (the spec's '{n} videos available'). */
export function videosAvailable(count: number): string {
  return `${count} ${count === 1 ? 'video' : 'videos'} available`;
}

/** Where YouTube's privacy-enhanced player lives: the Trailer provider's frame and progress origin. */
export const YOUTUBE_EMBED_ORIGIN = 'https://www.youtube-nocookie.com';

/**
 * The title's trailer for the built-in Trailer provider: an official YouTube Trailer first, then any
 * YouTube Trailer, then an official Teaser, any Teaser, then any playable video; undefined when none.
 */
export function pickTrailer(videos: readonly Video[] | undefined): Video | undefined {
  const playable = playableVideos(videos);
  const rank = (video: Video) =>
    (video.type === 'Trailer' ? 0 : video.type === 'Teaser' ? 2 : 4) + (video.official ? 0 : 1);
  return playable.reduce<Video | undefined>(
    (best, video) => (best === undefined || rank(video) < rank(best) ? video : best),
    undefined,
  );
}

/**
 * The trailer player with YouTube's IFrame API message channel on (`enablejsapi`), answering only to
 * this page's origin. It does not autoplay: the visitor starts it.
 */
export function youtubeTrailerUrl(key: string, pageOrigin: string): string {
  const params = new URLSearchParams({
    enablejsapi: '1',
    origin: pageOrigin,
    rel: '0',
    playsinline: '1',
    modestbranding: '1',
  });
  return `${YOUTUBE_EMBED_ORIGIN}/embed/${encodeURIComponent(key)}?${params.toString()}`;
}
