/**
 * Words that Bengali writes and Assamese does not, with the Assamese a writer meant: the slips a
 * Bengali keyboard, a Bengali dictionary or a translation tool makes in Assamese text. Bengali's
 * র (where Assamese has ৰ) is caught on its own; these are the forms without it.
 */
export const BENGALI_ONLY_FORMS: Readonly<Record<string, string>> = {
  এবং: 'আৰু',
  থেকে: 'পৰা',
  জন্য: 'বাবে',
  নেই: 'নাই',
  হয়েছে: 'হৈছে',
  দেখুন: 'চাওক',
  আছেন: 'আছে',
  তাদের: 'সিহঁতৰ / তেওঁলোকৰ',
  আমাদের: 'আমাৰ',
  তোমাদের: 'তোমালোকৰ',
  পাওয়া: 'পোৱা',
  যাওয়া: 'যোৱা',
  দেওয়া: 'দিয়া',
  নেওয়া: 'লোৱা',
};

/** The Bengali-only words of a text, each with the Assamese it should have been. */
export function bengaliForms(text: string): string[] {
  const words = text.normalize('NFC').match(/[\u0980-\u09FF\u200C\u200D]+/g) ?? [];
  return [...new Set(words.filter((word) => word in BENGALI_ONLY_FORMS))].map(
    (word) => `${word} → ${BENGALI_ONLY_FORMS[word]}`,
  );
}
