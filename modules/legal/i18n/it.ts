// The legal module's Italian: the texts of its declarations, screens and refusals that no other part of the portal
// uses; the shared words are in i18n/catalogues/it.ts, and i18n/catalogues/italian.ts merges the parts.
export const italian: Readonly<Record<string, string>> = {
  // the portal's texts and the declarations' labels
  "A work order's statements of work": "SOW di una commessa",
  "Scope": "Ambito",
  "Signed on": "Firmato il",
};
