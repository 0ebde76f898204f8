/** The session id (`sid`) a Payload token carries: where the site keeps that session's row (users_sessions.id). */
export const sidOf = (token: string): string => (JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as { sid: string }).sid
