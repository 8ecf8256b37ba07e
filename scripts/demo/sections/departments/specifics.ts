import type { Journal } from '../../people/sources.ts';

/**
 * What makes each department unlike the others beyond its subject: its own mission, the
 * journals its teachers publish in, its awards and its latest achievement, and enough paper
 * titles that no two teachers list the same paper. Kept apart from arts.ts and science.ts so
 * the faculty lists there stay readable.
 */
export interface DeptSpecifics {
  mission: [string, string, string];
  /** Journals of the subject; a paper appears in one whose field it fits (people/journals.ts). */
  journals: Journal[];
  /** Recipient 'head' is the head of the department, 'student' a student named at random. */
  awards: { recipient: 'head' | 'student'; award: string; agency: string }[];
  achievement: { title: string; description: string };
  /** Paper titles beyond those in the department's own list, so every teacher has their own. */
  moreTitles: string[];
}

/** A journal; `field` names the topics a specialised journal takes (the others take the rest). */
const j = (name: string, issn: string, publisher: string, field?: RegExp): Journal => ({
  name,
  issn,
  publisher,
  ...(field ? { field } : {}),
});

export const SPECIFICS: Record<string, DeptSpecifics> = {
  ASM: {
    mission: [
      'To read the Assamese classics, from the Vaishnavite poets to the Jonaki writers, with every batch.',
      'To record the oral literature of the villages around Kopoubari before it is lost.',
      'To keep a living connection with the Sahitya Sabha, the satras and the Bhaona stage.',
    ],
    journals: [
      j('Journal of Assamese Language and Literature', '2320-0003', 'Saraighat Publishers'),
      j(
        'Prantik Sahitya Patrika',
        '2348-0011',
        'Kamrup Sahitya Parishad',
        /poet|poetry|lyrics|novel|short stor|plays|drama|essays|criticism|magazine|satire|verse|prose|children|Jonaki/i,
      ),
      j(
        'Studies in Folk Literature of Assam',
        '2454-0012',
        'Luit Academic Press',
        /folk|Bihu|husori|Ojapali|oral|proverb|lullab|rhymes|riddles|ballads|songs|tales|Bhaona|Ankiya/i,
      ),
    ],
    awards: [
      {
        recipient: 'head',
        award: 'Nalbari Zila Sahitya Sabha literary award',
        agency: 'Nalbari Zila Sahitya Sabha',
      },
      {
        recipient: 'student',
        award: 'First prize in the inter-college Assamese essay competition',
        agency: 'Gauhati University',
      },
    ],
    achievement: {
      title: 'Students\u2019 collection of Bihu songs published by the Sahitya Sabha',
      description:
        'Husori texts collected by 5th Semester students in eight villages were published as a booklet.',
    },
    moreTitles: [
      'Sankaradeva\u2019s Kirtan Ghosa and the idea of devotion',
      'Place names of Nalbari district: a linguistic study',
      'The little magazine movement in Assamese after 1970',
      'Humour in the plays of Jyotiprasad Agarwala',
      'Lullabies of Kamrup: texts and tunes',
      'The essays of Lakshminath Bezbaroa as social criticism',
      'Kinship terms in the Kamrupi dialect',
      'Assamese children\u2019s literature of the twentieth century',
      'The village in the Assamese novel after independence',
    ],
  },
  ENG: {
    mission: [
      'To help students from Assamese-medium schools speak and write English with confidence.',
      'To read literatures in English from India and the world beside the writing of the North-East.',
      'To translate the literature of Assam into English with our students.',
    ],
    journals: [
      j('Brahmaputra Journal of Literary Studies', '2349-0000', 'Luit Academic Press'),
      j('Indian Review of English Studies', '2278-0013', 'North-East Academic Press'),
      j(
        'Journal of Translation and Language Teaching',
        '2395-0014',
        'Saraighat Publishers',
        /translat|teaching|learners|spoken|error analysis|pronunciation|vocabulary|listening|writing|classroom|code-switching/i,
      ),
    ],
    awards: [
      {
        recipient: 'head',
        award: 'Katha translation prize (shortlist)',
        agency: 'Katha, New Delhi',
      },
      {
        recipient: 'student',
        award: 'Best speaker at the inter-college English debate',
        agency: 'Cotton University',
      },
    ],
    achievement: {
      title: 'Student translations in an anthology of Assamese short stories',
      description:
        'Three stories translated by students of the department appear in a published anthology.',
    },
    moreTitles: [
      'Reading Mamang Dai: myth and history in The Legends of Pensam',
      'Spoken English needs of rural undergraduates: a survey',
      'The river in the poetry of Nilim Kumar in translation',
      'Teaching the sonnet to second-language learners',
      'Dickens in Assamese translation',
      'Women\u2019s autobiography in English from North-East India',
      'Error analysis of written English in the first semester',
      'The ecological imagination in Indian English poetry',
      'Hybridity in the novels of Amitav Ghosh',
    ],
  },
  HIS: {
    mission: [
      'To teach the history of Assam from its sources: inscriptions, buranjis, records and memories.',
      'To survey and protect the old temple sites, tanks and roads around Kopoubari with students.',
      'To keep the department\u2019s archive of oral histories open to researchers and the public.',
    ],
    journals: [
      j('Kamrupa Studies', '0975-0002', 'Kamrupa Research Society'),
      j('Journal of the North-East India History Association', '2277-0015', 'NEIHA, Shillong'),
      j('Assam Historical Review', '2321-0016', 'Luit Academic Press'),
    ],
    awards: [
      {
        recipient: 'head',
        award: 'Best paper award at the annual session of the North-East India History Association',
        agency: 'NEIHA',
      },
      {
        recipient: 'student',
        award: 'First prize in the state-level heritage quiz',
        agency: 'Directorate of Archaeology, Assam',
      },
    ],
    achievement: {
      title: 'Survey of temple ruins shared with the Directorate of Archaeology',
      description:
        'The department\u2019s survey of eleven temple ruins of the area was shared with the Directorate of Archaeology, Assam.',
    },
    moreTitles: [
      'Copper plate grants of the Kamarupa kings: a reading',
      'The Moamoria rebellion and its social base',
      'Ferry ghats of the Brahmaputra in colonial records',
      'Schools and the colonial state in Kamrup, 1870-1920',
      'The Assam Sahitya Sabha and the language movement',
      'Refugees and resettlement in Nalbari after 1947',
      'Cholera and public health in nineteenth-century Assam',
      'Buranji writing as history',
      'Kopoubari in the settlement reports',
    ],
  },
  ECO: {
    mission: [
      'To teach economics through the economy students see: the farm, the haat, the tea garden.',
      'To train students in surveys and in reading official data.',
      'To share our surveys with the panchayats and self-help groups of the area.',
    ],
    journals: [
      j('North-East Review of Social Sciences', '2455-0001', 'North-East Academic Press'),
      j('Assam Economic Journal', '0976-0017', 'Assam Economic Association'),
      j(
        'Journal of Rural Development in North-East India',
        '2394-0018',
        'Luit Academic Press',
        /rural|village|farm|crop|cultivation|paddy|handloom|self-help|MGNREGA|microfinance|moneylender|Kisan|dairy|tea g|tea growers|weekly market|wetland|landholding|savings groups/i,
      ),
    ],
    awards: [
      {
        recipient: 'head',
        award: 'Best paper award at the annual conference of the Assam Economic Association',
        agency: 'Assam Economic Association',
      },
      {
        recipient: 'student',
        award: 'First prize in the state-level budget quiz',
        agency: 'Finance Department, Assam',
      },
    ],
    achievement: {
      title: 'Survey of the Kopoubari weekly market presented to the panchayat',
      description:
        'Students presented their survey of prices and traders of the weekly market to the gaon panchayat.',
    },
    moreTitles: [
      'Borrowing from moneylenders after microfinance: evidence from two villages',
      'Returns to schooling in rural Assam',
      'Fisheries of floodplain wetlands as a source of income',
      'Migration of young workers from Nalbari to southern India',
      'Cost of cultivation of boro paddy',
      'Public distribution system and household food security',
      'Handloom weaving as a household enterprise',
      'Tax devolution to Assam under the Fifteenth Finance Commission',
      'Rural electrification and small enterprises',
    ],
  },
  PHY: {
    mission: [
      'To teach physics at the laboratory bench as much as on the board.',
      'To measure what matters around us: the air, the weather, the materials we use.',
      'To open the telescope and the laboratory to school students of the district.',
    ],
    journals: [
      j('Eastern Journal of Physical Sciences', '2278-0004', 'North-East Academic Press'),
      j(
        'Indian Journal of Materials and Thin Films',
        '2347-0019',
        'Saraighat Publishers',
        /film|nano|doped|composite|ferrite|ferroelectric|dielectric|phosphor|luminescence|quantum dots/i,
      ),
      j(
        'Journal of Atmospheric Physics of North-East India',
        '2583-0020',
        'Luit Academic Press',
        /aerosol|black carbon|rainfall|thunderstorm|PM2\.5|monsoon|fog|ozone|lightning|solar radiation/i,
      ),
    ],
    awards: [
      {
        recipient: 'head',
        award: 'ASTEC young scientist award',
        agency: 'Assam Science Technology and Environment Council',
      },
      {
        recipient: 'student',
        award: 'Best poster at the North-East physics students\u2019 meet',
        agency: 'IIT Guwahati',
      },
    ],
    achievement: {
      title: 'Rooftop weather station data used by the district agriculture office',
      description:
        'Daily rainfall and temperature from the department\u2019s weather station are now sent to the district agriculture office.',
    },
    moreTitles: [
      'Pre-monsoon thunderstorms over lower Assam from ground observations',
      'Photoluminescence of Mn-doped ZnS quantum dots',
      'An Arduino-based pendulum timer for the undergraduate laboratory',
      'Electrical conductivity of PVA-graphite composite films',
      'Rainfall trends at Nalbari, 1990-2020',
      'Surface morphology of spray-deposited SnO2 films',
      'Teaching special relativity with spacetime diagrams',
      'Seasonal variation of PM2.5 in a small town of Assam',
      'Magnetic properties of ferrite nanoparticles by co-precipitation',
    ],
  },
  CHE: {
    mission: [
      'To teach chemistry safely and thriftily, with green methods wherever they work.',
      'To test the water, soil and food of the district and tell people what we find.',
      'To prepare students for research laboratories and for the chemical industry of the region.',
    ],
    journals: [
      j('Journal of the Assam Chemical Society', '0972-0021', 'Assam Chemical Society'),
      j(
        'Indian Journal of Environmental Chemistry',
        '2349-0022',
        'North-East Academic Press',
        /\bwater\b(?!-mediated)|arsenic|fluoride|nitrate|pesticide|heavy metals|sediments|lead in|chromium|adsorption|wetland|river|dye degradation/i,
      ),
      j(
        'Green Chemistry Letters of North-East India',
        '2583-0023',
        'Saraighat Publishers',
        /green|solvent-free|catalyst-free|microwave|ultrasound|grinding stone|ionic liquid|recyclable|ash as|micellar/i,
      ),
    ],
    awards: [
      {
        recipient: 'head',
        award: 'Best paper award at the annual convention of the Assam Chemical Society',
        agency: 'Assam Chemical Society',
      },
      {
        recipient: 'student',
        award: 'First prize in the inter-college chemistry model contest',
        agency: 'Gauhati University',
      },
    ],
    achievement: {
      title: 'Water testing in twenty village schools',
      description:
        'Students and teachers tested the drinking water of twenty schools of the block and reported the results to the schools.',
    },
    moreTitles: [
      'Iron removal from tube-well water with locally made filters',
      'A solvent-free synthesis of chalcones on a grinding stone',
      'Pesticide residues in vegetables from a weekly market',
      'Antioxidant activity of Assam tea extracts',
      'Nickel(II) complexes of hydrazones: structure and spectra',
      'Adsorption of methylene blue on rice husk charcoal',
      'Nitrate in well water of a paddy-growing village',
      'Microwave-assisted synthesis of coumarins',
      'Quality of mustard oil sold loose in rural markets',
    ],
  },
  MAT: {
    mission: [
      'To make mathematics a subject students enjoy rather than fear.',
      'To teach proof and problem solving alongside computation and programming.',
      'To help the schools of the district through the mathematics olympiad and teachers\u2019 workshops.',
    ],
    journals: [
      j('Journal of the Assam Mathematical Society', '0976-0024', 'Assam Mathematical Society'),
      j('Bulletin of Pure and Applied Mathematics', '2277-0025', 'North-East Academic Press'),
      j(
        'Journal of Fuzzy and Computational Mathematics',
        '2394-0026',
        'Luit Academic Press',
        /fuzzy|rough sets|numerical|finite differences|queueing|linear programming|simplex|transportation model|modelling/i,
      ),
    ],
    awards: [
      {
        recipient: 'head',
        award: 'Best teacher of mathematics in the district',
        agency: 'Assam Academy of Mathematics',
      },
      {
        recipient: 'student',
        award: 'Gold medal in B.Sc. Mathematics',
        agency: 'Gauhati University',
      },
    ],
    achievement: {
      title: 'Students in the regional round of the mathematics olympiad for colleges',
      description:
        'Four students of the department qualified for the regional round of the olympiad.',
    },
    moreTitles: [
      'Heat and mass transfer in a rotating channel with Hall current',
      'Total domination in circulant graphs',
      'Intuitionistic fuzzy sets in medical diagnosis',
      'Ramanujan-type congruences for overpartitions',
      'A queueing model for the college admission counter',
      'Radiation effects on free convection past an inclined plate',
      'Prime labelling of some cycle-related graphs',
      'Teaching proof to first-year undergraduates',
      'Linear programming for crop planning on small farms',
    ],
  },
  BOT: {
    mission: [
      'To know the plants of our own district: their names, uses and places.',
      'To keep the college campus and its pond a living laboratory for the students.',
      'To work with farmers and forest villages on plants that feed and heal.',
    ],
    journals: [
      j('Indo-Burma Journal of Life Sciences', '2394-0006', 'Luit Academic Press'),
      j('Journal of Plant Science of North-East India', '2321-0027', 'North-East Academic Press'),
      j(
        'Ethnobotany of the Eastern Himalaya',
        '0975-0028',
        'Saraighat Publishers',
        /ethno|medicinal|edible|eaten|their uses|rituals|traditional|remedies|dye-yielding|homestead/i,
      ),
    ],
    awards: [
      {
        recipient: 'head',
        award: 'Best paper award at the conference of the Assam Botanical Society',
        agency: 'Assam Botanical Society',
      },
      {
        recipient: 'student',
        award: 'Best poster on orchid conservation',
        agency: 'Assam Science Forum',
      },
    ],
    achievement: {
      title: 'Herbarium of the college registered with the botanical index',
      description:
        'The department\u2019s herbarium of 1,200 sheets of local plants now has its own herbarium code.',
    },
    moreTitles: [
      'Aquatic plants eaten as vegetables in lower Assam',
      'Seed germination of Aquilaria malaccensis under nursery conditions',
      'Leaf litter decomposition in a sal forest of Baksa',
      'Algal flora of the college pond',
      'Medicinal plants sold in the weekly markets of Nalbari',
      'Diversity of ferns in the foothills of Bhutan',
      'Bamboo species of rural homesteads in Kamrup',
      'Heavy metals in water hyacinth of a polluted wetland',
      'Weeds of rice fields and their uses',
    ],
  },
};

export function specificsOf(code: string): DeptSpecifics {
  const s = SPECIFICS[code];
  if (!s) throw new Error(`no specifics for department ${code}`);
  return s;
}
