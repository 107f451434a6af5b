import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import EventIcon from '@mui/icons-material/Event';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { useAppSelector } from '@/app/hooks';
import { ErrorBox } from '@/components/ErrorBox';
import { FallbackImage } from '@/components/FallbackImage';
import { posterColour } from '@/components/GeneratedPoster';
import { LoadingScreen } from '@/components/LoadingScreen';
import { PageTitle } from '@/components/PageTitle';
import { PageWidth } from '@/components/PageWidth';
import { episodeNumber } from '@/lib/airDate';
import { imageUrl } from '@/lib/image';
import { formatList } from '@/lib/listFormat';
import { detailPath } from '@/lib/slug';
import { EMPTY_STATE_SX, STORED_LIST_STATE_HEIGHT } from '@/lib/storedListState';
import { visuallyHidden } from '@/lib/visuallyHidden';
import { DEFAULT_SITE, useGetSiteConfigQuery, useImageBase } from '@/services/site';

import { dayHeading, groupByDay, longDay } from './calendarEntries';
import type { CalendarEntry } from './calendarEntries';
import { calendarFileName, calendarFileText, downloadCalendarFile } from './calendarFile';
import { selectFollowedTitles } from './followed';
import type { FollowedTitle } from './followed';
import { useCalendar } from './useCalendar';
import { useCalendarToday } from './useCalendarToday';

const NO_TITLES: FollowedTitle[] = [];

/** A followed title as a sentence names it: a show known only by its progress has no name yet. */
const nameOf = (i18n: I18n, title: FollowedTitle) =>
  title.name || i18n._(title.media_type === 'tv' ? msg`a show you are watching` : msg`a movie`);

const readingText = (i18n: I18n, read: number, total: number) =>
  i18n._(msg`Reading dates: ${read} of ${plural(total, { one: '# title', other: '# titles' })}`);

const failedText = (i18n: I18n, names: string) =>
  i18n._(msg`Could not read the dates of ${names}. The rest of your calendar is below.`);

const quietText = (i18n: I18n, names: string) => i18n._(msg`No coming date is known for ${names}.`);

/**
 * /calendar: what's next for the titles the visitor follows (shows on the watchlist, among the
 * favorites or being watched; movies on the watchlist), by day, soonest first; an .ics file of it
 * made in this browser.
 */
