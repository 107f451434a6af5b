import { useLingui } from '@lingui/react/macro';

import { legalDate } from '@/features/legal/legalDate';
import { DEFAULT_SITE, useGetSiteConfigQuery } from '@/services/site';

export interface LegalFacts {
  /** The visible product name (site config). */
  siteName: string;
  /** Who runs the site: the configured name, or '' when the deployment names none (SITE_OPERATOR unset). */
  operator: string;
  /**
   * 'named' when the deployment names its operator; otherwise each message says 'the people who run
   * this site' in its own words (a `select` on this value, so each language can fit its grammar).
   */
  operatorKind: 'named' | 'unnamed';
  /** The pages' date, written out in the page's language ('March 11, 2025'). */
  date: string;
  /** Whether visitors may make accounts that sync (ACCOUNTS): the pages then say what that keeps. */
  accounts: boolean;
}

/**
 * What the static pages say about this deployment: its name, its operator (SITE_OPERATOR) and their
 * date (SITE_LEGAL_DATE, else the day the app was built).
 */
export function useLegalFacts(): LegalFacts {
  const { data: site = DEFAULT_SITE } = useGetSiteConfigQuery();
  const { i18n } = useLingui();
  const operator = site.operator?.trim() ?? '';
  return {
    siteName: site.name,
    operator,
    operatorKind: operator ? 'named' : 'unnamed',
    // BUILD_DATE is written into the bundle by webpack (DefinePlugin); unset in tests and development.
    date: legalDate(site.legalDate, process.env.BUILD_DATE, new Date(), i18n.locale),
    accounts: site.accounts === true,
  };
}
