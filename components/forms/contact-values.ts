import { CONTACT_TOPICS, type ContactTopic } from '@/lib/contact/topics'

/** The contact form's values as react-hook-form keeps them. */
export type ContactValues = { topic: ContactTopic; name: string; email: string; message: string; consent_privacy: boolean }

export const CONTACT_FIELDS = ['topic', 'name', 'email', 'message', 'consent_privacy'] as const
export const EMPTY_CONTACT: ContactValues = { topic: 'general', name: '', email: '', message: '', consent_privacy: false }

/** The contact form's element id: its deferred code finds the server-rendered form by it (one contact form a page). */
export const CONTACT_FORM_ID = 'contact-form'

/** The accessibility statement links to the form as …/contact-us#accessibility: the topic is chosen for the visitor. */
export const topicOfAddress = (): ContactTopic => (window.location.hash === '#accessibility' ? 'accessibility' : 'general')

const isTopic = (value: string): value is ContactTopic => (CONTACT_TOPICS as readonly string[]).includes(value)

/** The values already in the server-rendered form when its code takes it over (react-hook-form would write its defaults over them). */
export function contactValuesIn(form: HTMLFormElement): ContactValues {
  const data = new FormData(form)
  const text = (name: string) => {
    const value = data.get(name)
    return typeof value === 'string' ? value : ''
  }
  const topic = text('topic')
  return { topic: isTopic(topic) ? topic : 'general', name: text('name'), email: text('email'), message: text('message'), consent_privacy: data.has('consent_privacy') }
}
