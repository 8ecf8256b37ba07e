/**
 * The databases the API and importer suite runs on, as Kysely's own suite lists its dialects:
 * one list, filtered by TEST_DATABASES (comma-separated; default sqlite alone, so a machine
 * without PostgreSQL passes). CI runs TEST_DATABASES=sqlite,postgres. PostgreSQL needs
 * TEST_POSTGRES_URL: a server where the suite may create and drop databases, such as the one
 * scripts/pg-throwaway.sh prints.
 */
export const DATABASES = ['sqlite', 'postgres'] as const;
export type DatabaseName = (typeof DATABASES)[number];

export function testDatabases(env: NodeJS.ProcessEnv = process.env): DatabaseName[] {
  const names = (env.TEST_DATABASES || 'sqlite').split(',').map((name) => name.trim());
  for (const name of names) {
    if (!(DATABASES as readonly string[]).includes(name)) {
      throw new Error(
        `TEST_DATABASES: unknown database '${name}' (known: ${DATABASES.join(', ')})`,
      );
    }
  }
  if (names.includes('postgres') && !env.TEST_POSTGRES_URL) {
    throw new Error(
      'TEST_DATABASES names postgres but TEST_POSTGRES_URL is not set (scripts/pg-throwaway.sh starts a server)',
    );
  }
  return DATABASES.filter((name) => names.includes(name));
}
