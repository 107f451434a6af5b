import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
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
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [REDUX_HOOKS],
          patterns: [
            boundary(
              ['**/server', '**/server/**'],
              'The app never imports the server: move what both need to common/.',
            ),
          ],
        },
      ],
    },
  },
  {
    files: ['__tests__/web/**/*.test.{ts,tsx}'],
    ...testingLibrary.configs['flat/react'],
  },
  prettier,
);
