/** The item at `index`; a missing one is a mistake in the demo data, so it throws. */
export function itemAt<T>(items: readonly T[], index: number): T {
  const item = items[index];
  if (item === undefined) throw new Error(`Demo data: no item ${index} (of ${items.length})`);
  return item;
}

/** The item at `index`, counting round the list again past its end. */
export function cycleAt<T>(items: readonly T[], index: number): T {
  return itemAt(items, index % items.length);
}
