import { field } from './field.ts';

/**
 * A teacher's profile's own fields (SPEC §3 faculty profile), beside its sections
 * (profile-sections.ts) and the person's columns (employees.ts): kept in the person's `profile`
 * JSON column, keyed by each field's column, as a settings row keeps its value (decision 114).
 * An empty one is left out of it; the answer says '' then.
 */
const line = <const N extends string>(name: N, label: string, max?: number) =>
  field(name, 'line', { nullable: true, max, label, what: `the ${label.toLowerCase()}` });
const text = <const N extends string>(name: N, label: string, what: string) =>
  field(name, 'html', { nullable: true, label, what });

export const PROFILE_FIELDS = [
  line('experience', 'Experience'),
  line('date_of_joining', 'Date of joining', 40),
  line('area_of_research', 'Area of research', 1000),
  text('about', 'About you', 'about you'),
  text('address', 'Present address', 'the address'),
  text('permanent_address', 'Permanent address', 'the permanent address'),
  text('contact', 'Contact', 'the contact details'),
] as const;

/**
 * The profile's links: the folder's `links`, the stored and answered `others` (SPEC), the
 * studio's `links.…`; each a web address, left out when empty.
 */
const link = <const N extends string>(name: N, label: string) =>
  field(name, 'url', { label, what: `the ${label} address` });

export const PROFILE_LINKS = [
  link('facebook_link', 'Facebook'),
  link('linkedin_link', 'LinkedIn'),
  link('google_scholar', 'Google Scholar'),
  link('wiki_link', 'Wikipedia'),
  link('orchid_link', 'ORCID'),
] as const;

/**
 * The profile's documents: its CV, one file of the person's folder entry, kept and answered as
 * SPEC's list of one (decision 120).
 */
export const PROFILE_DOCUMENTS = [
  field('cv', 'document', { label: 'CV (PDF)', what: 'the CV' }),
] as const;
