import { execFileSync } from 'node:child_process'
import path from 'node:path'

/** server/site-host.mjs is plain JavaScript for the site's Node server: asked in a Node of its own. */
function redirect(url: string, host: string | undefined, siteUrl: string | undefined): string | null {
  const file = path.join(__dirname, '..', '..', 'server', 'site-host.mjs')
  const script = `import { siteHostRedirect } from ${JSON.stringify(file)}; console.log(JSON.stringify(siteHostRedirect(...${JSON.stringify([url, host, siteUrl])})))`
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }))
}

describe('one host name for the site (server/site-host.mjs)', () => {
  it('sends another host name to the same path on SITE_URL’s host', () => {
    expect(redirect('/admin/collections/news?page=2', 'example.org', 'https://www.example.org')).toBe('https://www.example.org/admin/collections/news?page=2')
    expect(redirect('/en/news', 'localhost:3000', 'http://127.0.0.1:3000')).toBe('http://127.0.0.1:3000/en/news')
    expect(redirect('/', 'EXAMPLE.org', 'https://www.example.org/')).toBe('https://www.example.org/')
  })

  it('leaves SITE_URL’s own host alone, whatever the port a proxy passes on', () => {
    expect(redirect('/cms-api/news', 'www.example.org', 'https://www.example.org')).toBeNull()
    expect(redirect('/', 'www.example.org:8443', 'https://www.example.org')).toBeNull()
    expect(redirect('/', 'WWW.Example.org', 'https://www.example.org')).toBeNull()
  })

  it('does nothing without SITE_URL, without a Host, or for the health probes and the site’s own jobs runner', () => {
    expect(redirect('/cms-api/payload-jobs/run?allQueues=true', '127.0.0.1:3000', 'https://www.example.org')).toBeNull()
    expect(redirect('/', 'localhost:3000', undefined)).toBeNull()
    expect(redirect('/', 'localhost:3000', ' ')).toBeNull()
    expect(redirect('/', undefined, 'https://www.example.org')).toBeNull()
    expect(redirect('/api/health', '10.0.0.11:3000', 'https://www.example.org')).toBeNull()
    expect(redirect('/api/health/ready', '10.0.0.11:3000', 'https://www.example.org')).toBeNull()
    expect(redirect('/api/healthy', '10.0.0.11:3000', 'https://www.example.org')).toBe('https://www.example.org/api/healthy')
  })
})
