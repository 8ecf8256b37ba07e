import type { SceneKind } from '../files/scenes.ts';

/**
 * Titles and descriptions of college notices, per type. Dates are relative to the day of
 * import, so no title names a year or a session: a notice dated 'today-3y' must read right
 * whichever year that turns out to be. `photo` marks notices that get a picture more often.
 */
export interface NoticeIdea {
  title: string;
  description: string;
  photo?: SceneKind;
  /** A related web address (fictional). */
  link?: string;
}

const idea = (
  title: string,
  description: string,
  photo?: SceneKind,
  link?: string,
): NoticeIdea => ({
  title,
  description,
  ...(photo ? { photo } : {}),
  ...(link ? { link } : {}),
});

export const NOTICE_IDEAS: Record<string, NoticeIdea[]> = {
  COLLEGE_ADMIN_NOTICE: [
    idea(
      'Celebration of Independence Day in the college',
      'All teachers, staff and students are requested to attend the flag hoisting in front of the Administrative Building at **8:00 a.m.** The NCC cadets will present the guard of honour.',
      'campus',
    ),
    idea(
      'Celebration of Rongali Bihu in the college campus',
      'The college will celebrate Rongali Bihu with a Husori competition and Bihu dance by the students. All are cordially invited.',
      'stage',
    ),
    idea(
      'Notice for the meeting of the Governing Body',
      'A meeting of the Governing Body will be held in the Principal\u2019s chamber at 11:00 a.m. Members are requested to attend. The agenda is attached.',
    ),
    idea(
      'Holiday on account of Magh Bihu',
      'The college will remain closed for Magh Bihu as per the holiday list of Gauhati University. Classes will resume on the next working day.',
    ),
    idea(
      'Swachhata Pakhwada: cleanliness drive in the campus',
      'Under the Swachhata Pakhwada, NSS volunteers and students of all departments will clean the campus and the adopted village. Teachers-in-charge will record attendance.',
      'plantation',
    ),
    idea(
      'Observance of Republic Day',
      'The Republic Day will be observed with the unfurling of the national flag at 8:30 a.m., followed by a cultural programme in the auditorium.',
      'campus',
    ),
    idea(
      'Submission of PBAS/API forms by teachers',
      'Teachers are requested to submit the Performance Based Appraisal System (PBAS) forms with supporting documents to the IQAC office within fifteen days.',
    ),
    idea(
      'Walk-in interview for the post of Assistant Professor (Contractual)',
      'A walk-in interview will be held for one post of Assistant Professor (Contractual). Eligible candidates should bring original documents and one set of self-attested copies.',
    ),
    idea(
      'Notice of the general staff meeting',
      'A general meeting of the teaching and non-teaching staff will be held in the conference hall at 1:30 p.m. Attendance is compulsory.',
    ),
    idea(
      'Plastic-free campus: ban on single-use plastic',
      'Single-use plastic is banned in the campus, the hostels and the canteen. Students and staff are requested to cooperate.',
    ),
    idea(
      'Observance of Srimanta Sankaradeva Tithi',
      'The college will observe the Tirobhav Tithi of Srimanta Sankaradeva with Naam-Prasanga and a discussion on his contribution to Assamese society.',
    ),
    idea(
      'Observance of Bir Lachit Divas',
      'Lachit Divas will be observed with a discussion and an essay competition on the life of Lachit Borphukan. Details are with the Cultural Secretary.',
      'seminar',
    ),
    idea(
      'College Week: programme of the inaugural procession',
      'The College Week will begin with a procession from the college gate to the playground. Students are requested to assemble by 8:00 a.m. in traditional attire.',
      'stage',
    ),
    idea(
      'Students\u2019 Union election: notification and schedule',
      'The Students\u2019 Union election will be held as per the Lyngdoh Committee recommendations. The schedule of nomination, scrutiny and polling is attached.',
    ),
    idea(
      'Annual stock verification of departments',
      'Heads of departments are requested to complete the annual stock verification of laboratory equipment and furniture and submit the registers to the office.',
    ),
  ],
  COLLEGE_ACADEMIC_NOTICE: [
    idea(
      'Admission notice for the 1st Semester FYUGP (Arts and Science)',
      'Online applications are invited for admission to the 1st Semester of the Four Year Undergraduate Programme (FYUGP) in Arts and Science through the Assam higher education admission portal.\n\n- Last date of application: as shown on the portal\n- Merit list: on the college notice board and website\n- Documents: HS marksheet, caste certificate (if any), two photographs',
      undefined,
      'https://admission.example.org/kopoubari',
    ),
    idea(
      'Gauhati University examination form fill-up for the odd semester',
      'Students of the 1st, 3rd, 5th and 7th Semesters are informed that the examination form fill-up will be done online. Students must clear all college dues before filling up the form.',
    ),
    idea(
      'Gauhati University examination form fill-up for the even semester',
      'Students of the 2nd, 4th and 6th Semesters are informed that the examination form fill-up has begun. Forms of students with less than 75% attendance will not be forwarded.',
    ),
    idea(
      'Commencement of classes for the 1st Semester',
      'Classes for the newly admitted students of the 1st Semester will begin as per the routine published on the notice board. Students should attend the orientation programme on the first day.',
    ),
    idea(
      'Schedule of the internal (sessional) examinations',
      'The sessional examinations of all semesters will be held as per the attached schedule. Students absent without a valid reason will not be given a second chance.',
    ),
    idea(
      'Orientation programme for the newly admitted students',
      'An orientation programme on the FYUGP structure, the Academic Bank of Credits and the facilities of the college will be held in the auditorium.',
      'seminar',
    ),
    idea(
      'Provisional merit list for admission to the 1st Semester',
      'The provisional merit list is published. Selected candidates must complete admission, with the payment of fees, within three days, failing which the seat will go to the next candidate.',
    ),
    idea(
      'Selection of Major and Minor subjects under the FYUGP',
      'Students are to select their Major, Minor, Multi-disciplinary, AEC, SEC and VAC courses in the form available at the office counter, after counselling by the departments.',
    ),
    idea(
      'Post-Matric Scholarship: apply on the National Scholarship Portal',
      'Eligible SC, ST and OBC students are requested to apply for the Post-Matric Scholarship online and submit a printed copy of the form at the scholarship cell.',
      undefined,
      'https://scholarships.example.org',
    ),
    idea(
      'Nijut Moina scheme: applications from girl students',
      'Girl students eligible for the Nijut Moina scheme of the Government of Assam are requested to apply online and contact the scholarship cell for verification.',
    ),
    idea(
      'Classes suspended during the Gauhati University theory examinations',
      'As the college is an examination centre, classes of the other semesters will remain suspended on the days of the theory examinations.',
    ),
    idea(
      'Remedial classes for slow learners',
      'Remedial classes will be held for students identified in the sessional examinations. The department-wise routine is attached.',
    ),
    idea(
      'Minimum attendance (75%) for appearing in examinations',
      'Students are reminded that 75% attendance in each course is required to appear in the end-semester examinations of Gauhati University.',
    ),
    idea(
      'Registration for the Academic Bank of Credits (ABC ID)',
      'All students must create their ABC ID and submit it to the department, as it is required for the examination form fill-up.',
      undefined,
      'https://abc.example.org',
    ),
    idea(
      'Re-admission to the 3rd, 5th and 7th Semesters',
      'Students promoted to the 3rd, 5th and 7th Semesters should complete re-admission by paying the fees at the counter or online.',
    ),
  ],
  COLLEGE_ACHIEVEMENTS: [
    idea(
      'College team wins the inter-college football tournament of Gauhati University',
      'The college football team won the final of the Gauhati University inter-college tournament. Congratulations to the players and the coach.',
      'sports',
    ),
    idea(
      'NSS unit of the college receives the district-level best unit award',
      'The NSS unit was adjudged the best unit of the district for its work in the adopted village and during the floods.',
      'plantation',
    ),
    idea(
      'Green campus certificate after the environment audit',
      'The college has received a green campus certificate after an environment and energy audit of the campus.',
      'campus',
    ),
    idea(
      'College wins the overall trophy at the Gauhati University Youth Festival',
      'Students of the college won first prizes in Bihu dance, Borgeet and one-act play at the inter-college youth festival.',
      'stage',
    ),
    idea(
      'Life science departments selected for the DBT Star College scheme',
      'The Departments of Botany and Chemistry have been selected for support under the DBT Star College scheme for strengthening laboratories.',
    ),
    idea(
      'College library recognised as the best college library of the district',
      'The central library was recognised for its automation, reading room and outreach to schools.',
    ),
    idea(
      'Adopted village declared clean village by the district administration',
      'The village adopted by the college under the Unnat Bharat Abhiyan has been declared a clean village. Congratulations to the NSS volunteers.',
      'plantation',
    ),
    idea(
      'College receives grant for the rooftop solar plant',
      'The college has received a grant for a rooftop solar power plant for the academic and administrative buildings.',
    ),
  ],
  COLLEGE_STU_ACHIEVEMENTS: [
    idea(
      'Our students qualify the Joint Admission Test for M.Sc. (JAM)',
      'Students of the Departments of Physics, Chemistry and Mathematics have qualified JAM. The college congratulates them.',
    ),
    idea(
      'Student secures first position in the Gauhati University B.Sc. examination',
      'A student of the Department of Botany secured the first position in the Gauhati University B.Sc. (Major) examination.',
    ),
    idea(
      'NCC cadet selected for the Republic Day Parade camp, New Delhi',
      'An NCC cadet of the college has been selected for the Republic Day Parade camp after the inter-group competitions.',
      'campus',
    ),
    idea(
      'Students win the state-level inter-college quiz competition',
      'A team of three students won the state-level quiz competition organised by a Guwahati college.',
      'seminar',
    ),
    idea(
      'Student selected for the Assam women\u2019s football team',
      'A student of the 3rd Semester has been selected for the Assam team for the Senior National Women\u2019s Football Championship.',
      'sports',
    ),
    idea(
      'Botany students win the best poster award at a national seminar',
      'Students of the Department of Botany won the best poster award for their work on the medicinal plants of the district.',
      'lab',
    ),
    idea(
      'Gold medal in the Gauhati University inter-college athletics meet',
      'A student of the college won the gold medal in the 5,000 m race at the inter-college athletics meet.',
      'sports',
    ),
    idea(
      'Students qualify UGC-NET and SLET',
      'Former students of the Departments of Assamese, English and History have qualified UGC-NET and SLET.',
    ),
    idea(
      'Best actor award at the inter-college one-act play competition',
      'A student of the Department of Assamese won the best actor award at the inter-college one-act play competition.',
      'stage',
    ),
  ],
  COLLEGE_EMP_ACHIEVEMENTS: [
    idea(
      '{name} receives the Best Teacher Award',
      '{name} of the Department of {dept} has received the Best Teacher Award of the college for dedication to teaching and mentoring.',
    ),
    idea(
      '{name} awarded Ph.D. by Gauhati University',
      'The college congratulates {name} of the Department of {dept} on the award of the Ph.D. degree.',
    ),
    idea(
      'Research project of {name} sanctioned by ASTEC',
      'A research project of {name} of the Department of {dept} has been sanctioned by the Assam Science Technology and Environment Council.',
    ),
    idea(
      'Book by {name} released',
      'A book by {name} of the Department of {dept} was released at a function in the college auditorium.',
      'seminar',
    ),
    idea(
      '{name} nominated to the Board of Studies of Gauhati University',
      '{name} of the Department of {dept} has been nominated as a member of the Board of Studies.',
    ),
    idea(
      '{name} invited as resource person at a national workshop',
      '{name} of the Department of {dept} delivered an invited lecture at a national workshop.',
    ),
  ],
  COLLEGE_DOWNLOADS: [
    idea(
      'Prospectus of the college',
      'The prospectus with the courses, fees, rules and facilities of the college.',
    ),
    idea(
      'Admission form for the 1st Semester FYUGP',
      'Download the form, fill it in and submit it at the admission counter with the required documents.',
    ),
    idea(
      'Application form for the college hostels',
      'Application form for admission to the boys\u2019 and girls\u2019 hostels.',
    ),
    idea(
      'Format of the anti-ragging undertaking',
      'Undertaking to be signed by the student and the parent at the time of admission, as required by the UGC regulations.',
    ),
    idea('Leave application form for teachers', 'Form for casual, earned and duty leave.'),
    idea(
      'Application for the transfer certificate',
      'Students leaving the college should apply in this form with the no-dues certificate.',
    ),
    idea(
      'FYUGP syllabus of Gauhati University',
      'Links and files of the FYUGP syllabus for all subjects taught in the college.',
      undefined,
      'https://syllabus.example.org/fyugp',
    ),
    idea(
      'Student feedback form on the curriculum',
      'Students are requested to fill in the feedback form and return it to the department.',
    ),
    idea(
      'Application form for fee concession',
      'Form for free admission and fee concession for students from economically weaker families.',
    ),
    idea(
      'Application for the migration certificate',
      'Form to be forwarded by the college to Gauhati University for the migration certificate.',
    ),
  ],
  COLLEGE_TENDER: [
    idea(
      'Tender notice for installation of CCTV cameras in the campus',
      'Sealed tenders are invited from registered firms for supply and installation of CCTV cameras with recording for the academic buildings, hostels and the gate.\n\n- Earnest money: as stated in the tender document\n- Tender documents: from the office on payment',
    ),
    idea(
      'Quotation for supply of laboratory chemicals and glassware',
      'Sealed quotations are invited from reputed suppliers for chemicals and glassware for the science laboratories. The list is attached.',
    ),
    idea(
      'Tender for construction of the boundary wall (phase II)',
      'Sealed tenders are invited from registered contractors for the construction of the boundary wall on the eastern side of the campus.',
    ),
    idea(
      'Quotation for supply of desktop computers',
      'Quotations are invited for twenty desktop computers with UPS for the computer laboratory. Specifications are attached.',
    ),
    idea(
      'Tender for running the college canteen',
      'Tenders are invited from interested persons for running the college canteen for one year on the terms attached.',
    ),
    idea(
      'Quotation for printing of the college magazine',
      'Quotations are invited from printing presses for printing the college magazine (about 160 pages, 800 copies).',
    ),
    idea(
      'Tender for construction of the girls\u2019 common room',
      'Sealed tenders are invited from registered contractors for the construction of a girls\u2019 common room with toilets.',
    ),
    idea(
      'Quotation for supply of books for the central library',
      'Quotations are invited from book sellers for the supply of text and reference books. The list is attached.',
    ),
    idea(
      'Tender for installation of a rooftop solar power plant',
      'Tenders are invited from empanelled agencies for a grid-connected rooftop solar plant of 20 kW.',
    ),
    idea(
      'Quotation for annual maintenance of water purifiers',
      'Quotations are invited for the annual maintenance of the water purifiers in the campus and hostels.',
    ),
    idea(
      'Quotation for supply of sports goods',
      'Quotations are invited for the supply of football, volleyball, badminton and athletics equipment.',
    ),
  ],
  CLASS_ROUTINES: [
    idea(
      'Class routine for the odd semester (Arts)',
      'Routine of the Major, Minor and common courses for the 1st, 3rd, 5th and 7th Semesters of the Arts stream.',
    ),
    idea(
      'Class routine for the odd semester (Science)',
      'Routine of theory and practical classes for the Science stream.',
    ),
    idea(
      'Class routine for the even semester',
      'Routine of the 2nd, 4th and 6th Semesters, effective from the first day of classes.',
    ),
    idea(
      'Revised routine for practical classes',
      'The routine of practical classes of the Science departments has been revised. Students should note the batch-wise timings.',
    ),
  ],
  EXAM_RESULTS: [
    idea(
      'Result of the sessional examinations (1st Semester)',
      'Marks of the sessional examinations are displayed department-wise. Students may see their answer scripts in the department within a week.',
    ),
    idea(
      'Gauhati University results: toppers of the college',
      'The college congratulates the students who secured the highest marks in the university examinations.',
    ),
    idea(
      'Result of the sessional examinations (3rd and 5th Semesters)',
      'The results are published. Students who failed should contact their departments for the re-test.',
    ),
  ],
  EXAM_SCHEDULE: [
    idea(
      'Programme of the Gauhati University odd semester examinations',
      'The programme of the end-semester theory examinations as received from the university.',
    ),
    idea(
      'Schedule of the practical examinations',
      'Schedule of the practical examinations of the Science departments. Students must bring their laboratory records.',
    ),
    idea(
      'Programme of the Gauhati University even semester examinations',
      'The programme of the end-semester theory examinations for the even semesters.',
    ),
  ],
  STUDENT_CLUBS: [
    idea(
      'Nature Club: enrolment of new members',
      'Students interested in bird-watching, plantation and campus ecology may enrol with the Nature Club.',
      'plantation',
    ),
    idea(
      'Debating Society: first meeting of the session',
      'The first meeting of the Debating Society will be held in Room 12. New members are welcome.',
      'classroom',
    ),
    idea(
      'Photography Club: campus photo exhibition',
      'The Photography Club invites entries for its exhibition on the theme "My Campus".',
      'campus',
    ),
    idea(
      'Literary Club: entries for the wall magazine',
      'Poems, stories and essays in Assamese and English are invited for the wall magazine of the Literary Club.',
    ),
    idea(
      'Youth Red Cross unit: enrolment and first-aid training',
      'Students may enrol in the Youth Red Cross unit; a first-aid training will follow.',
    ),
  ],
  COLLEGE_F_LIBRARY: [
    idea(
      'New arrivals in the central library',
      'New text and reference books for the FYUGP courses are on display at the entrance of the library.',
    ),
    idea(
      'Access to N-LIST e-resources for students and teachers',
      'Users can access e-journals and e-books through N-LIST with the user id issued by the library.',
    ),
    idea(
      'Library open on Saturdays during examinations',
      'The reading room of the central library will remain open on Saturdays during the examination period.',
    ),
    idea(
      'Renewal of library cards',
      'Students are requested to renew their library cards at the circulation counter.',
    ),
    idea(
      'Book exhibition in the central library',
      'A book exhibition by publishers of Assam will be held in the library hall.',
      'seminar',
    ),
  ],
  COLLEGE_F_STUDENTSUPPORT: [
    idea(
      'Free coaching for competitive examinations',
      'The Student Support Cell will run free coaching for APSC, SSC and banking examinations on Saturdays.',
    ),
    idea(
      'Counselling sessions with the college counsellor',
      'Students may meet the counsellor on Wednesdays in the Student Support Cell room. All conversations are confidential.',
    ),
    idea(
      'Bridge course for first-year students',
      'A bridge course in English and basic mathematics will be held for newly admitted students.',
      'classroom',
    ),
    idea(
      'Fee waiver for students from flood-affected families',
      'Students from families affected by floods may apply for fee waiver with a certificate from the Circle Officer.',
    ),
  ],
  COLLEGE_F_BOYS_HOSTEL: [
    idea(
      'Admission to the boys\u2019 hostel',
      'Applications are invited for admission to the boys\u2019 hostel. Seats will be allotted on merit and distance from home.',
    ),
    idea(
      'Payment of hostel and mess fees',
      'Boarders are requested to pay the hostel and mess fees at the office counter.',
    ),
    idea(
      'Hostel day celebration of the boys\u2019 hostel',
      'The boys\u2019 hostel will celebrate its hostel day with sports and a cultural evening.',
      'stage',
    ),
  ],
  COLLEGE_F_GIRLS_HOSTEL: [
    idea(
      'Admission to the girls\u2019 hostel (Kanaklata Chatri Nivas)',
      'Applications are invited for admission to the girls\u2019 hostel. Priority is given to students from distant places.',
    ),
    idea(
      'Rules of the girls\u2019 hostel',
      'Boarders are requested to follow the rules of the hostel, including the timings for entry and visitors.',
    ),
    idea(
      'Meeting of the girls\u2019 hostel committee',
      'A meeting of the hostel committee will be held in the hostel common room.',
    ),
  ],
  COLLEGE_F_CIF: [
    idea(
      'Central Instrumentation Facility: booking of instruments',
      'Students and teachers may book the UV-Vis spectrophotometer and other instruments of the CIF through the coordinator.',
      'lab',
    ),
    idea(
      'Training on the instruments of the CIF',
      'A two-day hands-on training on the instruments of the Central Instrumentation Facility will be held for final-year students.',
      'lab',
    ),
    idea(
      'User charges of the Central Instrumentation Facility',
      'The user charges for external users are attached. Students of the college may use the facility free of charge.',
    ),
  ],
  COLLEGE_F_CANTEEN: [
    idea(
      'Canteen menu and rates',
      'The menu and rates of the college canteen as approved by the canteen committee.',
    ),
    idea(
      'Hygiene inspection of the canteen',
      'The canteen committee will inspect the canteen for hygiene. Suggestions may be dropped in the box near the canteen.',
    ),
    idea(
      'Canteen closed for repair',
      'The canteen will remain closed for repair work for a few days.',
    ),
  ],
  COLLEGE_F_ICGC: [
    idea(
      'Career Guidance and Counselling Cell: workshop on resume writing',
      'A workshop on writing a resume and facing interviews will be held for final-year students.',
      'seminar',
    ),
    idea(
      'Career talk on competitive examinations',
      'A talk on preparation for civil services and state-level examinations by an officer of the Assam Civil Service.',
      'seminar',
    ),
    idea(
      'Career counselling for the 6th Semester students',
      'Department-wise career counselling sessions will be held for the outgoing students.',
    ),
  ],
  Career_Placement_Cell: [
    idea(
      'Campus recruitment drive by a private bank',
      'A private bank will hold a recruitment drive for graduates. Interested final-year students should register with the cell.',
    ),
    idea(
      'Job fair in the college campus',
      'A job fair with local employers and skill-development agencies will be held on the college playground.',
      'campus',
    ),
    idea(
      'Internship opportunities for students',
      'Internships with local NGOs and offices are available for students of the 6th Semester.',
    ),
  ],
  IQAC_STRATEGIES: [
    idea(
      'IQAC strategic plan',
      'The strategic plan of the IQAC for quality enhancement in teaching, research and extension.',
    ),
    idea(
      'Perspective plan of the college',
      'The five-year perspective plan adopted by the Governing Body.',
    ),
  ],
  IQAC_FUNCTIONS: [
    idea(
      'Functions of the IQAC',
      'The functions of the Internal Quality Assurance Cell as laid down by NAAC.',
    ),
    idea(
      'IQAC: roles of the coordinator and members',
      'Responsibilities of the coordinator, members and criterion in-charges.',
    ),
  ],
  IQAC_SSR: [
    idea(
      'Self Study Report (SSR) submitted to NAAC',
      'The Self Study Report of the college as submitted to NAAC.',
    ),
    idea(
      'SSR: extended profile and supporting documents',
      'Extended profile of the institution with supporting documents.',
    ),
  ],
  IQAC_AQAR: [
    idea(
      'Annual Quality Assurance Report (AQAR) submitted to NAAC',
      'The AQAR of the previous academic year as submitted to NAAC.',
    ),
  ],
  IQAC_ATR: [
    idea(
      'Action taken report on the decisions of the IQAC meeting',
      'Action taken on the decisions of the last meeting of the IQAC.',
    ),
  ],
  IQAC_MIUNTES: [
    idea(
      'Minutes of the IQAC meeting',
      'Minutes of the meeting of the Internal Quality Assurance Cell.',
    ),
  ],
  IQAC_FEEDBACK_FORM: [
    idea('Student feedback form on the curriculum', 'Feedback form for students.'),
    idea('Feedback form for teachers', 'Feedback form for teachers on the curriculum.'),
    idea('Alumni feedback form', 'Feedback form for former students.'),
    idea('Parents\u2019 feedback form', 'Feedback form for parents and guardians.'),
  ],
  IQAC_FEEDBACK_ANALYSIS: [
    idea(
      'Analysis of the feedback on the curriculum',
      'Analysis of the feedback received from students, teachers, alumni and parents, with the action taken.',
    ),
  ],
  IQAC_SSS: [
    idea(
      'Student Satisfaction Survey: notice to students',
      'Students are requested to take part in the Student Satisfaction Survey.',
    ),
    idea(
      'Report of the Student Satisfaction Survey',
      'Report of the survey conducted by the IQAC.',
    ),
  ],
  IQAC_EVENT: [
    idea(
      'IQAC workshop on NEP 2020 and the FYUGP',
      'A workshop for teachers on the National Education Policy 2020 and the four-year undergraduate programme.',
      'seminar',
    ),
    idea(
      'Faculty development programme on outcome-based education',
      'A five-day programme for the teachers of the college and nearby colleges.',
      'seminar',
    ),
    idea(
      'Workshop on research methodology',
      'A workshop for teachers and research scholars on research methodology and academic integrity.',
      'classroom',
    ),
  ],
  IQAC_BEST_PRACTICE: [
    idea(
      'Best practice: water testing camps in villages',
      'Students and teachers test drinking water in the villages around the college and share the results with the panchayats.',
      'lab',
    ),
    idea(
      'Best practice: the adopted village programme',
      'The college has adopted a village for literacy, health and cleanliness work.',
      'plantation',
    ),
  ],
  IQAC_INSTITUTIONAL_DISTINGTIVENESS: [
    idea(
      'Institutional distinctiveness: the folk culture archive',
      'The archive of Bihu songs, Ojapali and folk tales recorded by students is the distinctive work of the college.',
      'stage',
    ),
  ],
  IQAC_ANNUAL_REPORT: [
    idea(
      'Annual report of the college',
      'The annual report of the college placed before the Governing Body.',
    ),
  ],
  IQAC_ACADEMIC_CALENDAR: [
    idea(
      'Academic calendar for the odd semester',
      'The academic calendar of the odd semester with dates of classes, sessionals and holidays.',
    ),
    idea('Academic calendar for the even semester', 'The academic calendar of the even semester.'),
  ],
  IQAC_ORGANOGRAM: [
    idea('Organogram of the college', 'The organisational structure of the college.'),
    idea(
      'Revised organogram of the college',
      'The organogram revised after the introduction of the FYUGP.',
    ),
  ],
  NIRF: [
    idea(
      'NIRF: data submitted for the India Rankings (College category)',
      'Data of the college as submitted to the National Institutional Ranking Framework on the Data Capturing System.',
    ),
    idea(
      'NIRF: data on graduation outcomes and sanctioned intake',
      'Graduation outcomes, intake and student strength submitted to NIRF.',
    ),
    idea(
      'NIRF: financial resources and faculty data',
      'Capital and operational expenditure and the faculty details submitted to NIRF.',
    ),
    idea('NIRF: perception and outreach data', 'Outreach and inclusivity data submitted to NIRF.'),
  ],
};
