/**
 * The demo's designations in Assamese (designation_as, decision 097): the small fixed set its
 * people hold, in the terms of docs/assamese.md. A designation not here stays English, and the
 * Assamese pages mark it and say so: 'Assistant Professor (Contractual)' is left out on purpose
 * (সহকাৰী অধ্যাপক (চুক্তিভিত্তিক)), so that the demo shows both, as its notices do.
 */
export const DESIGNATIONS_AS: Readonly<Record<string, string>> = {
  Principal: 'অধ্যক্ষ',
  'Associate Professor & Head': 'সহযোগী অধ্যাপক আৰু মুৰব্বী',
  'Associate Professor': 'সহযোগী অধ্যাপক',
  'Assistant Professor': 'সহকাৰী অধ্যাপক',
  'Head Assistant': 'মুখ্য সহায়ক',
  Accountant: 'হিচাপ-ৰক্ষক',
  'Senior Assistant': 'জ্যেষ্ঠ সহায়ক',
  'Junior Assistant-cum-Computer Operator (Examination Branch)':
    'কনিষ্ঠ সহায়ক তথা কম্পিউটাৰ চালক (পৰীক্ষা শাখা)',
  'Library Assistant': 'পুথিভঁৰাল সহায়ক',
  'Laboratory Assistant (Physics)': 'পৰীক্ষাগাৰ সহায়ক (পদাৰ্থ বিজ্ঞান)',
  'Laboratory Bearer (Chemistry)': 'পৰীক্ষাগাৰ বাহক (ৰসায়ন বিজ্ঞান)',
  'Grade IV (Peon)': 'চতুৰ্থ বৰ্গৰ কৰ্মচাৰী (পিয়ন)',
};

/** `designation_as` of a person's entry, when the designation has its Assamese here. */
export const designationAs = (designation: string): { designation_as?: string } => {
  const assamese = DESIGNATIONS_AS[designation];
  return assamese ? { designation_as: assamese } : {};
};
