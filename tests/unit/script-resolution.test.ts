import { spawnSync } from 'node:child_process'
import path from 'node:path'

const root = path.resolve(__dirname, '..', '..')

/** Runs an ES module's code under Node, with our scripts' import resolution when `resolution` is set. */
function runModule(code: string, resolution: boolean) {
  const hooks = resolution ? ['--import', path.join(root, 'scripts', 'lib', 'typescript-resolution.mjs')] : []
  return spawnSync(process.execPath, [...hooks, '--input-type=module', '--eval', code], { cwd: root, encoding: 'utf8' })
}

describe("our scripts' imports under Node alone", () => {
  it("resolve the tsconfig paths and extensionless imports of our TypeScript, types stripped by Node", () => {
    const run = runModule("const { maskPhone } = await import('@/lib/privacy/masking'); console.log(typeof maskPhone)", true)
    expect(run.stderr).not.toMatch(/Error/)
    expect(run.stdout.trim()).toBe('function')
  })

  // The workaround in upstream-workarounds/next/requests.mjs (withNextFileName): delete it when this fails, as Next.js then
  // resolves under Node by its own name.
  it('need the file name of Next.js modules, which Node cannot find by their bare name', () => {
    const bare = runModule("await import('next/cache')", false)
    expect(bare.status).not.toBe(0)
    expect(bare.stderr).toMatch(/ERR_MODULE_NOT_FOUND[\s\S]*next\/cache\.js/)
    expect(runModule("await import('next/cache')", true).status).toBe(0)
  })
})
