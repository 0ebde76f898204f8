import fs from 'node:fs'
import path from 'node:path'

/**
 * A file a comment or a page of the docs names is there: a reader sent to `lib/x.ts` finds it, under that name. Names
 * are read where they start with one of the repository's top folders; a module may be named without its extension, and
 * a test file without `.test.ts`, and a folder by its path. A name followed by `*` is a pattern, not a file.
 */
const root = path.resolve(__dirname, '../..')
const TOP_FOLDERS = ['app', 'cms', 'lib', 'components', 'scripts', 'tests', 'e2e', 'docs', 'i18n', 'server', 'deploy', 'upstream-workarounds', 'messages', 'public']
/** Generated or third-party: their paths are not ours to keep. */
const SKIPPED = new Set(['node_modules', '.next', 'migrations', 'data', 'test-results', 'playwright-report', 'coverage'])
/** Names of other places, not of this repository's files; each with its reason. */
const ELSEWHERE: Record<string, string[]> = {
  // The old Laravel site's folder of application templates.
  'docs/moving-in.md': ['public/files/'],
}

function filesUnder(folder: string): string[] {
  return fs.readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    if (SKIPPED.has(entry.name)) return []
    const inner = path.join(folder, entry.name)
    if (entry.isDirectory()) return filesUnder(inner)
    return /\.(md|ts|tsx|mjs)$/.test(entry.name) ? [inner] : []
  })
}

// This file's own examples name files that are not there on purpose.
const readable = ['README.md', ...TOP_FOLDERS.filter((folder) => fs.existsSync(path.join(root, folder))).flatMap(filesUnder)].filter((file) => file !== path.relative(root, __filename))
const NAME = new RegExp(`(?<![\\w./@-])((?:${TOP_FOLDERS.join('|')})/[\\w./()\\[\\]@-]*)`, 'g')

const exists = (name: string) => ['', '.ts', '.tsx', '.mjs', '.js', '.test.ts', '/index.ts', '/index.tsx'].some((ending) => fs.existsSync(path.join(root, name + ending)))

/** The file names `text` gives that are not in the repository. */
function missingNames(file: string, text: string): string[] {
  const missing = new Set<string>()
  for (const match of text.matchAll(NAME)) {
    // A Markdown link's text and target run together: `docs/a.md](docs/a.md)`.
    const name = match[1].split('](')[0].replace(/[.,:;)]+$/, '')
    const following = text[match.index + match[0].length] ?? ''
    if (following === '*' || name.endsWith('-') || name.endsWith('.') || ELSEWHERE[file]?.includes(name)) continue
    if (!exists(name)) missing.add(name)
  }
  return [...missing]
}

describe('file names in comments and docs', () => {
  it('name files that exist', () => {
    const missing = readable.flatMap((file) => missingNames(file, fs.readFileSync(path.join(root, file), 'utf8')).map((name) => `${file}: ${name}`))
    expect(missing).toEqual([])
  })

  it('are checked: a name of no file is found', () => {
    expect(missingNames('lib/example.ts', '// see lib/content/gone-away.ts and lib/content/cached.ts')).toEqual(['lib/content/gone-away.ts'])
  })
})
