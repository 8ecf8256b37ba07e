import type { DeptDef } from './types.ts';

export const PHYSICS: DeptDef = {
  code: 'PHY',
  name: 'Physics',
  name_as: 'পদাৰ্থ বিজ্ঞান বিভাগ',
  stream: 'SCIENCE',
  estd: 1984,
  colour: ['#1d3557', '#457b9d'],
  degree: 'B.Sc.',
  faculty: [
    {
      name: 'Dr. Dilip Kumar Hazarika',
      designation: 'Associate Professor & Head',
      gender: 'M',
      tier: 'full',
      live: true,
      joined: 1997,
    },
    {
      name: 'Dr. Rupjyoti Baruah',
      designation: 'Associate Professor',
      gender: 'M',
      tier: 'rich',
      live: true,
      joined: 2004,
    },
    {
      name: 'Dr. Kaushik Bordoloi',
      designation: 'Assistant Professor',
      gender: 'M',
      tier: 'medium',
      live: true,
      joined: 2012,
    },
    {
      name: 'Himakshi Nath',
      designation: 'Assistant Professor',
      gender: 'F',
      tier: 'partial',
      live: false,
      joined: 2017,
    },
    {
      name: 'Nilotpal Sonowal',
      designation: 'Assistant Professor',
      gender: 'M',
      tier: 'minimal',
      live: false,
      joined: 2020,
    },
    {
      name: 'Ankita Lahkar',
      designation: 'Assistant Professor (Contractual)',
      gender: 'F',
      tier: 'partial',
      live: false,
      joined: 2023,
      photo: false,
    },
  ],
  areas: [
    'Condensed matter physics',
    'Nanomaterials',
    'Atmospheric aerosols',
    'Thin films',
    'Computational physics',
    'Physics education',
  ],
  papers: [
    {
      code: 'PHY-MAJ-101',
      title: 'Mathematical Physics I',
      topics: [
        'Vector calculus',
        'Ordinary differential equations',
        'Fourier series',
        'Error analysis in the laboratory',
      ],
    },
    {
      code: 'PHY-MAJ-102',
      title: 'Mechanics',
      topics: [
        "Newton's laws and frames of reference",
        'Rotational dynamics',
        'Oscillations',
        'Special theory of relativity',
      ],
    },
    {
      code: 'PHY-MAJ-201',
      title: 'Electricity and Magnetism',
      topics: [
        "Gauss's law and its applications",
        'Dielectrics',
        'Magnetostatics',
        "Faraday's law and inductance",
      ],
    },
    {
      code: 'PHY-MAJ-301',
      title: 'Quantum Mechanics',
      topics: [
        'Wave-particle duality',
        "Schrödinger's equation",
        'Particle in a box',
        'The hydrogen atom',
      ],
    },
  ],
  researchTitles: [
    'Optical properties of ZnO nanoparticles prepared by a sol-gel route',
    'Aerosol optical depth over lower Assam during the pre-monsoon season',
    'Structural and electrical properties of chemically deposited CdS thin films',
    'A low-cost data logger for the undergraduate physics laboratory',
    'Band gap tuning of doped TiO2 nanostructures',
    'Black carbon concentration near a rural highway in Assam',
    'Monte Carlo simulation of the two-dimensional Ising model for teaching',
    'Dielectric relaxation in polymer nanocomposites',
  ],
  books: [
    'Practical Physics for Undergraduates',
    'Mechanics: Problems and Solutions',
    'Electricity and Magnetism: A First Course',
    'Nanomaterials: An Introduction',
  ],
  projects: [
    { title: 'Synthesis and characterisation of doped ZnO nanoparticles', agency: 'DST-SERB' },
    {
      title: 'Monitoring of aerosols and black carbon at a rural site in lower Assam',
      agency: 'ASTEC',
    },
    {
      title: 'Low-cost experiments for the undergraduate laboratory',
      agency: 'UGC (Minor Research Project)',
    },
  ],
  seminarThemes: [
    'Nanoscience and its applications',
    'Climate and the atmosphere',
    'Physics teaching with low-cost apparatus',
  ],
  studentActivities: [
    'Science exhibition on National Science Day',
    'Night sky watching with the college telescope',
    'Visit to a research laboratory',
    'Model-making competition',
  ],
  fieldTrip: 'Regional Science Centre, Guwahati',
  facilities: [
    {
      title: 'UG laboratories',
      description:
        'Two laboratories for general physics and electronics, with apparatus for all FYUGP practical papers.',
    },
    {
      title: 'Materials research laboratory',
      description:
        'Muffle furnace, UV-Vis spectrophotometer and a four-probe set-up, bought with DST-FIST and project grants.',
    },
    {
      title: 'Telescope',
      description: 'A 6-inch reflecting telescope used for sky-watching evenings.',
    },
  ],
  magazine: 'Quanta (science magazine)',
  about:
    'The department has a small materials research laboratory where faculty and final-year students prepare and study nanoparticles and thin films, and it organises the college programme on National Science Day every year.',
  vision:
    'To teach physics as a way of asking questions of nature, with hands-on laboratory work, and to build research in the college.',
  exams: ['JAM (Physics)', 'CSIR-NET', 'GATE (Physics)', 'JEST'],
};

