import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/** Fails with the rule and the elements of every serious or critical axe-core violation, in the whole page or within `scope`. */
export async function expectNoSeriousViolations(page: Page, scope?: string) {
  const builder = new AxeBuilder({ page })
  const { violations } = await (scope ? builder.include(scope) : builder).analyze()
  const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
  expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([])
}
