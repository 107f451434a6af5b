import { legalDate } from '@/features/legal/legalDate';
import { DEFAULT_SITE, useGetSiteConfigQuery } from '@/services/site';

/** Neutral wording for the operator when the deployment names none (SITE_OPERATOR unset). */
const NO_OPERATOR = 'the people who run this site';

export interface LegalFacts {
  /** The visible product name (site config). */
  siteName: string;
  /** Who runs the site, as the middle of a sentence: the configured name or neutral wording. */
  operator: string;
  /** The same at the start of a sentence. */
  Operator: string;
  /** The pages' date, written out ('March 11, 2025'). */
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
  const named = site.operator?.trim();
  const operator = named || NO_OPERATOR;
  return {
    siteName: site.name,
    operator,
    Operator: named || NO_OPERATOR.charAt(0).toUpperCase() + NO_OPERATOR.slice(1),
    // BUILD_DATE is written into the bundle by webpack (DefinePlugin); unset in tests and development.
    date: legalDate(site.legalDate, process.env.BUILD_DATE),
    accounts: site.accounts === true,
  };
}
