import { convertHtml, oldAddress } from '../../scripts/import-legacy/html'

const OLD = 'https://old.school.example'

describe("the old site's HTML brought over", () => {
  it('loses its scripts and event handlers, and says so for the report', () => {
    const converted = convertHtml('<p onclick="steal()">기숙사 <b>120명</b></p><script>alert(1)</script><a href="javascript:alert(2)">x</a>', () => null)
    const html = JSON.stringify(converted.value)
    expect(converted.hadScripts).toBe(true)
    expect(html).toContain('120명')
    expect(html).not.toMatch(/onclick|<script|alert\(|javascript:/)
  })

  it('keeps clean HTML as it was, with nothing to report', () => {
    const converted = convertHtml('<p>개강 <a href="https://example.org/">예배</a></p>', () => null)
    expect(converted.hadScripts).toBe(false)
    expect(JSON.stringify(converted.value)).toContain('href=\\"https://example.org/\\"')
  })

  it("points the old site's files and pages at their new addresses", () => {
    expect(oldAddress(`${OLD}/storage/news/a.jpg`, OLD)).toEqual({ storagePath: 'news/a.jpg' })
    expect(oldAddress('/community/news/opening-ceremony', OLD)).toEqual({ path: '/news/announcement/opening-ceremony' })
    expect(oldAddress('https://example.org/x', OLD)).toBeNull()
    const converted = convertHtml(`<img src="${OLD}/storage/news/a.jpg" alt="">`, (address) => (address.endsWith('a.jpg') ? '/media/a.webp' : null))
    expect(JSON.stringify(converted.value)).toContain('/media/a.webp')
  })
})
