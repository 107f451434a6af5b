import fs from 'node:fs';

import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import lingui from 'eslint-plugin-lingui';
import reactHooks from 'eslint-plugin-react-hooks';
import testingLibrary from 'eslint-plugin-testing-library';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Import boundaries: code flows common -> server, and common -> shared app code -> features -> app. */
const boundary = (group, message) => ({ group, message });

const COMMON_ONLY = boundary(
  ['../*', '@/*'],
  'common/ is shared by the server and the app: it imports only other common/ modules (./x).',
);
const NOT_SRC = boundary(
  ['**/src', '**/src/**', '@/*'],
  'The server never imports the web app: move what both need to common/.',
);

/** Typed hooks from src/app/hooks.ts only (house style). */
const REDUX_HOOKS = {
  name: 'react-redux',
  importNames: ['useSelector', 'useDispatch', 'useStore'],
  message: 'Use useAppSelector / useAppDispatch / useAppStore from @/app/hooks.',
};

/** A restriction by regular expression on the import path as written. */
const banned = (regex, message) => ({ regex, message });

const NO_SERVER = banned(
  '(^|/)server(/|$)',
  'The app never imports the server: move what both need to common/.',
);
const NO_CLIMBING = banned(
  '^\\.\\./',
  'Import what is outside this folder by its @/ path, so the boundaries below can see it.',
);
const layers = (names, message) => banned(`^@/(${names.join('|')})(/|$)`, message);
const NO_APP = banned(
  '^@/app/(?!hooks$)',
  'Only the app composes itself: import nothing from src/app but @/app/hooks.',
);

/** src/features/* as they are on disk: each gets a rule against importing the others. */
const FEATURES = fs
  .readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** The server's concerns with routes of their own (server/<name>/): each imports no other. */
const SERVER_CONCERNS = [
  'accounts',
  'contact',
  'collections',
  'render',
  'stats',
  'suggest',
  'trending',
];
/** What the engine layer and the shared layer may not import: every concern, and the catalogue. */
const CONCERNS_AND_CATALOGUE = [...SERVER_CONCERNS, 'api', 'catalogue', 'sources'];
const NOT_COMPOSITION = banned(
  '^(\\./|(\\.\\./)+)(app|index)$',
  'Only server/index.ts composes the server: nothing else imports app.ts or index.ts.',
);

/**
 * The server's import boundaries (issue 34): storage/ is the engines and their migrations and knows no
 * concern (each concern's store sits beside its routes; storage/storage.ts assembles them); shared/ is
 * what instances share (Redis, rate limits) and knows no concern either; a concern with routes imports
 * no other; only index.ts imports app.ts.
 */
function serverBoundaries() {
  const rule = (files, patterns, ignores = []) => ({
    files,
    ignores,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [NOT_SRC, NOT_COMPOSITION, ...patterns],
        },
      ],
    },
  });
  const names = (list) => `^(\\.\\./)+(${list.join('|')})(/|$)`;
  return [
    rule(['server/**/*.ts'], [], ['server/index.ts']),
    rule(
      ['server/storage/**/*.ts'],
      [
        banned(
          names([...CONCERNS_AND_CATALOGUE, 'shared']),
          'storage/ is the engines and their migrations: it knows no concern (its store sits beside its routes).',
        ),
      ],
      ['server/storage/storage.ts'],
    ),
    rule(
      ['server/shared/**/*.ts'],
      [
        banned(
          names(CONCERNS_AND_CATALOGUE),
          'shared/ is what instances share (Redis, rate limits): it imports no concern.',
        ),
      ],
    ),
    ...SERVER_CONCERNS.map((name) =>
      rule(
        [`server/${name}/**/*.ts`],
        [
          banned(
            names(SERVER_CONCERNS.filter((other) => other !== name)),
            `A concern of the server imports no other: what ${name}/ shares with one goes to shared/, storage/ or common/.`,
          ),
        ],
      ),
    ),
  ];
}

/**
 * The app's import boundaries (STYLE.md, bulletproof-react): lib/ is pure; components/ and hooks/ are
 * shared UI that knows no feature, page or app; services/ import no UI; a feature imports no other
 * feature; pages compose. Each layer gets one rule listing what it may not import.
 */
