import type { Scene } from '../../files/photo/index.ts';

/**
 * What each department writes in its own notices and events, by hand, so no two departments
 * post the same title: its society, a notice of its laboratory or archive, its project topics,
 * its study tour with the itinerary, its own competition, an outing of its subject and its
 * farewell. sections/department-notices.ts turns these into notices, events and their PDFs.
 */
export interface DeptNoticePlan {
  /** The students' society of the department, which runs its programmes. */
  society: string;
  /** The newest notice (relative date, no PDF). */
  meeting: { title: string; description: string };
  /** A notice of the subject's own practical work, with its rules. */
  practical: { title: string; description: string; rules: string[] };
  /** Topics of the 6th Semester projects, one a student. */
  projects: { title: string; topics: string[] };
  /** The study tour: [when, where, what] of each leg. */
  tour: { title: string; description: string; legs: [string, string, string][] };
  /** The department's own competition, an upcoming event. */
  contest: { title: string; description: string };
  /** An outing or activity of the subject, a past event with its programme. */
  outing: {
    title: string;
    description: string;
    programme: [string, string][];
    /** A scene that shows it truthfully, if any, and the words that put the picture at it. */
    scene?: Scene;
    where?: string;
  };
  /** The farewell to the 6th Semester. */
  farewell: { title: string; description: string };
}

