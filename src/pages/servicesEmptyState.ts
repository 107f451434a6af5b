import { useGetSiteConfigQuery } from '@/services/site';

const EMPTY_TEXT =
  'None of the titles your services stream or show free in this region match these filters. Change your services or region under Filters, or remove a filter.';
/** The demo's offers are a recording of a handful of titles: said, so an empty list is no surprise. */
const DEMO_TEXT = ' The demo catalogue knows streaming offers for only a few titles.';

/**
 * The empty state of a list narrowed to the visitor's services (issue 31), in our words: what the
 * filter read and what to change. Without that filter, nothing: the spec's 'No results found' stays.
 */
export function useServicesEmptyState(on: boolean): { emptyTitle?: string; emptyText?: string } {
  const { data: site } = useGetSiteConfigQuery();
  if (!on) return {};
  return {
    emptyTitle: 'Nothing on your services matches',
    emptyText: site?.catalogue === 'demo' ? EMPTY_TEXT + DEMO_TEXT : EMPTY_TEXT,
  };
}
