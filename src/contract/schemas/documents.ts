import { z } from 'zod';
import { FileRef } from './common.ts';

/** One page of a content PDF's text, as extracted at import or upload (decision 094). */
export const DocumentPage = z.object({
  page: z.number().int().positive(),
  text: z.string(),
});

/** A content PDF's text, page by page (pages without text left out). */
export const DocumentText = z.object({
  type: z.string(),
  path: z.string(),
  pages: z.array(DocumentPage),
});
export type DocumentText = z.infer<typeof DocumentText>;

/** The PDFs of a list of notices, by their file reference; at most this many at a time. */
export const MAX_DOCUMENTS_PER_CALL = 100;
export const DocumentTextsRequest = z.object({
  files: z.array(FileRef.pick({ type: true, path: true })).max(MAX_DOCUMENTS_PER_CALL),
});
