// Where a pick leads is resources/paths.ts (searchHitRoute): the API asks it too, to drop results whose
// screen the caller may not open.

/** The query as the API expects it: trimmed and uppercased; empty means "send nothing". */
export const normaliseSearchTerm = (typed: string) => typed.trim().toUpperCase();