export const CHEMISTRY: DeptDef = {
  code: 'CHE',
  name: 'Chemistry',
  name_as: 'ৰসায়ন বিজ্ঞান বিভাগ',
  stream: 'SCIENCE',
  estd: 1984,
  colour: ['#4c1d95', '#7c3aed'],
  degree: 'B.Sc.',
  faculty: [
    {
      name: 'Dr. Mousumi Sarma',
      designation: 'Associate Professor & Head',
      gender: 'F',
      tier: 'full',
      live: true,
      joined: 1999,
    },
    {
      name: 'Dr. Abdul Karim Ahmed',
      designation: 'Associate Professor',
      gender: 'M',
      tier: 'rich',
      live: true,
      joined: 2002,
    },
    {
      name: 'Dr. Parismita Gogoi',
      designation: 'Assistant Professor',
      gender: 'F',
      tier: 'medium',
      live: true,
      joined: 2011,
    },
    {
      name: 'Rituraj Borgohain',
      designation: 'Assistant Professor',
      gender: 'M',
      tier: 'partial',
      live: false,
      joined: 2016,
    },
    {
      name: 'Dr. Tonmoy Talukdar',
      designation: 'Assistant Professor',
      gender: 'M',
      tier: 'medium',
      live: false,
      joined: 2018,
    },
    {
      name: 'Kasturi Doley',
      designation: 'Assistant Professor',
      gender: 'F',
      tier: 'minimal',
      live: false,
      joined: 2022,
    },
  ],
  areas: [
    'Green synthesis',
    'Coordination chemistry',
    'Water quality and environmental chemistry',
    'Natural products',
    'Catalysis',
    'Surfactant chemistry',
  ],
  papers: [
    {
      code: 'CHE-MAJ-101',
      title: 'Inorganic Chemistry I: Atomic Structure and Bonding',
      topics: [
        'Quantum numbers and orbitals',
        'Periodic properties',
        'Ionic bonding and lattice energy',
        'VSEPR theory',
      ],
    },
    {
      code: 'CHE-MAJ-102',
      title: 'Physical Chemistry I: States of Matter',
      topics: [
        'Kinetic theory of gases',
        'Real gases',
        'Liquids and surface tension',
        'Solids and crystal systems',
      ],
    },
    {
      code: 'CHE-MAJ-201',
      title: 'Organic Chemistry I',
      topics: ['Electronic effects', 'Stereochemistry', 'Alkanes and cycloalkanes', 'Aromaticity'],
    },
    {
      code: 'CHE-MAJ-301',
      title: 'Analytical Chemistry',
      topics: ['Errors and statistics', 'Titrimetric analysis', 'Chromatography', 'Water analysis'],
    },
  ],
  researchTitles: [
    'Arsenic and iron in ground water of Nalbari district',
    'A water-mediated, catalyst-free route to substituted pyrazoles',
    'Copper(II) complexes of Schiff bases: synthesis and antibacterial activity',
    'Banana peel ash as a green catalyst for condensation reactions',
    'Fluoride in drinking water of rural schools in lower Assam',
    'Phytochemical screening of Clerodendrum leaves used in Assamese cuisine',
    'Micellar catalysis in aqueous media',
    'Kinetics of dye degradation by plant-based nanoparticles',
  ],
  books: [
    'Practical Chemistry for Undergraduates',
    'Organic Reaction Mechanisms Simplified',
    'Green Chemistry: Principles and Practice',
    'Inorganic Chemistry Problems',
    'Testing Drinking Water: A Field Manual for Schools',
  ],
  projects: [
    {
      title: 'Ground water quality of Nalbari district with respect to arsenic and iron',
      agency: 'ASTEC',
    },
    { title: 'Agro-waste derived catalysts for green organic synthesis', agency: 'DST-SERB' },
    {
      title: 'Fluoride awareness and testing in rural schools',
      agency: 'UGC (Minor Research Project)',
    },
  ],
  seminarThemes: [
    'Green chemistry for a cleaner Assam',
    'Safe drinking water',
    'Chemistry in everyday life',
  ],
  studentActivities: [
    'Water testing camp in nearby villages',
    'Chemistry quiz on National Science Day',
    'Visit to a refinery laboratory',
    'Poster presentation on green chemistry',
  ],
  fieldTrip: 'Guwahati Refinery (laboratory visit)',
  facilities: [
    {
      title: 'UG laboratories',
      description:
        'Separate laboratories for inorganic, organic and physical chemistry with fume hoods and a store room.',
    },
    {
      title: 'Instrument room',
      description:
        'UV-Vis spectrophotometer, conductivity meter, pH meters and a flame photometer.',
    },
    {
      title: 'Water testing kit library',
      description: 'Field kits lent to students for the annual water testing camp.',
    },
  ],
  magazine: 'Catalyst (annual magazine)',
  about:
    'The department tests drinking water for arsenic, iron and fluoride in the villages around Kopoubari every winter, as a camp run by students and teachers, and shares the results with the village panchayats.',
  vision:
    'To make chemistry a useful and safe science for our students and their villages, and to encourage green and careful laboratory practice.',
  exams: ['JAM (Chemistry)', 'CSIR-NET', 'GATE (Chemistry)', 'NEST'],
};

