import { useNavigate } from 'react-router-dom';

import { PageTitle } from '@/components/PageTitle';
import { Redirect } from '@/components/Redirect';
import { SearchResults } from '@/features/search/results/SearchResults';
import { useListUrl } from '@/hooks/useListUrl';
import { buildSearchSearch, parseSearchQuery } from '@/lib/searchResults';
import type { SearchMediaType } from '@/lib/searchResults';

/**
 * /search?q=…&page=…&media_type=…: the results of a search. Without a query there is nothing to show,
 * so the visitor goes home (spec), the empty search replaced in history. A filter change replaces the
 * history entry too (spec) and starts again at page 1; each page is a link and a history entry of its
 * own, as on every list (issue 22).
 */
export default function SearchPage() {
  const navigate = useNavigate();
  const { query, hrefFor, pageHref } = useListUrl({
    parse: parseSearchQuery,
    build: buildSearchSearch,
  });
  if (!query.q) return <Redirect to="/" />;

  const changeFilter = (mediaType: SearchMediaType) => {
    if (mediaType !== query.mediaType) {
      navigate(hrefFor({ ...query, mediaType, page: 1 }), { replace: true });
    }
  };

  return (
    <>
      <PageTitle>{`Results for “${query.q}”`}</PageTitle>
      <SearchResults
        query={query}
        hrefFor={hrefFor}
        pageHref={pageHref}
        onFilterChange={changeFilter}
      />
    </>
  );
}
