import { useTexts } from '../i18n/use-texts.ts';
import type { Language } from '../i18n/language.ts';

/**
 * A text of the content in the page's language (decision 060): on an Assamese page its Assamese
 * when the content gives it, else the English. English pages show the English, unchanged.
 */
export function textIn(language: Language, english: string, assamese: string | undefined) {
  return language === 'as' && assamese ? assamese : english;
}

/** True when an Assamese page shows this text in English (it is then marked `lang="en"`). */
export const shownInEnglish = (language: Language, assamese: string | undefined) =>
  language === 'as' && !assamese;

/** A line of content (a title) in the page's language; English on an Assamese page is marked. */
export function ContentText({ en, as }: { en: string; as?: string | undefined }) {
  const { language } = useTexts();
  if (!shownInEnglish(language, as)) return <>{textIn(language, en, as)}</>;
  return <span lang="en">{en}</span>;
}

/** Said on an Assamese page above content it shows in English (a text, a notice). */
export function EnglishNote({ list = false }: { list?: boolean }) {
  const { t } = useTexts();
  return <p className="content-note">{t(list ? 'content.someInEnglish' : 'content.inEnglish')}</p>;
}
