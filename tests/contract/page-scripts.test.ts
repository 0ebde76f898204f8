import fs from 'node:fs'
import path from 'node:path'

import { get } from './client'

/** The build's scripts a page starts with, as files. */
async function scriptsOf(page: string) {
  const html = (await get<string>(page)).body
  const scripts = [...html.matchAll(/<script src="(\/_next\/static\/chunks\/[\w-]+\.js)" async=""/g)].map((match) => match[1])
  expect(scripts.length).toBeGreaterThan(3)
  return scripts.map((script) => ({ script, text: fs.readFileSync(path.join('.next', 'static', script.slice('/_next/static/'.length)), 'utf8') }))
}

/** The modules a Turbopack chunk defines (`…,522016,(e,t,r)=>{…` or `…,861745,e=>{…`) and their length. */
function modulesOf(chunk: string) {
  const starts = [...chunk.matchAll(/[,[](\d{3,7}),(?:\([a-z,]*\)|[a-z])=>\{/g)]
  return starts.map((start, index) => ({ id: start[1], length: (starts[index + 1]?.index ?? chunk.length) - start.index }))
}

/** Turbopack copies one-line re-exports (`next/navigation`'s is 43 characters) into each chunk that needs them. */
const REEXPORT_LENGTH = 100

/** An option name of react-hook-form's that minifying keeps. */
const HOOK_FORM_MARKER = 'shouldUseNativeValidation'

const PAGES = ['/', '/student-registration', '/contact-us', '/en/department-guide/ministry-of-ministry', '/news/announcement', '/en/community/gallery']

describe('the scripts a page loads', () => {
  // Node's Buffer, polyfilled for the browser (base64-js and ieee754), was 7 KB of the application form's script
  // because a file check shared with the server called Buffer.
  it.each(PAGES)('%s loads no Node.js polyfill', async (page) => {
    for (const { script, text } of await scriptsOf(page)) expect([script, text.includes('toByteArray')]).toEqual([script, false])
  })

  // The site-wide 404 used next/link: Next.js loads its client components on every page, and next/link came twice.
  it.each(PAGES)('%s loads each module once', async (page) => {
    const definedIn = new Map<string, string>()
    const twice: string[] = []
    for (const { script, text } of await scriptsOf(page)) {
      for (const { id, length } of modulesOf(text)) {
        if (definedIn.has(id) && definedIn.get(id) !== script && length > REEXPORT_LENGTH) twice.push(`${id} in ${definedIn.get(id)} and ${script}`)
        definedIn.set(id, script)
      }
    }
    expect(definedIn.size).toBeGreaterThan(100)
    expect(twice).toEqual([])
  })

  // next/image's client component (4 KB of Brotli on every page) does in the browser what its getImageProps does on the
  // server for components/ui/image.tsx.
  it.each(PAGES)('%s loads no next/image client component', async (page) => {
    for (const { script, text } of await scriptsOf(page)) expect([script, text.includes('data-nimg')]).toEqual([script, false])
  })

  // The header's signed-in parts (swr's session read, the user's menus, the session-timeout watch) were in every page's
  // script; they load once a signed-in user is seen (components/layout/signed-in-gate.tsx). swr names its devtools hook.
  it.each(PAGES)('%s loads no swr for a visitor who is not signed in', async (page) => {
    for (const { script, text } of await scriptsOf(page)) expect([script, text.includes('__SWR_DEVTOOLS_USE__')]).toEqual([script, false])
  })

  // react-hook-form and ky came with the contact and FAQ pages (about 22 KB of Brotli); like the application form's,
  // the contact form's code loads when the visitor starts on the form (components/forms/deferred-form.tsx).
  // react-hook-form's option name survives minifying; the build's own chunks must hold it, or the marker is stale.
  it('finds react-hook-form in the build by its marker', () => {
    const chunks = path.join('.next', 'static', 'chunks')
    const marked = fs.readdirSync(chunks, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.js') && fs.readFileSync(path.join(chunks, name), 'utf8').includes(HOOK_FORM_MARKER))
    expect(marked.length).toBeGreaterThan(0)
  })
  it.each(['/contact-us', '/faq', '/student-registration'])('%s loads no react-hook-form until the form is used', async (page) => {
    for (const { script, text } of await scriptsOf(page)) expect([script, text.includes(HOOK_FORM_MARKER)]).toEqual([script, false])
  })

  // react-hot-toast shows a refused sign-in only, and loads with the first refusal (components/auth/login-form.tsx).
  it('/login loads no react-hot-toast', async () => {
    for (const { script, text } of await scriptsOf('/login')) expect([script, text.includes('data-rht-toaster')]).toEqual([script, false])
  })
})
