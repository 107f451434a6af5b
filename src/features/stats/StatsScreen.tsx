import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Suspense, lazy, useMemo } from 'react';
import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';

import { useAppSelector } from '@/app/hooks';
import { LoadingScreen } from '@/components/LoadingScreen';
import { PageTitle } from '@/components/PageTitle';
import { PageWidth } from '@/components/PageWidth';
import { TabBar } from '@/components/TabBar';
import { starsLabel, starsText } from '@/lib/stars';
import { formatNumber } from '@/lib/intlFormats';
import { EMPTY_STATE_SX, STORED_LIST_STATE_HEIGHT } from '@/lib/storedListState';
import { visuallyHidden } from '@/lib/visuallyHidden';

import { computeFigures, hasAnything, hoursText, inPeriod, parseStatsQuery } from './figures';
import type { CountedPerson, Figures, Period } from './figures';
import { selectStatsSources } from './sources';
import type { BarChartSpec } from './StatsBarChart';
import { titlesToLookUp } from './titleFacts';
import type { TitleRef } from './titleFacts';
import { useTitleFacts } from './useTitleFacts';
import { YearCardPanel } from './YearCardPanel';

// MUI X Charts comes in its own chunk, after the figures and their tables are on screen.
const StatsBarChart = lazy(() => import(/* webpackChunkName: "stats-charts" */ './StatsBarChart'));

/** No titles to look up (one array, so the lookups' effect does not run again each render). */
const NOTHING: TitleRef[] = [];

const PERIODS: { value: Period; label: MessageDescriptor }[] = [
  { value: 'year', label: msg`This year` },
  { value: 'all', label: msg`All time` },
];

/**
 * /stats: the visitor's year (or all time) in figures and charts, worked out in this browser from the
 * diary, the ratings and the episodes opened; each chart with a table saying the same; a year card
 * to save as a picture.
 */
export function StatsScreen({ restored }: { restored: boolean }) {
  // The period is in the address (`?period=all`), read without useSearchParams (see ForYouScreen).
  const { search } = useLocation();
  const navigate = useNavigate();
  const period = parseStatsQuery(new URLSearchParams(search));
  const sources = useAppSelector(selectStatsSources);
  const year = new Date().getFullYear();
  const { i18n, t } = useLingui();
  const shown = useMemo(() => inPeriod(sources, period, new Date()), [sources, period]);
  const lookups = useMemo(() => titlesToLookUp(shown), [shown]);
  const facts = useTitleFacts(restored ? lookups.titles : NOTHING);
  const figures = useMemo(
    () => computeFigures(i18n, sources, facts.facts, period, new Date()),
    [i18n, sources, facts.facts, period],
  );

  return (
    <PageWidth max="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <PageTitle>{t`Your Stats`}</PageTitle>
      <Typography variant="h1" sx={{ fontSize: 'clamp(1.75rem, 4vw, 2.75rem)', mb: 1 }}>
        <Trans>Your Stats</Trans>
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        <Trans>
          Worked out in this browser from your diary, your ratings and the episodes you opened.
        </Trans>
      </Typography>
      {!restored ? (
        <LoadingScreen minHeight={STORED_LIST_STATE_HEIGHT} />
      ) : !hasAnything(sources) ? (
        <Box sx={EMPTY_STATE_SX}>
          <Typography component="h2" variant="h3">
            <Trans>Nothing to count yet</Trans>
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            <Trans>Mark a movie or show as watched, or rate it: your stats start from there.</Trans>
          </Typography>
          <Button variant="contained" component={RouterLink} to="/" sx={{ mt: 4 }}>
            <Trans>Browse Content</Trans>
          </Button>
        </Box>
      ) : (
        <>
          <TabBar
            options={PERIODS.map((option) => ({ ...option, label: i18n._(option.label) }))}
            value={period}
            onChange={(value) =>
              navigate({ search: value === 'all' ? '?period=all' : '' }, { replace: true })
            }
            label={t`Period`}
            tabId={(value) => `stats-tab-${value}`}
            panelId="stats-panel"
          />
          <Box
            id="stats-panel"
            role="tabpanel"
            aria-labelledby={`stats-tab-${period}`}
            sx={{ mt: 3 }}
          >
            {!hasAnything(shown) ? (
              <Box sx={EMPTY_STATE_SX}>
                <Typography component="h2" variant="h3">
                  {t`Nothing from ${year} yet`}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                  <Trans>
                    What you watched, rated or opened this year shows here. Earlier years are under
                    All time.
                  </Trans>
                </Typography>
                <Button
                  variant="contained"
                  component={RouterLink}
                  to="?period=all"
                  replace
                  sx={{ mt: 4 }}
                >
                  <Trans>See All Time</Trans>
                </Button>
              </Box>
            ) : (
              <StatsFigures
                figures={figures}
                lookup={{ ...facts, capped: lookups.capped }}
                diaryEmpty={sources.viewings.length === 0}
              />
            )}
          </Box>
        </>
      )}
    </PageWidth>
  );
}