export const MATHEMATICS: DeptDef = {
  code: 'MAT',
  name: 'Mathematics',
  name_as: 'গণিত বিভাগ',
  stream: 'SCIENCE',
  estd: 1984,
  colour: ['#0f766e', '#0891b2'],
  degree: 'B.Sc.',
  faculty: [
    {
      name: 'Dr. Hemanta Kumar Barman',
      designation: 'Associate Professor & Head',
      gender: 'M',
      tier: 'full',
      live: true,
      joined: 1998,
    },
    {
      name: 'Dr. Lopamudra Chetia',
      designation: 'Assistant Professor',
      gender: 'F',
      tier: 'rich',
      live: true,
      joined: 2008,
    },
    {
      name: 'Imdadul Islam',
      designation: 'Assistant Professor',
      gender: 'M',
      tier: 'medium',
      live: false,
      joined: 2013,
    },
    {
      name: 'Bhagyashree Pathak',
      designation: 'Assistant Professor',
      gender: 'F',
      tier: 'partial',
      live: false,
      joined: 2018,
      photo: false,
    },
    {
      name: 'Dhiren Boro',
      designation: 'Assistant Professor',
      gender: 'M',
      tier: 'medium',
      live: true,
      joined: 2015,
    },
  ],
  areas: [
    'Fluid dynamics',
    'Graph theory',
    'Fuzzy mathematics',
    'Number theory',
    'Operations research',
    'Mathematics education',
  ],
  papers: [
    {
      code: 'MAT-MAJ-101',
      title: 'Calculus',
      topics: [
        'Limits and continuity',
        'Successive differentiation',
        'Curve tracing',
        'Reduction formulae',
      ],
    },
    {
      code: 'MAT-MAJ-102',
      title: 'Algebra',
      topics: [
        'Sets and relations',
        'Theory of equations',
        'Matrices and rank',
        'Groups: first ideas',
      ],
    },
    {
      code: 'MAT-MAJ-201',
      title: 'Real Analysis',
      topics: [
        'Completeness of the real numbers',
        'Sequences',
        'Series and tests of convergence',
        'Uniform continuity',
      ],
    },
    {
      code: 'MAT-MAJ-301',
      title: 'Differential Equations',
      topics: [
        'First-order equations',
        'Linear equations with constant coefficients',
        'Series solutions',
        'Applications to population models',
      ],
    },
  ],
  researchTitles: [
    'MHD flow of a viscous fluid past a porous plate with heat source',
    'Domination number of certain classes of graphs',
    'Fuzzy soft sets and their application in decision making',
    'Congruences for partition functions',
    'A transportation model for paddy procurement in Nalbari district',
    'Unsteady free convection flow through a vertical channel',
    'Graceful labelling of caterpillar graphs',
    'Mathematics anxiety among first-year undergraduates',
  ],
  books: [
    'Calculus for Beginners',
    'Problems in Real Analysis',
    'An Introduction to Graph Theory',
    'Linear Programming: Theory and Problems',
  ],
  projects: [
    { title: 'MHD flows with heat and mass transfer', agency: 'UGC (Minor Research Project)' },
    { title: 'Optimisation of paddy procurement routes', agency: 'ASTEC' },
  ],
  seminarThemes: [
    'Mathematics and its applications',
    'Srinivasa Ramanujan and number theory',
    'Mathematical modelling',
  ],
  studentActivities: [
    'National Mathematics Day quiz',
    'Problem-solving club sessions',
    'Olympiad coaching for school students',
    'Mathematics exhibition',
  ],
  fieldTrip: 'Department of Mathematics, Gauhati University',
  facilities: [
    {
      title: 'Computer laboratory',
      description:
        'Fifteen computers with Python, SageMath and LaTeX for the practical papers and projects.',
    },
    {
      title: 'Departmental library',
      description: 'About 1,000 books including problem books for JAM and NET.',
    },
  ],
  magazine: 'Sankhya (wall magazine)',
  about:
    'The department runs a problem-solving club for its students and a free Olympiad coaching camp for school students of the area each winter; its computer laboratory is used for the practical papers in Python and LaTeX.',
  vision:
    'To help students enjoy mathematics, think clearly and solve problems, and to prepare them for higher studies and careers that need mathematics.',
  exams: ['JAM (Mathematics)', 'CSIR-NET', 'GATE (Mathematics)', 'TET (Assam)'],
};

