/**
 * Runs one of a page's data loads and turns its failure into null, so a page built from several
 * sources still renders the others and says in place what is missing (the old client stayed on
 * 'Loading' for all of them). The failure is logged with what failed.
 */
export async function attempt<T>(what: string, load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    console.error(`Could not load ${what}:`, error instanceof Error ? error.message : error);
    return null;
  }
}
