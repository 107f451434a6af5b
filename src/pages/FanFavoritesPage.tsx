import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import FavoriteIcon from '@mui/icons-material/Favorite';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';

import type { MediaType } from '@common/mediaType';
import { InfoBox } from '@/components/ErrorBox';
import { FilterPanel } from '@/components/FilterPanel';
import type { FilterValue } from '@/components/FilterPanel';
import { ListHero } from '@/components/ListHero';
import { ListToolbar } from '@/components/ListToolbar';
import { LoadingScreen } from '@/components/LoadingScreen';
import { PagedResults } from '@/components/PagedResults';
import { PageTitle } from '@/components/PageTitle';
import { PageWidth } from '@/components/PageWidth';
import { TabBar } from '@/components/TabBar';
import {
  buildFanFavoritesSearch,
  fanFavoritesSorts,
  parseFanFavoritesQuery,
  selectFanFavoritesPage,
  switchedTab,
} from '@/features/fanFavorites/fanFavoritesList';
import { useListUrl } from '@/hooks/useListUrl';
import { DEFAULT_FILTERS } from '@/lib/listQuery';
import { toCardItem } from '@/lib/mediaItem';
import {
  FAN_FAVORITES_POLL_MS,
  fanFavoritesApi,
  useGetFanFavoritesQuery,
} from '@/services/fanFavorites';
import type { FanFavorite } from '@/services/fanFavorites';
import { RENDERING_ON_SERVER } from '@/services/tmdbApi';
import type { PageData } from '@/app/hooks';

const TABS = [
  { value: 'tv', label: msg`TV Shows` },
  { value: 'movie', label: msg`Movies` },
] as const;

const NO_FAVORITES: FanFavorite[] = [];

const tabId = (type: MediaType) => `fan-favorites-tab-${type}`;
const PANEL_ID = 'fan-favorites-panel';

/**
 * /fan-favorites: the best-rated shows or movies (7.5 and up), filtered, sorted and paged in the
 * browser. The list polls every 30 s and refetches on mount and on window focus (spec: no cache).
 */
export default function FanFavoritesPage() {
  const { t } = useLingui();
  const { query, show, pageHref } = useListUrl({
    parse: parseFanFavoritesQuery,
    build: buildFanFavoritesSearch,
  });
  const { mediaType, with_genres, year, sort_by } = query;

  const { currentData, isFetching } = useGetFanFavoritesQuery(mediaType, {
    pollingInterval: FAN_FAVORITES_POLL_MS,
    // Not in the server's render: its answer has just come, and the browser's mount refetches.
    refetchOnMountOrArgChange: !RENDERING_ON_SERVER,
    refetchOnFocus: true,
  });
  // currentData, not data: after a tab switch the other tab's list must not show while loading.
  const favorites = currentData ?? NO_FAVORITES;
  const loading = currentData === undefined;
  const listLabel = mediaType === 'tv' ? t`Fan favorite TV shows` : t`Fan favorite movies`;
  const tabs = TABS.map(({ value, label }) => ({ value: value as MediaType, label: t(label) }));

  const view = useMemo(
    () => selectFanFavoritesPage(favorites, { with_genres, year, sort_by }, query.page),
    [favorites, with_genres, year, sort_by, query.page],
  );
  const items = useMemo(
    () => view.results.map((item) => toCardItem(item, item.media_type)),
    [view.results],
  );

  const applyFilters = (filters: FilterValue) => show({ ...filters, mediaType, page: 1 });
  const resetFilters = () => show({ ...DEFAULT_FILTERS, mediaType, page: 1 });
  const { totalResults, totalPages: lastPage } = view;
  const { page: askedPage } = query;
  const fanFavorites = t`Fan Favorites`;

  return (
    <Box>
      <PageTitle>{fanFavorites}</PageTitle>
      <ListHero
        id="fan-favorites-heading"
        badge={t`Rated 7.5 and up`}
        icon={<FavoriteIcon />}
        heading={fanFavorites}
        text={t`The shows and movies viewers rate highest. The list refreshes on its own while you browse.`}
      />
      <PageWidth max="xl" sx={{ py: 3 }}>
        <ListToolbar>
          <TabBar
            options={tabs}
            value={mediaType}
            onChange={(value) => show(switchedTab(query, value))}
            label={t`Fan favorites type`}
            tabId={tabId}
            panelId={PANEL_ID}
          />
          <FilterPanel
            mediaType={mediaType}
            value={{ with_genres, year, sort_by }}
            onApply={applyFilters}
            onReset={resetFilters}
            options={{
              sorts: fanFavoritesSorts(mediaType),
              ...(mediaType === 'tv' ? { yearLabel: msg`First air year` } : {}),
            }}
          />
        </ListToolbar>

        <Box role="tabpanel" id={PANEL_ID} aria-labelledby={tabId(mediaType)}>
          <PagedResults
            heading={listLabel}
            label={listLabel}
            items={items}
            page={view.page}
            totalPages={view.totalPages}
            isLoading={loading}
            isFetching={isFetching && !loading}
            fetchingText={t`Refreshing fan favorites...`}
            loading={<LoadingScreen text={t`Loading fan favorites`} />}
            summary={
              loading ? null : (
                <Typography sx={{ fontWeight: 600 }}>
                  {t`${plural(totalResults, {
                    one: `Found ${totalResults} fan favorites`,
                    other: `Found ${totalResults} fan favorites`,
                  })}`}
                </Typography>
              )
            }
            notice={
              view.clamped ? (
                // The notice the other lists give for a page past their end.
                <InfoBox sx={{ mb: 2 }}>
                  <Trans>
                    Page {askedPage} is past the end of this list, so you are seeing page {lastPage}
                    , the last one.
                  </Trans>
                </InfoBox>
              ) : null
            }
            localPages
            pageHref={pageHref}
          />
        </Box>
      </PageWidth>
    </Box>
  );
}

/** The fan favorites of the address's tab. */
export const pageData: PageData | undefined =
  process.env.MARQUEE_SSR === 'true'
    ? (dispatch, { search }) => {
        const { mediaType } = parseFanFavoritesQuery(search);
        return [dispatch(fanFavoritesApi.endpoints.getFanFavorites.initiate(mediaType))];
      }
    : undefined;
