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
  'src/components/layout/Footer.tsx',
  'src/components/layout/Header.tsx',
  'src/components/layout/HeaderMenu.tsx',
  'src/components/layout/MainMenu.tsx',
  'src/components/layout/MobileMenu.tsx',
  'src/features/profile/LanguageSettings.tsx',
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
          ignoreNames: [
            {
              regex: {
                pattern:
                  '^(sx|className|key|to|href|id|variant|component|color|size|edge|fontSize|type|role|aria-current|data-\\w+)$',
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