function appBoundaries() {
  const rule = (files, ...patterns) => ({
    files,
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [REDUX_HOOKS], patterns: [NO_SERVER, NO_CLIMBING, ...patterns] },
      ],
    },
  });
  return [
    rule(['src/**/*.{ts,tsx}']),
    rule(
      ['src/lib/**/*.{ts,tsx}'],
      layers(
        ['app', 'pages', 'features', 'components', 'hooks', 'services', 'theme'],
        'lib/ holds pure helpers: it imports only lib/ and common/.',
      ),
    ),
    rule(
      ['src/components/**/*.{ts,tsx}', 'src/hooks/**/*.{ts,tsx}'],
      layers(
        ['app', 'pages', 'features'],
        'Shared UI knows no feature, page or app: pass what it needs in props, or move it.',
      ),
    ),
    rule(
      ['src/services/**/*.{ts,tsx}'],
      layers(
        ['app', 'pages', 'features', 'components', 'hooks', 'theme'],
        'services/ hold API endpoints and import no UI.',
      ),
      banned('^@mui/', 'services/ hold API endpoints and import no UI.'),
    ),
    ...FEATURES.map((feature) =>
      rule(
        [`src/features/${feature}/**/*.{ts,tsx}`],
        banned(
          `^@/features/(?!${feature}/)`,
          'A feature does not import another feature: move the shared piece to components/, lib/ or a service.',
        ),
        layers(['pages'], 'Features do not import pages; pages compose features.'),
        NO_APP,
      ),
    ),
    rule(['src/pages/**/*.{ts,tsx}'], NO_APP),
  ];
}

