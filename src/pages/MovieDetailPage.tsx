import { useParams } from 'react-router-dom';

import { useAppSelector } from '@/app/hooks';
import { selectInContinueWatching } from '@/features/lists/continueWatching/continueWatchingSlice';
import { SaveToggles } from '@/features/lists/savedMedia/SaveToggles';
import { CollectionBanner } from '@/features/titleDetail/CollectionBanner';
import type { Collection } from '@/features/titleDetail/CollectionBanner';
import { TitleDetail } from '@/features/titleDetail/TitleDetail';
import type { DetailSavedTitle } from '@/features/titleDetail/TitleDetail';

import { renderTaste } from './tasteSlot';
import { renderWhereToWatch } from './whereToWatchSlot';
import type { PageData } from '@/app/hooks';
import { parseSlug } from '@/lib/slug';
import { moviesApi } from '@/services/movies';

const renderSaveToggles = (title: DetailSavedTitle) => <SaveToggles title={title} />;
const renderCollection = (collection: Collection) => <CollectionBanner collection={collection} />;

/** /movie/{slug}: the detail screen of a movie, with the visitor's lists passed in. */
export default function MovieDetailPage() {
  const { slug } = useParams();
  const parsed = parseSlug(slug);
  // Yes or no, not the list (see TvDetailPage).
  const inContinueWatching = useAppSelector((state) =>
    parsed.ok ? selectInContinueWatching(state, 'movie', parsed.id) : false,
  );
  return (
    <TitleDetail
      type="movie"
      slug={slug}
      inContinueWatching={inContinueWatching}
      renderSaveToggles={renderSaveToggles}
      renderTaste={renderTaste}
      renderCollection={renderCollection}
      renderWhereToWatch={renderWhereToWatch}
    />
  );
}

/** The movie's details (with its certification and cast), for the server's one render. */
export const pageData: PageData | undefined =
  process.env.MARQUEE_SSR === 'true'
    ? (dispatch, { params }) => {
        const parsed = parseSlug(params.slug);
        return parsed.ok ? [dispatch(moviesApi.endpoints.getMovieDetails.initiate(parsed.id))] : [];
      }
    : undefined;
