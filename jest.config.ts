import type { Config } from 'jest';

const config: Config = {
  projects: [
    {
      displayName: 'server',
      testEnvironment: 'node',
      roots: ['<rootDir>/__tests__/server'],
      testMatch: ['**/*.test.ts'],
      transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json' }] },
    },
  ],
};

export default config;
