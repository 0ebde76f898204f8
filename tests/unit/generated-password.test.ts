import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

describe('generatedPassword', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'generated-password-'))
  const isTTY = process.stdout.isTTY
  let printed: string[] = []

  beforeAll(() => {
    process.env.DATA_DIR = dataDir
    jest.spyOn(console, 'log').mockImplementation((...args: unknown[]) => void printed.push(args.join(' ')))
  })
  afterAll(() => {
    process.stdout.isTTY = isTTY
    fs.rmSync(dataDir, { recursive: true, force: true })
  })
  beforeEach(() => (printed = []))

  const generate = async () => (await import('@/scripts/seed/generated-password')).generatedPassword('Demo account', 'demo@example.com', 'demo-password.txt')

  it('keeps the password in an owner-only file and never prints it when the output is a log', async () => {
    process.stdout.isTTY = false
    const password = await generate()
    expect(password.length).toBeGreaterThanOrEqual(16)
    const file = path.join(dataDir, 'demo-password.txt')
    expect(fs.readFileSync(file, 'utf8')).toBe(`demo@example.com\n${password}\n`)
    expect(fs.statSync(file).mode & 0o777).toBe(0o600)
    expect(printed.join('\n')).not.toContain(password)
    expect(printed.join('\n')).toContain('data/demo-password.txt')
  })

  it('shows it once on a terminal', async () => {
    process.stdout.isTTY = true
    const password = await generate()
    expect(printed.join('\n')).toContain(password)
  })
})
