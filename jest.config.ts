import type { Config } from 'jest';

const config: Config = {
  projects: [
    {
      displayName: 'server',
      testEnvironment: 'node',
      roots: ['<rootDir>/__tests__/server'],
      testMatch: ['**/*.test.ts'],
      transform: {
        '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json' }],
        // content-disposition 3 (@fastify/static) and cookie 2 (light-my-request, for inject) ship ES
        // modules only, which Jest cannot require before Node 24.9: compile them to CommonJS.
        '/node_modules/(content-disposition|cookie)/.+\\.js$': [
          'ts-jest',
          { tsconfig: { allowJs: true, module: 'commonjs', target: 'es2022' } },
        ],
      },
      transformIgnorePatterns: ['/node_modules/(?!(content-disposition|cookie)/)'],
    },
  ],
};

export default config;
