'use client'

import type React from 'react'
import { useEffect, useState } from 'react'

import { usePathname } from '@/i18n/navigation'

import styles from './header.module.css'

/**
 * The header's frame: fixed and transparent over the video on the home page (solid once the page
 * scrolls, so its text stays readable), a solid bar on every other page. The menus inside are
 * rendered on the server and passed in as children.
 */
export function HeaderShell({ children }: { children: React.ReactNode }) {
  const isHome = usePathname() === '/'
  const [scrolled, setScrolled] = useState(false)

  useEffect(() => {
    if (!isHome) return
    const onScroll = () => setScrolled(window.scrollY > 24)
    onScroll()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => window.removeEventListener('scroll', onScroll)
  }, [isHome])

  const variant = isHome ? `${styles.overlay} ${scrolled ? styles.scrolled : ''}` : styles.solid
  return (
    <header className={`${styles.header} ${variant}`} data-variant={isHome ? 'home' : 'page'}>
      {children}
    </header>
  )
}
