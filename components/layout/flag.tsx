import type { Locale } from '@/i18n/routing'

/** The flag shown next to a language name; decorative, the name says the language. */
export function Flag({ locale, className }: { locale: Locale; className?: string }) {
  if (locale === 'ko') {
    return (
      <svg className={className} viewBox="0 0 36 24" width="24" height="16" aria-hidden="true" focusable="false">
        <rect width="36" height="24" fill="#fff" />
        <g transform="rotate(33.7 18 12)">
          <circle cx="18" cy="12" r="6" fill="#0047a0" />
          <path d="M12 12a6 6 0 0 1 12 0a3 3 0 0 1-6 0a3 3 0 0 0-6 0z" fill="#cd2e3a" />
        </g>
        {[
          [7, 5, -56],
          [29, 5, 56],
          [7, 19, 56],
          [29, 19, -56],
        ].map(([x, y, angle]) => (
          <g key={`${x}-${y}`} transform={`translate(${x} ${y}) rotate(${angle})`} fill="#000">
            <rect x="-2.5" y="-2" width="5" height="0.9" />
            <rect x="-2.5" y="-0.45" width="5" height="0.9" />
            <rect x="-2.5" y="1.1" width="5" height="0.9" />
          </g>
        ))}
        <rect width="36" height="24" fill="none" stroke="#c9ced6" />
      </svg>
    )
  }
  return (
    <svg className={className} viewBox="0 0 60 30" width="24" height="12" aria-hidden="true" focusable="false">
      <rect width="60" height="30" fill="#012169" />
      <path d="M0 0l60 30M60 0L0 30" stroke="#fff" strokeWidth="6" />
      <path d="M0 0l60 30M60 0L0 30" stroke="#c8102e" strokeWidth="2" />
      <path d="M30 0v30M0 15h60" stroke="#fff" strokeWidth="10" />
      <path d="M30 0v30M0 15h60" stroke="#c8102e" strokeWidth="6" />
    </svg>
  )
}
