import type { CardItem } from '@/lib/mediaItem';

import type { Suggestion } from './recommend';

/** A suggestion as the cards draw it. */
export const suggestionCard = (suggestion: Suggestion): CardItem => ({
  id: suggestion.media_id,
  media_type: suggestion.media_type,
  title: suggestion.title,
  date: suggestion.date ?? undefined,
  vote_average: suggestion.vote_average,
  image_path: suggestion.poster_path,
});