export const BOTANY: DeptDef = {
  code: 'BOT',
  name: 'Botany',
  name_as: 'উদ্ভিদ বিজ্ঞান বিভাগ',
  stream: 'SCIENCE',
  estd: 1991,
  colour: ['#365314', '#65a30d'],
  degree: 'B.Sc.',
  faculty: [
    {
      name: 'Dr. Bandana Handique',
      designation: 'Associate Professor & Head',
      gender: 'F',
      tier: 'full',
      live: true,
      joined: 2000,
    },
    {
      name: 'Dr. Nabajit Rabha',
      designation: 'Associate Professor',
      gender: 'M',
      tier: 'rich',
      live: true,
      joined: 2006,
    },
    {
      name: 'Dr. Dikshita Khound',
      designation: 'Assistant Professor',
      gender: 'F',
      tier: 'medium',
      live: false,
      joined: 2014,
    },
    {
      name: 'Plabon Buragohain',
      designation: 'Assistant Professor',
      gender: 'M',
      tier: 'partial',
      live: false,
      joined: 2019,
    },
    {
      name: 'Jinti Tanti',
      designation: 'Assistant Professor',
      gender: 'F',
      tier: 'minimal',
      live: false,
      joined: 2023,
    },
  ],
  areas: [
    'Ethnobotany',
    'Orchid taxonomy',
    'Mycology',
    'Wetland ecology',
    'Medicinal plants',
    'Plant tissue culture',
  ],
  papers: [
    {
      code: 'BOT-MAJ-101',
      title: 'Phycology and Microbiology',
      topics: [
        'Classification of algae',
        'Cyanobacteria',
        'Viruses and bacteria',
        'Economic importance of algae',
      ],
    },
    {
      code: 'BOT-MAJ-102',
      title: 'Biomolecules and Cell Biology',
      topics: ['Carbohydrates and proteins', 'Enzymes', 'Cell organelles', 'Cell division'],
    },
    {
      code: 'BOT-MAJ-201',
      title: 'Mycology and Phytopathology',
      topics: [
        'General characters of fungi',
        'Lichens',
        'Rice blast and other diseases',
        'Biological control',
      ],
    },
    {
      code: 'BOT-MAJ-301',
      title: 'Plant Systematics',
      topics: [
        'Herbarium techniques',
        'Bentham and Hooker system',
        'APG classification',
        'Field identification of local flora',
      ],
    },
  ],
  researchTitles: [
    'Ethnomedicinal plants used by the Bodo community of Nalbari district',
    'Epiphytic orchids of the Kopoubari reserve forest',
    'Wild edible mushrooms sold in rural markets of lower Assam',
    'Macrophytes of a floodplain wetland (beel) of lower Assam',
    'In vitro propagation of Rhynchostylis retusa (kopou phul)',
    'Antifungal activity of leaf extracts against rice blast',
    'Pollen calendar of the college campus',
    'Tree diversity of the college campus: a census',
  ],
  books: [
    'Orchids of Lower Assam: A Field Guide',
    'Practical Botany',
    'Ethnobotany of North-East India',
    'Fungi Around Us',
  ],
  projects: [
    {
      title: 'Documentation of ethnomedicinal plants of Nalbari district',
      agency: 'DBT (Star College scheme)',
    },
    { title: 'Conservation of kopou phul through tissue culture', agency: 'ASTEC' },
    {
      title: 'Macrophyte diversity of beels of lower Assam',
      agency: 'UGC (Minor Research Project)',
    },
  ],
  seminarThemes: [
    'Biodiversity of North-East India',
    'Medicinal plants and traditional knowledge',
    'Wetlands and livelihoods',
  ],
  studentActivities: [
    'Herbarium preparation',
    'Campus tree census',
    'Field excursion to a beel',
    'Plantation drive on World Environment Day',
  ],
  fieldTrip: 'Manas National Park fringe villages',
  facilities: [
    {
      title: 'Herbarium',
      description: 'Over 1,200 specimens of the flora of lower Assam, with an orchid collection.',
    },
    {
      title: 'Tissue culture laboratory',
      description: 'Laminar air flow, autoclave and a culture room, set up with DBT support.',
    },
    {
      title: 'Botanical garden',
      description:
        'A garden of medicinal plants and orchids on the campus, looked after by students.',
    },
  ],
  magazine: 'Kopou (nature magazine)',
  about:
    'The department keeps a herbarium of the flora of lower Assam and a small garden of medicinal plants and orchids on the campus, including the kopou phul after which the town is named; its tissue-culture laboratory propagates the orchid for the campus and for schools.',
  vision:
    'To help students know, value and conserve the plants of North-East India, through field work, laboratory work and research.',
  exams: [
    'JAM (Biotechnology)',
    'CSIR-NET (Life Sciences)',
    'GATE (Life Sciences)',
    'ICAR AIEEA (PG)',
  ],
};

export const SCIENCE_DEPARTMENTS = [PHYSICS, CHEMISTRY, MATHEMATICS, BOTANY];