interface Lookup {
  settled: number;
  failed: number;
  total: number;
  capped: boolean;
}

/** A chart's title: 'Titles watched per month in 2026', 'Episodes per year'. */
function overTime(i18n: I18n, figures: Figures, what: 'titles' | 'episodes'): string {
  const { year } = figures;
  if (what === 'titles') {
    if (figures.period === 'year') return i18n._(msg`Titles watched per month in ${year}`);
    return figures.unit === 'month'
      ? i18n._(msg`Titles watched per month`)
      : i18n._(msg`Titles watched per year`);
  }
  if (figures.period === 'year') return i18n._(msg`Episodes per month in ${year}`);
  return figures.unit === 'month'
    ? i18n._(msg`Episodes per month`)
    : i18n._(msg`Episodes per year`);
}

/** 'Titles watched' tile's detail: '2 movies, 1 show, 1 rewatch'. */
function watchedDetail(i18n: I18n, movies: number, shows: number, rewatches: number): string {
  return rewatches
    ? i18n._(
        msg`${plural(movies, { one: '# movie', other: '# movies' })}, ${plural(shows, {
          one: '# show',
          other: '# shows',
        })}, ${plural(rewatches, { one: '# rewatch', other: '# rewatches' })}`,
      )
    : i18n._(
        msg`${plural(movies, { one: '# movie', other: '# movies' })}, ${plural(shows, {
          one: '# show',
          other: '# shows',
        })}`,
      );
}

/** What the lookups of titles' facts say once done: failures, and the cap on people. */
function lookupDone(i18n: I18n, failed: number, capped: boolean, total: number): string {
  return [
    failed
      ? i18n._(
          msg`${plural(failed, { one: '# title', other: '# titles' })} could not be looked up: counted from what your diary keeps.`,
        )
      : '',
    capped ? i18n._(msg`People are counted from your ${total} most recently watched titles.`) : '',
  ]
    .filter(Boolean)
    .join(' ');
}

