import crypto from 'node:crypto'

import type { AuthenticationResponseJSON, PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON, RegistrationResponseJSON } from '@simplewebauthn/server'
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers'

const sha256 = (data: string | Uint8Array) => crypto.createHash('sha256').update(data).digest()
const b64url = (data: Uint8Array) => isoBase64URL.fromBuffer(new Uint8Array(data))
const uint32 = (value: number) => {
  const bytes = Buffer.alloc(4)
  bytes.writeUInt32BE(value)
  return bytes
}

const USER_PRESENT = 0x01
const USER_VERIFIED = 0x04
const ATTESTED_CREDENTIAL = 0x40

/**
 * A passkey authenticator in the test process, as a phone or a security key does it (WebAuthn level 2: a P-256 key,
 * attestation "none", the user present and verified), for the contract tests of the server's checks; the browser tests
 * use Chromium's own virtual authenticator. `origin` is where its browser says it is.
 */
export class SoftwareAuthenticator {
  private readonly keys = crypto.generateKeyPairSync('ec', { namedCurve: 'P-256' })
  private readonly credentialId = crypto.randomBytes(16)
  private counter = 0

  /** `counting: false`: a counter that stays at zero, as most phones' passkeys keep it (replays are then the challenge's to stop). */
  private readonly origin: string
  private readonly counting: boolean

  constructor(origin: string, counting = true) {
    this.origin = origin
    this.counting = counting
  }

  get id(): string {
    return b64url(this.credentialId)
  }

  /** The answer to the server's options for a new passkey. */
  create(options: PublicKeyCredentialCreationOptionsJSON): RegistrationResponseJSON {
    const jwk = this.keys.publicKey.export({ format: 'jwk' }) as { x: string; y: string }
    const publicKey = isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, isoBase64URL.toBuffer(jwk.x)],
        [-3, isoBase64URL.toBuffer(jwk.y)],
      ]),
    )
    const length = Buffer.alloc(2)
    length.writeUInt16BE(this.credentialId.length)
    const authData = Buffer.concat([sha256(options.rp.id!), Buffer.from([USER_PRESENT | USER_VERIFIED | ATTESTED_CREDENTIAL]), uint32(this.counter), Buffer.alloc(16), length, this.credentialId, publicKey])
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Uint8Array | Map<string, string>>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, string>()],
        ['authData', new Uint8Array(authData)],
      ]),
    )
    const clientData = Buffer.from(JSON.stringify({ type: 'webauthn.create', challenge: options.challenge, origin: this.origin, crossOrigin: false }))
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: { clientDataJSON: b64url(clientData), attestationObject: b64url(attestationObject), transports: ['internal'] },
      clientExtensionResults: {},
    }
  }

  /** A signature over the server's challenge in `options`; `origin` as another site's page would say it. */
  get(options: PublicKeyCredentialRequestOptionsJSON, { origin = this.origin, rpId = options.rpId! } = {}): AuthenticationResponseJSON {
    if (this.counting) this.counter += 1
    const authenticatorData = Buffer.concat([sha256(rpId), Buffer.from([USER_PRESENT | USER_VERIFIED]), uint32(this.counter)])
    const clientData = Buffer.from(JSON.stringify({ type: 'webauthn.get', challenge: options.challenge, origin, crossOrigin: false }))
    const signature = crypto.sign('sha256', Buffer.concat([authenticatorData, sha256(clientData)]), this.keys.privateKey)
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: { clientDataJSON: b64url(clientData), authenticatorData: b64url(authenticatorData), signature: b64url(signature) },
      clientExtensionResults: {},
    }
  }
}
