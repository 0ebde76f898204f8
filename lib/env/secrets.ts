import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { dataDir } from '../../cms/storage-paths'

type LocalSecrets = { payloadSecret: string; encryptionKey: string }

export const isProductionDeployment = process.env.APP_ENV === 'production'

const secretsFile = path.join(dataDir, 'secrets.json')

/** Secrets for local use: generated once into data/ with owner-only permissions. */
function localSecrets(): LocalSecrets {
  if (fs.existsSync(secretsFile)) return JSON.parse(fs.readFileSync(secretsFile, 'utf8')) as LocalSecrets
  const secrets: LocalSecrets = {
    payloadSecret: crypto.randomBytes(32).toString('hex'),
    encryptionKey: crypto.randomBytes(32).toString('base64'),
  }
  fs.mkdirSync(dataDir, { recursive: true })
  fs.writeFileSync(secretsFile, JSON.stringify(secrets, null, 2), { mode: 0o600, flag: 'wx' })
  return secrets
}

function required(name: string, localValue: () => string): string {
  const value = process.env[name]
  if (value && value.length >= 32) return value
  if (isProductionDeployment) {
    throw new Error(`${name} must be set to a random value of at least 32 characters when APP_ENV=production.`)
  }
  return localValue()
}

export const payloadSecret = (): string => required('PAYLOAD_SECRET', () => localSecrets().payloadSecret)

/** 32-byte key for AES-256-GCM, base64 in ENCRYPTION_KEY. */
export const encryptionKey = (): Buffer => Buffer.from(required('ENCRYPTION_KEY', () => localSecrets().encryptionKey), 'base64')

/** Checked when the configuration loads, so a production server without real secrets never starts. */
export function requiredSecrets(): { payloadSecret: string } {
  encryptionKey()
  return { payloadSecret: payloadSecret() }
}
