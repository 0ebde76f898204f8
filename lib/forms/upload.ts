import type { Locale } from '../api/types'

export type UploadResponse = { status: number; body: unknown }

/**
 * POSTs a multipart body to this site's /api and reports upload progress (0 to 1). It uses
 * XMLHttpRequest rather than the ky client because ky's upload progress needs a streamed request
 * body, which Chromium only sends over HTTP/2. It sends the same script marker and language as ky.
 * A network failure resolves with status 0.
 */
export function postWithProgress(path: string, body: FormData, locale: Locale, onProgress: (fraction: number) => void): Promise<UploadResponse> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest()
    request.open('POST', `/api/${path}?locale=${locale}`)
    request.setRequestHeader('X-Requested-With', 'XMLHttpRequest')
    request.setRequestHeader('Accept', 'application/json')
    request.responseType = 'json'
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total)
    }
    request.onload = () => resolve({ status: request.status, body: request.response })
    request.onerror = () => resolve({ status: 0, body: null })
    request.send(body)
  })
}
