import Box from '@mui/material/Box';
import { createContext, useContext } from 'react';

import { airDateLabel, episodeNumber } from '@/lib/airDate';
import { isNewEpisode } from '@/lib/calendarDays';
import { visuallyHidden } from '@/lib/visuallyHidden';
import { useGetTvDetailsQuery } from '@/services/tv';

/** The shows the visitor follows and the day their episodes count from (see the calendar feature). */
export interface FollowedShows {
  ids: ReadonlySet<number>;
  /** `YYYY-MM-DD`. */
  today: string;
}

/**
 * Given by the pages whose cards mark new episodes (home, watchlist, favorites); absent elsewhere,
 * where no card asks anything.
 */
export const FollowedShowsContext = createContext<FollowedShows | null>(null);

/**
 * 'New episode' over a followed show's poster when its latest episode aired in the last seven days
 * (lib/calendarDays). Only a followed show's card asks, once, for the show's details (the title
 * page's own request, cached); any other card asks nothing.
 */
export function NewEpisodeMark({ id }: { id: number }) {
  const followed = useContext(FollowedShowsContext);
  if (!followed?.ids.has(id)) return null;
  return <FollowedShowMark id={id} today={followed.today} />;
}

function FollowedShowMark({ id, today }: { id: number; today: string }) {
  const { data } = useGetTvDetailsQuery(id);
  const episode = data?.last_episode_to_air;
  if (!episode || !isNewEpisode(episode.air_date, today)) return null;
  const date = airDateLabel(episode.air_date, today);
  return (
    <Box
      component="span"
      sx={{
        position: 'absolute',
        left: 8,
        bottom: 8,
        px: 1,
        py: 0.25,
        borderRadius: 1,
        fontSize: '0.75rem',
        fontWeight: 700,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
      }}
    >
      New episode
      <Box component="span" sx={visuallyHidden}>
        {`: ${episodeNumber(episode.season_number, episode.episode_number)}${date ? `, ${date}` : ''}`}
      </Box>
    </Box>
  );
}
