import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import LiveTvIcon from '@mui/icons-material/LiveTv';
import Box from '@mui/material/Box';
import { PageWidth } from '@/components/PageWidth';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';

import { ListHero } from '@/components/ListHero';
import { PagedResults } from '@/components/PagedResults';
import { PageTitle } from '@/components/PageTitle';
import { useListUrl } from '@/hooks/useListUrl';
import { buildListSearch, parsePage } from '@/lib/listQuery';
import { toCardItem } from '@/lib/mediaItem';
import { capTotalPages } from '@/lib/pagination';
import { DEFAULT_SITE, useGetSiteConfigQuery } from '@/services/site';
import { tvApi, useGetAiringTodayQuery } from '@/services/tv';
import type { PageData } from '@/app/hooks';

const parseAiringQuery = (params: URLSearchParams) => ({ page: parsePage(params.get('page')) });
const buildAiringSearch = ({ page }: { page: number }) => buildListSearch({ page });

/**
 * /airing-shows: shows with an episode airing today, a page at a time. Cards are drawn from the
 * airing-today list itself (it carries name, poster, first-air date and rating), so a page costs one
 * request rather than one per show. The demo catalogue is a fixed snapshot where nothing airs today:
 * there the page says so, and each card names the latest episode, which its list carries.
 */
export default function AiringShowsPage() {
  const { t } = useLingui();
  const { query, hrefFor, pageHref } = useListUrl({
    parse: parseAiringQuery,
    build: buildAiringSearch,
  });
  const { page } = query;
  const { data: site = DEFAULT_SITE } = useGetSiteConfigQuery();

  const { data, error, isLoading, isFetching } = useGetAiringTodayQuery({ page });
  const items = useMemo(
    () => (data?.results ?? []).map((show) => toCardItem({ ...show, media_type: 'tv' }, 'tv')),
    [data],
  );
  const totalPages = capTotalPages(data?.total_pages ?? 0);
  const currentlyAiring = t`Currently Airing`;
  const airingToday = t`Shows airing today`;

  return (
    <Box>
      <PageTitle>{currentlyAiring}</PageTitle>
      <ListHero
        id="airing-heading"
        badge={currentlyAiring}
        icon={<LiveTvIcon />}
        heading={t`Latest TV Episodes`}
        text={t`Discover TV shows with new episodes airing today. Stay up to date with your favorite series.`}
      />
      <PageWidth max="xl" sx={{ py: 4 }}>
        {site.catalogue === 'demo' && (
          <Typography color="text.secondary" sx={{ mb: 2, maxWidth: '70ch' }}>
            <Trans>
              This is the demo catalogue, a fixed snapshot: nothing in it airs today. Here are its
              shows by their latest episode, the most recent first; each card names that episode and
              the day it aired.
            </Trans>
          </Typography>
        )}
        <PagedResults
          heading={airingToday}
          label={airingToday}
          items={items}
          page={page}
          totalPages={totalPages}
          error={error}
          isLoading={isLoading}
          isFetching={isFetching}
          fetchingOverlay={t`Loading Shows`}
          showType
          firstPage={hrefFor({ page: 1 })}
          pastEndMessage={t`Page ${page} is past the end of today's list, which has ${plural(
            totalPages,
            { one: '# page', other: '# pages' },
          )}.`}
          pageHref={pageHref}
        />
      </PageWidth>
    </Box>
  );
}

/** The page of shows airing today the address names. */
export const pageData: PageData | undefined =
  process.env.MARQUEE_SSR === 'true'
    ? (dispatch, { search }) => {
        return [dispatch(tvApi.endpoints.getAiringToday.initiate(parseAiringQuery(search)))];
      }
    : undefined;
