// ENTRA_ROLE_MAP: which portal groups an Entra app role (the token's `roles` claim) or security group (its
// `groups` claim, an object id) gives. Written `AppRole=Group;Other=Group A,Group B`.

/** Each app role value or group id with the portal groups it gives. */
export type RoleMap = ReadonlyMap<string, readonly string[]>;

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Group ids are compared lower-case (Entra writes them so); app role values as written (Entra compares them exactly). */
export const claimKeyOf = (value: string) => (GUID.test(value) ? value.toLowerCase() : value);

export const parseRoleMap = (text: string): { map: RoleMap } | { error: string } => {
  const map = new Map<string, string[]>();
  for (const entry of text.split(';').map((part) => part.trim()).filter(Boolean)) {
    const at = entry.indexOf('=');
    const key = at < 0 ? '' : entry.slice(0, at).trim();
    const groups = at < 0 ? [] : entry.slice(at + 1).split(',').map((group) => group.trim()).filter(Boolean);
    if (!key || groups.length === 0) return { error: `must be AppRole=Group pairs separated by semicolons; "${entry}" is not one` };
    map.set(claimKeyOf(key), [...new Set([...(map.get(claimKeyOf(key)) ?? []), ...groups])]);
  }
  return { map };
};

/** Every portal group the map can give: those a sign-in adds or takes away. */
export const mappedGroups = (map: RoleMap) => [...new Set([...map.values()].flat())];

/** The portal groups these claims give. */
export const groupsOfClaims = (map: RoleMap, claims: readonly string[]) => [...new Set(claims.flatMap((claim) => map.get(claimKeyOf(claim)) ?? []))];