export function CalendarScreen({ restored }: { restored: boolean }) {
  const followed = useAppSelector(selectFollowedTitles);
  const today = useCalendarToday();
  const { data: site = DEFAULT_SITE } = useGetSiteConfigQuery();
  const [attempt, setAttempt] = useState(0);
  const state = useCalendar(restored ? followed : NO_TITLES, restored ? today : undefined, attempt);
  const days = useMemo(() => groupByDay(state.entries), [state.entries]);
  const [said, setSaid] = useState('');
  const { i18n, t } = useLingui();
  const todayLong = today ? longDay(i18n.locale, today) : '';
  const followedCount = followed.length;

  const download = () => {
    const name = calendarFileName(site.name);
    downloadCalendarFile(
      name,
      // Soonest first, as the page lists them.
      calendarFileText(
        i18n,
        days.flatMap((day) => day.entries),
        { name: site.name, origin: window.location.origin },
        new Date(),
      ),
    );
    const count = state.entries.length;
    setSaid(t`Saved ${name} with ${plural(count, { one: '# date', other: '# dates' })}.`);
  };

  return (
    <PageWidth max="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <PageTitle>{t`Calendar`}</PageTitle>
      <Typography variant="h1" sx={{ fontSize: 'clamp(1.75rem, 4vw, 2.75rem)', mb: 1 }}>
        <Trans>Calendar</Trans>
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        <Trans>
          Coming episodes of the shows you follow and release days of the movies on your watchlist,
          soonest first.
        </Trans>
      </Typography>
      {site.catalogueToday && today ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t`The demo catalogue is a snapshot: its calendar counts from ${todayLong}, the day its dates were taken.`}
        </Typography>
      ) : null}
      <Box role="status" sx={said ? { mt: 2 } : visuallyHidden}>
        {said}
      </Box>
      {!restored || today === undefined ? (
        <LoadingScreen minHeight={STORED_LIST_STATE_HEIGHT} />
      ) : followed.length === 0 ? (
        <Box sx={EMPTY_STATE_SX}>
          <Typography component="h2" variant="h3">
            <Trans>Nothing to follow yet</Trans>
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            <Trans>
              Save or start watching a show to see its coming episodes here; watchlisted movies show
              on their release day.
            </Trans>
          </Typography>
          <Button variant="contained" component={RouterLink} to="/tv-shows" sx={{ mt: 4 }}>
            <Trans>Browse TV Shows</Trans>
          </Button>
        </Box>
      ) : state.status === 'loading' ? (
        <LoadingScreen
          minHeight={STORED_LIST_STATE_HEIGHT}
          text={readingText(i18n, state.read, state.total)}
        />
      ) : (
        <Box sx={{ mt: 3 }}>
          {state.failed.length > 0 && (
            <Box sx={{ mb: 3 }}>
              <ErrorBox>
                {failedText(
                  i18n,
                  formatList(
                    state.failed.map((title) => nameOf(i18n, title)),
                    i18n.locale,
                  ),
                )}
              </ErrorBox>
              <Button onClick={() => setAttempt((n) => n + 1)} sx={{ mt: 1, minHeight: 44 }}>
                <Trans>Try Again</Trans>
              </Button>
            </Box>
          )}
          {days.length === 0 ? (
            <Box sx={EMPTY_STATE_SX}>
              <Typography component="h2" variant="h3">
                <Trans>Nothing coming up</Trans>
              </Typography>
              <Typography color="text.secondary" sx={{ mt: 1 }}>
                {t`No episode or release is announced from ${todayLong} on for the ${plural(followedCount, { one: '# title', other: '# titles' })} you follow.`}
              </Typography>
            </Box>
          ) : (
            <>
              <Box
                sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 3 }}
              >
                <Button
                  variant="contained"
                  startIcon={<EventIcon />}
                  onClick={download}
                  sx={{ minHeight: 44 }}
                >
                  <Trans>Add to calendar app (.ics)</Trans>
                </Button>
                <Typography variant="body2" color="text.secondary">
                  <Trans>The file is made in this browser: nothing about your list is sent.</Trans>
                </Typography>
              </Box>
              {days.map(({ day, entries }) => (
                <Box component="section" key={day} aria-labelledby={`day-${day}`} sx={{ mb: 4 }}>
                  <Typography id={`day-${day}`} component="h2" variant="h5" sx={{ mb: 1.5 }}>
                    <time dateTime={day}>{dayHeading(i18n, day, today)}</time>
                  </Typography>
                  <Box
                    component="ol"
                    sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}
                  >
                    {entries.map((entry) => (
                      <EntryRow key={entry.key} entry={entry} />
                    ))}
                  </Box>
                </Box>
              ))}
            </>
          )}
          {state.quiet.length > 0 && (
            <Box component="section" aria-labelledby="calendar-quiet" sx={{ mt: 2 }}>
              <Typography id="calendar-quiet" component="h2" variant="h6" sx={{ mb: 1 }}>
                <Trans>Nothing announced yet</Trans>
              </Typography>
              <Typography color="text.secondary">
                {quietText(
                  i18n,
                  formatList(
                    state.quiet.map((title) => nameOf(i18n, title)),
                    i18n.locale,
                  ),
                )}
              </Typography>
            </Box>
          )}
        </Box>
      )}
    </PageWidth>
  );
}

/** One coming episode or release: the poster, the title (a link to its page), what comes. */
function EntryRow({ entry }: { entry: CalendarEntry }) {
  const { t, i18n } = useLingui();
  const what = entry.episode
    ? [
        episodeNumber(i18n, entry.episode.season_number, entry.episode.episode_number),
        entry.episode.name,
      ]
        .filter(Boolean)
        .join(' · ')
    : t`Movie release`;
  return (
    <Box
      component="li"
      sx={{
        display: 'grid',
        gridTemplateColumns: '3rem 1fr',
        gap: { xs: 1.5, sm: 2 },
        alignItems: 'center',
        p: 1.5,
        borderRadius: 2,
        bgcolor: 'background.paper',
      }}
    >
      <Thumb id={entry.media_id} path={entry.poster_path} />
      <Box sx={{ minWidth: 0 }}>
        <Link
          component={RouterLink}
          to={detailPath(entry.media_type, entry.media_id, entry.title)}
          color="inherit"
          sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
        >
          {entry.title}
        </Link>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {what}
        </Typography>
      </Box>
    </Box>
  );
}

/** A small poster beside an entry (decorative: the title is named beside it); a colour without one. */
function Thumb({ id, path }: { id: number; path: string | null }) {
  const base = useImageBase();
  const shape = { display: 'block', width: '100%', aspectRatio: '2 / 3', borderRadius: 1 } as const;
  return (
    <FallbackImage
      src={base ? imageUrl(base, path, 'w92') : null}
      sx={{ ...shape, objectFit: 'cover', bgcolor: 'grey.900' }}
      fallback={<Box aria-hidden sx={{ ...shape, bgcolor: posterColour(id) }} />}
    />
  );
}
