import type { Config } from 'jest';

const config: Config = {
  projects: [
    {
      displayName: 'server',
      testEnvironment: 'node',
      roots: ['<rootDir>/__tests__/server', '<rootDir>/__tests__/repo'],
      testMatch: ['**/*.test.ts'],
      transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.server.json' }] },
    },
    {
      displayName: 'web',
      // jsdom with Node's own fetch, Request and streams, which MSW 2 needs.
      testEnvironment: 'jest-fixed-jsdom',
      roots: ['<rootDir>/__tests__/web'],
      testMatch: ['**/*.test.ts?(x)'],
      setupFilesAfterEnv: ['<rootDir>/__tests__/web/setup.ts'],
      moduleNameMapper: {
        '^@/(.*)$': '<rootDir>/src/$1',
        '^@common/(.*)$': '<rootDir>/common/$1',
        '\\.css$': '<rootDir>/__tests__/web/helpers/styleStub.ts',
      },
      transform: {
        // The app's own code through the build's Babel (.babelrc), as it ships: Lingui's message
        // macros are Babel's. Its types are checked by `npm run typecheck`; the tests by ts-jest.
        '/(src|common)/.+\\.tsx?$': 'babel-jest',
        '^.+\\.tsx?$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json' }],
        // MSW 2 depends on a few ES-module-only packages; Jest 29 runs CommonJS.
        '^.+\\.m?js$': [
          'babel-jest',
          { babelrc: false, presets: [['@babel/preset-env', { targets: { node: 'current' } }]] },
        ],
      },
      // node_modules run as they are, except .mjs files and until-async (ES modules under .js).
      transformIgnorePatterns: ['/node_modules/(?!until-async/).+\\.(?!mjs$)[^.]+$'],
    },
    {
      // Several real instances behind nginx on PostgreSQL and Redis: `npm run test:cluster`, after e2e.
      displayName: 'cluster',
      testEnvironment: 'node',
      roots: ['<rootDir>/__tests__/cluster'],
      testMatch: ['**/*.test.ts'],
      transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.server.json' }] },
    },
    {
      displayName: 'e2e',
      testEnvironment: 'node',
      roots: ['<rootDir>/e2e'],
      testMatch: ['**/*.e2e.ts'],
      transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.server.json' }] },
    },
  ],
};

export default config;
