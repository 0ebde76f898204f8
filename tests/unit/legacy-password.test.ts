import bcrypt from 'bcryptjs'

import { legacyPasswordMatches } from '@/lib/auth/legacy-password'

describe('the old site’s bcrypt hashes', () => {
  // PHP's manual example of password_verify(): a hash PHP's password_hash() made, in Laravel's $2y$ form.
  const phpHash = '$2y$10$.vGA1O9wmRjrwAVXD98HNOgsNpDczlqm3Jq7KnEd1rVAGv3Fykk1a'

  it('accepts the password a PHP $2y$ hash was made from', async () => {
    await expect(legacyPasswordMatches('rasmuslerdorf', phpHash)).resolves.toBe(true)
  })

  it('refuses another password, an empty one and a hash that is not bcrypt', async () => {
    await expect(legacyPasswordMatches('rasmuslerdorF', phpHash)).resolves.toBe(false)
    await expect(legacyPasswordMatches('', phpHash)).resolves.toBe(false)
    await expect(legacyPasswordMatches('rasmuslerdorf', 'rasmuslerdorf')).resolves.toBe(false)
    await expect(legacyPasswordMatches('rasmuslerdorf', phpHash.slice(0, 40))).resolves.toBe(false)
  })

  it('reads $2a$ and $2b$ hashes as well', async () => {
    const hash = bcrypt.hashSync('비밀번호1234', 4)
    await expect(legacyPasswordMatches('비밀번호1234', hash)).resolves.toBe(true)
    await expect(legacyPasswordMatches('비밀번호1234', hash.replace(/^\$2b\$/, '$2a$'))).resolves.toBe(true)
  })
})
