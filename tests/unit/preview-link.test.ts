import { previewToken, readPreviewToken, PREVIEW_LINK_MS } from '@/lib/preview/link'

process.env.PAYLOAD_SECRET = 'a-test-secret-that-is-at-least-32-characters-long'

describe('preview links', () => {
  const target = { collection: 'news', id: 7, locale: 'en' } as const

  it('open the document they name until they expire', () => {
    const now = Date.now()
    const token = previewToken(target, now)
    expect(readPreviewToken(token, now + 1000)).toEqual({ ...target, expires: now + PREVIEW_LINK_MS })
    expect(readPreviewToken(token, now + PREVIEW_LINK_MS + 1)).toBeNull()
  })

  it('refuse an altered token or one of another collection', () => {
    const token = previewToken(target)
    expect(readPreviewToken(token.replace('.7.', '.8.'))).toBeNull()
    expect(readPreviewToken(token.replace('news.', 'users.'))).toBeNull()
    expect(readPreviewToken('news.7.en.99999999999999.x')).toBeNull()
    expect(readPreviewToken('')).toBeNull()
  })
})
