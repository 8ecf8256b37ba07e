import { ContentText, EnglishNote } from './content-text.tsx';
import { useTexts } from '../i18n/use-texts.ts';

/** A person's designation in the page's language: its Assamese where the content gives it. */
export function Designation({ en, as }: { en: string; as: string }) {
  return <ContentText en={en} as={as} />;
}

/**
 * Said on an Assamese page above a list of people when some designation stands in English for
 * want of its Assamese (decision 097): the list's "not yet in Assamese" note.
 */
export function DesignationsNote({
  people,
}: {
  people: readonly { designation: string; designationAs: string }[];
}) {
  const { language } = useTexts();
  const english = people.some((person) => person.designation && !person.designationAs);
  return language === 'as' && english ? <EnglishNote list /> : null;
}
