import { Trans, useLingui } from '@lingui/react/macro';
import { useLocation } from 'react-router-dom';

import { LOCALES, isLocaleTag, localePath, splitLocalePath } from '@common/locales';
import { languageCookie } from '@common/visitLanguage';
import type { LocaleTag } from '@common/locales';
import { useAppDispatch } from '@/app/hooks';
import { LabelledSelect } from '@/components/LabelledSelect';
import { pageReload } from '@/lib/pageReload';
import { SettingsCard } from '@/components/SettingsCard';
import { DEFAULT_SITE, useGetSiteConfigQuery } from '@/services/site';

import { languageChosen } from './profileSlice';

/**
 * The address of the page now open in `tag`: English at its plain address, any other language under
 * its prefix (common/locales.ts), so the next page comes from the server in that language.
 */
export function addressIn(tag: LocaleTag, location: Pick<Location, 'pathname' | 'search'>): string {
  const { path } = splitLocalePath(location.pathname);
  return `${tag === 'en' ? path : localePath(tag, path)}${location.search}`;
}

/**
 * The Language card of Settings (issue 35): a combobox named "Language", each language written in
 * itself. A choice is kept in the profile (synced with an account) and in the marquee_language cookie,
 * which tells the server the language of a page asked for without a prefix; then the page loads again
 * in that language, from the server.
 */
export function LanguageSettings() {
  const dispatch = useAppDispatch();
  // The page's path within the router: without its language prefix.
  const location = useLocation();
  const { t, i18n } = useLingui();
  const current = isLocaleTag(i18n.locale) ? i18n.locale : 'en';
  const { data: site = DEFAULT_SITE } = useGetSiteConfigQuery();

  const choose = (value: string) => {
    if (!isLocaleTag(value) || value === current) return;
    dispatch(languageChosen(value));
    document.cookie = languageCookie(value, window.location.protocol === 'https:');
    pageReload.load(addressIn(value, location));
  };

  return (
    <SettingsCard title={t`Language`}>
      <LabelledSelect
        label={t`Language`}
        value={current}
        onChange={choose}
        hint={t`The site's texts, and the catalogue's titles and overviews where TMDB has them.`}
      >
        {LOCALES.map((locale) => (
          <option key={locale.tag} value={locale.tag} lang={locale.tag} dir={locale.dir}>
            {locale.name}
          </option>
        ))}
      </LabelledSelect>
      {site.catalogue === 'demo' && (
        <p style={{ marginBottom: 0 }}>
          <Trans>The demo catalogue&apos;s titles and overviews are in English only.</Trans>
        </p>
      )}
    </SettingsCard>
  );
}
