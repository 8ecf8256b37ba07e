import type { Kysely } from 'kysely';

/**
 * What an Unpublish took off the public site, kept on the studio's item so that its Undo puts
 * back exactly that, even when the item's draft had changed since it was published (decision
 * 070). Null on every other version: an Undo is offered only right after the Unpublish.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('studio_items').addColumn('taken_off', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('studio_items').dropColumn('taken_off').execute();
}
