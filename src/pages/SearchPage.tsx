import { useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router-dom';

import { PageTitle } from '@/components/PageTitle';
import { Redirect } from '@/components/Redirect';
import { SearchResults } from '@/features/search/results/SearchResults';
import { useListUrl } from '@/hooks/useListUrl';
import { buildSearchSearch, parseSearchQuery } from '@/lib/searchResults';
import type { SearchMediaType } from '@/lib/searchResults';
import type { PageData } from '@/app/hooks';
import { searchResultsApi } from '@/services/searchResults';

/**
 * /search?q=…&page=…&media_type=…: the results of a search. Without a query there is nothing to show,
 * so the visitor goes home (spec), the empty search replaced in history. A filter change replaces the
 * history entry too (spec) and starts again at page 1; each page is a link and a history entry of its
 * own, as on every list (issue 22).
 */
export default function SearchPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { query, hrefFor, pageHref } = useListUrl({
    parse: parseSearchQuery,
    build: buildSearchSearch,
  });
  const { q } = query;
  if (!q) return <Redirect to="/" />;

  const changeFilter = (mediaType: SearchMediaType) => {
    if (mediaType !== query.mediaType) {
      navigate(hrefFor({ ...query, mediaType, page: 1 }), { replace: true });
    }
  };

  return (
    <>
      <PageTitle>{t`Results for “${q}”`}</PageTitle>
      <SearchResults
        query={query}
        hrefFor={hrefFor}
        pageHref={pageHref}
        onFilterChange={changeFilter}
      />
    </>
  );
}

/** The results of the address's search, page and filter (and what they are corrected to). */
export const pageData: PageData | undefined =
  process.env.MARQUEE_SSR === 'true'
    ? (dispatch, { search }) => {
        const { q, page, mediaType, literal } = parseSearchQuery(search);
        if (!q) return [];
        return [
          dispatch(
            searchResultsApi.endpoints.getSearchResults.initiate({
              query: q,
              page,
              mediaType,
              literal,
            }),
          ),
        ];
      }
    : undefined;
