import { sanitizeHtml } from '@/lib/security/sanitize-html'
import { isSafeUrl } from '@/lib/security/safe-url'

describe('sanitizeHtml', () => {
  it.each([
    ['<p onclick="x()">hi</p>', '<p>hi</p>'],
    ['<script>alert(1)</script><p>ok</p>', '<p>ok</p>'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<img src="/media/a.webp" onerror="x()" alt="a">', '<img src="/media/a.webp" alt="a" />'],
    ['<iframe src="https://evil.example/x"></iframe>', ''],
    ['<iframe src="https://www.youtube.com/embed/abc" allowfullscreen></iframe>', '<iframe src="https://www.youtube.com/embed/abc" allowfullscreen></iframe>'],
    ['<a href="https://example.org" target="_blank">x</a>', '<a href="https://example.org" target="_blank" rel="noopener noreferrer">x</a>'],
    ['<table><tr><td colspan="2" style="color:red">x</td></tr></table>', '<table><tr><td colspan="2">x</td></tr></table>'],
    ['<video src="/media/v.mp4" controls controlslist="nodownload"><source src="/media/v.webm" type="video/webm"></video>', '<video src="/media/v.mp4" controls controlslist="nodownload"><source src="/media/v.webm" type="video/webm" /></video>'],
    ['<svg><script>x</script></svg><p>after</p>', '<p>after</p>'],
  ])('cleans %s', (input, expected) => {
    expect(sanitizeHtml(input)).toBe(expected)
  })

  it('returns an empty string for nothing', () => {
    expect(sanitizeHtml(null)).toBe('')
    expect(sanitizeHtml(undefined)).toBe('')
  })
})

describe('isSafeUrl', () => {
  it.each(['/news', '#top', '?page=2', 'https://example.org', 'http://a.b', 'mailto:a@b.c', 'tel:021234567'])('accepts %s', (url) => {
    expect(isSafeUrl(url)).toBe(true)
  })

  it.each(['javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,x', 'vbscript:x', '//evil.example', '', 'not a url'])('refuses %p', (url) => {
    expect(isSafeUrl(url)).toBe(false)
  })
})
