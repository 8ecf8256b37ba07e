import type { DeptDef } from './types.ts';

export const ASSAMESE: DeptDef = {
  code: 'ASM',
  name: 'Assamese',
  name_as: 'অসমীয়া বিভাগ',
  stream: 'ARTS',
  estd: 1967,
  colour: ['#7f1d1d', '#c2410c'],
  degree: 'B.A.',
  faculty: [
    {
      name: 'Dr. Nirmala Devi Kalita',
      designation: 'Associate Professor & Head',
      gender: 'F',
      tier: 'full',
      live: true,
      joined: 1998,
    },
    {
      name: 'Dr. Pranab Jyoti Mahanta',
      designation: 'Associate Professor',
      gender: 'M',
      tier: 'rich',
      live: true,
      joined: 2003,
    },
    {
      name: 'Jonali Bora',
      designation: 'Assistant Professor',
      gender: 'F',
      tier: 'medium',
      live: true,
      joined: 2012,
    },
    {
      name: 'Dr. Lakhinandan Deka',
      designation: 'Assistant Professor',
      gender: 'M',
      tier: 'partial',
      live: false,
      joined: 2014,
    },
    {
      name: 'Rashida Begum',
      designation: 'Assistant Professor',
      gender: 'F',
      tier: 'minimal',
      live: false,
      joined: 2019,
    },
    {
      name: 'Hiranmoy Haloi',
      designation: 'Assistant Professor (Contractual)',
      gender: 'M',
      tier: 'medium',
      live: false,
      joined: 2022,
      photo: false,
    },
  ],
  areas: [
    'Vaishnavite literature of Assam',
    'Modern Assamese poetry',
    'Assamese folk literature',
    'Kamrupi dialect and Assamese linguistics',
    'Ankiya Naat and Bhaona',
    "Women's writing in Assamese",
  ],
  papers: [
    {
      code: 'ASM-MAJ-101',
      title: 'History of Assamese Literature (Early Period)',
      topics: [
        'Charyapada and the beginnings of the Assamese language',
        'Pre-Vaishnavite poets: Hema Saraswati and Madhav Kandali',
        'Sankardeva and the Borgeet',
        'Ankiya Naat: form and stagecraft',
      ],
    },
    {
      code: 'ASM-MAJ-201',
      title: 'Assamese Language and Linguistics',
      topics: [
        'Phonology of standard Assamese',
        'Features of the Kamrupi dialect',
        'Morphology: case and number',
        'Assamese script and its history',
      ],
    },
    {
      code: 'ASM-MAJ-301',
      title: 'Modern Assamese Poetry',
      topics: [
        'The Jonaki era',
        'Romantic poets of Assam',
        'Post-independence poetry',
        'Close reading of selected poems',
      ],
    },
    {
      code: 'ASM-MAJ-401',
      title: 'Assamese Folk Literature',
      topics: [
        'Bihu songs and their social context',
        'Ojapali and folk performance',
        'Folk tales of lower Assam',
        'Fieldwork methods in folklore',
      ],
    },
  ],
  researchTitles: [
    'Nature imagery in the lyrics of the Jonaki era',
    'The Ankiya Naat tradition and community theatre in lower Assam',
    'Verb morphology of the Kamrupi dialect: a descriptive study',
    'Ojapali performance in the villages of Nalbari district',
    'Women characters in the Assamese short story after 1950',
    'Bihu songs as oral history: a study of husori texts',
    'Translation of Borgeet into English: problems and possibilities',
    'Folk beliefs in the proverbs of Kamrup',
  ],
  books: [
    'Lok-Sahityar Ruprekha',
    'Asomiya Bhasar Upabhasa',
    'Jonaki Jugar Kabita: Path aru Bisleshan',
    'Bhaona: Parampara aru Parivartan',
  ],
  projects: [
    {
      title: 'Documentation of Ojapali texts of Nalbari district',
      agency: 'UGC (Minor Research Project)',
    },
    {
      title: 'A digital archive of Bihu husori songs',
      agency: 'Directorate of Cultural Affairs, Govt. of Assam',
    },
  ],
  seminarThemes: [
    'Assamese language in the digital age',
    'Sankardeva and the Bhakti movement',
    'Folk culture of the Brahmaputra valley',
  ],
  studentActivities: [
    'Essay competition on Bishnu Prasad Rabha Divas',
    'Field visit to a Satra for documentation of Bhaona',
    'Recitation competition (Kabita Aabritti)',
    'Publication of the wall magazine',
  ],
  fieldTrip: 'Barpeta Satra',
  facilities: [
    {
      title: 'Departmental library',
      description:
        'About 1,400 books on Assamese literature, language and folklore, with back issues of literary magazines, open to students on all working days.',
    },
    {
      title: 'Folklore archive',
      description:
        'Audio recordings and transcripts of Bihu songs, Ojapali and folk tales collected by students during field work.',
    },
    {
      title: 'Smart classroom',
      description:
        'One classroom with a projector and sound system, shared with the Department of English.',
    },
  ],
  magazine: 'Luitor Pare (wall magazine)',
  about:
    'The department teaches Assamese language and literature from the Charyapada to the present day and is known in the district for its work on folk culture: students record Bihu songs, Ojapali and folk tales of the villages around Kopoubari as part of their course, and the recordings are kept in the department archive.',
  vision:
    'To nurture love for the Assamese language and literature, and to make our students careful readers, writers and keepers of the culture of the Brahmaputra valley.',
  exams: ['UGC-NET (Assamese)', 'SLET (NE)', 'TET (Assam)', 'APSC CCE (Prelims)'],
};

