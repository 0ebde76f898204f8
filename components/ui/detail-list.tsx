/** A label and its value; a row without a value (null, undefined, false or '') is left out. */
export type DetailRow = readonly [label: string, value: string | null | undefined | false]

/** Labelled values as a description list, each pair in its own group (styled by the caller's `className`). */
export function DetailList({ rows, className }: { rows: readonly DetailRow[]; className?: string }) {
  return (
    <dl className={className}>
      {rows
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  )
}
