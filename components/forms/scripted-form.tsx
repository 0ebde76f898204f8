import type { ComponentProps } from 'react'

type Props = Omit<ComponentProps<'form'>, 'method' | 'action' | 'noValidate'>

/**
 * A form that its page's script sends (through `onSubmit`) and checks (so the browser's own checks are off).
 * Posted, so that a submit before that script runs (a phone still loading it, a script that failed to arrive)
 * sends the fields in a request body to the page, which answers with itself, instead of writing the password or
 * the applicant's personal data into the address, where history, server logs and Referer headers keep them.
 */
export function ScriptedForm(props: Props) {
  return <form {...props} method="post" noValidate />
}
