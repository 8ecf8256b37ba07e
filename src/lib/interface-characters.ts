/**
 * The Bengali-script characters the site's own interface writes in Assamese: its catalogue and
 * labels (src/web/i18n/as.ts) and Intl's as-IN digits and month names. The importer adds them to
 * the Assamese font cut (src/content/assamese-font.ts), so that an Assamese page draws its frame
 * from the cut alone: a word drawn from two faces (the cut and the whole font) would break its
 * conjuncts. Kept in step with the catalogue by tests/pages/assamese-font-cut.test.ts, which
 * prints the new list when a text adds a character.
 */
export const INTERFACE_BENGALI = '।ঁংঅআইউএওকখগঘঙচছজঞটঠডঢণতথদধনপফবভমযলশষসহ়ািীুূৃেৈোৌ্ৎ০১২৩৪৫৬৭৮৯ৰৱ';
