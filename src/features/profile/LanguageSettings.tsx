import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import { useLocation } from 'react-router-dom';

import { LOCALES, isLocaleTag } from '@common/locales';
import { languageCookie } from '@common/visitLanguage';
import { useAppDispatch } from '@/app/hooks';
import { LabelledSelect } from '@/components/LabelledSelect';
import { addressIn } from '@/lib/languageAddress';
import { pageReload } from '@/lib/pageReload';
import { SettingsCard } from '@/components/SettingsCard';
import { DEFAULT_SITE, useGetSiteConfigQuery } from '@/services/site';

import { languageChosen } from './profileSlice';
import { RegionSetting } from './RegionSetting';

/**
 * The Language and region card of Settings (issue 35): a combobox named "Language", each language
 * written in itself. A choice is kept in the profile (synced with an account) and in the
 * marquee_language cookie, which tells the server the language of a page asked for without a prefix;
 * then the page loads again in that language, from the server. Below it, the Region of Where to watch
 * (./RegionSetting).
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
    <SettingsCard title={t`Language and region`}>
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
      <Box sx={{ mt: 3 }}>
        <RegionSetting />
      </Box>
    </SettingsCard>
  );
}
