import { expect, type Page } from '@playwright/test'

const ELEMENT_NODE = 1

type Declaration = { layered: boolean; specificity: number; source: string; value: string; important: boolean; selector: string }

/**
 * Where one element gets the same property from two stylesheets (or two CSS modules of one chunk) through selectors
 * of equal specificity in the same cascade tier (unlayered, or in a layer), with different values: "property: selector
 * {value} vs selector {value}". The winner is then whichever rule the browser read last, and the bundler's CSS
 * chunking, not our code, decides that order: it may merge, split and reorder modules from one build to the next. A
 * rule's source is its stylesheet and line, since a production chunk has one line per CSS module. Named layers count
 * as one tier: their order too is the order the browser first reads their names in.
 */
export async function styleOrderDependencies(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('DOM.enable')
  await cdp.send('CSS.enable')
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 })
  const nodeIds: number[] = []
  const collect = (node: typeof root) => {
    if (node.nodeType === ELEMENT_NODE) nodeIds.push(node.nodeId)
    for (const child of node.children ?? []) collect(child)
  }
  collect(root)
  const found = new Set<string>()
  const matches = await Promise.all(
    nodeIds.map((nodeId) => cdp.send('CSS.getMatchedStylesForNode', { nodeId }).catch(() => ({ matchedCSSRules: undefined }))),
  )
  for (const { matchedCSSRules = [] } of matches) {
    const byProperty = new Map<string, Declaration[]>()
    for (const { rule, matchingSelectors } of matchedCSSRules) {
      if (rule.origin !== 'regular' || !rule.styleSheetId) continue
      const specificity = Math.max(
        ...matchingSelectors.map((index) => {
          const { a, b, c } = rule.selectorList.selectors[index].specificity ?? { a: 0, b: 0, c: 0 }
          return a * 1e6 + b * 1e3 + c
        }),
      )
      const source = `${rule.styleSheetId}:${rule.style.range?.startLine}`
      for (const property of rule.style.cssProperties) {
        if (!property.range || property.disabled || property.parsedOk === false) continue
        const declarations = byProperty.get(property.name) ?? []
        declarations.push({ layered: Boolean(rule.layers?.length), specificity, source, value: property.value, important: Boolean(property.important), selector: rule.selectorList.text })
        byProperty.set(property.name, declarations)
      }
    }
    for (const [name, declarations] of byProperty) {
      const important = declarations.some((declaration) => declaration.important)
      const sameImportance = declarations.filter((declaration) => declaration.important === important)
      // An unlayered normal declaration beats a layered one; for !important it is the other way round.
      const preferred = important
      const layered = sameImportance.some((declaration) => declaration.layered === preferred) ? preferred : !preferred
      const contenders = sameImportance.filter((declaration) => declaration.layered === layered)
      const highest = Math.max(...contenders.map((declaration) => declaration.specificity))
      const tied = contenders.filter((declaration) => declaration.specificity === highest)
      if (new Set(tied.map((declaration) => declaration.source)).size > 1 && new Set(tied.map((declaration) => declaration.value)).size > 1) {
        found.add(`${name}: ${tied.map((declaration) => `${declaration.selector} {${declaration.value}}`).join(' vs ')}`)
      }
    }
  }
  await cdp.detach()
  return [...found]
}

/** Fails with every style on the page that depends on the order of two stylesheets or modules (styleOrderDependencies). */
export async function expectNoStyleOrderDependence(page: Page) {
  expect(await styleOrderDependencies(page)).toEqual([])
}
