import type { ReactNode } from 'react';
import { useMemo } from 'react';

import { useCanonicalSlug } from '@/hooks/useCanonicalSlug';
import { savedDetailsOf } from '@/lib/detailFacts';
import { isNotFound } from '@/lib/errorMessage';
import { yearOf } from '@/lib/format';
import type { PlayTarget } from '@/lib/player';
import { detailPath, parseSlug, toSlug } from '@/lib/slug';
import { useGetMovieDetailsQuery } from '@/services/movies';

import { CollectionCard } from './CollectionCard';
import { PlayerInfo } from './PlayerInfo';
import { PlayerLayout } from './PlayerLayout';
import { InvalidMedia, MediaFailed, MediaNotFound, PreparingContent } from './PlayerStates';
import { usePlayerChoice } from './usePlayerChoice';
import { useWatchRecorder } from './useWatchRecorder';
import type { WatchRecording } from './useWatchRecorder';
import type { AppDispatch } from '@/app/hooks';
import { titlesApi } from '@/services/titles';
import { moviesApi } from '@/services/movies';

export interface MoviePlayerProps {
  slug: string | undefined;
  /** Saves what the visitor watches (the lists and progress are other features'; the page wires them). */
  recording: WatchRecording;
  /** Where to watch (another feature's; the page supplies it). */
  renderWhereToWatch: (title: { type: 'movie'; id: number; title: string }) => ReactNode;
}

/** /player/movie/{slug}: the movie's player, its switcher, facts and where to watch it. */
export function MoviePlayer(props: MoviePlayerProps) {
  const { slug } = props;
  const parsed = parseSlug(slug);
  if (!parsed.ok) return <InvalidMedia type="movie" />;
  return <MoviePlayerScreen {...props} id={parsed.id} />;
}

function MoviePlayerScreen({
  id,
  slug,
  recording,
  renderWhereToWatch,
}: MoviePlayerProps & { id: number }) {
  const query = useGetMovieDetailsQuery(id);
  const movie = query.currentData;
  useCanonicalSlug(slug, movie ? toSlug(id, movie.title) : undefined);

  const target = useMemo<PlayTarget | undefined>(
    () => (movie ? { type: 'movie', id, imdbId: movie.imdb_id } : undefined),
    [movie, id],
  );
  const player = usePlayerChoice(target);
  const record = useWatchRecorder(
    useMemo(
      () => (movie ? { type: 'movie' as const, id, details: savedDetailsOf(movie) } : undefined),
      [movie, id],
    ),
    recording,
  );

  if (!movie) {
    if (query.isError) {
      return isNotFound(query.error) ? (
        <MediaNotFound type="movie" />
      ) : (
        <MediaFailed type="movie" error={query.error} retry={() => void query.refetch()} />
      );
    }
    return <PreparingContent />;
  }

  const collection = movie.belongs_to_collection;
  return (
    <PlayerLayout
      title={movie.title}
      player={player}
      playing={movie.title}
      onProgress={record}
      main={
        <PlayerInfo
          type="movie"
          title={movie.title}
          detailTo={detailPath('movie', id, movie.title)}
          year={yearOf(movie.release_date)}
          runtime={movie.runtime}
          voteAverage={movie.vote_average}
          genres={movie.genres}
          overview={movie.overview || undefined}
        >
          {collection ? <CollectionCard collection={collection} /> : null}
        </PlayerInfo>
      }
      whereToWatch={renderWhereToWatch({ type: 'movie', id, title: movie.title })}
    />
  );
}

/**
 * What the movie player reads (MoviePlayer and usePlayerChoice): the movie's details, then its
 * videos for the Trailer choice.
 */
export async function fetchMoviePlayer(
  dispatch: AppDispatch,
  slug: string | undefined,
): Promise<void> {
  const parsed = parseSlug(slug);
  if (!parsed.ok) return;
  const { data: movie } = await dispatch(moviesApi.endpoints.getMovieDetails.initiate(parsed.id));
  if (movie) {
    await dispatch(titlesApi.endpoints.getTitleVideos.initiate({ type: 'movie', id: parsed.id }));
  }
}
