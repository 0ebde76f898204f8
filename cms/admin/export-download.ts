'use client'

import { toast, useConfig } from '@payloadcms/ui'

import { useSensitiveRequest } from './ask-again'

export type DownloadTexts = { done: string; failed: string }

/** The name the server gave the file (RFC 6266 `filename*`, else `filename`). */
function fileNameOf(disposition: string | null, fallback: string): string {
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '')?.[1]
  if (encoded) return decodeURIComponent(encoded)
  return /filename="?([^";]+)"?/i.exec(disposition ?? '')?.[1] ?? fallback
}

/**
 * Downloads GET /cms-api/{collection}/export?query as its .xlsx file, giving the second-factor code again first when
 * the server asks for it; resolves to the messages of the filters it refused (none when the file came).
 */
export function useExportDownload(collection: string, texts: DownloadTexts) {
  const { config } = useConfig()
  const sendProven = useSensitiveRequest()
  return async (query: URLSearchParams): Promise<Record<string, string[]>> => {
    const response = await sendProven(() => fetch(`${config.serverURL}${config.routes.api}/${collection}/export?${query}`, { credentials: 'include', headers: { 'X-Requested-With': 'XMLHttpRequest' } }))
    if (!response) return {}
    if (!response.ok) {
      const body = (await response.json().catch(() => ({}))) as { message?: string; errors?: Record<string, string[]> }
      toast.error(body.message ?? texts.failed)
      return body.errors ?? {}
    }
    const url = URL.createObjectURL(await response.blob())
    const link = document.createElement('a')
    link.href = url
    link.download = fileNameOf(response.headers.get('content-disposition'), `${collection}.xlsx`)
    link.click()
    setTimeout(() => URL.revokeObjectURL(url), 10_000)
    toast.success(texts.done.replace('{{count}}', response.headers.get('x-export-count') ?? ''))
    return {}
  }
}
