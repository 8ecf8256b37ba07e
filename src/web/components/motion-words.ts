import type { Texts } from '../i18n/intl.ts';

/**
 * The words of the Pause/Play control the enhancement adds to moving parts (enhance/motion.ts),
 * in the page's language: the browser module carries no texts of its own (decision 057).
 */
export const motionWords = (t: Texts['t']) => ({
  'data-pause': t('motion.pause'),
  'data-play': t('motion.play'),
});
