/**
 * The stock switch (UPGRADING.md): `SKYPATH_STOCK=1` turns every client-runtime patch off,
 * `SKYPATH_STOCK=slim-prism,…` those named.
 */
export function stockNames(): string[] {
  return (process.env.SKYPATH_STOCK ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
}

/** Whether the runtime patch `name` is on: not switched off by `SKYPATH_STOCK`. */
export function patchOn(name: string): boolean {
  const stock = stockNames();
  return !stock.includes('1') && !stock.includes(name);
}
