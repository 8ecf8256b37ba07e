import { z } from 'zod';
import { SITE_TEXT_FIELDS } from '../../entities/site-texts.ts';
import { Attachment } from './common.ts';
import { answerExtensions } from './described.ts';

/**
 * Our own calls beside SPEC §7 (see extensions.ts): the college's identity and its own texts,
 * which the spec's backend does not carry. Objects are loose so fields added to the content
 * folder reach the pages before the contract names them.
 */

/**
 * The website's own pages (GIGW: help, feedback, accessibility, screen readers and the website
 * policies), the contact page's office hours and directions, and the tour video's transcript.
 */
export const WEBSITE_TEXT_NAMES = [
  'site/help',
  'site/feedback',
  'site/accessibility-statement',
  'site/screen-reader-access',
  'site/contact',
  'site/tour-transcript',
  'policies/copyright',
  'policies/hyperlinking',
  'policies/privacy',
  'policies/terms',
  'policies/disclaimer',
  'policies/archival',
] as const;
export type WebsiteTextName = (typeof WEBSITE_TEXT_NAMES)[number];

/** The texts of the college a content folder holds (texts/{name}.md). */
export const SITE_TEXT_NAMES = [
  'about',
  'history',
  'vision',
  'mission',
  'icv',
  'emblem',
  'organogram',
  'principal',
  'rti/home',
  'rti/officers',
  'rti/selfdec',
  'alumni/association',
  'alumni/committee',
  'alumni/support',
  ...WEBSITE_TEXT_NAMES,
] as const;

/**
 * Texts a college may add for pages the SPEC shows with a title only (RTI code of conduct, act,
 * electronic information and particulars; notable alumni; student grievances): when the content
 * has one, the page shows it under its title; when not, the title alone, as the SPEC says.
 */
export const OPTIONAL_SITE_TEXT_NAMES = [
  'rti/code',
  'rti/act',
  'rti/ief',
  'rti/pac',
  'alumni/notable',
  'students/grievances',
] as const;
export type OptionalSiteTextName = (typeof OPTIONAL_SITE_TEXT_NAMES)[number];
export type SiteTextName = (typeof SITE_TEXT_NAMES)[number] | OptionalSiteTextName;

const ALL_TEXT_NAMES = [...SITE_TEXT_NAMES, ...OPTIONAL_SITE_TEXT_NAMES] as const;

/** POST /site/text — one of the college's own texts (404 for an optional one it has not). */
export const SiteTextRequest = z.object({
  name: z.enum(ALL_TEXT_NAMES, { message: `must be one of ${ALL_TEXT_NAMES.join(', ')}` }),
});

/**
 * A text of the college (entities/site-texts.ts): its body as HTML and, when it has them, its
 * title, the day it was last changed (YYYY-MM-DD, for "Last updated") and its title and body in
 * Assamese (decision 060).
 */
export const SiteText = z.object({ body: z.string(), ...answerExtensions(SITE_TEXT_FIELDS) });
export type SiteText = z.infer<typeof SiteText>;

/** GET /site/college — the college's identity: name, address, contacts, images, map, video. */
/** The Assamese font cut to the content's characters at import (decision 034). */
export const AssameseFont = z.object({
  /**
   * Its address: a path of this site (the policy allows fonts of the site alone), of characters
   * that cannot end the CSS url() or the <style> element it is written into.
   */
  src: z.string().regex(/^\/[\w~-][\w./~-]*\.woff2$/),
  /** The characters it covers, as a CSS unicode-range ('U+985-986,U+9BE'). */
  unicode_range: z.string().regex(/^U\+[0-9A-F]+(-[0-9A-F]+)?(,U\+[0-9A-F]+(-[0-9A-F]+)?)*$/),
});
export type AssameseFont = z.infer<typeof AssameseFont>;

export const SiteCollege = z.looseObject({
  name: z.string(),
  short_name: z.string(),
  name_as: z.string().default(''),
  established: z.number().int(),
  affiliation: z.string().default(''),
  affiliation_as: z.string().default(''),
  postal_address: z.string(),
  postal_address_as: z.string().default(''),
  phone: z.string(),
  email: z.string(),
  website: z.string(),
  logo: Attachment,
  emblem_image: Attachment,
  organogram_image: Attachment,
  /** The photograph of the home page's hero, with its alt text. */
  hero: Attachment.optional(),
  map: z.object({
    title: z.string(),
    title_as: z.string().default(''),
    embed_url: z.string(),
    link: z.string(),
  }),
  launch: z.object({ url: z.string(), background: Attachment }),
  tour_video: z.object({ title: z.string(), youtube_id: z.string() }),
  social: z.record(z.string(), z.string()).default({}),
  /** The demo content of a fictional college: every page says so. */
  demo: z.boolean().default(false),
  /** Written by the importer, not by staff; absent from a backend that does not make it. */
  // Anything else from a backend is left out: the pages then use the whole font.
  assamese_font: AssameseFont.optional().catch(undefined),
  /**
   * The day the content was imported (YYYY-MM-DD), written by the importer: what a page's "Last
   * updated" says when its content carries no date of its own (GIGW, decision 048).
   */
  imported_on: z.iso.date().optional().catch(undefined),
});
export type SiteCollege = z.infer<typeof SiteCollege>;

/** GET /site/version: which import of the content the backend serves. */
export const SiteVersion = z.object({
  /** Changes with every import; 'none' before the first import that wrote one. */
  version: z.string(),
  /** When that import committed (ISO date-time), or null. */
  imported_at: z.string().nullable(),
});
export type SiteVersion = z.output<typeof SiteVersion>;

/** Width and height of an image in pixels. */
export interface ImageSize {
  width: number;
  height: number;
}

/**
 * Where the pages read the college's identity and texts: our API's calls above, or, when the
 * backend is a college's own without them, a local content folder.
 */
export interface SiteSource {
  college(): Promise<SiteCollege>;
  text(name: SiteTextName): Promise<SiteText>;
  /** An optional text (rti/code, …): null when the content has none. */
  optionalText(name: OptionalSiteTextName): Promise<SiteText | null>;
}
