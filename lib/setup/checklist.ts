import type { Payload } from 'payload'

import { backupsRunning } from './backups'
import { hasBlank } from './privacy-policy-blanks'

/** The environment variables a check reads (process.env, or a test's own). */
type Env = Record<string, string | undefined>

export const SETUP_ITEMS = ['schoolName', 'address', 'contacts', 'logo', 'privacyOfficer', 'privacyPolicy', 'retention', 'mail', 'recaptcha', 'backups'] as const
export type SetupItem = (typeof SETUP_ITEMS)[number]

/** What the checklist reads: the stored settings, the privacy policy's text, the environment and the backups. */
export type SetupState = {
  settings: {
    schoolName?: string | null
    street?: string | null
    phone?: string | null
    email?: string | null
    logo?: unknown
    privacy?: { officerName?: string | null; officerPhone?: string | null; officerEmail?: string | null } | null
    retention?: { approvedYears?: number | null } | null
    updatedAt?: string | null
  }
  privacyPolicyText: string | null
  env: Env
  backups: boolean
}

const filled = (value: unknown) => typeof value === 'string' ? value.trim() !== '' : value !== null && value !== undefined

/** Which items of the first setup are done; each ticks itself as soon as its setting is there. */
export function setupChecklist({ settings, privacyPolicyText, env, backups }: SetupState): Record<SetupItem, boolean> {
  const privacy = settings.privacy ?? {}
  return {
    schoolName: filled(settings.schoolName),
    address: filled(settings.street),
    contacts: filled(settings.phone) && filled(settings.email),
    logo: filled(settings.logo),
    privacyOfficer: filled(privacy.officerName) && (filled(privacy.officerPhone) || filled(privacy.officerEmail)),
    privacyPolicy: privacyPolicyText !== null && privacyPolicyText.trim() !== '' && !hasBlank(privacyPolicyText),
    // The periods have defaults; they count once staff saved the settings with them (after comparing them with the policy).
    retention: filled(settings.updatedAt) && typeof settings.retention?.approvedYears === 'number',
    mail: filled(env.SMTP_HOST),
    recaptcha: filled(env.NEXT_PUBLIC_RECAPTCHA_SITE_KEY) && filled(env.RECAPTCHA_SECRET_KEY),
    backups,
  }
}

/** Every text of a Lexical document, for the blanks of the privacy policy. */
function lexicalText(node: unknown): string {
  if (!node || typeof node !== 'object') return ''
  const { text, children, root } = node as { text?: unknown; children?: unknown[]; root?: unknown }
  if (root) return lexicalText(root)
  return (typeof text === 'string' ? text : '') + (Array.isArray(children) ? children.map(lexicalText).join('\n') : '')
}

/** Reads the state of the first setup (with access control off: only admins see the dashboard). */
export async function readSetupState(payload: Payload, env: Env = process.env): Promise<SetupState> {
  const settings = await payload.findGlobal({ slug: 'settings', depth: 0, locale: 'ko', overrideAccess: true })
  const { docs } = await payload.find({ collection: 'static-pages', where: { slug: { equals: 'privacy-policy' } }, locale: 'all', depth: 0, limit: 1, overrideAccess: true })
  const content = (docs[0]?.content ?? null) as unknown as Record<string, unknown> | null
  const privacyPolicyText = content ? Object.values(content).map(lexicalText).join('\n') : null
  return { settings: settings as SetupState['settings'], privacyPolicyText, env, backups: await backupsRunning() }
}
