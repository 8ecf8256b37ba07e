/**
 * The fictional college. Nothing here is a real institution: the town of Kopoubari is invented
 * (kopou phul, the foxtail orchid, is the state flower of Assam), phone numbers use the unused
 * 90000 series, and every address on the web is under example.edu.in or example.org.
 */
export const COLLEGE = {
  name: 'Kopoubari College',
  short_name: 'KBC',
  name_as: 'কপৌবাৰী মহাবিদ্যালয়',
  established: 1967,
  affiliation: 'Gauhati University',
  affiliation_as: 'গুৱাহাটী বিশ্ববিদ্যালয়',
  status: 'Provincialised & Govt.-aided',
  town: 'Kopoubari',
  district: 'Nalbari',
  postal_address: 'Kopoubari College, P.O. Kopoubari, Dist. Nalbari, Assam 781399',
  postal_address_as: 'কপৌবাৰী মহাবিদ্যালয়, ডাকঘৰ: কপৌবাৰী, জিলা: নলবাৰী, অসম ৭৮১৩৯৯',
  phone: '+91 90000 00100',
  email: 'office@example.edu.in',
  website: 'https://www.example.edu.in',
  domain: 'example.edu.in',
  motto: 'Tamaso Ma Jyotirgamaya',
} as const;

/** Ten-digit fictional mobile numbers: 90000 followed by five digits. */
export function phoneNumber(n: number): string {
  return `90000${String(n % 100000).padStart(5, '0')}`;
}

/** A personal address at the college's fictional domain: 'ranjit.baruah@example.edu.in'. */
export function emailFor(name: string): string {
  const words = name
    .replace(/^(Dr|Sri|Smti|Mr|Mrs|Ms|Prof|Md)\.?\s+/i, '')
    .toLowerCase()
    .replace(/[^a-z\s]/g, '')
    .split(/\s+/)
    .filter(Boolean);
  const first = words[0] ?? 'staff';
  const last = words.length > 1 ? words[words.length - 1] : '';
  return `${first}${last ? '.' + last : ''}@${COLLEGE.domain}`;
}