export const ENGLISH: DeptDef = {
  code: 'ENG',
  name: 'English',
  name_as: 'ইংৰাজী বিভাগ',
  stream: 'ARTS',
  estd: 1967,
  colour: ['#1e3a8a', '#0e7490'],
  degree: 'B.A.',
  faculty: [
    {
      name: 'Dr. Arundhati Goswami',
      designation: 'Associate Professor & Head',
      gender: 'F',
      tier: 'full',
      live: true,
      joined: 2001,
    },
    {
      name: 'Dr. Bhaskar Jyoti Dutta',
      designation: 'Associate Professor',
      gender: 'M',
      tier: 'rich',
      live: true,
      joined: 2005,
    },
    {
      name: 'Farzana Ahmed',
      designation: 'Assistant Professor',
      gender: 'F',
      tier: 'medium',
      live: false,
      joined: 2013,
    },
    {
      name: 'Mrinal Kanti Pegu',
      designation: 'Assistant Professor',
      gender: 'M',
      tier: 'partial',
      live: false,
      joined: 2016,
      photo: false,
    },
    {
      name: 'Nayanmoni Saikia',
      designation: 'Assistant Professor',
      gender: 'F',
      tier: 'minimal',
      live: false,
      joined: 2021,
    },
  ],
  areas: [
    'Indian Writing in English',
    'Literatures of North-East India',
    'Postcolonial studies',
    'English Language Teaching',
    'Translation studies',
    'Victorian fiction',
  ],
  papers: [
    {
      code: 'ENG-MAJ-101',
      title: 'Indian Classical Literature',
      topics: [
        'Kalidasa: Abhijnanasakuntalam',
        'Vyasa: The Dicing and the Sequel to Dicing',
        'Sudraka: Mrcchakatika',
        'Rasa theory',
      ],
    },
    {
      code: 'ENG-MAJ-201',
      title: 'British Poetry and Drama: 14th to 17th Centuries',
      topics: [
        "Chaucer: The Wife of Bath's Prologue",
        'Spenser and the sonnet',
        'Marlowe: Doctor Faustus',
        'Shakespeare: Macbeth',
      ],
    },
    {
      code: 'ENG-MAJ-301',
      title: 'British Romantic Literature',
      topics: [
        'Wordsworth: Tintern Abbey',
        'Coleridge: Kubla Khan',
        'Keats: the Odes',
        'Mary Shelley: Frankenstein',
      ],
    },
    {
      code: 'ENG-MAJ-401',
      title: 'Postcolonial Literatures',
      topics: [
        'Achebe: Things Fall Apart',
        'Marquez: Chronicle of a Death Foretold',
        'Writing from North-East India',
        'Theories of postcoloniality',
      ],
    },
  ],
  researchTitles: [
    'Memory and place in English poetry from North-East India',
    'Translating the Assamese short story into English: a case study',
    'Code-switching in first-generation learners of English in rural Assam',
    'Landscape and identity in the fiction of the Brahmaputra valley',
    'The city in Victorian fiction and its Indian readers',
    'Oral traditions and the novel in North-East India',
    'Using community radio for teaching spoken English',
    'Postcolonial readings of the Partition novel',
  ],
  books: [
    'Voices from the Valley: An Anthology of Translations',
    'Communicative English for Undergraduates',
    'Essays on Indian Writing in English',
    'Reading the North-East: Critical Essays',
  ],
  projects: [
    {
      title: 'Spoken English needs of first-generation learners in Nalbari district',
      agency: 'UGC (Minor Research Project)',
    },
    { title: 'Translation of folk tales of Kamrup into English', agency: 'Sahitya Sabha grant' },
  ],
  seminarThemes: [
    'Literature and the environment',
    'Translation and regional literatures',
    'English language teaching in rural colleges',
  ],
  studentActivities: [
    'Debate competition in English',
    'Spoken English course (30 hours)',
    'Screening and discussion of a Shakespeare film',
    'Creative writing workshop',
  ],
  fieldTrip: 'Srimanta Sankaradeva Kalakshetra, Guwahati',
  facilities: [
    {
      title: 'Language laboratory',
      description:
        'Twenty computer stations with headphones and language-learning software, used for the spoken English course and AEC papers.',
    },
    {
      title: 'Departmental library',
      description:
        'About 1,100 books including literary criticism, anthologies and reference works.',
    },
    {
      title: 'Reading corner',
      description: 'Newspapers and literary magazines in English, open to all students.',
    },
  ],
  magazine: 'Riverine (annual journal)',
  about:
    'Besides the Major and Minor programmes, the department runs the Ability Enhancement Course in English for every first-year student of the college and a thirty-hour spoken English course each semester. Its language laboratory is used by students of all departments.',
  vision:
    'To help students read with pleasure and judgement, write and speak English with confidence, and find their own region in the literatures of the world.',
  exams: ['UGC-NET (English)', 'SLET (NE)', 'TET (Assam)', 'CUET (PG)'],
};

