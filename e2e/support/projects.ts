import type { TestInfo } from '@playwright/test'

/** A desktop screen (the Korean and the English browser alike), rather than a phone's. */
export const isDesktop = (testInfo: TestInfo) => !testInfo.project.use.isMobile

/** Checks that depend on neither the screen nor the browser's language run in one project only. */
export const runsOnce = (testInfo: TestInfo) => testInfo.project.name === 'desktop'
