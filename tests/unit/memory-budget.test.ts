import { execFileSync } from 'node:child_process'
import path from 'node:path'

/** lib/cache/memory-budget.mjs is plain JavaScript for Node (npm start, the server, the page cache): asked in a Node of its own. */
function budget(expression: string, env: Record<string, string> = {}): unknown {
  const file = path.join(__dirname, '..', '..', 'lib', 'cache', 'memory-budget.mjs')
  const script = `import * as m from ${JSON.stringify(file)}; console.log(JSON.stringify(${expression}))`
  const { MEMORY_LIMIT_MB: _ignored, ...parent } = process.env
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { env: { ...parent, ...env }, encoding: 'utf8' }))
}

describe('the memory budget npm start gives the site', () => {
  it('takes MEMORY_LIMIT_MB when set, else the machine’s or the container’s memory', () => {
    expect(budget('m.memoryLimitMiB()', { MEMORY_LIMIT_MB: '1024' })).toBe(1024)
    const machine = budget('m.memoryLimitMiB()') as number
    expect(machine).toBeGreaterThan(0)
    expect(budget('m.memoryLimitMiB()', { MEMORY_LIMIT_MB: 'lots' })).toBe(machine)
  })

  it('sizes the heap and the page cache from it, within bounds', () => {
    const sizes = '[1024, 2048, 128, 65536].map((limit) => [limit, m.heapLimitMiB(limit), m.pageCacheBudgetBytes(limit) / 1048576])'
    expect(budget(sizes)).toEqual([
      [1024, 410, 64],
      [2048, 819, 128],
      [128, 192, 16],
      [65536, 4096, 256],
    ])
    expect(budget('m.serverNodeFlags(1024)')).toEqual(['--max-old-space-size=410', '--max-semi-space-size=2'])
  })

  it('keeps malloc to two arenas unless the operator chose otherwise', () => {
    expect(budget('m.serverEnv({})')).toEqual({ MALLOC_ARENA_MAX: '2' })
    expect(budget('m.serverEnv({ MALLOC_ARENA_MAX: "4" })')).toEqual({ MALLOC_ARENA_MAX: '4' })
  })
})