export const HISTORY: DeptDef = {
  code: 'HIS',
  name: 'History',
  name_as: 'ইতিহাস বিভাগ',
  stream: 'ARTS',
  estd: 1969,
  colour: ['#713f12', '#a16207'],
  degree: 'B.A.',
  faculty: [
    {
      name: 'Dr. Jiten Chandra Bhuyan',
      designation: 'Associate Professor & Head',
      gender: 'M',
      tier: 'full',
      live: true,
      joined: 1999,
    },
    {
      name: 'Dr. Karabi Rajkhowa',
      designation: 'Assistant Professor',
      gender: 'F',
      tier: 'rich',
      live: true,
      joined: 2009,
    },
    {
      name: 'Dr. Anowar Hussain',
      designation: 'Assistant Professor',
      gender: 'M',
      tier: 'medium',
      live: false,
      joined: 2011,
    },
    {
      name: 'Chayanika Konwar',
      designation: 'Assistant Professor',
      gender: 'F',
      tier: 'partial',
      live: false,
      joined: 2017,
    },
    {
      name: 'Dhrubajyoti Tamuli',
      designation: 'Assistant Professor',
      gender: 'M',
      tier: 'medium',
      live: true,
      joined: 2015,
    },
  ],
  areas: [
    'History of Assam (Ahom period)',
    'Colonial Assam and the tea economy',
    'Freedom movement in Assam',
    'Archaeology of the Brahmaputra valley',
    'Social history of North-East India',
    'Oral history',
  ],
  papers: [
    {
      code: 'HIS-MAJ-101',
      title: 'History of India (Earliest Times to 300 BCE)',
      topics: [
        'Sources of ancient Indian history',
        'Harappan civilisation',
        'The Vedic age',
        'Mauryan administration',
      ],
    },
    {
      code: 'HIS-MAJ-102',
      title: 'History of Assam (up to 1228 CE)',
      topics: [
        'Geography and sources of early Assam',
        'The Varmana dynasty',
        'The Salastambhas and Palas',
        'Society and religion in early Kamarupa',
      ],
    },
    {
      code: 'HIS-MAJ-201',
      title: 'History of Assam (1228-1826)',
      topics: [
        'Sukapha and the Ahom state',
        'Ahom-Mughal conflicts and the battle of Saraighat',
        'The Moamoria rebellion',
        'The Burmese invasions and the Treaty of Yandabo',
      ],
    },
    {
      code: 'HIS-MAJ-301',
      title: 'Colonial Assam (1826-1947)',
      topics: [
        'Annexation and early British administration',
        'Tea plantations and indentured labour',
        'Peasant uprisings of 1893-94',
        'The freedom movement in Assam',
      ],
    },
  ],
  researchTitles: [
    'Land revenue under the Ahoms: the paik system revisited',
    'Tea garden labour and the colonial state in Darrang',
    'The peasant uprisings of 1893-94 in lower Assam',
    'Women in the Quit India Movement in Kamrup',
    'Temple ruins of the Kopoubari area: a survey',
    'Weekly markets (haats) of lower Assam in the colonial period',
    'Oral histories of the 1950 earthquake',
    'Satras and land grants in the eighteenth century',
  ],
  books: [
    'Aspects of the History of Lower Assam',
    'The Paik System: A Study',
    'Colonial Assam: A Reader',
    'Itihasar Patbhumit Nalbari',
  ],
  projects: [
    {
      title: 'Survey and documentation of temple ruins in Nalbari district',
      agency: 'ICHR (Small Study Grant)',
    },
    {
      title: 'Oral history of the freedom movement in lower Assam',
      agency: 'UGC (Minor Research Project)',
    },
  ],
  seminarThemes: [
    'Sources for the history of Assam',
    'Heritage and local history',
    'The freedom movement in North-East India',
  ],
  studentActivities: [
    'Heritage walk to the temple ruins near Kopoubari',
    'Quiz on the history of Assam',
    'Documentation of a village haat',
    'Students seminar on local history',
  ],
  fieldTrip: 'Madan Kamdev archaeological site',
  facilities: [
    {
      title: 'History museum corner',
      description:
        'Terracotta pieces, old coins (replicas), copper-plate facsimiles and photographs of monuments, arranged by students.',
    },
    {
      title: 'Map room',
      description: 'Historical atlases and wall maps of India and Assam used in teaching.',
    },
    {
      title: 'Departmental library',
      description: 'About 1,300 books with a special shelf on the history of Assam.',
    },
  ],
  magazine: 'Itihas Darpan (wall magazine)',
  about:
    'The department is the keeper of the small history museum corner of the college, built from objects collected by students and teachers, and it leads an annual heritage walk to the temple ruins and old tanks around Kopoubari.',
  vision:
    'To make students curious about the past of their own villages and of the country, and to teach them to weigh evidence before they judge.',
  exams: ['UGC-NET (History)', 'SLET (NE)', 'APSC CCE (Prelims)', 'TET (Assam)'],
};

