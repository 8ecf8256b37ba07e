/**
 * TEMPORARY STUB (branch ui): the file store's signatures the screens are written against, until
 * the content store lands from branch `items`; replaced by that branch's file on merge.
 */
import type { Db } from '../../db/database.ts';
import type { Actor, StoredFile } from './items.ts';

const missing = (): never => {
  throw new Error('The file store has not landed yet');
};

export async function storeFile(
  _db: Db,
  _input: {
    bytes: Uint8Array;
    originalName: string;
    actor: Actor;
    accept?: 'any' | 'image' | 'pdf';
  },
): Promise<StoredFile | { error: string }> {
  return missing();
}
export async function startUpload(
  _db: Db,
  _input: { actor: Actor; originalName: string; size: number },
): Promise<{ uploadId: string } | { error: string }> {
  return missing();
}
export async function appendPart(
  _db: Db,
  _input: { uploadId: string; offset: number; bytes: Uint8Array },
): Promise<{ received: number } | { error: string; received?: number }> {
  return missing();
}
export async function finishUpload(
  _db: Db,
  _uploadId: string,
  _actor: Actor,
): Promise<StoredFile | { error: string }> {
  return missing();
}
