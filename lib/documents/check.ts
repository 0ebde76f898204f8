import { fileTypeFromBuffer } from 'file-type'

import type { UnpackAllowance } from './containers'
import { documentVerdict, type DocumentVerdict } from './content'

/** file-type's sniffing reads at most a megabyte inside a zip; what it cannot read is no known type. */
const sniff = async (bytes: Uint8Array) => (await fileTypeFromBuffer(bytes).catch(() => undefined))?.mime

/** Checks a document by its name and content, for the application form and the staff's uploads alike. */
export const checkDocument = (name: string, bytes: Uint8Array, allowance: UnpackAllowance): Promise<DocumentVerdict> => documentVerdict(name, bytes, sniff, allowance)
