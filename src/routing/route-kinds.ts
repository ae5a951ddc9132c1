// What a declared SPA path shows, read from its `:id` segment; the only place that reads paths this way.
export type RouteKind = 'collection' | 'record' | 'recordOrCollection';

export const routeKind = (path: string): RouteKind =>
  /\/:id\?(\/|$)/.test(path) ? 'recordOrCollection' : /\/:id(\/|$)/.test(path) ? 'record' : 'collection';

/** `/task/:id?` → `/task` (its list) and `/task/:id` (its record): refine's route matching has no optional segments. */
export const splitOptionalId = (path: string) => ({
  listPath: path.replace(/\/:id\?(?=\/|$)/, '') || '/',
  showPath: path.replace(/:id\?(?=\/|$)/, ':id'),
});
