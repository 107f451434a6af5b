import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Suspense, lazy } from 'react';
import type { ReactNode } from 'react';

import type { MediaType } from '@common/mediaType';
import type { MovieDetails, TvDetails } from '@common/tmdb';
import { BrowseLink } from '@/components/BrowseLink';
import { PageWidth } from '@/components/PageWidth';
import { LoadingScreen } from '@/components/LoadingScreen';
import { PageTitle } from '@/components/PageTitle';
import { useCanonicalSlug } from '@/hooks/useCanonicalSlug';
import { movieCertification, tvCertification } from '@/features/titleDetail/certification';
import { detailPageTitle, savedDetailsOf, slugErrorText, tvRuntime } from '@/lib/detailFacts';
import { errorMessage, isNotFound } from '@/lib/errorMessage';
import { WHERE_TO_WATCH_ID } from '@/lib/focusSection';
import { titleOf, yearOf } from '@/lib/format';
import type { SavedDetails } from '@/lib/savedTitle';
import { parseSlug, toSlug } from '@/lib/slug';
import { useGetMovieDetailsQuery } from '@/services/movies';
import { DEFAULT_SITE, useGetSiteConfigQuery } from '@/services/site';
import { useGetTvDetailsQuery } from '@/services/tv';

import { ActionPanel } from './ActionPanel';
import { DetailHero } from './DetailHero';
import { DetailMessage } from '@/components/DetailMessage';
import { isUnreachable } from '@/components/OfflineFallback';
import { RelatedTitles } from './RelatedTitles';
import { initialSeason } from './seasons';

// The cast comes in a chunk of its own, asked for as soon as this module runs in a browser: it is below
// the hero, "Where to watch" and a show's seasons, and no page's first load needs it. Hydration keeps
// the server's cast until the chunk is there.
const loadTopCast = () => import(/* webpackChunkName: "top-cast" */ './TopCast');
if (typeof window !== 'undefined') void loadTopCast();
const TopCast = lazy(() => loadTopCast().then(({ TopCast }) => ({ default: TopCast })));

// The meta description (in the page's language, as the server's head says it) serves the head after
// a navigation and crawlers that run the app, not the first paint: a chunk of its own, asked for at
// once.
const loadDescription = () =>
  import(/* webpackChunkName: "detail-description" */ './DetailDescription');
if (typeof window !== 'undefined') void loadDescription();
const DetailDescription = lazy(loadDescription);

// Only titles the demo knows by their facts alone show it.
const FactsOnlyNote = lazy(
  () => import(/* webpackChunkName: "facts-only-note" */ './FactsOnlyNote'),
);

/** The title "Where to watch" is about (`renderWhereToWatch`). */
export interface WhereToWatchTitle {
  type: MediaType;
  id: number;
  title: string;
}

/** A title as the watchlist and favorites toggles save it. */
export interface DetailSavedTitle {
  media_id: number;
  media_type: MediaType;
  details: SavedDetails;
}

/** A title as the rating and the diary keep it: with its runtime and genres, for the charts. */
export interface DetailTasteTitle extends DetailSavedTitle {
  details: SavedDetails & { runtime?: number; genre_ids?: number[] };
}

export interface TitleDetailProps {
  type: MediaType;
  /** The route's slug, unparsed: bad ones get the spec's slug errors. */
  slug: string | undefined;
  /** The title is in the continue-watching list (a movie there says 'Continue Watching'). */
  inContinueWatching: boolean;
  /** TV: the last episode the visitor played of this show, and how far when its player said. */
  lastWatched?: { season: number; episode: number; percent?: number };
  /** TV: the visitor has finished this show ('Watched' badge). */
  watched?: boolean;
  /**
   * TV: the season picked on the page or asked for by the link. Unset, the page starts at season 1
   * (spec), or at the first season listed when a show has no season 1.
   */
  season?: number;
  /** The watchlist and favorites toggles for a title (another feature's; the page supplies them). */
  renderSaveToggles: (title: DetailSavedTitle) => ReactNode;
  /** The visitor's rating and "Mark as watched" (another feature's; the page supplies them). */
  renderTaste?: (title: DetailTasteTitle) => ReactNode;
  /**
   * TV: the season picker and episode list block, which the TV page supplies so that the movie page's
   * code does not carry it.
   */
  renderSeasons?: (show: TvDetails, season: number) => ReactNode;
  /** Movies: the 'Part of the Collection' banner, supplied by the movie page for the same reason. */
  renderCollection?: (collection: NonNullable<MovieDetails['belongs_to_collection']>) => ReactNode;
  /** "Where to watch" (another feature's; the page supplies it), placed under the hero. */
  renderWhereToWatch?: (title: WhereToWatchTitle) => ReactNode;
}

