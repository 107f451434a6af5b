import FavoriteIcon from '@mui/icons-material/Favorite';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

import { FilterPanel } from '@/components/FilterPanel';
import type { FilterValue } from '@/components/FilterPanel';
import { LoadingScreen } from '@/components/LoadingScreen';
import { MediaGrid } from '@/components/MediaGrid';
import { PaginationBar } from '@/components/PaginationBar';
import { ListToolbar } from '@/components/ListToolbar';
import { ListHero } from '@/features/lists/ListHero';
import { visuallyHidden } from '@/lib/visuallyHidden';
import { selectFanFavoritesPage } from '@/lib/fanFavorites';
import { genreListOf } from '@common/genres';
import { buildListSearch, parseListQuery } from '@/lib/listQuery';
import type { ListQuery } from '@/lib/listQuery';
import { toCardItem } from '@/lib/mediaItem';
import { FAN_FAVORITES_POLL_MS, useGetFanFavoritesQuery } from '@/services/fanFavorites';
import type { FanFavorite } from '@/services/fanFavorites';
import type { MediaType } from '@common/mediaType';

/** The URL parameter of the selected tab, written only for Movies (TV is the default). */
export const FAN_FAVORITES_TYPE_PARAM = 'type';

const TABS: { type: MediaType; label: string }[] = [
  { type: 'tv', label: 'TV Shows' },
  { type: 'movie', label: 'Movies' },
];

const NO_FAVORITES: FanFavorite[] = [];

const tabId = (type: MediaType) => `fan-favorites-tab-${type}`;
const panelId = (type: MediaType) => `fan-favorites-panel-${type}`;

function favoritesSearch(type: MediaType, query: Partial<ListQuery>): string {
  return buildListSearch(query, {
    extra: { [FAN_FAVORITES_TYPE_PARAM]: type === 'movie' ? 'movie' : undefined },
  });
}

/**
 * /fan-favorites: the best-rated shows or movies (7.5 and up), filtered, sorted and paged in the
 * browser. The list polls every 30 s and refetches on mount and on window focus (spec: no cache).
 */
export default function FanFavoritesPage() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const mediaType: MediaType = params.get(FAN_FAVORITES_TYPE_PARAM) === 'movie' ? 'movie' : 'tv';
  const query = useMemo(() => parseListQuery(params), [params]);
  const { with_genres, year, sort_by } = query;

  useEffect(() => {
    document.title = 'Fan Favorites · Marquee';
  }, []);

  const { currentData, isFetching } = useGetFanFavoritesQuery(mediaType, {
    pollingInterval: FAN_FAVORITES_POLL_MS,
    refetchOnMountOrArgChange: true,
    refetchOnFocus: true,
  });
  // currentData, not data: after a tab switch the other tab's list must not show while loading.
  const favorites = currentData ?? NO_FAVORITES;
  const loading = currentData === undefined;
  const refreshing = isFetching && !loading;
  const listLabel = mediaType === 'tv' ? 'Fan favorite TV shows' : 'Fan favorite movies';

  const view = useMemo(
    () => selectFanFavoritesPage(favorites, { with_genres, year, sort_by }, query.page),
    [favorites, with_genres, year, sort_by, query.page],
  );
  const items = useMemo(
    () => view.results.map((item) => toCardItem(item, item.media_type)),
    [view.results],
  );

  const switchTab = (type: MediaType) => {
    // Genre ids differ between movies and TV: keep only those the other list also has.
    const known = new Set(genreListOf(type).map((genre) => genre.id));
    navigate({
      pathname,
      search: favoritesSearch(type, {
        ...query,
        with_genres: with_genres.filter((id) => known.has(id)),
        page: 1,
      }),
    });
  };
  const changePage = (page: number) => {
    navigate(
      { pathname, search: favoritesSearch(mediaType, { ...query, page }) },
      { replace: true },
    );
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };
  const applyFilters = (filters: FilterValue) =>
    navigate({ pathname, search: favoritesSearch(mediaType, { ...filters, page: 1 }) });
  const resetFilters = () => navigate({ pathname, search: favoritesSearch(mediaType, {}) });

  return (
    <Box>
      <ListHero
        id="fan-favorites-heading"
        badge="Rated 7.5 and up"
        icon={<FavoriteIcon />}
        heading="Fan Favorites"
        text="The shows and movies viewers rate highest. The list refreshes on its own while you browse."
      />
      <Container maxWidth="xl" sx={{ py: 3 }}>
        <ListToolbar>
          <Tabs
            value={mediaType}
            onChange={(_event, value: MediaType) => switchTab(value)}
            aria-label="Fan favorites type"
          >
            {TABS.map((tab) => (
              <Tab
                key={tab.type}
                value={tab.type}
                label={tab.label}
                id={tabId(tab.type)}
                aria-controls={panelId(tab.type)}
              />
            ))}
          </Tabs>
          <FilterPanel
            mediaType={mediaType}
            value={{ with_genres, year, sort_by }}
            onApply={applyFilters}
            onReset={resetFilters}
          />
        </ListToolbar>

        <Box role="tabpanel" id={panelId(mediaType)} aria-labelledby={tabId(mediaType)}>
          <Typography component="h2" sx={visuallyHidden}>
            {listLabel}
          </Typography>
          <Box
            role="status"
            aria-live="polite"
            sx={{ display: 'flex', alignItems: 'center', gap: 2, minHeight: 32, mb: 2 }}
          >
            {loading ? null : (
              <Typography sx={{ fontWeight: 600 }}>
                Found {view.totalResults} fan favorites
              </Typography>
            )}
            {refreshing ? (
              <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
                <CircularProgress size={16} aria-hidden />
                <Typography variant="body2" color="text.secondary">
                  Refreshing fan favorites...
                </Typography>
              </Box>
            ) : null}
          </Box>

          {loading ? (
            <LoadingScreen text="Loading fan favorites" />
          ) : (
            <>
              {view.clamped ? (
                <Alert severity="info" sx={{ mb: 2 }}>
                  Page {query.page} is past the end of this list, so you are seeing page{' '}
                  {view.totalPages}, the last one.
                </Alert>
              ) : null}
              <MediaGrid items={items} label={listLabel} />
              <PaginationBar
                page={view.page}
                totalPages={view.totalPages}
                onPageChange={changePage}
              />
            </>
          )}
        </Box>
      </Container>
    </Box>
  );
}
