import fs from 'node:fs'
import path from 'node:path'

const root = path.join(__dirname, '..', '..')

/**
 * The packages a module needs before it runs: its static imports of packages, and those of the files it imports
 * statically, followed through relative paths (a dynamic `import()` runs later, once it is called).
 */
function packagesNeeded(file: string, seen = new Set<string>()): string[] {
  if (seen.has(file)) return []
  seen.add(file)
  const text = fs.readFileSync(file, 'utf8')
  const specifiers = [...text.matchAll(/^import\s+(?!type\b)[^'"]*?from\s+['"]([^'"]+)['"]/gm), ...text.matchAll(/^import\s+['"]([^'"]+)['"]/gm)].map((match) => match[1])
  return specifiers.flatMap((specifier) => {
    if (specifier.startsWith('node:')) return []
    if (!specifier.startsWith('.')) return [`${specifier} (${path.relative(root, file)})`]
    return packagesNeeded(path.resolve(path.dirname(file), specifier), seen)
  })
}

describe('the README’s two commands on a fresh clone', () => {
  it.each(['start.mjs', 'test.mjs'])('load nothing that needs an installed package before they have installed them (scripts/%s, ensureDependencies)', (script) => {
    expect(packagesNeeded(path.join(root, 'scripts', script))).toEqual([])
  })
})
