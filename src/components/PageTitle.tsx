import { tabTitle } from '@common/pageText';
import { DEFAULT_SITE, useGetSiteConfigQuery } from '@/services/site';

/** The browser tab's title for a page: `{page} · {site name}` (React 19 puts it in the head). */
export function PageTitle({ children }: { children: string }) {
  const { data: site = DEFAULT_SITE } = useGetSiteConfigQuery();
  return <title>{tabTitle(children, site.name)}</title>;
}
