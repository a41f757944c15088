/**
 * Tables in an order a restore can insert them without deferring foreign keys (PostgreSQL checks a
 * non-deferrable key at each insert): every table after the tables it references. Cycles and
 * self-references keep the name order.
 */
export function parentsFirst<T extends { table: string }>(tables: readonly T[], references: ReadonlyArray<{ child: string; parent: string }>): T[] {
  const parentsOf = new Map<string, Set<string>>();
  for (const { child, parent } of references) if (child !== parent) parentsOf.set(child, (parentsOf.get(child) ?? new Set()).add(parent));
  const byName = new Map(tables.map((table) => [table.table, table]));
  const placed = new Set<string>();
  const visiting = new Set<string>();
  const ordered: T[] = [];
  const place = (name: string): void => {
    if (placed.has(name) || visiting.has(name)) return;
    visiting.add(name);
    for (const parent of parentsOf.get(name) ?? []) place(parent);
    visiting.delete(name);
    placed.add(name);
    const table = byName.get(name);
    if (table) ordered.push(table);
  };
  for (const table of tables) place(table.table);
  return ordered;
}
