'use client'

import { useEffect, useRef } from 'react'

/**
 * Closes an open disclosure (dropdown, mobile menu) on Escape, on a pointer press outside it and when
 * keyboard focus leaves it; Escape also returns focus to its toggle button.
 */
export function useDismiss<Container extends HTMLElement>(open: boolean, close: () => void) {
  const containerRef = useRef<Container>(null)
  const toggleRef = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    const container = containerRef.current
    if (!open || !container) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      close()
      toggleRef.current?.focus()
    }
    const onPointerDown = (event: PointerEvent) => {
      if (!container.contains(event.target as Node)) close()
    }
    const onFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget instanceof Node && !container.contains(event.relatedTarget)) close()
    }
    document.addEventListener('keydown', onKeyDown)
    document.addEventListener('pointerdown', onPointerDown)
    container.addEventListener('focusout', onFocusOut)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('pointerdown', onPointerDown)
      container.removeEventListener('focusout', onFocusOut)
    }
  }, [open, close])

  return { containerRef, toggleRef }
}
