import { expect, type Page } from '@playwright/test'

/**
 * Where one element gets the same property from two stylesheets (or two CSS modules of one chunk) through selectors
 * of equal specificity in the same cascade tier (unlayered, or in a layer), with different values: "property:
 * selector {value} vs selector {value}". The winner is then whichever rule the browser read last, and the bundler's
 * CSS chunking, not our code, decides that order: it may merge, split and reorder modules from one build to the next.
 * A rule's source is its stylesheet and line, since a production chunk has one line per CSS module. Named layers
 * count as one tier: their order too is the order the browser first reads their names in. Rules for pseudo-elements
 * and for states the page is not in (:hover) are left out, as the browser leaves them out of what it matched.
 *
 * It runs in the page, over the CSSOM: asking Chromium's DevTools protocol for each element's matched rules took
 * 8 ms an element, seconds a page.
 */
export async function styleOrderDependencies(page: Page) {
  return page.evaluate(async () => {
    type Rule = { selectors: string[]; style: CSSStyleDeclaration; source: string; layered: boolean }
    type Declaration = { specificity: number; source: string; value: string; important: boolean; layered: boolean; selector: string }

    /** Splits a selector list at its top-level commas (not those inside :is(…) and the like). */
    const splitList = (list: string) => {
      const parts: string[] = []
      let depth = 0
      let start = 0
      for (let index = 0; index < list.length; index += 1) {
        const char = list[index]
        if (char === '(' || char === '[') depth += 1
        else if (char === ')' || char === ']') depth -= 1
        else if (char === ',' && depth === 0) {
          parts.push(list.slice(start, index).trim())
          start = index + 1
        }
      }
      parts.push(list.slice(start).trim())
      return parts
    }

    /** Selectors Level 4 specificity as one number (ids, then classes, attributes and pseudo-classes, then types). */
    const specificity = (selector: string): number => {
      let score = 0
      let index = 0
      const identEnd = (from: number) => {
        let end = from
        while (end < selector.length && /[\w-]|\\/.test(selector[end])) end += selector[end] === '\\' ? 2 : 1
        return end
      }
      const parenthesised = (from: number) => {
        let depth = 0
        for (let end = from; end < selector.length; end += 1) {
          if (selector[end] === '(') depth += 1
          else if (selector[end] === ')' && --depth === 0) return { inner: selector.slice(from + 1, end), end: end + 1 }
        }
        return { inner: '', end: selector.length }
      }
      while (index < selector.length) {
        const char = selector[index]
        if (char === '#') {
          score += 1e6
          index = identEnd(index + 1)
        } else if (char === '.') {
          score += 1e3
          index = identEnd(index + 1)
        } else if (char === '[') {
          score += 1e3
          index = selector.indexOf(']', index) + 1
        } else if (char === ':') {
          const element = selector[index + 1] === ':'
          const nameEnd = identEnd(index + (element ? 2 : 1))
          const name = selector.slice(index + (element ? 2 : 1), nameEnd)
          const args = selector[nameEnd] === '(' ? parenthesised(nameEnd) : undefined
          index = args?.end ?? nameEnd
          if (element || ['before', 'after', 'first-line', 'first-letter'].includes(name)) score += 1
          else if (['is', 'not', 'has'].includes(name)) score += Math.max(0, ...splitList(args?.inner ?? '').map(specificity))
          else if (name !== 'where') score += 1e3
        } else if (/[a-zA-Z_-]/.test(char)) {
          score += 1
          index = identEnd(index)
        } else index += 1
      }
      return score
    }

    /** The line of each top-level rule of a stylesheet's text: a production chunk has one CSS module a line. */
    const lineOfRule = async (sheet: CSSStyleSheet) => {
      if (!sheet.href) return () => 0
      const lines = (await (await fetch(sheet.href)).text()).split('\n')
      const lineOf: number[] = []
      lines.forEach((text, line) => {
        const parsed = new CSSStyleSheet()
        parsed.replaceSync(text)
        for (let count = 0; count < parsed.cssRules.length; count += 1) lineOf.push(line)
      })
      return (index: number) => lineOf[index] ?? -1
    }

    // A longhand set through a shorthand with var() has no value of its own until computed: the rule's text stands in.
    const longhandValue = (style: CSSStyleDeclaration, name: string) => style.getPropertyValue(name) || style.cssText

    const rules: Rule[] = []
    const collect = (list: CSSRule[], source: string, layered: boolean) => {
      for (const rule of list) {
        if (rule instanceof CSSStyleRule) rules.push({ selectors: splitList(rule.selectorText), style: rule.style, source, layered })
        else if (rule instanceof CSSMediaRule) {
          if (matchMedia(rule.media.mediaText).matches) collect(Array.from(rule.cssRules), source, layered)
        } else if (rule instanceof CSSSupportsRule) {
          if (CSS.supports(rule.conditionText)) collect(Array.from(rule.cssRules), source, layered)
        } else if (rule instanceof CSSLayerBlockRule) collect(Array.from(rule.cssRules), source, true)
      }
    }
    for (const [sheetIndex, sheet] of Array.from(document.styleSheets).entries()) {
      const line = await lineOfRule(sheet)
      Array.from(sheet.cssRules).forEach((rule, index) => collect([rule], `${sheet.href ?? `inline ${sheetIndex}`}:${line(index)}`, false))
    }

    const byElement = new Map<Element, Map<string, Declaration[]>>()
    for (const { selectors, style, source, layered } of rules) {
      for (const selector of selectors) {
        if (selector.includes('::')) continue
        let matched: NodeListOf<Element>
        try {
          matched = document.querySelectorAll(selector)
        } catch {
          continue
        }
        for (const element of Array.from(matched)) {
          const properties = byElement.get(element) ?? new Map<string, Declaration[]>()
          byElement.set(element, properties)
          for (const name of Array.from(style)) {
            const declarations = properties.get(name) ?? []
            declarations.push({ specificity: specificity(selector), source, value: longhandValue(style, name), important: style.getPropertyPriority(name) === 'important', layered, selector })
            properties.set(name, declarations)
          }
        }
      }
    }

    const found = new Set<string>()
    for (const properties of Array.from(byElement.values())) {
      for (const [name, declarations] of Array.from(properties)) {
        const important = declarations.some((declaration) => declaration.important)
        const sameImportance = declarations.filter((declaration) => declaration.important === important)
        // An unlayered normal declaration beats a layered one; for !important it is the other way round.
        const layered = sameImportance.some((declaration) => declaration.layered === important) ? important : !important
        const contenders = sameImportance.filter((declaration) => declaration.layered === layered)
        const highest = Math.max(...contenders.map((declaration) => declaration.specificity))
        const tied = contenders.filter((declaration) => declaration.specificity === highest)
        if (new Set(tied.map((declaration) => declaration.source)).size > 1 && new Set(tied.map((declaration) => declaration.value)).size > 1) {
          found.add(`${name}: ${tied.map((declaration) => `${declaration.selector} {${declaration.value}}`).join(' vs ')}`)
        }
      }
    }
    return Array.from(found)
  })
}

/** Fails with every style on the page that depends on the order of two stylesheets or modules (styleOrderDependencies). */
export async function expectNoStyleOrderDependence(page: Page) {
  expect(await styleOrderDependencies(page)).toEqual([])
}