/** The app's files whose visible texts are all messages (see the lingui rule below). */
const TRANSLATED_FILES = [
  'src/app/AccountEndedNotice.tsx',
  'src/app/Layout.tsx',
  'src/app/ScrollMemory.tsx',
  'src/app/ShellExtrasChunk.tsx',
  'src/app/persistence.ts',
  'src/app/routes.tsx',
  'src/app/serviceWorker.ts',
  'src/app/sliceStorage.ts',
  'src/app/start.tsx',
  'src/components/ActorCard.tsx',
  'src/components/AlertDialog.tsx',
  'src/components/BrowseLink.tsx',
  'src/components/ConfirmDialog.tsx',
  'src/components/DetailLink.tsx',
  'src/components/FilterChips.tsx',
  'src/components/FilterPanel.tsx',
  'src/components/FilterPopover.tsx',
  'src/components/GeneratedPoster.tsx',
  'src/components/LoadingScreen.tsx',
  'src/components/MediaCard.tsx',
  'src/components/MediaGrid.tsx',
  'src/components/NoticeSnackbar.tsx',
  'src/components/PageErrorBoundary.tsx',
  'src/components/PageFailure.tsx',
  'src/components/PagedResults.tsx',
  'src/components/PaginationBar.tsx',
  'src/components/ResumeCard.tsx',
  'src/components/ServicesPicker.tsx',
  'src/components/TitleFacts.tsx',
  'src/components/filterOptions.ts',
  'src/components/layout/Breadcrumbs.tsx',
  'src/components/layout/Footer.tsx',
  'src/components/layout/Header.tsx',
  'src/components/layout/HeaderMenu.tsx',
  'src/components/layout/LoadingStripe.tsx',
  'src/components/layout/MainMenu.tsx',
  'src/components/layout/MobileMenu.tsx',
  'src/components/layout/ScrollTopFab.tsx',
  'src/components/layout/SearchBox.tsx',
  'src/components/layout/ShortcutKeys.tsx',
  'src/components/layout/ShortcutsDialog.tsx',
  'src/features/account/AccountCard.tsx',
  'src/features/account/KeysSection.tsx',
  'src/features/account/PassphraseWords.tsx',
  'src/features/account/RegisterForm.tsx',
  'src/features/account/SignInForm.tsx',
  'src/features/account/seenAt.ts',
  'src/features/account/useDeviceEntry.ts',
  'src/features/actor/ActorFacts.tsx',
  'src/features/actor/ActorLoadError.tsx',
  'src/features/actor/ActorNotFound.tsx',
  'src/features/actor/ActorPhoto.tsx',
  'src/features/actor/AppearancesSection.tsx',
  'src/features/actor/Biography.tsx',
  'src/features/actor/FilmographyControls.tsx',
  'src/features/actor/FilmographyHeader.tsx',
  'src/features/actor/FilmographySkeleton.tsx',
  'src/features/actor/SocialLinks.tsx',
  'src/features/actor/actorSlug.ts',
  'src/features/actor/biography.ts',
  'src/features/actor/creditWords.ts',
  'src/features/actor/filmographyWords.ts',
  'src/features/actor/socialLinks.ts',
  'src/features/actor/useActorLookup.ts',
  'src/features/calendar/CalendarScreen.tsx',
  'src/features/calendar/NewEpisodeMark.tsx',
  'src/features/calendar/calendarEntries.ts',
  'src/features/calendar/calendarFile.ts',
  'src/features/collectionPage/CollectionBackdrop.tsx',
  'src/features/collectionPage/CollectionFailure.tsx',
  'src/features/collectionPage/CollectionHero.tsx',
  'src/features/collectionPage/CollectionParts.tsx',
  'src/features/collectionPage/collectionId.ts',
  'src/features/collectionPage/collectionParts.ts',
  'src/features/collectionPage/useCollectionLookup.ts',
  'src/features/collections/CategoryChips.tsx',
  'src/features/consent/AnnouncementBanner.tsx',
  'src/features/consent/ConsentDialog.tsx',
  'src/features/consent/NoticeDialog.tsx',
  'src/features/contact/ContactDialog.tsx',
  'src/features/contact/ContactLink.tsx',
  'src/features/contact/ContactSupportButton.tsx',
  'src/features/dataTransfer/BackupImport.tsx',
  'src/features/dataTransfer/LookupParts.tsx',
  'src/features/dataTransfer/MatchTable.tsx',
  'src/features/dataTransfer/YourDataCard.tsx',
  'src/features/dataTransfer/fileText.ts',
  'src/features/dataTransfer/imdb.ts',
  'src/features/dataTransfer/imdb/ImdbImport.tsx',
  'src/features/dataTransfer/letterboxd.ts',
  'src/features/dataTransfer/letterboxd/LetterboxdExport.tsx',
  'src/features/dataTransfer/letterboxd/LetterboxdImport.tsx',
  'src/features/dataTransfer/letterboxdExport.ts',
  'src/features/dataTransfer/letterboxdImport.ts',
  'src/features/dataTransfer/letterboxdZip.ts',
  'src/features/dataTransfer/useImportData.ts',
  'src/features/forYou/ForYouScreen.tsx',
  'src/features/forYou/reasonText.ts',
  'src/features/home/CollectionsRow.tsx',
  'src/features/home/ContentRow.tsx',
  'src/features/home/ContinueWatchingRow.tsx',
  'src/features/home/HeroCarousel.tsx',
  'src/features/home/HeroSlide.tsx',
  'src/features/home/HeroSlider.tsx',
  'src/features/home/HomeRows.tsx',
  'src/features/home/LatestEpisodes.tsx',
  'src/features/home/SectionHeader.tsx',
  'src/features/home/StatTiles.tsx',
  'src/features/home/figures.ts',
  'src/features/legal/AdBlockerList.tsx',
  'src/features/legal/AdBlockersText.tsx',
  'src/features/legal/CookiesText.tsx',
  'src/features/legal/FaqList.tsx',
  'src/features/legal/PrivacyText.tsx',
  'src/features/legal/StaticPage.tsx',
  'src/features/legal/StoredKeys.tsx',
  'src/features/legal/TermsText.tsx',
  'src/features/legal/legalDate.ts',
  'src/features/legal/useLegalFacts.ts',
  'src/features/lists/myLists/SavedListScreen.tsx',
  'src/features/lists/myLists/savedList.ts',
  'src/features/lists/savedMedia/SaveToggles.tsx',
  'src/features/player/CollectionCard.tsx',
  'src/features/player/EpisodeNavigation.tsx',
  'src/features/player/FrameBox.tsx',
  'src/features/player/MoviePlayer.tsx',
  'src/features/player/PlayerInfo.tsx',
  'src/features/player/PlayerLayout.tsx',
  'src/features/player/PlayerProblem.tsx',
  'src/features/player/PlayerStage.tsx',
  'src/features/player/PlayerStates.tsx',
  'src/features/player/PlayerSwitcher.tsx',
  'src/features/player/TvPlayer.tsx',
  'src/features/profile/DataManagement.tsx',
  'src/features/profile/LanguageSettings.tsx',
  'src/features/profile/ProfileForm.tsx',
  'src/features/profile/ProfileMenu.tsx',
  'src/features/profile/picture.ts',
  'src/features/profile/profileSlice.ts',
  'src/features/profile/useServicesSetup.ts',
  'src/features/search/results/SearchFilter.tsx',
  'src/features/search/results/SearchResults.tsx',
  'src/features/search/suggestions/HeaderSearch.tsx',
  'src/features/search/suggestions/SuggestionList.tsx',
  'src/features/stats/StatsScreen.tsx',
  'src/features/stats/YearCardPanel.tsx',
  'src/features/stats/figures.ts',
  'src/features/stats/yearCard.ts',
  'src/features/storage/StorageFullSnackbar.tsx',
  'src/features/storage/storageListeners.ts',
  'src/features/sync/accountApi.ts',
  'src/features/sync/engine.ts',
  'src/features/sync/keyring.ts',
  'src/features/sync/session.ts',
  'src/features/taste/DiaryDialog.tsx',
  'src/features/taste/DiaryScreen.tsx',
  'src/features/taste/TasteControls.tsx',
  'src/features/taste/diaryDays.ts',
  'src/features/taste/tasteTitle.ts',
  'src/features/titleDetail/ActionPanel.tsx',
  'src/features/titleDetail/CollectionBanner.tsx',
  'src/features/titleDetail/CrewLines.tsx',
  'src/features/titleDetail/DetailHero.tsx',
  'src/features/titleDetail/EpisodeCard.tsx',
  'src/features/titleDetail/FactsOnlyNote.tsx',
  'src/features/titleDetail/Overview.tsx',
  'src/features/titleDetail/RatingRing.tsx',
  'src/features/titleDetail/RelatedTitlesBody.tsx',
  'src/features/titleDetail/SeasonEpisodesScreen.tsx',
  'src/features/titleDetail/SeasonSection.tsx',
  'src/features/titleDetail/StarRating.tsx',
  'src/features/titleDetail/TitleDetail.tsx',
  'src/features/titleDetail/TopCast.tsx',
  'src/features/titleDetail/WatchButton.tsx',
  'src/features/titleDetail/crew.ts',
  'src/features/titleDetail/videos/MovieVideosDialog.tsx',
  'src/features/titleDetail/videos/SeasonVideosButton.tsx',
  'src/features/titleDetail/videos/VideosLoadState.tsx',
  'src/features/titleDetail/videos/VideosViewer.tsx',
  'src/features/titleDetail/videos/YouTubeEmbed.tsx',
  'src/features/whereToWatch/WhereToWatch.tsx',
  'src/hooks/useNearViewport.ts',
  'src/lib/accountActions.ts',
  'src/lib/accountLink.ts',
  'src/lib/airDate.ts',
  'src/lib/backup.ts',
  'src/lib/cardGrid.ts',
  'src/lib/detailFacts.ts',
  'src/lib/errorMessage.ts',
  'src/lib/filmography.ts',
  'src/lib/format.ts',
  'src/lib/intlFormats.ts',
  'src/lib/listFormat.ts',
  'src/lib/listQuery.ts',
  'src/lib/mediaItem.ts',
  'src/lib/mergeEntries.ts',
  'src/lib/motion.ts',
  'src/lib/pageLive.ts',
  'src/lib/pagination.ts',
  'src/lib/pathCrumbs.ts',
  'src/lib/player.ts',
  'src/lib/regionNames.ts',
  'src/lib/resume.ts',
  'src/lib/runtime.ts',
  'src/lib/searchResults.ts',
  'src/lib/shortcutKeys.ts',
  'src/lib/storedValue.ts',
  'src/lib/suggestions.ts',
  'src/lib/visuallyHidden.ts',
  'src/lib/watchButton.ts',
  'src/lib/watchOffers.ts',
  'src/pages/AccountScreen.tsx',
  'src/pages/AccountSettings.tsx',
  'src/pages/ActorFilmographyPage.tsx',
  'src/pages/ActorPage.tsx',
  'src/pages/AdBlockersPage.tsx',
  'src/pages/AiringShowsPage.tsx',
  'src/pages/CollectionPage.tsx',
  'src/pages/CollectionsPage.tsx',
  'src/pages/ContinueWatchingPage.tsx',
  'src/pages/CookiesPage.tsx',
  'src/pages/FanFavoritesPage.tsx',
  'src/pages/FaqPage.tsx',
  'src/pages/FavoritesPage.tsx',
  'src/pages/ForYouSection.tsx',
  'src/pages/ForgotPasswordPage.tsx',
  'src/pages/LoginPage.tsx',
  'src/pages/MoviesPage.tsx',
  'src/pages/NotFoundPage.tsx',
  'src/pages/OfflinePage.tsx',
  'src/pages/PrivacyPage.tsx',
  'src/pages/RegisterPage.tsx',
  'src/pages/SearchPage.tsx',
  'src/pages/SignInStub.tsx',
  'src/pages/TermsPage.tsx',
  'src/pages/TrendingPage.tsx',
  'src/pages/TvShowsPage.tsx',
  'src/pages/UserSettingsPage.tsx',
  'src/pages/WatchlistPage.tsx',
  'src/pages/servicesEmptyState.ts',
  'src/services/contact.ts',
  'src/services/fanFavorites.ts',
  'src/services/latestEpisodes.ts',
  'src/services/searchResults.ts',
  'src/services/site.ts',
  'src/services/tmdbApi.ts',
  'src/theme/noRuntimeSource.ts',
  'src/theme/theme.ts',
  'src/theme/withoutCssVariables.ts',
];

