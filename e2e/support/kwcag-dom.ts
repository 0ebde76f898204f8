/**
 * Checks of KWCAG 2.2 items that read the rendered page, run inside the browser (page.evaluate): each returns the
 * problems it finds, as "what: where" lines. They are self-contained functions, since Playwright sends their source.
 */

/** A short, stable description of an element for a report: its tag, id or class, and text. */
const DESCRIBE = `
  const describe = (element) => {
    const text = (element.textContent || element.getAttribute('aria-label') || '').replace(/\\s+/g, ' ').trim().slice(0, 40)
    const id = element.id ? '#' + element.id : ''
    const href = element.getAttribute('href') ? '[href="' + element.getAttribute('href') + '"]' : ''
    return element.tagName.toLowerCase() + id + href + (text ? ' "' + text + '"' : '')
  }
  const textOf = (node) => {
    if (node.nodeType === Node.TEXT_NODE) return node.data
    if (node.nodeType !== Node.ELEMENT_NODE || node.getAttribute('aria-hidden') === 'true') return ''
    if (node.getAttribute('aria-label')) return node.getAttribute('aria-label')
    if (node.tagName === 'IMG') return node.getAttribute('alt') || ''
    if (node.tagName === 'svg') return ''
    return [...node.childNodes].map(textOf).join('')
  }
  const accessibleName = (element) => {
    const labelledBy = element.getAttribute('aria-labelledby')
    const name = labelledBy
      ? labelledBy.split(/\\s+/).map((id) => { const target = document.getElementById(id); return target ? textOf(target) : '' }).join(' ')
      : element.getAttribute('aria-label') || textOf(element) || element.getAttribute('title') || ''
    return name.replace(/\\s+/g, ' ').trim()
  }
`

/** The body of an in-page check, with `describe`, `textOf` and `accessibleName` in scope; it returns string[]. */
const check = (body: string) => new Function(`${DESCRIBE}\n${body}`) as () => string[]

/** 1.3.1: every data table says what it is in a <caption>, and each header cell says what it heads (scope). */
export const tableProblems = check(`
  const problems = []
  for (const table of document.querySelectorAll('table:not([role="presentation"]):not([role="none"])')) {
    const caption = table.querySelector(':scope > caption')
    if (!caption || !caption.textContent.trim()) problems.push('table without a caption: ' + describe(table))
    const headers = table.querySelectorAll('th')
    if (headers.length === 0) problems.push('table without header cells: ' + describe(table))
    for (const header of headers) {
      if (!['col', 'row', 'colgroup', 'rowgroup'].includes(header.getAttribute('scope') || '')) problems.push('header cell without scope: ' + describe(header) + ' in ' + describe(table))
    }
  }
  return problems
`)

const NEW_WINDOW = /새\s?창|새\s?탭|new (window|tab)/i
const VAGUE = /^(더\s?보기|more|read more|see more|view more|more\.{0,3}|click here|here|여기|자세히(\s?보기)?|바로\s?가기|\+|»|›|>)$/i

/** 2.4.3: no link named only "더보기"/"more" (or nothing at all): a link says where it leads. */
export const linkTextProblems = check(`
  const VAGUE = ${VAGUE}
  const problems = []
  for (const link of document.querySelectorAll('a[href]')) {
    const name = accessibleName(link)
    if (!name) problems.push('link without a name: ' + describe(link))
    else if (VAGUE.test(name)) problems.push('link named only "' + name + '": ' + describe(link))
  }
  return problems
`)

/** 3.2.1: a link that opens a new window says so in its accessible name. */
export const newWindowProblems = check(`
  const NEW_WINDOW = ${NEW_WINDOW}
  return [...document.querySelectorAll('a[target="_blank"], form[target="_blank"] button')]
    .filter((link) => !NEW_WINDOW.test(accessibleName(link)))
    .map((link) => 'opens a new window without saying so: ' + describe(link) + ' (named "' + accessibleName(link) + '")')
`)

/**
 * 3.1.1: the page's language is its own, and a passage in the other language is marked: on an English page, Korean
 * text sits inside lang="ko"; on a Korean page, an English sentence (three words or more, no Hangul) inside lang="en".
 */
