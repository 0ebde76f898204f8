/**
 * Progress per kind on the terminal: one line rewritten as a kind advances, kept when it is done. Without a
 * terminal (a log file), one line per kind when it is done.
 */
export function progressPrinter(out: NodeJS.WriteStream) {
  let current: string | null = null
  const tty = Boolean(out.isTTY)
  return (Object.assign(
    (kind: string, done: number, total: number) => {
      const line = `[import] ${kind}: ${done}/${total}`
      if (tty) out.write(`\r${line}\x1b[K`)
      if (done === total) {
        out.write(tty ? '\n' : `${line}\n`)
        current = null
      } else current = kind
    },
    { done: () => current && tty && out.write('\n') },
  ))
}
