// Italian for the lists that open on the work, the start page and the toasts that name what happened (issue 27);
// spread into the Italian catalogue (it.ts).

export const landingItalian: Record<string, string> = {
  "Filters": "Filtri",
  "Filtered on": "Filtrato su",
  "Remove filter": "Rimuovi filtro",
  "Nothing found": "Nessun risultato",
  "There is nothing this notification can open for you.": "Questa notifica non apre nulla che tu possa vedere.",
};
