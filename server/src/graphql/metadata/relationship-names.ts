// Names for relationships found from foreign keys, as Hasura's console suggests them: the remote
// table singular (object) or plural (array), with "By<Columns>" when one table has several keys to
// the same table (userByCreatedBy, eventsByUpdatedBy).

export function singular(name: string): string {
  if (/ies$/.test(name)) return name.replace(/ies$/, 'y');
  if (/(ss|us|sms)$/.test(name)) return name;
  if (/(sses|xes|ches|shes)$/.test(name)) return name.slice(0, -2);
  if (name.endsWith('s')) return name.slice(0, -1);
  return name;
}

export function plural(name: string): string {
  if (/(s|sms)$/.test(name)) return name;
  if (/[^aeiou]y$/.test(name)) return `${name.slice(0, -1)}ies`;
  if (/(x|ch|sh)$/.test(name)) return `${name}es`;
  return `${name}s`;
}

export function byColumns(columns: readonly string[]): string {
  return columns
    .join('_')
    .split('_')
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join('');
}

/** The relationship name for a key, disambiguated when the same pair of tables has several keys. */
export function suggestRelationshipName(options: {
  kind: 'object' | 'array';
  remoteTable: string;
  keyColumns: readonly string[];
  ambiguous: boolean;
  taken: (name: string) => boolean;
}): string {
  const base = options.kind === 'object' ? singular(options.remoteTable) : plural(options.remoteTable);
  const first = options.ambiguous ? `${base}By${byColumns(options.keyColumns)}` : base;
  if (!options.taken(first)) return first;
  const second = `${base}By${byColumns(options.keyColumns)}`;
  if (!options.taken(second)) return second;
  let n = 2;
  while (options.taken(`${second}${n}`)) n++;
  return `${second}${n}`;
}