/**
 * The movie or TV detail page (spec "Media detail page"): slug errors, 'Loading Details', the
 * not-found and failure screens, and once the details are in, the hero with its action panel, the
 * collection banner (movies), seasons and episodes (TV), top cast, and the similar and recommended
 * titles.
 */
export function TitleDetail(props: TitleDetailProps) {
  const { i18n } = useLingui();
  const parsed = parseSlug(props.slug);
  if (!parsed.ok) {
    const error = slugErrorText(i18n, parsed.error);
    return (
      <>
        <PageTitle>{error}</PageTitle>
        <DetailMessage heading={error}>
          <Typography>
            {props.type === 'movie' ? (
              <Trans>This address does not lead to a movie.</Trans>
            ) : (
              <Trans>This address does not lead to a TV show.</Trans>
            )}
          </Typography>
          <BrowseLink type={props.type} />
        </DetailMessage>
      </>
    );
  }
  return <TitleDetailScreen {...props} id={parsed.id} />;
}

function TitleDetailScreen({
  type,
  id,
  slug,
  inContinueWatching,
  lastWatched,
  watched = false,
  season: pickedSeason,
  renderSaveToggles,
  renderTaste,
  renderSeasons,
  renderCollection,
  renderWhereToWatch,
}: TitleDetailProps & { id: number }) {
  const movie = useGetMovieDetailsQuery(id, { skip: type !== 'movie' });
  const tv = useGetTvDetailsQuery(id, { skip: type !== 'tv' });
  const { data: site = DEFAULT_SITE } = useGetSiteConfigQuery();
  const { i18n, t } = useLingui();
  const query = type === 'movie' ? movie : tv;
  // currentData, not data: while another title loads, the previous one must not show under its URL.
  const movieDetails: MovieDetails | undefined = type === 'movie' ? movie.currentData : undefined;
  const tvDetails: TvDetails | undefined = type === 'tv' ? tv.currentData : undefined;
  const details = movieDetails ?? tvDetails;
  const title = details ? titleOf(details) : undefined;
  useCanonicalSlug(slug, details ? toSlug(id, title) : undefined);

  const isMovie = type === 'movie';

  if (!details) {
    if (query.isError && !isNotFound(query.error)) {
      return (
        <>
          <PageTitle>
            {isMovie ? t`Failed to load movie details` : t`Failed to load TV show details`}
          </PageTitle>
          <DetailMessage
            heading={
              isMovie
                ? t`Failed to load movie details. Please try again later.`
                : t`Failed to load TV show details. Please try again later.`
            }
            alert
            unreachable={isUnreachable(query.error)}
          >
            <Typography>{errorMessage(query.error, i18n)}</Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: 1.5 }}>
              <Button variant="contained" onClick={() => void query.refetch()}>
                <Trans>Try Again</Trans>
              </Button>
              <BrowseLink type={type} />
            </Box>
          </DetailMessage>
        </>
      );
    }
    if (query.isError || !query.isFetching) {
      return (
        <>
          <PageTitle>{isMovie ? t`No movie found` : t`No TV show found`}</PageTitle>
          <DetailMessage heading={isMovie ? t`No movie found` : t`No TV show found`}>
            <Typography>
              {isMovie
                ? t`The requested movie doesn't exist or has been removed.`
                : t`The requested TV show doesn't exist or has been removed.`}
            </Typography>
            <BrowseLink type={type} />
          </DetailMessage>
        </>
      );
    }
    return (
      <>
        <PageTitle>{t`Loading Details`}</PageTitle>
        <LoadingScreen text={t`Loading Details`} />
      </>
    );
  }

  const season = pickedSeason ?? initialSeason(tvDetails?.seasons);
  // The demo knows this title by its facts alone: one line says so, and the sections it has nothing
  // for (cast, videos, seasons, offers, related titles) are left out rather than each saying 'No ...'.
  const factsOnly = details.demo_facts_only === true;
  const resolvedTitle = title ?? '';
  const year = yearOf(movieDetails ? movieDetails.release_date : tvDetails?.first_air_date);
  const canonical = toSlug(id, resolvedTitle);
  const savedTitle: DetailSavedTitle = {
    media_id: id,
    media_type: type,
    details: savedDetailsOf(details),
  };

  return (
    <>
      <PageTitle>{detailPageTitle(resolvedTitle, year)}</PageTitle>
      <Suspense fallback={null}>
        <DetailDescription
          type={type}
          title={resolvedTitle}
          year={year}
          genres={details.genres}
          numberOfSeasons={tvDetails?.number_of_seasons}
          siteName={site.name}
        />
      </Suspense>
      <DetailHero
        type={type}
        details={details}
        certification={
          movieDetails
            ? movieCertification(movieDetails.release_dates)
            : tvCertification(tvDetails?.content_ratings)
        }
        runtime={movieDetails ? movieDetails.runtime : tvDetails && tvRuntime(tvDetails)}
        watched={type === 'tv' && watched}
      >
        <ActionPanel
          id={id}
          title={resolvedTitle}
          watch={{
            type,
            slug: canonical,
            activeSeason: season,
            seasons: tvDetails?.seasons,
            lastWatched: type === 'tv' ? lastWatched : undefined,
            inContinueWatching,
          }}
          whereToWatch={Boolean(renderWhereToWatch) && !factsOnly}
          videos={!factsOnly}
          factsOnly={factsOnly}
          saveToggles={renderSaveToggles(savedTitle)}
        />
        {renderTaste?.({
          ...savedTitle,
          details: {
            ...savedTitle.details,
            runtime:
              (movieDetails ? movieDetails.runtime : tvDetails && tvRuntime(tvDetails)) ||
              undefined,
            genre_ids: details.genres?.map((genre) => genre.id),
          },
        })}
      </DetailHero>
      <PageWidth
        max="xl"
        sx={{
          display: 'flex',
          flexDirection: 'column',
          gap: { xs: 5, md: 7 },
          py: { xs: 4, md: 6 },
        }}
      >
        {factsOnly && (
          <Suspense fallback={null}>
            <FactsOnlyNote details={details} tvDetails={tvDetails} />
          </Suspense>
        )}
        {renderWhereToWatch && !factsOnly && (
          // The target of the watch button of a show with nothing to play.
          <Box id={WHERE_TO_WATCH_ID} tabIndex={-1} sx={{ outline: 'none' }}>
            {renderWhereToWatch({ type, id, title: resolvedTitle })}
          </Box>
        )}
        {movieDetails?.belongs_to_collection
          ? renderCollection?.(movieDetails.belongs_to_collection)
          : null}
        {tvDetails && !(factsOnly && !tvDetails.seasons?.length)
          ? renderSeasons?.(tvDetails, season)
          : null}
        {!(factsOnly && !details.credits?.cast?.length) && (
          <Suspense fallback={null}>
            <TopCast cast={details.credits?.cast} />
          </Suspense>
        )}
        <RelatedTitles
          type={type}
          id={id}
          list="similar"
          heading={t`Similar Content`}
          hideWhenEmpty={factsOnly}
        />
        <RelatedTitles
          type={type}
          id={id}
          list="recommendations"
          heading={t`You May Also Like`}
          hideWhenEmpty={factsOnly}
        />
      </PageWidth>
    </>
  );
}
