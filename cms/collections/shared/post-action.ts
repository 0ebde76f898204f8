/**
 * POSTs a staff action of the admin's own components to one of our endpoints (with the session, marked as the admin's
 * own script): the server's message, and whether it was done.
 */
export async function postAction(url: string, body: Record<string, unknown>): Promise<{ ok: boolean; message?: string; body: Record<string, unknown> }> {
  const response = await fetch(url, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
    body: JSON.stringify(body),
  })
  const answer = (await response.json().catch(() => ({}))) as Record<string, unknown>
  return { ok: response.ok, message: typeof answer.message === 'string' ? answer.message : undefined, body: answer }
}
