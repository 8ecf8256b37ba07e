import { z } from 'zod';
import { get, post } from './call.ts';
import { SiteCollege, SiteText, SiteTextRequest, SiteVersion } from './schemas/site.ts';
import { SiteFacultyMember } from './schemas/catalogue.ts';
import { DeptDataRequest } from './schemas/departments.ts';
import { ImageInfo, ImagesRequest } from './schemas/images.ts';
import { DocumentText, DocumentTextsRequest } from './schemas/documents.ts';

/**
 * Calls of ours beside SPEC §7, under /api/site/…: what the pages need that the spec's backend
 * does not carry (the college's identity and texts, image variants, the content version, …).
 * A college's own backend may lack them: the client raises an ApiError with status 404, and the
 * site falls back (see docs/api-extensions.md). Define each as in calls.ts, with post()/get().
 */
export const extensionCalls = {
  getSiteCollege: get('/site/college', SiteCollege),
  getSiteText: post('/site/text', SiteTextRequest, SiteText),
  /** Polled by the site to refresh its kept pages when new content is imported. */
  getSiteVersion: get('/site/version', SiteVersion),
  /** A department's faculty: id, name, designation, liveNow, area of research. */
  getSiteFaculty: post('/site/faculty', DeptDataRequest, z.array(SiteFacultyMember)),
  /**
   * POST /site/images {files: [{type, path}]}: the pixel size of each content image the backend
   * knows and its phone-sized WebP versions, made at import (decision 019). Images it does not
   * know are left out of the answer; without the call, pages show the plain image.
   */
  getSiteImages: post('/site/images', ImagesRequest, z.array(ImageInfo)),
  /**
   * POST /site/documents {files: [{type, path}]}: the text of each content PDF the backend has
   * read, page by page (decision 094), for the search index. PDFs without text are left out;
   * without the call, search finds documents by their notices' words alone.
   */
  getSiteDocuments: post('/site/documents', DocumentTextsRequest, z.array(DocumentText)),
} as const satisfies Record<string, ReturnType<typeof get> | ReturnType<typeof post>>;
