import type { TextField } from 'payload'

import { isSafeUrl } from '../../lib/security/safe-url'

type Label = { ko: string; en: string }

const HTTP_ONLY = /^https?:$/

/** Whether `value` is an absolute http(s) address. */
function isHttpUrl(value: string): boolean {
  try {
    return HTTP_ONLY.test(new URL(value).protocol)
  } catch {
    return false
  }
}

/**
 * A text field holding an address a visitor's browser will follow or load. `javascript:`, `data:`
 * and other schemes are refused on save: the value reaches pages and /api as it is.
 * - `site`: a path of this site (`/faq`), or http(s), mailto and tel addresses;
 * - `web`: an absolute http(s) address only.
 */
export const urlField = (name: string, label: Label, accepts: 'site' | 'web', overrides: Partial<TextField> = {}): TextField =>
  ({
    name,
    label,
    type: 'text',
    maxLength: 2000,
    validate: (value: unknown, { required }: { required?: boolean }) => {
      if (typeof value !== 'string' || value.trim() === '') return required ? '필수 항목입니다. / This field is required.' : true
      const ok = accepts === 'web' ? isHttpUrl(value.trim()) : isSafeUrl(value)
      if (ok) return true
      return accepts === 'web'
        ? 'http:// 또는 https://로 시작하는 주소를 입력하세요. / Enter an address starting with http:// or https://.'
        : '이 사이트의 경로(/로 시작) 또는 http(s), mailto, tel 주소를 입력하세요. / Enter a path of this site (starting with /) or an http(s), mailto or tel address.'
    },
    ...overrides,
  }) as TextField