function StatsFigures({
  figures,
  lookup,
  diaryEmpty,
}: {
  figures: Figures;
  lookup: Lookup;
  diaryEmpty: boolean;
}) {
  const { totals } = figures;
  const { i18n, t } = useLingui();
  const looking = lookup.settled < lookup.total;
  const bucketWord = figures.unit === 'month' ? t`Month` : t`Year`;
  const { withoutRuntime } = totals;
  const { settled, total } = lookup;
  const topTitle = figures.topRated ? figures.topRated.title || t`Untitled` : '';
  const topStars = figures.topRated ? starsText(figures.topRated.rating) : '';
  const movies = t`Movies`;
  const shows = t`Shows`;
  const viewingsWord = t`Viewings`;
  return (
    <>
      {diaryEmpty ? (
        <Typography sx={{ mb: 3 }}>
          <Trans>
            Your diary is empty, so titles, hours, genres and people have nothing to count. Choose
            Mark as watched on a title&apos;s page to add to it.
          </Trans>
        </Typography>
      ) : null}
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 320px' },
          columnGap: 5,
          alignItems: 'start',
          mb: 5,
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Box
            component="dl"
            sx={{
              display: 'grid',
              gridTemplateColumns: {
                xs: 'repeat(2, minmax(0, 1fr))',
                sm: 'repeat(4, minmax(0, 1fr))',
                md: 'repeat(2, minmax(0, 1fr))',
              },
              gap: 2,
              m: 0,
              mb: 3,
            }}
          >
            <Tile
              term={t`Titles watched`}
              value={formatNumber(totals.viewings, i18n.locale)}
              detail={watchedDetail(i18n, totals.movies, totals.shows, totals.rewatches)}
            />
            <Tile
              term={t`Episodes`}
              value={formatNumber(totals.episodes, i18n.locale)}
              detail={t`The latest you opened of each show`}
            />
            <Tile
              term={t`Hours`}
              value={hoursText(totals.minutes, i18n.locale)}
              detail={
                withoutRuntime
                  ? t`${plural(withoutRuntime, { one: '# viewing', other: '# viewings' })} without a known runtime left out`
                  : t`From each title’s runtime`
              }
            />
            <Tile
              term={t`Ratings given`}
              value={formatNumber(totals.ratings, i18n.locale)}
              detail={
                figures.topRated ? t`Highest: ${topTitle} ${topStars}` : t`None in this period`
              }
            />
          </Box>
          <Typography role="status" color="text.secondary" sx={{ mb: 3, minHeight: '1.5em' }}>
            {looking
              ? t`Looking up runtimes, genres and people: ${settled} of ${plural(total, { one: '# title', other: '# titles' })}…`
              : lookupDone(i18n, lookup.failed, lookup.capped, total)}
          </Typography>
        </Box>
        <YearCardPanel figures={figures} />
      </Box>

      <ChartSection
        id="stats-titles"
        title={overTime(i18n, figures, 'titles')}
        empty={totals.viewings === 0 ? t`No diary entries in this period.` : null}
        chart={{
          labels: figures.titlesOverTime.map((bucket) => bucket.label),
          series: [
            { label: movies, data: figures.titlesOverTime.map((b) => b.movies), tone: 'primary' },
            { label: shows, data: figures.titlesOverTime.map((b) => b.shows), tone: 'secondary' },
          ],
          layout: 'vertical',
          stacked: true,
          height: 260,
        }}
        table={{
          columns: [bucketWord, movies, shows],
          rows: figures.titlesOverTime.map((b) => [b.long, b.movies, b.shows]),
        }}
      />
      <ChartSection
        id="stats-episodes"
        title={overTime(i18n, figures, 'episodes')}
        note={
          figures.unit === 'month'
            ? t`Marquee keeps the day of the latest episode you opened of each show, so each show counts once, in the month of its latest episode.`
            : t`Marquee keeps the day of the latest episode you opened of each show, so each show counts once, in the year of its latest episode.`
        }
        empty={totals.episodes === 0 ? t`No episodes opened in this period.` : null}
        chart={{
          labels: figures.episodesOverTime.map((bucket) => bucket.label),
          series: [
            {
              label: t`Episodes`,
              data: figures.episodesOverTime.map((b) => b.episodes),
              tone: 'secondary',
            },
          ],
          layout: 'vertical',
          height: 220,
        }}
        table={{
          columns: [bucketWord, t`Episodes`],
          rows: figures.episodesOverTime.map((b) => [b.long, b.episodes]),
        }}
      />
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
          columnGap: 4,
        }}
      >
        <ChartSection
          id="stats-genres"
          title={t`Genres`}
          note={t`Viewings in each genre (a rewatch counts again); a title can have several.`}
          empty={figures.genres.length === 0 ? t`No genres known for this period.` : null}
          chart={{
            // A genre's label is its English name, a message's id (common/genres).
            labels: figures.genres.map((genre) => i18n._(genre.label)),
            series: [
              {
                label: viewingsWord,
                data: figures.genres.map((genre) => genre.count),
                tone: 'primary',
              },
            ],
            layout: 'horizontal',
            height: 60 + 28 * figures.genres.length,
            labelWidth: 130,
          }}
          table={{
            columns: [t`Genre`, viewingsWord],
            rows: figures.genres.map((genre) => [i18n._(genre.label), genre.count]),
          }}
        />
        <ChartSection
          id="stats-decades"
          title={t`Decades`}
          note={t`Viewings by the decade the title came out.`}
          empty={figures.decades.length === 0 ? t`No release years known for this period.` : null}
          chart={{
            labels: figures.decades.map((decade) => decade.label),
            series: [
              {
                label: viewingsWord,
                data: figures.decades.map((decade) => decade.count),
                tone: 'primary',
              },
            ],
            layout: 'vertical',
            height: 240,
          }}
          table={{
            columns: [t`Decade`, viewingsWord],
            rows: figures.decades.map((decade) => [decade.label, decade.count]),
          }}
        />
      </Box>
      <ChartSection
        id="stats-ratings"
        title={t`Ratings given`}
        note={t`How many titles you gave each rating, from ½ to 5 stars.`}
        empty={totals.ratings === 0 ? t`No ratings given in this period.` : null}
        chart={{
          labels: figures.ratingSteps.map((step) => starsText(step.value)),
          series: [
            {
              label: t`Titles`,
              data: figures.ratingSteps.map((step) => step.count),
              tone: 'primary',
            },
          ],
          layout: 'vertical',
          height: 240,
        }}
        table={{
          columns: [t`Rating`, t`Titles`],
          rows: figures.ratingSteps.map((step) => [starsLabel(step.value), step.count]),
        }}
      />
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
          columnGap: 4,
        }}
      >
        <PeopleSection
          id="stats-actors"
          title={t`Most watched actors`}
          people={figures.actors}
          looking={looking}
          known={figures.withPeople}
          failed={lookup.failed > 0}
        />
        <PeopleSection
          id="stats-directors"
          title={t`Most watched directors`}
          people={figures.directors}
          looking={looking}
          known={figures.withPeople}
          failed={lookup.failed > 0}
        />
      </Box>
    </>
  );
}

