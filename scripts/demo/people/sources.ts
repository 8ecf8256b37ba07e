/**
 * Where faculty publish, study and train. Journals and publishers are invented; universities
 * and national bodies (UGC, ICSSR, DST, ASTEC, UGC-HRDC) are real, as they would be on any
 * Indian college website, but no real person or paper is named.
 */
export interface Journal {
  name: string;
  issn: string;
  publisher: string;
  /** The topics of a specialised journal; a general one (none) takes papers of the subject. */
  field?: RegExp;
}

export const JOURNALS: Record<'ARTS' | 'SCIENCE', readonly Journal[]> = {
  ARTS: [
    {
      name: 'Brahmaputra Journal of Humanities',
      issn: '2349-0000',
      publisher: 'Luit Academic Press',
    },
    {
      name: 'North-East Review of Social Sciences',
      issn: '2455-0001',
      publisher: 'North-East Academic Press',
    },
    { name: 'Kamrupa Studies', issn: '0975-0002', publisher: 'Kamrupa Research Society' },
    {
      name: 'Journal of Language and Culture of Assam',
      issn: '2320-0003',
      publisher: 'Saraighat Publishers',
    },
  ],
  SCIENCE: [
    {
      name: 'Eastern Journal of Physical Sciences',
      issn: '2278-0004',
      publisher: 'North-East Academic Press',
    },
    {
      name: 'Journal of the Assam Science Forum',
      issn: '0972-0005',
      publisher: 'Assam Science Forum',
    },
    {
      name: 'Indo-Burma Journal of Life Sciences',
      issn: '2394-0006',
      publisher: 'Luit Academic Press',
    },
    {
      name: 'Journal of Applied Sciences of North-East India',
      issn: '2583-0007',
      publisher: 'Saraighat Publishers',
    },
  ],
};

export const BOOK_PUBLISHERS = [
  'Luit Academic Press, Guwahati',
  'Kopoubari Prakashan, Nalbari',
  'Saraighat Publishers, Guwahati',
  'North-East Academic Press, Guwahati',
];

export const UNIVERSITIES = [
  'Gauhati University',
  'Dibrugarh University',
  'Tezpur University',
  'Cotton University',
];

export const SEMINAR_ORGANISERS = [
  'Department of {subject}, Gauhati University',
  'Department of {subject}, Dibrugarh University',
  'IQAC, Kopoubari College',
  'Department of {subject}, Cotton University',
  'Department of {subject}, Tezpur University',
  'Department of {subject}, Kopoubari College',
];

export const SPONSORS = {
  ARTS: [
    'ICSSR-NERC, Shillong',
    'UGC',
    'Sahitya Sabha',
    'Self-financed',
    'IQAC, Kopoubari College',
  ],
  SCIENCE: ['DST, Govt. of India', 'ASTEC, Guwahati', 'UGC', 'CSIR', 'IQAC, Kopoubari College'],
} as const;

/**
 * Orientation, refresher and short-term courses (table 7 of the faculty profile). `from` is the
 * first year a course was held; orientation and induction come just after joining.
 */
export const TRAINING: {
  theme: string;
  duration: string;
  organised_by: string;
  sponsored_by: string;
  from: number;
  afterJoining?: boolean;
}[] = [
  {
    theme: 'Orientation Programme',
    duration: '28 days',
    organised_by: 'UGC-HRDC, Gauhati University',
    sponsored_by: 'UGC',
    from: 1990,
    afterJoining: true,
  },
  {
    theme: 'Refresher Course in {subject}',
    duration: '21 days',
    organised_by: 'UGC-HRDC, Gauhati University',
    sponsored_by: 'UGC',
    from: 2000,
  },
  {
    theme: 'Faculty Induction Programme',
    duration: '30 days',
    organised_by: 'UGC-HRDC, Dibrugarh University',
    sponsored_by: 'UGC',
    from: 2019,
    afterJoining: true,
  },
  {
    theme: 'Short Term Course on ICT in Teaching',
    duration: '7 days',
    organised_by: 'UGC-HRDC, Gauhati University',
    sponsored_by: 'UGC',
    from: 2012,
  },
  {
    theme: 'Faculty Development Programme on Outcome-Based Education',
    duration: '5 days',
    organised_by: 'IQAC, Kopoubari College',
    sponsored_by: 'Self-financed',
    from: 2019,
  },
  {
    theme: 'Online Refresher Course on NEP 2020',
    duration: '14 days',
    organised_by: 'UGC-HRDC, Tezpur University',
    sponsored_by: 'UGC',
    from: 2021,
  },
];

export const NEWSPAPERS = [
  'Dainik Luit (Assamese daily)',
  'The Brahmaputra Times',
  'Nalbari Barta (weekly)',
  'Prantar Kontho (Assamese daily)',
];
export const MAGAZINES = [
  'Prantik Barta (fortnightly)',
  'Gariyoshi Katha (monthly)',
  'Bigyan Jeuti (science monthly)',
  'Satsori (literary quarterly)',
];

/** College (in-campus) roles with years. */
export const COLLEGE_ROLES = [
  { name: 'NSS Unit', position: 'Programme Officer' },
  { name: 'IQAC', position: 'Member' },
  { name: 'Examination Committee', position: 'Convener' },
  { name: 'Anti-Ragging Committee', position: 'Member' },
  { name: 'College Magazine', position: 'Teacher-in-charge' },
  { name: 'Career Guidance and Placement Cell', position: 'Coordinator' },
  { name: 'Admission Committee', position: 'Member' },
  { name: 'Cultural Committee of the College Week', position: 'Teacher-in-charge' },
  { name: 'Women Cell', position: 'Member' },
  { name: 'Library Advisory Committee', position: 'Member' },
];

/** Extension (social) activities. */
export const SOCIAL_ROLES = [
  { name: 'Flood relief camp at Kopoubari', position: 'Volunteer coordinator' },
  { name: 'Adult literacy drive in adopted village', position: 'Resource person' },
  { name: 'Blood donation camp with the District Hospital', position: 'Organiser' },
  { name: 'Swachh Bharat cleanliness drive', position: 'Teacher-in-charge' },
  { name: 'Awareness programme on drug abuse in schools', position: 'Resource person' },
  { name: 'Voter awareness (SVEEP) campaign', position: 'Campus ambassador' },
  { name: 'Kopoubari Sahitya Sabha', position: 'Executive member' },
  { name: 'Free coaching for HSLC students of the area', position: 'Teacher' },
];

export const SUPERVISORS = [
  'Prof. Dhirendra Nath Bordoloi',
  'Prof. Anima Goswami',
  'Prof. Kamaleswar Kalita',
  'Prof. Sabita Baruah',
  'Prof. Rafiqul Hussain',
  'Prof. Jogesh Chandra Sarma',
];

export const QR_REMARKS = [
  'Completed',
  'Completed; class test held',
  'About 80% covered',
  'Completed with tutorial sessions',
  'Revision and doubt-clearing done',
  'Completed; assignment given',
];
