// The rbac module's Italian: the texts of its declarations, screens and refusals that no other part of the portal
// uses; the shared words are in i18n/catalogues/it.ts, and i18n/catalogues/italian.ts merges the parts.
export const italian: Readonly<Record<string, string>> = {
  // the portal's texts and the declarations' labels
  "Group": "Gruppo",
  "Group role": "Ruolo del gruppo",
  "Group roles": "Ruoli dei gruppi",
  "Group user": "Utente del gruppo",
  "Group users": "Utenti dei gruppi",
  "Groups": "Gruppi",
  "Roles": "Ruoli",
  // the server's refusals (server/i18n/message.ts): message keys, field reasons and the list language's errors
  "Required: the id of the group": "Obbligatorio: l'id del gruppo",
  "Must be a list of record ids": "Deve essere un elenco di id di record",
  "Send userIds, roleIds or both": "Invia userIds, roleIds o entrambi",
  "The group change is not valid": "La modifica del gruppo non è valida",
  "No record with id {{ids}}": "Nessun record con id {{ids}}",
  "Some ids name no record": "Alcuni id non corrispondono ad alcun record",
  "Send the id of the group to update": "Invia l'id del gruppo da aggiornare",
};
