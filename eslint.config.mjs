import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTypescript from 'eslint-config-next/typescript'

const config = [
  ...nextVitals,
  ...nextTypescript,
  {
    ignores: ['.next/**', 'node_modules/**', 'coverage/**', 'data/**', 'test-results/**', 'playwright-report/**', 'public/**', 'cms/migrations/**/*.json', 'cms/payload-types.ts', 'app/(payload)/admin/importMap.js', 'next-env.d.ts'],
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // A link in a language is next-intl's Link (client components) or i18n/server-link.tsx (server components):
      // docs/design.md, "Paths in a language".
      'no-restricted-imports': ['error', { paths: [{ name: 'next/link', message: 'Use Link from @/i18n/navigation (client) or @/i18n/server-link (server).' }] }],
      // Node runs our scripts by stripping the types (scripts/lib/project.mjs, runScript): an import kept for a type
      // alone would be looked for at run time. `npx eslint --fix` writes them as `import type`.
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'separate-type-imports', disallowTypeAnnotations: false }],
    },
  },
  {
    // Payload writes the migrations (npm run payload migrate:create); only how they import types is ours to fix.
    files: ['cms/migrations/**'],
    rules: { '@typescript-eslint/no-unused-vars': 'off' },
  },
  {
    files: ['i18n/server-link.tsx', 'components/layout/dashboard-link.tsx'],
    rules: { 'no-restricted-imports': 'off' },
  },
]

export default config