function Tile({ term, value, detail }: { term: string; value: string; detail: string }) {
  return (
    <Box sx={{ p: 2, borderRadius: 2, bgcolor: 'background.paper', minWidth: 0 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {term}
      </Typography>
      <Typography
        component="dd"
        sx={{ m: 0, fontSize: 'clamp(1.75rem, 5vw, 2.5rem)', fontWeight: 800 }}
      >
        {value}
      </Typography>
      <Typography component="dd" variant="body2" color="text.secondary" sx={{ m: 0 }}>
        {detail}
      </Typography>
    </Box>
  );
}

interface ChartSectionProps {
  id: string;
  title: string;
  note?: string;
  /** What replaces the chart when there is nothing to draw. */
  empty: string | null;
  chart: BarChartSpec;
  /** The chart's figures as a table: its text alternative. */
  table: { columns: string[]; rows: (string | number)[][] };
}

/** A chart with its heading and, for screen readers, a table of the same figures. */
function ChartSection({ id, title, note, empty, chart, table }: ChartSectionProps) {
  const { i18n } = useLingui();
  return (
    <Box component="section" aria-labelledby={id} sx={{ mb: 5, minWidth: 0 }}>
      <Typography id={id} component="h2" variant="h5" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {note ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {note}
        </Typography>
      ) : null}
      {empty ? (
        <Typography color="text.secondary">{empty}</Typography>
      ) : (
        <>
          <Box sx={{ height: chart.height, minWidth: 0 }}>
            <Suspense fallback={null}>
              <StatsBarChart {...chart} />
            </Suspense>
          </Box>
          <Box component="table" sx={visuallyHidden}>
            <caption>{title}</caption>
            <thead>
              <tr>
                {table.columns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map(([head, ...cells]) => (
                <tr key={String(head)}>
                  <th scope="row">{head}</th>
                  {cells.map((cell, index) => (
                    <td key={table.columns[index + 1]}>
                      {typeof cell === 'number' ? formatNumber(cell, i18n.locale) : cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </Box>
        </>
      )}
    </Box>
  );
}

function PeopleSection({
  id,
  title,
  people,
  looking,
  known,
  failed,
}: {
  id: string;
  title: string;
  people: CountedPerson[];
  looking: boolean;
  /** Viewings whose people are known. */
  known: number;
  /** Whether some titles could not be looked up. */
  failed: boolean;
}): ReactNode {
  const { t } = useLingui();
  const viewingsOf = (count: number) =>
    t`${plural(count, { one: '# viewing', other: '# viewings' })}`;
  return (
    <Box component="section" aria-labelledby={id} sx={{ mb: 5, minWidth: 0 }}>
      <Typography id={id} component="h2" variant="h5" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {people.length === 0 ? (
        <Typography color="text.secondary">
          {looking
            ? t`Looking them up…`
            : known > 0
              ? t`No one named for these titles.`
              : failed
                ? t`These titles could not be looked up.`
                : t`The catalogue names no one for these titles.`}
        </Typography>
      ) : (
        <Box component="ol" aria-labelledby={id} sx={{ m: 0, pl: 3 }}>
          {people.map((person) => (
            <Box component="li" key={person.id} sx={{ py: 0.5 }}>
              {person.name}
              <Box component="span" sx={{ color: 'text.secondary' }}>
                {' · '}
                {viewingsOf(person.count)}
              </Box>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
