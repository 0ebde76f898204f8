/** How the privacy-policy template marks what a school must fill in: `[[학교 이름]]`. */
export const PRIVACY_POLICY_BLANK = { open: '[[', close: ']]' } as const

/** Whether a text still holds a blank of the template. */
export const hasBlank = (text: string): boolean => text.includes(PRIVACY_POLICY_BLANK.open)
