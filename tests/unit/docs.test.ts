import fs from 'node:fs'
import path from 'node:path'

/**
 * The documentation a cloner reads agrees with itself and with the code: every link reaches a file and a
 * heading that exist, every route of the API is in its contract, no step tells to run a command another
 * page says fails, and no passage is pasted twice.
 */
const root = path.resolve(__dirname, '../..')
const docs = ['README.md', ...fs.readdirSync(path.join(root, 'docs')).filter((name) => name.endsWith('.md')).map((name) => `docs/${name}`)]
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8')

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens. */
const anchorOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-')

const anchorsOf = (file: string) => new Set(read(file).split('\n').filter((line) => /^#{1,6} /.test(line)).map((line) => anchorOf(line.replace(/^#+ /, ''))))

function routesOf(folder: string): string[] {
  return fs.readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const inner = `${folder}/${entry.name}`
    if (entry.isDirectory()) return routesOf(inner)
    return entry.name === 'route.ts' ? [folder.replace(/^app/, '').replace(/\[(\w+)\]/g, '{$1}')] : []
  })
}

describe('the docs', () => {
  it.each(docs)('%s links only to files and headings that exist', (file) => {
    const broken: string[] = []
    for (const [, target] of read(file).matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^[a-z]+:/.test(target)) continue
      const [linked, anchor] = target.split('#')
      const resolved = linked ? path.normalize(path.join(path.dirname(file), linked)) : file
      if (!fs.existsSync(path.join(root, resolved))) broken.push(target)
      else if (anchor && resolved.endsWith('.md') && !anchorsOf(resolved).has(anchor)) broken.push(target)
    }
    expect(broken).toEqual([])
  })

  it('send readers only to sections that are there, not to "the README\'s" anything', () => {
    for (const file of docs) expect(read(file)).not.toMatch(/the README['’]s (variables|section)/)
  })

  it('never tell to run npm ci, which refuses the lock file', () => {
    expect(read('docs/configuration.md')).toMatch(/`npm ci` refuses a lock file/)
    for (const file of docs) expect(read(file).replace(/not `npm ci`[^)]*\)|with `npm install`, not `npm ci`|`npm ci` refuses a lock file/g, '')).not.toMatch(/npm ci\b/)
  })

  it('name every route of /api in the contract', () => {
    const contract = read('docs/api.md')
    // A dynamic segment may be written with what it takes (`{id or slug}`); the tab boards' one route is `/api/{tab}`.
    const named = (route: string) => route === '/api/{tabs}' || contract.includes(route) || contract.includes(route.replace(/\}$/, ''))
    const missing = routesOf('app/api').filter((route) => !named(route))
    expect(missing).toEqual([])
  })

  it('hold no stray fragment: an indented line continues a list item, never a plain paragraph', () => {
    const stray: string[] = []
    for (const file of docs) {
      let fenced = false
      let blockStart = ''
      for (const line of read(file).split('\n')) {
        if (line.trimStart().startsWith('```')) fenced = !fenced
        if (fenced || line.trim() === '') {
          blockStart = ''
          continue
        }
        if (!/^\s/.test(line)) blockStart = line
        else if (blockStart && !/^([-*] |\d+\. |\|)/.test(blockStart)) stray.push(`${file}: ${line.trim().slice(0, 60)}`)
      }
    }
    expect(stray).toEqual([])
  })

  it('hold no passage twice', () => {
    const seen = new Map<string, string>()
    const twice: string[] = []
    for (const file of docs) {
      for (const line of read(file).split('\n')) {
        const text = line.trim()
        if (text.length < 80 || text.startsWith('|')) continue
        if (seen.has(text)) twice.push(`${file}: ${text.slice(0, 60)}… (also in ${seen.get(text)})`)
        else seen.set(text, file)
      }
    }
    expect(twice).toEqual([])
  })
})
