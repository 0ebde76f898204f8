import { s3Storage } from '@payloadcms/storage-s3'
import type { S3ClientConfig } from '@aws-sdk/client-s3'
import type { Plugin } from 'payload'

import { UPLOAD_PREFIXES } from './upload-prefixes'

export { UPLOAD_PREFIXES, type UploadCollection } from './upload-prefixes'

export type S3Settings = { bucket: string; client: S3ClientConfig }

/** S3_* from the environment; null (files on local disk, DATA_DIR) when S3_BUCKET is not set. */
export function s3Settings(env: Readonly<Record<string, string | undefined>> = process.env): S3Settings | null {
  const bucket = env.S3_BUCKET?.trim()
  if (!bucket) return null
  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim()
  return {
    bucket,
    client: {
      region: env.S3_REGION?.trim() || 'us-east-1',
      endpoint: env.S3_ENDPOINT?.trim() || undefined,
      forcePathStyle: /^(1|true|yes)$/i.test(env.S3_FORCE_PATH_STYLE ?? ''),
      // Without keys the SDK's own chain applies (instance roles, AWS_* variables, shared config).
      credentials: accessKeyId ? { accessKeyId, secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '' } : undefined,
      // Checksums only where S3 requires them: many S3-compatible servers refuse the SDK's newer default ones.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    },
  }
}

/**
 * Payload's official S3 storage for media, download files and applicants' files, on when S3_BUCKET is
 * set. Files are always served through Payload (its access rules, then the bucket), never from a public
 * bucket URL. The plugin is registered either way with its fields, so the database schema is the same
 * on local disk and on S3 (one set of migrations).
 */
export function objectStorage(env: Readonly<Record<string, string | undefined>> = process.env): Plugin {
  const settings = s3Settings(env)
  return s3Storage({
    enabled: settings !== null,
    alwaysInsertFields: true,
    bucket: settings?.bucket ?? '',
    config: settings?.client ?? {},
    collections: Object.fromEntries(Object.entries(UPLOAD_PREFIXES).map(([slug, prefix]) => [slug, { prefix }])),
  })
}
