// Italian for the lists that open on the work, the start page and the toasts that name what happened (issue 27);
// spread into the Italian catalogue (it.ts).

export const landingItalian: Record<string, string> = {
  "Filters": "Filtri",
  "Filtered on": "Filtrato su",
  "Remove filter": "Rimuovi filtro",
  "Nothing found": "Nessun risultato",
  "There is nothing this notification can open for you.": "Questa notifica non apre nulla che tu possa vedere.",
  "Welcome, {{name}}": "Benvenuto, {{name}}",
  "Welcome": "Benvenuto",
  "Sign out": "Esci",
  "Your start page: what waits for you and the pages your roles open.": "La tua pagina iniziale: cosa ti aspetta e le pagine aperte ai tuoi ruoli.",
  "Waiting for you": "Ti aspettano",
  "Your pages": "Le tue pagine",
  "{{path}} is not open to your roles. The pages below are.": "{{path}} non è aperta ai tuoi ruoli. Le pagine qui sotto sì.",
  "{{action}}: {{record}}": "{{action}}: {{record}}",
  "{{period}} sent for approval": "{{period}} inviato per l'approvazione",
  "Month sheets approved: {{count}}": "Fogli mensili approvati: {{count}}",
  "Month sheet {{number}} ({{period}}) is now {{status}}": "Il foglio mensile {{number}} ({{period}}) ora è {{status}}",
  "Request {{number}}: {{state}}": "Richiesta {{number}}: {{state}}",
  "Requests approved: {{count}}": "Richieste approvate: {{count}}",
  "Payroll {{number}} ({{period}}) is now {{status}}": "Il cedolino {{number}} ({{period}}) ora è {{status}}",
  "Payrolls advanced: {{count}}": "Cedolini avanzati: {{count}}",
  "Payroll {{number}} ({{period}}) is back to {{status}}": "Il cedolino {{number}} ({{period}}) è tornato a {{status}}",
  "Quote {{number}} marked as sent": "Preventivo {{number}} segnato come inviato",
  "Remove {{userId}} from {{groupId}}?": "Togliere {{userId}} da {{groupId}}?",
  "More actions": "Altre azioni",
};
