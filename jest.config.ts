import type { Config } from 'jest'

const compiler = { jsx: 'react-jsx', module: 'commonjs', moduleResolution: 'node', esModuleInterop: true, isolatedModules: true } as const

const shared = {
  transform: {
    '^.+\\.tsx?$': ['ts-jest', { tsconfig: compiler }],
    // next-intl and its formatting packages ship ES modules only; lib/ builds addresses with its getPathname (i18n/navigation.ts).
    // Payload's translations too, whose Korean cms/admin/korean-wording.ts corrects; otplib's base32 and HMAC (@scure, @noble); age-encryption;
    // p-limit (the result mails' pool, lib/admissions/announce.ts).
    '^.+/node_modules/(next-intl|use-intl|@formatjs|intl-messageformat|icu-minify|@payloadcms/translations|@scure|@noble|age-encryption|p-limit|yocto-queue)/.+\\.js$': ['ts-jest', { tsconfig: { ...compiler, allowJs: true } }],
  },
  transformIgnorePatterns: ['/node_modules/(?!(next-intl|use-intl|@formatjs|intl-messageformat|icu-minify|@payloadcms/translations|@otplib|@scure|@noble|age-encryption|p-limit|yocto-queue)/)'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  testEnvironment: 'node',
} satisfies Config

const config: Config = {
  // With --coverage (npm run coverage, scripts/coverage.mjs): V8's, of the site's code only, as JSON to be joined there.
  // (Babel's instrumentation of the 700 files not imported by any test took over six minutes on a loaded machine.)
  coverageProvider: 'v8',
  collectCoverageFrom: ['{lib,cms,app,components,upstream-workarounds}/**/*.{ts,tsx,mjs}', '!**/*.test.ts'],
  coverageReporters: ['json'],
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
