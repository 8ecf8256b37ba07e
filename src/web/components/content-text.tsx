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

/**
 * A name the content gives in both languages (the college's, a department's), as a header shows
 * it: the page's language first, as the page's own text, then the other, marked with its `lang`.
 * An Assamese page without the Assamese name shows the English first, marked; no second name.
 */
export function namePair(language: Language, en: string, as: string | undefined) {
  if (!as) return { first: <ContentText en={en} />, second: null };
  return language === 'as'
    ? { first: <>{as}</>, second: { text: en, lang: 'en' } }
    : { first: <>{en}</>, second: { text: as, lang: 'as' } };
}

/**
 * The `lang` of an element holding content the content folder gives in English only (a name, a
 * designation, a committee's members): 'en' on an Assamese page, nothing on an English one.
 */
export function useEnglishContent(): 'en' | undefined {
  return useTexts().language === 'as' ? 'en' : undefined;
}

/**
 * The `lang` of a text that may be the content's English or already the page's words (a label,
 * an Assamese title): 'en' on an Assamese page when it has Latin letters.
 */
export const langOf = (language: Language, text: string): 'en' | undefined =>
  language === 'as' && /[A-Za-z]/.test(text) ? 'en' : undefined;

/**
 * A text of the interface with the content's words inside it (a caption naming a NAAC group, a
 * loader's message): the content's run marked `lang="en"` on an Assamese page when it has Latin
 * letters, the rest the page's own words.
 */
export function WithContent({ text, content }: { text: string; content: string }) {
  const { language } = useTexts();
  const at = content ? text.indexOf(content) : -1;
  if (at < 0 || !langOf(language, content)) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <span lang="en">{content}</span>
      {text.slice(at + content.length)}
    </>
  );
}
