import { field } from './field.ts';

/**
 * The `college` settings row: the college's identity (its names, address, contacts, images,
 * map, launch, tour video and social links), a JSON value keyed by its fields' columns
 * (settings key COLLEGE_KEY), written from college.yaml, answered as stored by GET
 * /site/college. No studio screen edits it: the studio reads its name alone
 * (studio/app/lib/college-name.server.ts).
 *
 * Two keys of the value are the importer's, not described here (decision 119): the Assamese font
 * cut to the content's characters (`assamese_font`, decision 034) and the day of the import
 * (`imported_on`, decision 048). Neither is written in the folder nor read back from it; the
 * importer adds them after the described fields (content/to-rows.ts), the export leaves them out.
 */
export const COLLEGE_KEY = 'college';

/** The map on the contact page: its title in both languages, the embedded map and its link. */
const MAP_FIELDS = [
  field('title', 'line', { required: true, label: 'Title of the map', what: 'the title' }),
  // In Assamese but written as a line of its own: '' when left out, as the pages read it.
  field('title_as', 'line', { label: 'Title of the map in Assamese', what: 'the title' }),
  field('embed_url', 'url', { required: true, label: 'Embedded map', what: 'the map' }),
  field('link', 'url', { required: true, label: 'Link to the map', what: 'the link' }),
] as const;

/** The home page's link to the new site, over its background picture. */
const LAUNCH_FIELDS = [
  field('url', 'url', { required: true, label: 'Address of the new site', what: 'the address' }),
  field('background', 'file', { required: true, label: 'Background', what: 'the background' }),
] as const;

/** The campus tour's video on YouTube. */
const TOUR_VIDEO_FIELDS = [
  field('title', 'line', { required: true, label: 'Title of the video', what: 'the title' }),
  field('youtube_id', 'line', { required: true, label: 'YouTube video id', what: 'the video id' }),
] as const;

/**
 * A YouTube video's id, as the pages embed it in an address: the folder holds the tour video's
 * id to it and says so in its own words ('must be a YouTube video id', content/schema.ts).
 */
export const YOUTUBE_ID = /^[A-Za-z0-9_-]{6,20}$/;

/**
 * The identity's fields, in the order the value stores them (and the answer carries them). The
 * Assamese ones are lines of their own, '' when left out, as the pages have always read them;
 * college.yaml writes the fields that name a file after the others (content/from-rows.ts).
 */
export const COLLEGE_FIELDS = [
  field('name', 'line', { required: true, label: 'Name', what: 'the name' }),
  field('short_name', 'line', { required: true, label: 'Short name', what: 'the short name' }),
  field('name_as', 'line', { label: 'Name in Assamese', what: 'the name' }),
  field('established', 'year', { required: true, label: 'Established', what: 'the year' }),
  field('affiliation', 'line', { label: 'Affiliation', what: 'the affiliation' }),
  field('affiliation_as', 'line', { label: 'Affiliation in Assamese', what: 'the affiliation' }),
  field('postal_address', 'line', {
    required: true,
    label: 'Postal address',
    what: 'the postal address',
  }),
  field('postal_address_as', 'line', {
    label: 'Postal address in Assamese',
    what: 'the postal address',
  }),
  field('phone', 'phone', { required: true, label: 'Telephone', what: 'the telephone number' }),
  field('email', 'email', { required: true, label: 'E-mail', what: 'the e-mail address' }),
  field('website', 'url', { required: true, label: 'Website', what: 'the website' }),
  field('logo', 'file', { required: true, label: 'Logo', what: 'the logo' }),
  field('emblem_image', 'file', { required: true, label: 'Emblem', what: 'the emblem' }),
  field('organogram_image', 'file', {
    required: true,
    label: 'Organogram',
    what: 'the organogram',
  }),
  field('hero', 'file', { alt: true, label: "The home page's photograph", what: 'the photograph' }),
  field('map', 'object', { required: true, fields: MAP_FIELDS, label: 'Map', what: 'the map' }),
  field('launch', 'object', {
    required: true,
    fields: LAUNCH_FIELDS,
    label: 'Launch of the new site',
    what: 'the launch',
  }),
  field('tour_video', 'object', {
    required: true,
    fields: TOUR_VIDEO_FIELDS,
    label: 'Campus tour video',
    what: 'the video',
  }),
  field('social', 'links', { label: 'Social media', what: 'the links' }),
  field('demo', 'boolean', {
    label: 'Demo content of a fictional college',
    what: 'the mark',
    hint: 'Every page says so, and the start log too',
  }),
] as const;
