'use client'

import { useLocale, useTranslations } from 'next-intl'
import type { HTMLInputTypeAttribute } from 'react'
import { get, useFormContext, type FieldPath, type RegisterOptions } from 'react-hook-form'

import type { Locale } from '@/lib/api/types'
import { singleFieldProblem, TEXT_FIELDS, type SingleField } from '@/lib/registration/schema'

import { errorId, Field, FieldError, RequiredMark } from '../field'
import styles from '../forms.module.css'
import { fileProblem } from './file-checks'
import { fieldId, type RegistrationValues } from './values'
import type { Messages } from 'next-intl'

type Name = FieldPath<RegistrationValues>
export type Choice = { value: string; label: string | { ko: string; en: string } }

type Common = { name: Name; label?: string; required?: boolean; hint?: string }

/** The browser's rule for a required field: the same words as the server's refusal. */
function useRequiredRule(required?: boolean) {
  const problems = useTranslations('registrationErrors')
  return required ? { required: problems('required') } : {}
}

const isSingleField = (name: string): name is SingleField => name !== 'faiths' && (TEXT_FIELDS as readonly string[]).includes(name)

/** The server's own rule for a field it checks alone (lib/registration/schema.ts), in the server's words: checked as the field is left. */
export function useServerRule(name: Name): Pick<RegisterOptions<RegistrationValues, Name>, 'validate'> {
  const problems = useTranslations('registrationErrors')
  if (!isSingleField(name)) return {}
  return {
    validate: (value, values) => {
      const problem = singleFieldProblem(name, typeof value === 'string' ? value : '', values.nationality)
      return !problem || problems(problem.key as keyof Messages['registrationErrors'], problem.params)
    },
  }
}

/** The field's label (from `registration.fields`) and its current error, client or server. */
function useFieldState(name: Name, label?: string) {
  const t = useTranslations('registration.fields')
  const { formState } = useFormContext<RegistrationValues>()
  const error = get(formState.errors, name) as { message?: string } | undefined
  // Faith cells are labelled by their table (faith-table.tsx), never by a name of their own.
  return { label: label ?? t(name as keyof Messages['registration']['fields']), error: error?.message }
}

const choiceLabel = (choice: Choice, locale: Locale) => (typeof choice.label === 'string' ? choice.label : choice.label[locale])

type TextProps = Common & {
  type?: HTMLInputTypeAttribute
  autoComplete?: string
  inputMode?: 'numeric' | 'tel' | 'email' | 'text'
  rules?: RegisterOptions<RegistrationValues, Name>
}

export function TextInput({ name, label, required, hint, type = 'text', autoComplete, inputMode, rules }: TextProps) {
  const { register, trigger } = useFormContext<RegistrationValues>()
  const state = useFieldState(name, label)
  const requiredRule = useRequiredRule(required)
  const serverRule = useServerRule(name)
  const field = register(name, { ...requiredRule, ...serverRule, ...rules })
  return (
    <Field id={fieldId(name)} label={state.label} required={required} hint={hint} error={state.error}>
      {(control) => (
        <input
          {...control}
          className={styles.input}
          type={type}
          autoComplete={autoComplete}
          inputMode={inputMode}
          {...field}
          // What was typed is checked as the field is left (a short password, an address without a domain), not only
          // when the form is sent; a field merely passed over on the way is not called missing until then.
          onBlur={async (event) => {
            await field.onBlur(event)
            if (event.target.value !== '') void trigger(name)
          }}
        />
      )}
    </Field>
  )
}

export function SelectInput({ name, label, required, hint, choices }: Common & { choices: readonly Choice[] }) {
  const t = useTranslations('registration')
  const locale = useLocale()
  const { register, formState } = useFormContext<RegistrationValues>()
  const state = useFieldState(name, label)
  const requiredRule = useRequiredRule(required)
  // In the server's HTML too: the form's code, when it takes the form over, reads the choice the page shows (valuesIn).
  const defaultValue = get(formState.defaultValues, name) as string | undefined
  return (
    <Field id={fieldId(name)} label={state.label} required={required} hint={hint} error={state.error}>
      {(control) => (
        <select {...control} className={styles.input} defaultValue={defaultValue} {...register(name, requiredRule)}>
          <option value="">{t('choose')}</option>
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choiceLabel(choice, locale)}
            </option>
          ))}
        </select>
      )}
    </Field>
  )
}

/**
 * Radio buttons in a fieldset; the first one carries the field's id so an error link can focus the group, and each says
 * when the choice is wrong, as the focus lands on one of them.
 */
export function ChoiceGroup({ name, label, required, choices }: Common & { choices: readonly Choice[] }) {
  const locale = useLocale()
  const { register } = useFormContext<RegistrationValues>()
  const state = useFieldState(name, label)
  const requiredRule = useRequiredRule(required)
  const id = fieldId(name)
  return (
    <fieldset className={styles.choices}>
      <legend className={styles.label}>
        {state.label}
        {required && <RequiredMark />}
      </legend>
      <div className={styles.choiceList}>
        {choices.map((choice, index) => (
          <label key={choice.value} className={styles.choice}>
            <input
              type="radio"
              id={index === 0 ? id : undefined}
              value={choice.value}
              required={required}
              {...(state.error && { 'aria-invalid': true, 'aria-describedby': errorId(id) })}
              {...register(name, requiredRule)}
            />
            {choiceLabel(choice, locale)}
          </label>
        ))}
      </div>
      <FieldError id={errorId(id)} text={state.error} />
    </fieldset>
  )
}

/** A file chosen here is checked at once (type, size); the form is not sent while one is wrong. */
export function FileInput({ name, label, required, hint, accept, kind }: Common & { accept: string; kind: 'photo' | 'document' }) {
  const problems = useTranslations('registrationErrors')
  const { register, trigger } = useFormContext<RegistrationValues>()
  const state = useFieldState(name, label)
  const requiredRule = useRequiredRule(required)
  const field = register(name, {
    ...requiredRule,
    validate: (files) => {
      const file = files instanceof FileList ? files[0] : undefined
      const problem = file ? fileProblem(file, kind) : null
      return !problem || (problem.key === 'fileTooLarge' ? problems('fileTooLarge', { max: problem.max }) : problems(problem.key))
    },
  })
  return (
    <Field id={fieldId(name)} label={state.label} required={required} hint={hint} error={state.error}>
      {(control) => (
        <input
          {...control}
          className={styles.input}
          type="file"
          accept={accept}
          {...field}
          onChange={async (event) => {
            await field.onChange(event)
            void trigger(name)
          }}
        />
      )}
    </Field>
  )
}
