import type { DetailType } from './slug';

/** What a card needs to show any catalogue item: movie, show, person or collection. */
export interface CardItem {
  id: number;
  media_type: DetailType;
  title: string;
  /** Release or first-air date (movies and shows). */
  date?: string;
  vote_average?: number;
  /** Poster for titles and collections, profile photo for people. */
  image_path: string | null;
  backdrop_path?: string | null;
  /** People: known-for department. */
  department?: string;
  /** People: titles they are known for. */
  known_for?: string[];
  /** A title in a person's crew credits: their jobs on it ('Director, Writer'). */
  role?: string;
  /** A show of the demo's airing list: the episode that puts it there. */
  latest_episode?: { season_number: number; episode_number: number; air_date: string | null };
}

interface ApiItem {
  id: number;
  media_type?: string;
  title?: string;
  name?: string;
  release_date?: string;
  first_air_date?: string;
  vote_average?: number;
  poster_path?: string | null;
  profile_path?: string | null;
  backdrop_path?: string | null;
  known_for_department?: string;
  known_for?: { title?: string; name?: string }[];
  last_episode_to_air?: {
    season_number: number;
    episode_number: number;
    air_date: string | null;
  } | null;
}

const TYPES: readonly string[] = ['movie', 'tv', 'person', 'collection'];

/** Maps a TMDB list result to a card item; `fallbackType` is used when the answer has no media_type. */
export function toCardItem(item: ApiItem, fallbackType: DetailType): CardItem {
  const type = (
    item.media_type && TYPES.includes(item.media_type) ? item.media_type : fallbackType
  ) as DetailType;
  const card: CardItem = {
    id: item.id,
    media_type: type,
    title: item.title ?? item.name ?? '',
    image_path: (type === 'person' ? item.profile_path : item.poster_path) ?? null,
    backdrop_path: item.backdrop_path ?? null,
  };
  const date = item.release_date ?? item.first_air_date;
  if (date) card.date = date;
  if (typeof item.vote_average === 'number') card.vote_average = item.vote_average;
  const latest = item.last_episode_to_air;
  if (type === 'tv' && latest) {
    card.latest_episode = {
      season_number: latest.season_number,
      episode_number: latest.episode_number,
      air_date: latest.air_date,
    };
  }
  if (type === 'person') {
    // None said: the cards show 'Actor' in the page's language.
    if (item.known_for_department) card.department = item.known_for_department;
    card.known_for = (item.known_for ?? [])
      .map((known) => known.title ?? known.name ?? '')
      .filter(Boolean);
  }
  return card;
}

export const cardKey = (item: Pick<CardItem, 'media_type' | 'id'>) =>
  `${item.media_type}-${item.id}`;
