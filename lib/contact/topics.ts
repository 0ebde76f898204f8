/** What a contact message is about: a general question, or a barrier reported from the accessibility statement. */
export const CONTACT_TOPICS = ['general', 'accessibility'] as const

export type ContactTopic = (typeof CONTACT_TOPICS)[number]
