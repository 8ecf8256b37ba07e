/**
 * TEMPORARY STUB (branch ui): the file store's signatures the screens are written against, until
 * the content store lands from branch `items`; replaced by that branch's file on merge.
 */
import type { Db } from '../../db/database.ts';
import type { Actor, FieldSpec, StoredFile } from './items.ts';

const missing = (): never => {
  throw new Error('The file store has not landed yet');
};

export type StoreResult = { ok: true; file: StoredFile } | { ok: false; message: string };
export type StartResult = { ok: true; uploadId: string } | { ok: false; message: string };
export type PartResult =
  | { ok: true; received: number }
  | { ok: false; status: 400 | 404 | 409; message: string; received?: number };

export async function storeFile(
  _db: Db,
  _input: { bytes: Buffer; originalName: string; actor: Actor; accept?: FieldSpec['accept'] },
): Promise<StoreResult> {
  return missing();
}
export async function startUpload(
  _db: Db,
  _input: { actor: Actor; originalName: string; size: number; accept?: FieldSpec['accept'] },
): Promise<StartResult> {
  return missing();
}
export async function appendPart(
  _db: Db,
  _input: { uploadId: string; offset: number; bytes: Buffer; actor: Actor },
): Promise<PartResult> {
  return missing();
}
export async function finishUpload(
  _db: Db,
  _uploadId: string,
  _actor: Actor,
  _accept?: FieldSpec['accept'],
): Promise<StoreResult> {
  return missing();
}