export const languageProblems = check(`
  const pageLang = document.documentElement.lang
  const problems = []
  const HANGUL = /[\\uAC00-\\uD7A3]/
  const ENGLISH_SENTENCE = /^[A-Za-z][A-Za-z'’,.:;!?()&-]*(\\s+[A-Za-z'’,.:;!?()&-]+){2,}$/
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement
    if (!parent || parent.closest('script, style, noscript, template, [hidden]')) continue
    const text = node.data.replace(/\\s+/g, ' ').trim()
    if (!text) continue
    const lang = (parent.closest('[lang]')?.getAttribute('lang') || '').slice(0, 2)
    if (pageLang === 'en' && HANGUL.test(text) && lang !== 'ko') problems.push('Korean text without lang="ko": "' + text.slice(0, 40) + '" in ' + describe(parent))
    if (pageLang === 'ko' && !HANGUL.test(text) && ENGLISH_SENTENCE.test(text) && lang !== 'en') problems.push('English text without lang="en": "' + text.slice(0, 40) + '" in ' + describe(parent))
  }
  return problems
`)

/**
 * 2.1.3 on a phone: every control a finger aims at (a button, a form control, a link that is not a word inside a
 * sentence) is at least 24 × 24 CSS pixels, WCAG 2.2's minimum.
 */
export const smallTargetProblems = check(`
  const problems = []
  const controls = document.querySelectorAll('a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="tab"], [role="checkbox"], [role="radio"]')
  for (const control of controls) {
    const box = control.getBoundingClientRect()
    if (box.width === 0 || box.height === 0) continue
    const style = getComputedStyle(control)
    if (style.visibility === 'hidden' || control.closest('[aria-hidden="true"], [inert]')) continue
    // A link inside a sentence is exempt (WCAG 2.5.8 "inline"); a checkbox or radio counts with its label.
    if (control.tagName === 'A' && style.display === 'inline' && control.parentElement && /^(P|LI|TD|DD|SPAN|ADDRESS|LABEL|STRONG|EM)$/.test(control.parentElement.tagName) && control.parentElement.textContent.trim() !== control.textContent.trim()) continue
    let target = box
    if (control.matches('input[type="checkbox"], input[type="radio"]')) {
      const label = control.closest('label') || (control.id && document.querySelector('label[for="' + control.id + '"]'))
      if (label) target = label.getBoundingClientRect()
    }
    if (Math.round(target.width) < 24 || Math.round(target.height) < 24) problems.push(Math.round(target.width) + '×' + Math.round(target.height) + ' px: ' + describe(control))
  }
  return problems
`)

export type TabStop = { key: string; label: string; href: string | null; contained: boolean; shown: boolean; sized: boolean; left: boolean }

/**
 * Records every place the keyboard focus goes in `window.__tabStops`: a key for the element, whether its focus is
 * shown (an outline or a shadow), whether it is on screen, and `left` when the focus went out of the page (to the
 * browser) rather than to another element of it. A frame or a video keeps the focus inside (a map, the player's own
 * controls) and counts as one stop.
 */
export const recordTabStops = new Function(`
  ${DESCRIBE}
  const stops = (window.__tabStops = [])
  const keyOf = (element) => {
    const path = []
    for (let node = element; node && node !== document.body; node = node.parentElement) path.unshift(node.tagName + ':' + [...(node.parentElement?.children || [])].indexOf(node))
    return path.join('/')
  }
  const marked = (style) => (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1) || style.boxShadow !== 'none'
  document.addEventListener('focusin', (event) => {
    const element = event.target
    // A widget that hands the focus on while it arrives (a tab list to its current tab) is passed, not stopped at.
    if (document.activeElement !== element) return
    const box = element.getBoundingClientRect()
    // A card's link may draw its ring on a pseudo-element that covers the whole card.
    const shown = [null, '::before', '::after'].some((pseudo) => marked(getComputedStyle(element, pseudo)))
    stops.push({ key: keyOf(element), label: describe(element), href: element.getAttribute('href'), contained: /^(IFRAME|VIDEO|AUDIO)$/.test(element.tagName), shown, sized: box.width >= 1 && box.height >= 1, left: false })
  })
  document.addEventListener('focusout', (event) => {
    if (event.relatedTarget === null) setTimeout(() => { if (!document.hasFocus() || document.activeElement === document.body) stops.push({ key: '', label: '', href: null, contained: false, shown: true, sized: true, left: true }) })
  })
`) as () => void

/** 3.2.2: the footer of every page offers help in one place: the contact page and the accessibility statement. */
export const helpProblems = check(`
  const footer = document.querySelector('footer')
  if (!footer) return ['no footer']
  const paths = [...footer.querySelectorAll('a[href]')].map((link) => new URL(link.href).pathname.replace(/^\\/en(?=\\/)/, ''))
  return ['/contact-us', '/accessibility'].filter((path) => !paths.includes(path)).map((path) => 'the footer does not link ' + path)
`)
