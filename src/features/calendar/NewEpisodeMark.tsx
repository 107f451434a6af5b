import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';

import { airDateLabel, episodeNumber } from '@/lib/airDate';
import { isNewEpisode } from '@/features/calendar/calendarDays';
import { visuallyHidden } from '@/lib/visuallyHidden';
import { useGetTvDetailsQuery } from '@/services/tv';

import { useCalendarToday } from './useCalendarToday';

/**
 * 'New episode' on a followed show's card when its latest episode aired in the last seven days
 * of the calendar's day (./calendarDays). It asks, once, for the show's details as its title page
 * does (cached, shared); FollowedShowsProvider draws it on followed shows' cards alone.
 */
export function NewEpisodeMark({ id }: { id: number }) {
  const { i18n } = useLingui();
  const today = useCalendarToday();
  const { data } = useGetTvDetailsQuery(id);
  const episode = data?.last_episode_to_air;
  if (!today || !episode || !isNewEpisode(episode.air_date, today)) return null;
  const date = airDateLabel(i18n.locale, episode.air_date, today);
  const number = episodeNumber(i18n, episode.season_number, episode.episode_number);
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-block',
        mt: 0.5,
        px: 1,
        py: 0.25,
        borderRadius: 1,
        fontSize: '0.75rem',
        fontWeight: 700,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
      }}
    >
      <Trans>New episode</Trans>
      <Box component="span" sx={visuallyHidden}>
        {date ? i18n._(msg`: ${number}, ${date}`) : i18n._(msg`: ${number}`)}
      </Box>
    </Box>
  );
}
