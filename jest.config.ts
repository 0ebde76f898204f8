import type { Config } from 'jest'

const shared = {
  transform: { '^.+\\.tsx?$': ['ts-jest', { tsconfig: { jsx: 'react-jsx', module: 'commonjs', moduleResolution: 'node', esModuleInterop: true, isolatedModules: true } }] },
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  testEnvironment: 'node',
} satisfies Config

const config: Config = {
  projects: [
    { ...shared, displayName: 'unit', testMatch: ['<rootDir>/tests/unit/**/*.test.ts', '<rootDir>/lib/**/*.test.ts'] },
    {
      ...shared,
      displayName: 'contract',
      testMatch: ['<rootDir>/tests/contract/**/*.test.ts'],
      globalSetup: '<rootDir>/tests/setup/start-server.ts',
      globalTeardown: '<rootDir>/tests/setup/stop-server.ts',
    },
    { ...shared, displayName: 'scale-out', testMatch: ['<rootDir>/tests/scale-out/**/*.test.ts'] },
  ],
}

export default config
