import { useLingui } from '@lingui/react/macro';

import { useGetSiteConfigQuery } from '@/services/site';

/**
 * The empty state of a list narrowed to the visitor's services (issue 31), in our words: what the
 * filter read and what to change. Without that filter, nothing: the spec's 'No results found' stays.
 */
export function useServicesEmptyState(on: boolean): { emptyTitle?: string; emptyText?: string } {
  const { data: site } = useGetSiteConfigQuery();
  const { t } = useLingui();
  if (!on) return {};
  const text = t`None of the titles your services stream or show free in this region match these filters. Change your services or region under Filters, or remove a filter.`;
  return {
    emptyTitle: t`Nothing on your services matches`,
    // The demo's offers are a recording of a handful of titles: said, so an empty list is no surprise.
    emptyText:
      site?.catalogue === 'demo'
        ? `${text} ${t`The demo catalogue knows streaming offers for only a few titles.`}`
        : text,
  };
}
