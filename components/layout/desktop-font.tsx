'use client'

import { useEffect } from 'react'

/** Wide enough to be a desktop or a tablet held sideways; narrower screens are phones. */
const WIDE_SCREEN = '(min-width: 64em)'

/**
 * The self-hosted Noto Sans KR, for wide screens only. A phone already has the same design as its own
 * Korean font (Android's Noto Sans CJK KR) or Apple SD Gothic Neo, and on a slow connection the web
 * font's two weights (about 190 KB of slices and 180 KB of @font-face rules) would compete with the
 * page for bandwidth; desktops, where Windows' Malgun Gothic is the alternative, load it after the
 * page is interactive and swap it in.
 */
export function DesktopFont() {
  useEffect(() => {
    if (window.matchMedia(WIDE_SCREEN).matches) void import('./desktop-font-faces')
  }, [])
  return null
}
