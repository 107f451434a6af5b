import { useEffect } from 'react';

import type { MediaType } from '@common/mediaType';
import { pickTrailer } from '@/lib/youtube';
import { useGetTitleVideosQuery } from '@/services/titles';

export interface TrailerProbeProps {
  type: MediaType;
  id: number;
  /** TV: the season of the episode the watch button leads to (its videos first, then the show's). */
  season?: number;
  /** Told whether the title has a trailer the player page can play, once its videos are in. */
  onKnown: (hasTrailer: boolean) => void;
}

/**
 * Asks for a title's videos as the player page will (the same query, so the player finds them
 * cached) and says whether a trailer is among them. Renders nothing; loaded apart from the detail
 * page's first load, which needs neither the videos' endpoint nor the trailer picker.
 */
export function TrailerProbe({ type, id, season, onKnown }: TrailerProbeProps) {
  const { currentData } = useGetTitleVideosQuery({ type, id, season });
  const known = currentData ? pickTrailer(currentData.results) !== undefined : undefined;
  useEffect(() => {
    if (known !== undefined) onKnown(known);
  }, [known, onKnown]);
  return null;
}
