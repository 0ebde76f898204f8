/**
 * The folder (key prefix) each upload collection's files live under in the bucket, and in a backup. Its own module,
 * free of the S3 plugin, so that the backup's archive reader can know the folders without loading S3.
 */
export const UPLOAD_PREFIXES = { media: 'media', files: 'files', 'applicant-files': 'private', captions: 'captions' } as const

export type UploadCollection = keyof typeof UPLOAD_PREFIXES