export const NOTICE_PLANS: Record<string, DeptNoticePlan> = {
  ASM: {
    society: 'Assamese Sahitya Chora',
    meeting: {
      title: 'Assamese Sahitya Chora: names for the Luitor Pare wall magazine',
      description:
        'Students who wish to write for the next Luitor Pare (poems, short stories, essays on folk culture) should give their names and drafts to the teacher-in-charge in the department room.',
    },
    practical: {
      title: 'Folk culture archive: rules for recording Bhaona and Bihu songs',
      description:
        'Students of the 3rd Semester who record songs and performances for the folk culture archive of the department must follow the rules below.',
      rules: [
        'Take the written consent of the performer, or of the Satradhikar for a Satra performance, before recording.',
        'Record in the archive\u2019s own voice recorders; phones only with the teacher\u2019s leave.',
        'Note the village, date, performer and occasion of each recording in the register.',
        'Transcribe each song in Assamese script within two weeks and hand the transcript to the archive.',
        'Recordings are not to be posted on social media; they remain with the archive.',
      ],
    },
    projects: {
      title: 'Dissertations of the 6th Semester on folk literature: submission',
      topics: [
        'Biya naam of the Nalbari villages',
        'Ai naam sung during the pox season',
        'Proverbs (Dakar bachan) in everyday speech',
        'Bhaona of the Barpeta Satra: a performance record',
        'Kamrupi words in the speech of Kopoubari',
        'Women\u2019s voices in Nirupama Bargohain\u2019s stories',
      ],
    },
    tour: {
      title: 'Study tour to Barpeta Satra and the Kirtan Ghar: names by 20 January',
      description:
        'The department will take the students of the 4th Semester to the Barpeta Satra to study the Kirtan Ghar, the Satra\u2019s manuscripts and a Bhaona rehearsal.',
      legs: [
        ['7:00 a.m.', 'College gate', 'Departure by reserved bus'],
        [
          '9:00 a.m.',
          'Barpeta Satra, Kirtan Ghar',
          'Introduction by a Satra elder; the daily prasanga',
        ],
        ['11:00 a.m.', 'Satra manuscript room', 'Sanchipat puthi and their care'],
        ['1:00 p.m.', 'Satra guest house', 'Lunch'],
        ['2:00 p.m.', 'Namghar courtyard', 'Bhaona rehearsal and talk with the Gayan-Bayan'],
        ['5:30 p.m.', 'College gate', 'Return'],
      ],
    },
    contest: {
      title: 'Kabita Aabritti: recitation of Assamese poetry',
      description:
        'A recitation competition of modern Assamese poetry, from Chandra Kumar Agarwala to Nilmani Phookan, for students of all semesters. Each reciter has four minutes.',
    },
    outing: {
      title: 'Recording Bihu naam in Kopoubari village',
      description:
        'Students of the 5th Semester recorded Husori and Bihu naam of the elders of Kopoubari village for the folk culture archive.',
      programme: [
        ['9:30 a.m.', 'Walk from the college to the village namghar'],
        ['10:00 a.m.', 'Meeting with the elders; consent for recording'],
        ['10:30 a.m.', 'Recording of Husori songs by the village troupe'],
        ['12:30 p.m.', 'Interviews on how the songs were learnt'],
        ['2:00 p.m.', 'Return; the recordings entered in the archive register'],
      ],
    },
    farewell: {
      title: 'Bidai Sanmilan of the Assamese Sahitya Chora',
      description:
        'The Assamese Sahitya Chora bade farewell to the students of the 6th Semester with songs, recitation and a Bhaona scene.',
    },
  },
  ENG: {
    society: 'English Literary Society',
    meeting: {
      title: 'English Literary Society: auditions for the Shakespeare reading',
      description:
        'Students who would like to read a part in the dramatised reading of Twelfth Night should come for the audition in Room 12 of the Arts Building.',
    },
    practical: {
      title: 'Language laboratory: booking and rules for the spoken English course',
      description:
        'The language laboratory of the department is open to students of the spoken English course on the days below. The rules of its use follow.',
      rules: [
        'Book a console at least a day ahead in the register kept in the department.',
        'Use the headsets only with the laboratory software; no other programs are to be installed.',
        'Record each practice session in your own folder; the teacher reviews them every Friday.',
        'Keep food and drink out of the laboratory.',
        'Report a faulty console to the laboratory assistant at once.',
      ],
    },
    projects: {
      title: 'Term papers of the 6th Semester in literature and translation: submission',
      topics: [
        'The river in Mamang Dai\u2019s The Legends of Pensam',
        'Translating Lakshminath Bezbaroa\u2019s humour into English',
        'Partition memory in Temsula Ao\u2019s stories',
        'Women in Easterine Kire\u2019s novels',
        'English words in the Assamese of students',
        'Hardy\u2019s Wessex and the villages of Nalbari',
      ],
    },
    tour: {
      title: 'Study tour to Srimanta Sankaradeva Kalakshetra: theatre workshop and archive',
      description:
        'Students of the 4th Semester will visit Srimanta Sankaradeva Kalakshetra, Guwahati, for its museum, its archive of Assamese theatre and a workshop with a theatre group.',
      legs: [
        ['6:30 a.m.', 'College gate', 'Departure by reserved bus'],
        ['9:30 a.m.', 'Kalakshetra museum', 'Guided visit: masks, costumes and manuscripts'],
        ['11:30 a.m.', 'Kalakshetra library', 'The archive of theatre scripts in translation'],
        ['1:00 p.m.', 'Kalakshetra canteen', 'Lunch'],
        ['2:00 p.m.', 'Open-air theatre', 'Workshop on voice and movement with a theatre group'],
        ['6:30 p.m.', 'College gate', 'Return'],
      ],
    },
    contest: {
      title: 'Debate in English on "Social media has made us better readers"',
      description:
        'A parliamentary debate in English for students of all departments: teams of two, six minutes each for the motion and against it, with a panel of three judges.',
    },
    outing: {
      title: 'Creative writing workshop: writing the place you live in',
      description:
        'A day\u2019s workshop on writing short prose and poems about the students\u2019 own villages and towns, with a poet from Guwahati.',
      programme: [
        ['10:00 a.m.', 'Reading: poems of place from North-East India'],
        ['10:45 a.m.', 'Exercise: a street you walk every day, in fifty words'],
        ['12:00 noon', 'Reading aloud and comments in groups of five'],
        ['2:00 p.m.', 'Revising a draft with the poet'],
        ['3:30 p.m.', 'Selection of pieces for Riverine'],
      ],
      scene: 'classroom',
      where: 'at the creative writing workshop',
    },
    farewell: {
      title: 'Valediction of the English Literary Society for the 6th Semester',
      description:
        'The English Literary Society bade farewell to the 6th Semester with scenes from Twelfth Night and songs.',
    },
  },
  HIS: {
    society: 'Itihas Chakra',
    meeting: {
      title: 'Itihas Chakra: names for the oral history of the 1950 earthquake',
      description:
        'Students willing to interview elders of their villages about the 1950 earthquake and the floods that followed should meet the teacher-in-charge in the department.',
    },
    practical: {
      title: 'Visiting the District Record Room: rules for the 3rd Semester',
      description:
        'Students of the 3rd Semester will read land revenue records of the colonial period in the District Record Room, Nalbari, for their source-reading course.',
      rules: [
        'Carry the college identity card and the department\u2019s letter of introduction.',
        'Use pencils only; no pens near the records.',
        'Handle the files with the cotton gloves the department provides.',
        'Photograph a record only with the leave of the officer in charge.',
        'Copy the file number and date of every record you cite.',
      ],
    },
    projects: {
      title: 'Local history dissertations of the 6th Semester: submission',
      topics: [
        'The weekly haat of Kopoubari since 1950',
        'Namghars of the Nalbari villages and their land',
        'Nalbari in the Quit India movement, 1942',
        'Temple ruins near Kopoubari: a survey',
        'Tea gardens of undivided Kamrup',
        'The 1950 earthquake in the memory of elders',
      ],
    },
    tour: {
      title: 'Study tour to Madan Kamdev: reading the temple ruins',
      description:
        'Students of the 4th Semester will visit the archaeological site of Madan Kamdev and the site museum, with the teachers of the Ancient Assam course.',
      legs: [
        ['7:30 a.m.', 'College gate', 'Departure by reserved bus'],
        ['9:30 a.m.', 'Madan Kamdev site', 'The temple plinths and the sculptured panels'],
        ['11:30 a.m.', 'Site museum', 'Talk by the site\u2019s conservation assistant'],
        ['1:00 p.m.', 'Baihata Chariali', 'Lunch'],
        ['2:00 p.m.', 'Madan Kamdev site', 'Students\u2019 sketches and notes of the panels'],
        ['5:00 p.m.', 'College gate', 'Return'],
      ],
    },
    contest: {
      title: 'Quiz on the Ahom kingdom and the Moamoria rebellion',
      description:
        'A quiz on the history of the Ahom kingdom, from Sukapha to the Moamoria rebellion, for teams of three from all semesters. Written preliminary, then a stage final.',
    },
    outing: {
      title: 'Heritage walk to the temple ruins near Kopoubari',
      description:
        'Students and teachers walked to the stone ruins of a medieval temple near Kopoubari and recorded its carved blocks.',
      programme: [
        ['7:00 a.m.', 'Assembly at the college gate'],
        ['7:45 a.m.', 'The old Kopoubari namghar and its pond'],
        ['8:45 a.m.', 'The temple ruins: talk on the carved stone blocks'],
        ['10:00 a.m.', 'Measuring and sketching the blocks in groups'],
        ['11:30 a.m.', 'Return to the college; notes handed to Itihas Darpan'],
      ],
    },
    farewell: {
      title: 'Itihas Chakra bids farewell to the 6th Semester',
      description:
        'The Itihas Chakra bade farewell to the 6th Semester with a cultural programme and a slide show of their heritage walks.',
    },
  },
  ECO: {
    society: 'Economics Forum',
    meeting: {
      title: 'Economics Forum: teams for the household income survey',
      description:
        'Students of the 3rd and 5th Semesters should form teams of four for the household income survey of the adopted village and give their names to the teacher-in-charge.',
    },
    practical: {
      title: 'Household survey: rules of field work in the adopted village',
      description:
        'Students of the 3rd Semester will survey households of the adopted village for the Applied Economics course. The rules of the survey follow.',
      rules: [
        'Introduce yourselves with the college identity card and the department\u2019s letter.',
        'Ask every question of the schedule and note the answers as given; do not guess.',
        'Record income by source: farming, wages, business, remittances and pensions.',
        'Keep the names of households private; each schedule carries a code number only.',
        'Hand the filled schedules to the teacher the same evening.',
      ],
    },
    projects: {
      title: 'Field projects of the 6th Semester on the Nalbari economy: submission',
      topics: [
        'Self-help groups and women\u2019s income in two villages',
        'Prices at the Kopoubari weekly haat',
        'Paddy farmers and the minimum support price',
        'Use of UPI by small shopkeepers',
        'Crop loss in the 2024 floods',
        'Kisan Credit Cards in a block of Nalbari',
      ],
    },
    tour: {
      title: 'Study tour to the Regional Agricultural Research Station and a village market',
      description:
        'Students of the 4th Semester will visit the Regional Agricultural Research Station and a rural market to study crop prices and the marketing of paddy and mustard.',
      legs: [
        ['7:30 a.m.', 'College gate', 'Departure by reserved bus'],
        [
          '9:30 a.m.',
          'Regional Agricultural Research Station',
          'Talk on high-yielding rice varieties',
        ],
        ['11:00 a.m.', 'Station farm', 'Costs of cultivation: a farmer\u2019s account'],
        ['1:00 p.m.', 'Station canteen', 'Lunch'],
        ['2:00 p.m.', 'Village market', 'Price survey of paddy, mustard and vegetables'],
        ['5:30 p.m.', 'College gate', 'Return'],
      ],
    },
    contest: {
      title: 'Budget quiz: the Union and Assam budgets explained',
      description:
        'A quiz on the Union Budget and the Assam Budget of the year: taxes, subsidies, the fiscal deficit and the schemes of the state, for teams of two.',
    },
    outing: {
      title: 'Financial literacy camp with a bank in the adopted village',
      description:
        'Students and an officer of a bank explained savings accounts, UPI safety and crop insurance to the villagers of the adopted village.',
      programme: [
        ['10:00 a.m.', 'Welcome at the village namghar'],
        ['10:15 a.m.', 'Talk by the bank officer: savings, loans and interest'],
        ['11:00 a.m.', 'Students\u2019 skit on UPI fraud'],
        ['11:30 a.m.', 'Help desk: account opening and crop insurance forms'],
        ['1:00 p.m.', 'Vote of thanks and return'],
      ],
    },
    farewell: {
      title: 'Economics Forum farewell for the 6th Semester',
      description:
        'The Economics Forum bade farewell to the 6th Semester with a cultural programme and the release of Arthaneeti Barta.',
    },
  },
  PHY: {
    society: 'Physics Society',
    meeting: {
      title: 'Physics Society: volunteers for the telescope night',
      description:
        'Students who would like to set up the college telescope and explain the sky to visitors at the next telescope night should give their names in the Physics laboratory.',
    },
    practical: {
      title: 'Physics laboratory: practical batches and safety rules, 3rd Semester',
      description:
        'Practical classes of the 3rd Semester (Electricity and Magnetism) are held in three batches. Students must follow the safety rules of the laboratory.',
      rules: [
        'Switch on a circuit only after the teacher has checked it.',
        'Do not touch the mains board or the high-voltage supply of the Geiger counter.',
        'Handle the sodium lamp and the laser of the optics bench as shown; never look into the beam.',
        'Enter every reading in the laboratory notebook at the time of the experiment.',
        'Return the multimeters and rheostats to the store before leaving.',
      ],
    },
    projects: {
      title: 'Physics projects of the 6th Semester: submission of reports',
      topics: [
        'Measuring aerosol optical depth with a sun photometer',
        'Thin films of zinc oxide by spray pyrolysis',
        'Simulating the Ising model in Python',
        'Low-cost determination of g with a phone sensor',
        'Solar cell efficiency on the college roof',
        'Noise levels at Kopoubari market',
      ],
    },
    tour: {
      title: 'Study tour to the Regional Science Centre and its planetarium',
      description:
        'Students of the 4th Semester will visit the Regional Science Centre, Guwahati, for its physics galleries and a planetarium show, with two teachers of the department.',
      legs: [
        ['7:00 a.m.', 'College gate', 'Departure by reserved bus'],
        ['9:30 a.m.', 'Regional Science Centre', 'Galleries of mechanics, optics and electricity'],
        ['11:30 a.m.', 'Science Centre workshop', 'Demonstration of the Van de Graaff generator'],
        ['1:00 p.m.', 'Science Centre canteen', 'Lunch'],
        ['2:00 p.m.', 'Planetarium', 'Show on the solar system and the night sky'],
        ['6:00 p.m.', 'College gate', 'Return'],
      ],
    },
    contest: {
      title: 'Physics model-making competition on renewable energy',
      description:
        'Teams of three build and explain a working model of renewable energy (solar, wind, biogas or micro-hydel) from low-cost material; judged by teachers of two colleges.',
    },
    outing: {
      title: 'Night sky watching with the college telescope',
      description:
        'Students, teachers and families of the locality watched Jupiter, Saturn and the Moon through the college telescope on the college field.',
      programme: [
        ['5:30 p.m.', 'Setting up the telescope and binoculars on the field'],
        ['6:00 p.m.', 'Talk: the winter sky and how to find the planets'],
        ['6:30 p.m.', 'Viewing the Moon\u2019s craters'],
        ['7:15 p.m.', 'Viewing Jupiter with its moons and Saturn with its rings'],
        ['8:30 p.m.', 'Packing up; notes of observations for Quanta'],
      ],
    },
    farewell: {
      title: 'Physics Society farewell: an evening for the 6th Semester',
      description:
        'The Physics Society bade farewell to the 6th Semester with songs, a quiz on the teachers and memories of the laboratory.',
    },
  },
  CHE: {
    society: 'Chemical Society',
    meeting: {
      title: 'Chemical Society: volunteers for the village water testing camp',
      description:
        'Students who would like to test drinking water in the villages at the next camp should give their names to the laboratory in charge; training will be given.',
    },
    practical: {
      title: 'Chemistry laboratory: safety rules and practical batches, 3rd Semester',
      description:
        'Practical classes of the 3rd Semester (Organic Chemistry I) are held in three batches. Students must follow the safety rules below.',
      rules: [
        'Wear the laboratory coat and safety goggles at all times.',
        'Heat organic solvents only on the water bath, never on an open flame.',
        'Pipette with the rubber bulb; never by mouth.',
        'Pour waste acids and solvents into the labelled waste bottles, not the sink.',
        'Know where the eyewash, the fire extinguisher and the first-aid box are.',
      ],
    },
    projects: {
      title: 'Chemistry projects of the 6th Semester: submission of reports',
      topics: [
        'Fluoride and iron in tube-well water of two villages',
        'Green synthesis of silver nanoparticles from tea leaves',
        'Arsenic screening with field kits',
        'Soap from kitchen waste oil',
        'pH and hardness of pond water in Kopoubari',
        'Natural indicators from local flowers',
      ],
    },
    tour: {
      title: 'Study tour to the Guwahati Refinery laboratory',
      description:
        'Students of the 4th Semester will visit the quality control laboratory of the Guwahati Refinery to see the testing of crude oil and petroleum products.',
      legs: [
        ['7:00 a.m.', 'College gate', 'Departure by reserved bus'],
        ['9:30 a.m.', 'Refinery gate', 'Safety briefing and passes'],
        ['10:00 a.m.', 'Quality control laboratory', 'Distillation, flash point and sulphur tests'],
        ['1:00 p.m.', 'Refinery canteen', 'Lunch'],
        ['2:00 p.m.', 'Effluent treatment plant', 'Talk on treating refinery water'],
        ['5:30 p.m.', 'College gate', 'Return'],
      ],
    },
    contest: {
      title: 'Chemistry quiz on the periodic table',
      description:
        'A quiz on the elements, their discoverers and their uses, for teams of two from all semesters; a written round, a visual round and a rapid-fire final.',
    },
    outing: {
      title: 'Water testing camp in the villages of Kopoubari',
      description:
        'Students tested tube-well water of forty households for iron, fluoride, arsenic and pH and gave each household its result.',
      programme: [
        ['9:00 a.m.', 'Field kits checked and packed in the laboratory'],
        ['10:00 a.m.', 'Samples collected from the tube wells, labelled by household'],
        ['11:30 a.m.', 'Tests for iron, fluoride, arsenic and pH at the namghar'],
        ['1:30 p.m.', 'Results explained to each household'],
        ['3:00 p.m.', 'Return; doubtful samples retested in the laboratory'],
      ],
    },
    farewell: {
      title: 'Chemical Society farewell to the outgoing 6th Semester',
      description:
        'The Chemical Society bade farewell to the 6th Semester with a cultural programme and the release of Catalyst.',
    },
  },
  MAT: {
    society: 'Mathematics Club',
    meeting: {
      title: 'Mathematics Club: problem of the week and names for the Olympiad coaching',
      description:
        'The problem of the week is on the notice board of the department. Students who would like to coach school students for the Regional Mathematical Olympiad should give their names.',
    },
    practical: {
      title: 'Computer laboratory: Python and SageMath practicals, 3rd Semester',
      description:
        'Practicals of the 3rd Semester skill course (Python and SageMath for mathematics) are held in the computer laboratory in three batches. The rules follow.',
      rules: [
        'Log in with your own college account; do not share passwords.',
        'Save your programs in your own folder; the laboratory computers are cleared weekly.',
        'Each practical ends with a program and its output in the practical notebook.',
        'No games or social media on the laboratory computers.',
        'Report a faulty computer to the laboratory assistant at once.',
      ],
    },
    projects: {
      title: 'Mathematics projects of the 6th Semester: submission of reports',
      topics: [
        'Graph colouring and the college timetable',
        'A linear programme for a farmer\u2019s crop mix',
        'Flood levels of the Pagladia as a time series',
        'Ramanujan\u2019s partition identities',
        'Fuzzy sets in grading answer scripts',
        'Shortest bus routes in Nalbari district',
      ],
    },
    tour: {
      title: 'Study visit to the Department of Mathematics, Gauhati University',
      description:
        'Students of the 4th Semester will attend two lectures and see the computing laboratory of the Department of Mathematics, Gauhati University.',
      legs: [
        ['7:00 a.m.', 'College gate', 'Departure by reserved bus'],
        ['10:00 a.m.', 'Department of Mathematics, GU', 'Lecture on graph theory and networks'],
        ['11:30 a.m.', 'Computing laboratory', 'Demonstration of numerical methods in Python'],
        ['1:00 p.m.', 'University canteen', 'Lunch'],
        ['2:00 p.m.', 'K. K. Handiqui Library', 'Visit to the mathematics section'],
        ['5:30 p.m.', 'College gate', 'Return'],
      ],
    },
    contest: {
      title: 'Ramanujan mathematics quiz and puzzle hunt',
      description:
        'A mathematics quiz and a puzzle hunt across the Science Building, for teams of three from all semesters and from the higher secondary schools of Kopoubari.',
    },
    outing: {
      title: 'Olympiad coaching for students of the schools of Kopoubari',
      description:
        'Teachers and students of the department coached forty students of the higher secondary schools of Kopoubari for the Regional Mathematical Olympiad.',
      programme: [
        ['10:00 a.m.', 'Registration of the school students'],
        ['10:30 a.m.', 'Session 1: number theory problems'],
        ['12:00 noon', 'Session 2: combinatorics and counting'],
        ['2:00 p.m.', 'Session 3: geometry with ruler and compass'],
        ['3:30 p.m.', 'Practice test and discussion of solutions'],
      ],
      scene: 'classroom',
      where: 'at the Olympiad coaching for school students',
    },
    farewell: {
      title: 'Mathematics Club farewell to the 6th Semester',
      description:
        'The Mathematics Club bade farewell to the 6th Semester with songs and a quiz on the department\u2019s teachers.',
    },
  },
  BOT: {
    society: 'Botanical Society',
    meeting: {
      title: 'Botanical Society: volunteers for the campus tree census',
      description:
        'Students who would like to count, measure and label the trees of the campus for the tree census should give their names to the herbarium in charge.',
    },
    practical: {
      title: 'Herbarium: rules for collecting and mounting specimens, 3rd Semester',
      description:
        'Each student of the 3rd Semester prepares ten herbarium sheets for the Plant Systematics practical. The rules of collection and mounting follow.',
      rules: [
        'Collect only common plants; never orchids or plants of the forest reserve.',
        'Press each specimen in newspaper the same day and change the papers daily.',
        'Mount on standard sheets (42 x 29 cm) with the label at the lower right.',
        'Write the local name, the family, the place and date of collection on the label.',
        'Submit the sheets to the herbarium in charge for poisoning and storage.',
      ],
    },
    projects: {
      title: 'Botany projects of the 6th Semester: submission of dissertations',
      topics: [
        'Medicinal plants used by the Bodo healers of Nalbari',
        'Orchids of the Kopoubari village groves',
        'Macrophytes of a beel in Nalbari',
        'Leaf spot fungi of paddy',
        'Trees of the college campus: a census',
        'Tissue culture of a local banana',
      ],
    },
    tour: {
      title: 'Botanical excursion to the fringe villages of Manas National Park',
      description:
        'Students of the 4th Semester will study the vegetation of the fringe villages of Manas National Park and the plants the villagers use, with forest staff as guides.',
      legs: [
        ['6:00 a.m.', 'College gate', 'Departure by reserved bus'],
        ['9:00 a.m.', 'Bansbari range office', 'Briefing by the forest staff'],
        ['10:00 a.m.', 'Fringe village', 'Home gardens and medicinal plants, with the villagers'],
        ['1:00 p.m.', 'Range office', 'Lunch'],
        ['2:00 p.m.', 'Grassland edge', 'Quadrat study of the grassland'],
        ['7:00 p.m.', 'College gate', 'Return'],
      ],
    },
    contest: {
      title: 'Plant identification contest: know the trees of your campus',
      description:
        'Students identify thirty plants of the campus from leaves, flowers and fruits, by their Assamese and botanical names; open to students of all departments.',
    },
    outing: {
      title: 'Campus tree census by the Botanical Society',
      description:
        'Students counted, measured and labelled every tree of the campus with its botanical name, and mapped the trees for the college\u2019s green audit.',
      programme: [
        ['9:00 a.m.', 'Campus divided into six blocks, one team each'],
        ['9:30 a.m.', 'Counting and measuring girth at breast height'],
        ['11:30 a.m.', 'Identification of doubtful trees in the herbarium'],
        ['1:30 p.m.', 'Labels fixed on the trees'],
        ['3:00 p.m.', 'Entering the data for the map and the green audit'],
      ],
    },
    farewell: {
      title: 'Botanical Society farewell for the 6th Semester',
      description:
        'The Botanical Society bade farewell to the 6th Semester with songs and a sapling for each student.',
    },
  },
};
