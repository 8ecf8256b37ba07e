export { EXTERNAL_LINK } from '../../lib/external-link.ts';
