import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTypescript from 'eslint-config-next/typescript'

const config = [
  ...nextVitals,
  ...nextTypescript,
  {
    ignores: ['.next/**', 'node_modules/**', 'coverage/**', 'data/**', 'test-results/**', 'playwright-report/**', 'public/**', 'cms/migrations/**', 'cms/payload-types.ts', 'app/(payload)/admin/importMap.js', 'next-env.d.ts'],
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // A link in a language is next-intl's Link (client components) or i18n/server-link.tsx (server components):
      // docs/design.md, "Paths in a language".
      'no-restricted-imports': ['error', { paths: [{ name: 'next/link', message: 'Use Link from @/i18n/navigation (client) or @/i18n/server-link (server).' }] }],
    },
  },
  {
    files: ['i18n/server-link.tsx', 'components/layout/dashboard-link.tsx'],
    rules: { 'no-restricted-imports': 'off' },
  },
]

export default config
