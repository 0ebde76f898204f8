import { get } from './client'

const PAGE_TYPES = ['/', '/school-guide/history', '/department-guide/ministry-of-ministry', '/news/announcement', '/community/gallery', '/community/downloads', '/faq', '/contact-us', '/student-registration', '/student-registration/status', '/search?q=입학', '/privacy-policy', '/no-such-page']

describe('the privacy policy in every footer (PIPA Art. 30)', () => {
  it.each(PAGE_TYPES.flatMap((path) => [['ko', path], ['en', path === '/' ? '/en' : `/en${path}`]]))('%s %s links it first, before the terms', async (locale, path) => {
    const { body } = await get<string>(path)
    const footer = body.slice(body.indexOf('<footer'))
    const [privacy, terms] = locale === 'ko' ? ['개인정보처리방침', '이용약관'] : ['Privacy Policy', 'Terms of Use']
    const privacyLink = new RegExp(`<a [^>]*href="${locale === 'en' ? '/en' : ''}/privacy-policy"[^>]*>${privacy}</a>`)
    expect(footer).toMatch(privacyLink)
    expect(footer.search(privacyLink)).toBeLessThan(footer.indexOf(`>${terms}</a>`))
  })
})
