import path from 'node:path'

/** Everything the running site writes lives under data/ (or DATA_DIR), never under public/. */
export const dataDir = path.resolve(process.env.DATA_DIR || path.join(process.cwd(), 'data'))
export const mediaDir = path.join(dataDir, 'media')
export const filesDir = path.join(dataDir, 'files')
export const privateFilesDir = path.join(dataDir, 'private')
