import { LINK_ICON_PATH, SOCIAL_ICON_PATHS } from '@/components/layout/social-icon'

// Made at build time from the icons' paths; the footer's icons refer to its symbols (components/layout/social-icon.tsx).
export const dynamic = 'force-static'

export function GET() {
  const symbols = Object.entries({ ...SOCIAL_ICON_PATHS, link: LINK_ICON_PATH }).map(
    ([name, path]) => `<symbol id="${name}" viewBox="0 0 24 24"><path d="${path}" fill-rule="evenodd"/></symbol>`,
  )
  const svg = `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>`
  // A day in browsers: a new icon shows the day after a deployment at the latest.
  return new Response(svg, { headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400' } })
}
