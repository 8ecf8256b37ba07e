import { field } from './field.ts';

/**
 * The `gallery_albums` table's fields (POST /getGallery): a department's albums, in the order of
 * an entry of its gallery.yaml. The department and the gallery's type are where it stands.
 */
export const GALLERY_ALBUM_FIELDS = [
  field('caption', 'line', { required: true, label: 'Caption', what: 'the album caption' }),
  field('images', 'photos', {
    column: 'upload_info',
    answer: 'upload_info',
    formKey: 'photos',
    label: 'Photos',
    what: 'the photos',
    hint: 'Choose many at once. Each photo needs a few words that say what it shows.',
  }),
] as const;
