import type { z } from 'zod'

/** One problem of one field: a message key and the values its text needs. */
export type FieldProblem = { key: string; params?: Record<string, number> }
/** Problems by field, under docs/api.md's dotted keys (`faiths.0.name`). */
export type FieldProblems = Record<string, FieldProblem[]>

function problemOf(issue: z.core.$ZodIssue): FieldProblem {
  const params: Record<string, number> = {}
  if (issue.code === 'too_big') params.max = Number(issue.maximum)
  if (issue.code === 'too_small') params.min = Number(issue.minimum)
  return Object.keys(params).length > 0 ? { key: issue.message, params } : { key: issue.message }
}

/**
 * zod's issues as problems by field: each issue's message is a message key; a length limit brings
 * its `max` or `min`. A key is listed once per field; `first` keeps only each field's first problem.
 */
export function fieldProblems(issues: readonly z.core.$ZodIssue[], { first = false } = {}): FieldProblems {
  const problems: FieldProblems = {}
  for (const issue of issues) {
    const path = issue.path.length > 0 ? issue.path.join('.') : 'form'
    const list = (problems[path] ??= [])
    const problem = problemOf(issue)
    if ((first && list.length > 0) || list.some((known) => known.key === problem.key)) continue
    list.push(problem)
  }
  return problems
}

/** docs/api.md's `errors`: each field's problems as texts, through the caller's translation of the keys. */
export const fieldErrors = (problems: FieldProblems, translate: (key: string, params?: Record<string, number>) => string): Record<string, string[]> =>
  Object.fromEntries(Object.entries(problems).map(([field, list]) => [field, list.map(({ key, params }) => translate(key, params))]))
