/**
 * What a build made for the tests is told (ensureBuilt runs `npm run build` with the tests'
 * environment): its precompressed forms are made at a fast quality, not the highest, since the
 * tests need them present and valid, not as small as they can be (scripts/precompress.mjs).
 */
export const TEST_BUILD_ENV = { PRECOMPRESS_QUALITY: 'fast' } as const;
