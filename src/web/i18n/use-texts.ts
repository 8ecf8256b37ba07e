import { useIntl } from 'react-intl';
import { textsOf, type Texts } from './intl.ts';

/** The texts of the page's language, from the IntlProvider root.tsx puts around every page. */
export const useTexts = (): Texts => textsOf(useIntl());