export default tseslint.config(
  {
    ignores: ['node_modules', 'dist', 'data', 'coverage', 'server/catalogue/seed', 'e2e/artifacts'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    files: ['common/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [COMMON_ONLY] }] },
  },
  {
    files: ['server/**/*.ts', 'scripts/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NOT_SRC] }] },
  },
  ...serverBoundaries(),
  {
    files: ['src/**/*.{ts,tsx}', '__tests__/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'no-restricted-imports': ['error', { paths: [REDUX_HOOKS] }],
    },
  },
  ...appBoundaries(),
  {
    // Issue 35: what a visitor reads goes through the message catalogue. The files whose texts are
    // messages already; the list grows as each part of the app is translated, until it is src/.
    // Strings without a space that do not start with a capital (paths, keys, style values) and
    // all-capital constants are not sentences.
    files: TRANSLATED_FILES,
    plugins: { lingui },
    rules: {
      'lingui/no-unlocalized-strings': [
        'error',
        {
          ignore: ['^[^A-Z\\s]\\S*$', '^[A-Z][A-Z0-9_-]*$'],
          ignoreFunctions: [
            'console.*',
            'Error',
            'TypeError',
            'RangeError',
            'document.querySelector',
            'document.querySelectorAll',
            '*.querySelector',
            '*.querySelectorAll',
            '*.addEventListener',
            '*.removeEventListener',
            'window.matchMedia',
            'createSlice',
            'createApi',
            'createAction',
            'createAsyncThunk',
            'partLive',
            'Date',
            'Date.parse',
            '*.headers.set',
            'headers.set',
            '*.closest',
            'cell',
            'column',
            'csv',
          ],
          ignoreNames: [
            {
              regex: {
                pattern:
                  '^(sx|className|key|to|href|id|variant|component|color|size|edge|fontSize|type|role|aria-current|aria-hidden|aria-live|aria-haspopup|aria-controls|aria-labelledby|aria-describedby|aria-autocomplete|autoComplete|inputMode|enterKeyHint|rel|target|loading|decoding|fetchPriority|method|name|htmlFor|lang|dir|align|position|placement|display|anchorOrigin|transformOrigin|vertical|horizontal|severity|orientation|textAlign|justifyContent|alignItems|src|srcSet|sizes|allow|sandbox|referrerPolicy|mode|cacheKey|reducerPath|path|invalidatesTags|providesTags|tagTypes|TAG_TYPES|DEFAULT_USERNAME|maxWidth|padding|border|font|fontFamily|outline|clip|textDecorationColor|gridTemplateColumns|animation|xs|sm|md|lg|xl|NEAR_VIEWPORT_MARGIN|REDUCED_MOTION|data-\\w+)$',
              },
            },
          ],
        },
      ],
    },
  },
  {
    // The server's renderer, compiled for Node by webpack: React's and Emotion's server parts are its
    // own (it still imports nothing of server/).
    files: ['src/ssr/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { paths: [REDUX_HOOKS], patterns: [NO_CLIMBING] }],
    },
  },
  {
    files: ['__tests__/web/**/*.test.{ts,tsx}'],
    ...testingLibrary.configs['flat/react'],
  },
  prettier,
);
