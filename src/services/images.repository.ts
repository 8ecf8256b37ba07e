import type { Db } from '../db/database.ts';

/** The images (type/path) of the list that the content has, with their variants. */
export function findImages(db: Db, files: readonly string[]) {
  if (files.length === 0) return Promise.resolve([]);
  return db.selectFrom('images').selectAll().where('file', 'in', files).execute();
}

/** The pages of text of the PDFs (type/path) of the list that the content has read. */
export function findDocumentTexts(db: Db, files: readonly string[]) {
  if (files.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('document_texts')
    .selectAll()
    .where('file', 'in', files)
    .orderBy('file')
    .orderBy('page')
    .execute();
}
