/** Every JSON call of /api fits in far less: a sign-in, a contact message (5,000 characters at most), a language. */
export const JSON_BODY_LIMIT = 64 * 1024
