/**
 * Runs one of a page's data loads and turns its failure into null, so a page built from several
 * sources still renders the others and says in place what is missing (the old client stayed on
 * 'Loading' for all of them). The failure is logged with what failed, except an outage of the
 * backend (a 503 from the server's guarded client): that is logged once per outage, not per page.
 */
export async function attempt<T>(what: string, load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    if (!isOutage(error)) {
      console.error(`Could not load ${what}:`, error instanceof Error ? error.message : error);
    }
    return null;
  }
}

/** The route error the server's guarded client throws when the backend does not answer. */
function isOutage(error: unknown): boolean {
  const thrown = error as { type?: string; init?: { status?: number } } | null;
  return thrown?.type === 'DataWithResponseInit' && thrown.init?.status === 503;
}
