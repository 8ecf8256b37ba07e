/**
 * TEMPORARY STUB (branch ui): the signatures the screens are written against, until the content
 * store lands from branch `items`; replaced by that branch's file on merge.
 */
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import type {
  Actor,
  EntityView,
  Item,
  ItemSummary,
  Outcome,
  PreviewTarget,
  Revision,
} from './items.ts';

const missing = (): never => {
  throw new Error('The content store has not landed yet');
};

export function entitiesFor(_actor: Actor): EntityView[] {
  return missing();
}
export function entityView(_name: string, _actor: Actor): EntityView | undefined {
  return missing();
}
export function entitySchema(_name: string, _actor: Actor): z.ZodType {
  return missing();
}
export async function listItems(_db: Db, _name: string, _actor: Actor): Promise<ItemSummary[]> {
  return missing();
}
export async function getItem(
  _db: Db,
  _name: string,
  _key: string,
  _actor: Actor,
): Promise<Item | undefined> {
  return missing();
}
export function newItem(_name: string, _actor: Actor, _today: string): Item {
  return missing();
}
export async function saveItem(
  _db: Db,
  _input: {
    entity: string;
    key: string | null;
    version: number;
    createToken: string | null;
    values: Record<string, unknown>;
    actor: Actor;
  },
): Promise<Outcome> {
  return missing();
}
export async function publishItem(
  _db: Db,
  _input: { entity: string; key: string; version: number; actor: Actor },
): Promise<Outcome> {
  return missing();
}
export async function unpublishItem(
  _db: Db,
  _input: { entity: string; key: string; version: number; actor: Actor },
): Promise<Outcome> {
  return missing();
}
export async function listRevisions(
  _db: Db,
  _name: string,
  _key: string,
  _actor: Actor,
): Promise<Revision[]> {
  return missing();
}
export async function restoreRevision(
  _db: Db,
  _input: { entity: string; key: string; revisionId: number; version: number; actor: Actor },
): Promise<Outcome> {
  return missing();
}
export async function previewOf(
  _db: Db,
  _name: string,
  _key: string,
  _actor: Actor,
  _values?: Record<string, unknown>,
): Promise<PreviewTarget> {
  return missing();
}