export const ECONOMICS: DeptDef = {
  code: 'ECO',
  name: 'Economics',
  name_as: 'অৰ্থনীতি বিভাগ',
  stream: 'ARTS',
  estd: 1972,
  colour: ['#14532d', '#15803d'],
  degree: 'B.A.',
  faculty: [
    {
      name: 'Dr. Pulak Chandra Choudhury',
      designation: 'Associate Professor & Head',
      gender: 'M',
      tier: 'full',
      live: true,
      joined: 2000,
    },
    {
      name: 'Dr. Madhusmita Phukan',
      designation: 'Assistant Professor',
      gender: 'F',
      tier: 'rich',
      live: true,
      joined: 2010,
    },
    {
      name: 'Saurav Basumatary',
      designation: 'Assistant Professor',
      gender: 'M',
      tier: 'medium',
      live: false,
      joined: 2014,
    },
    {
      name: 'Dr. Nasrin Sultana Hoque',
      designation: 'Assistant Professor',
      gender: 'F',
      tier: 'partial',
      live: false,
      joined: 2016,
    },
    {
      name: 'Bitopan Khakhlari',
      designation: 'Assistant Professor',
      gender: 'M',
      tier: 'minimal',
      live: false,
      joined: 2023,
    },
  ],
  areas: [
    'Rural development',
    'Agricultural economics',
    'Microfinance and self-help groups',
    'Economics of the tea industry',
    'Public finance',
    'Development economics',
  ],
  papers: [
    {
      code: 'ECO-MAJ-101',
      title: 'Introductory Microeconomics',
      topics: [
        'Demand, supply and elasticity',
        'Consumer equilibrium',
        'Production and costs',
        'Market forms',
      ],
    },
    {
      code: 'ECO-MAJ-102',
      title: 'Mathematical Methods for Economics',
      topics: [
        'Functions and graphs',
        'Differentiation and optimisation',
        'Matrices',
        'Difference equations',
      ],
    },
    {
      code: 'ECO-MAJ-201',
      title: 'Introductory Macroeconomics',
      topics: [
        'National income accounting',
        'Money and inflation',
        'The Keynesian model',
        'Fiscal and monetary policy',
      ],
    },
    {
      code: 'ECO-MAJ-301',
      title: 'Indian Economy',
      topics: [
        'Planning and NITI Aayog',
        'Agriculture and food security',
        'Economy of Assam',
        'Poverty and employment',
      ],
    },
  ],
  researchTitles: [
    'Self-help groups and household income in rural Nalbari',
    'Flood losses and farm incomes in the Brahmaputra valley',
    'Wages and welfare in small tea gardens of Assam',
    'Crop diversification among marginal farmers of lower Assam',
    'Financial inclusion after the Jan Dhan scheme: a village study',
    'Weekly markets and price formation for vegetables',
    'Women and MGNREGA works in Nalbari district',
    'Fiscal position of Assam: trends in own tax revenue',
  ],
  books: [
    'Rural Economy of Assam',
    'Microeconomics Made Simple',
    'Essays on the Economy of North-East India',
    'Statistics for Economics',
  ],
  projects: [
    { title: 'Impact of floods on farm households of Nalbari district', agency: 'ICSSR-NERC' },
    {
      title: 'Self-help groups and women empowerment in lower Assam',
      agency: 'UGC (Minor Research Project)',
    },
  ],
  seminarThemes: [
    'Rural development in Assam',
    'Budget and the common citizen',
    'Financial literacy for students',
  ],
  studentActivities: [
    'Village survey on household income',
    'Budget analysis discussion',
    'Financial literacy camp with a local bank',
    'Economics quiz',
  ],
  fieldTrip: 'Regional Agricultural Research Station and a village market',
  facilities: [
    {
      title: 'Computer and data room',
      description:
        'Eight computers with spreadsheet and statistics software for survey work and projects.',
    },
    {
      title: 'Departmental library',
      description: 'About 900 books and the Economic Survey of Assam from 2010 onwards.',
    },
  ],
  magazine: 'Arthaneeti Barta (newsletter)',
  about:
    'Students of the department run a small village survey every year in the villages around Kopoubari, and the reports, written in Assamese and English, are kept in the department library for the next batch.',
  vision:
    'To help students understand the economy of the village, the state and the country with numbers and with care, and to prepare them for research, teaching and public service.',
  exams: ['UGC-NET (Economics)', 'APSC CCE (Prelims)', 'IBPS PO', 'SLET (NE)'],
};

export const ARTS_DEPARTMENTS = [ASSAMESE, ENGLISH, HISTORY, ECONOMICS];
