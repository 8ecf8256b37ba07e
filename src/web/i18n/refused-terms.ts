/**
 * Assamese forms the site has written and a reader found wrong (issue 37), each with the form
 * docs/assamese.md chose: a word that reads as another thing (চাদৰ, a shawl, for a roof), one of
 * two spellings of a word used side by side, a phrase that says something else than the
 * interface means. The catalogue and the demo's Assamese are held to it (catalogues.test.ts,
 * tests/content/demo-assamese.test.ts); a new slip found is a new line here and in the term list.
 */
export const REFUSED_TERMS: Readonly<Record<string, string>> = {
  'চাদৰ সৌৰ': 'ছাদৰ ওপৰৰ সৌৰ (a roof, not a shawl)',
  'ছোৱালী ছাত্ৰীনিবাস': 'ছাত্ৰীনিবাস (ছাত্ৰী already says girls)',
  সন্থা: 'সংস্থা',
  আভ্যন্তৰীণ: 'অভ্যন্তৰীণ',
  আলোচনাচক্ৰ: 'আলোচনা-চক্ৰ',
  ছেকক: 'মাজত বিচাৰক (NAAC filter: ফাইলৰ মাজত বিচাৰক)',
  'একো নকৰে': 'পাৰ্থক্য ধৰা নহয় (ডাঙৰ-সৰু আখৰৰ পাৰ্থক্য ধৰা নহয়)',
  'পুনৰ আৰম্ভ': 'আঁতৰাওক (a filter cleared)',
  'মোৰ বিষয়ে': 'পৰিচয় (a bio in the third person)',
  'দৃষ্টিভংগী আৰু লক্ষ্য': 'দৃষ্টিভংগী আৰু অভিলক্ষ্য (Mission: অভিলক্ষ্য; Aims: লক্ষ্য)',
};

/** Before these, তৰ্ক is a part of বিতৰ্ক (debate), not the word alone. */
const DEBATE = /(^|[^\u0980-\u09FF])তৰ্ক (প্ৰতিযোগিতা|সমাজ)/u;

/** The refused forms a text holds, each with the form it should have. */
export function refusedTerms(text: string): string[] {
  const normal = text.normalize('NFC');
  const found = Object.keys(REFUSED_TERMS)
    .filter((term) => normal.includes(term))
    .map((term) => `${term} → ${REFUSED_TERMS[term]}`);
  if (DEBATE.test(normal)) found.push('তৰ্ক প্ৰতিযোগিতা → বিতৰ্ক প্ৰতিযোগিতা (a debate)');
  return found;
}
