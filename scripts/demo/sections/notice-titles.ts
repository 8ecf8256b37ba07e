import { LAST_YEAR, SESSION } from '../lib/calendar.ts';
import { ordinal } from '../lib/text.ts';

/**
 * Titles and descriptions of college notices, per type, each title used once. Most are dated
 * on the college's calendar (notices.ts), so titles may name their session or year; the few
 * that stay relative to the day of import are chosen among those that name none. Titles differ
 * by what a real office would change: the semester, the stream, the work tendered, the round.
 */

/** Where the admission button and the admission notice both lead. */
export const ADMISSION_LINK = 'https://admission.example.edu.in/fyugp-2026-27';
export interface NoticeIdea {
  title: string;
  description: string;
  /** A related web address (fictional). */
  link?: string;
}

type Raw = [title: string, description: string, link?: string];

const ideas = (list: Raw[]): NoticeIdea[] =>
  list.map(([title, description, link]) => ({ title, description, ...(link ? { link } : {}) }));

export const NOTICE_IDEAS: Record<string, NoticeIdea[]> = {
  COLLEGE_ADMIN_NOTICE: ideas([
    [
      'Celebration of Independence Day',
      'All teachers, staff and students are requested to attend the flag hoisting in front of the Administrative Building at **8:00 a.m.** NCC cadets will present the guard of honour, followed by a cultural programme in the auditorium.',
    ],
    [
      'Observance of Republic Day',
      'The national flag will be unfurled by the Principal at 8:30 a.m. The NCC and NSS units will take part in the march past. Attendance of all students is expected.',
    ],
    [
      'Rongali Bihu celebration in the campus',
      'The college will celebrate Rongali Bihu with Husori, Bihu dance and a Bihu Naam competition in the playground. Departments are requested to send their teams to the Cultural Secretary.',
    ],
    [
      'Magh Bihu: college closed',
      'The college will remain closed on account of Magh (Bhogali) Bihu as per the holiday list of Gauhati University. Classes resume on the next working day.',
    ],
    [
      'Swachhata Pakhwada: cleanliness drive in the campus and the adopted village',
      'Under the Swachh Bharat Mission, NSS volunteers and students of all departments will clean the campus, the hostels and the adopted village. Teachers-in-charge will record attendance department-wise.',
    ],
    [
      'Meeting of the Governing Body',
      'A meeting of the Governing Body will be held in the Principal\u2019s chamber at 11:00 a.m. Members are requested to attend. The agenda is attached.',
    ],
    [
      'Submission of self-appraisal (PBAS) forms by teachers',
      'Teachers are requested to submit the Performance Based Appraisal System forms with supporting documents to the IQAC office within fifteen days.',
    ],
    [
      'Walk-in interview for Assistant Professor (contractual) in Economics',
      'A walk-in interview will be held for one post of Assistant Professor (contractual) in Economics. Candidates with a Master\u2019s degree and NET/SLET or Ph.D. should bring their original documents and one set of self-attested copies.',
    ],
    [
      'Walk-in interview for a Laboratory Assistant (Botany)',
      'Candidates who have passed the higher secondary examination in Science may appear for a walk-in interview for one post of Laboratory Assistant (on contract) in the Department of Botany.',
    ],
    [
      'General meeting of the teaching and non-teaching staff',
      'A general meeting of the teaching and non-teaching staff will be held in the conference hall at 1:30 p.m. Attendance is compulsory. Agenda: the academic calendar, examinations and campus maintenance.',
    ],
    [
      'Plastic-free campus: ban on single-use plastic',
      'Single-use plastic is banned in the campus, the hostels and the canteen. Students and staff are requested to carry their own bottles and bags.',
    ],
    [
      'Observance of the Tithi of Srimanta Sankaradeva',
      'The college will observe the Tirobhav Tithi of Srimanta Sankaradeva with Naam-Prasanga and a discussion on his contribution to Assamese society, in the auditorium at 10:30 a.m.',
    ],
    [
      'Observance of Bir Lachit Divas',
      'Lachit Divas will be observed with a discussion and an essay competition for students on the life of Lachit Borphukan. Names for the essay competition to the Cultural Secretary.',
    ],
    [
      'College Week: schedule of events and the inaugural procession',
      'The annual College Week begins with a procession from the college gate to the playground. Students are requested to assemble by 8:00 a.m. in traditional attire. The schedule of sports, cultural and literary events is attached.',
    ],
    [
      'Students\u2019 Union election: notification and schedule',
      'The Students\u2019 Union election will be held as per the Lyngdoh Committee recommendations. The schedule of nomination, scrutiny, withdrawal and polling is attached.',
    ],
    [
      'Annual stock verification of departments and laboratories',
      'Heads of departments are requested to complete the annual stock verification of equipment and furniture and submit the stock registers to the office.',
    ],
    [
      'Anti-ragging: undertaking by every student',
      'Every student and parent must submit the anti-ragging undertaking. Ragging in any form is a punishable offence; complaints may be made to the Anti-Ragging Squad or the helpline.',
    ],
    [
      'Internal Complaints Committee: awareness meeting',
      'The Internal Complaints Committee will hold an awareness meeting on the prevention of sexual harassment at the workplace for students and staff in the conference hall.',
    ],
    [
      'National Voters\u2019 Day: pledge and enrolment of new voters',
      'The Electoral Literacy Club and the NSS will hold a pledge ceremony. Students who have turned eighteen may enrol as voters at the help desk in the library lobby.',
    ],
    [
      'Teachers\u2019 Day programme',
      'The Students\u2019 Union will felicitate the retired teachers of the college on Teachers\u2019 Day in the auditorium at 11:00 a.m. All are invited.',
    ],
    [
      'Classes suspended for flood relief work',
      'As several villages around Kopoubari are under flood water, classes will remain suspended for two days. NSS volunteers will assist the relief camps of the district administration.',
    ],
    [
      'Submission of articles for the college magazine',
      'Students and teachers may submit poems, stories, essays and sketches in Assamese or English for the college magazine to the Magazine Editor.',
    ],
    [
      'Durga Puja vacation',
      'The college will remain closed for the Durga Puja vacation as per the Gauhati University holiday list. The office will remain open for examination work.',
    ],
    [
      'International Yoga Day on the playground',
      'All students and staff are invited to the yoga session on the playground at 6:30 a.m., conducted by the NCC and the Department of Physical Education.',
    ],
    [
      'Blood donation camp with the District Hospital',
      'The NSS and the Youth Red Cross unit will hold a voluntary blood donation camp in the gymnasium. Donors must be between 18 and 65 years of age and in good health.',
    ],
    [
      'Har Ghar Tiranga: distribution of national flags',
      'Students and staff may collect the national flag from the office for hoisting at home during the Independence Day week.',
    ],
    [
      'Fire safety training for staff and hostel boarders',
      'A fire safety demonstration by the Fire and Emergency Services, Nalbari will be held near the girls\u2019 hostel at 2:00 p.m.',
    ],
    [
      'Campus closed as a polling station',
      'The college premises have been requisitioned by the District Election Officer for the election. The campus will remain closed on the poll day and the day before.',
    ],
  ]),
  COLLEGE_ACADEMIC_NOTICE: ideas([
    [
      `Admission to the 1st Semester FYUGP (Arts and Science), session ${SESSION}`,
      'Online applications are invited for admission to the 1st Semester of the Four Year Undergraduate Programme (FYUGP) in Arts and Science through the State admission portal.\n\n- Merit lists: on the college notice board and website\n- Documents: HS marksheet, caste certificate (if any), two photographs',
      ADMISSION_LINK,
    ],
    [
      'First merit list for admission to the 1st Semester',
      'The first merit list is published. Selected candidates must complete admission with the payment of fees within three days, failing which the seat goes to the next candidate.',
    ],
    [
      'Second merit list and spot admission',
      'The second merit list is published. Vacant seats after the second list will be filled by spot admission in the college on the dates in the attached notice.',
    ],
    [
      'Gauhati University examination form fill-up: odd semesters',
      'Students of the 1st, 3rd and 5th Semesters are informed that the examination form fill-up will be done online. College dues must be cleared before the form can be forwarded.',
    ],
    [
      'Gauhati University examination form fill-up: even semesters',
      'Students of the 2nd, 4th and 6th Semesters are informed that the examination form fill-up has begun. Forms of students with less than 75% attendance will not be forwarded.',
    ],
    [
      'Distribution of admit cards for the end-semester examinations',
      'Admit cards of the end-semester examinations will be distributed department-wise. Students must check their names, subjects and photographs and report any mistake at once.',
    ],
    [
      'Registration with Gauhati University for newly admitted students',
      'Students of the 1st Semester must submit the registration form with the migration certificate (for other boards) and the fee, for registration with Gauhati University.',
    ],
    [
      'Commencement of classes for the 1st Semester',
      'Classes for the newly admitted students will begin as per the routine on the notice board. The orientation programme will be held on the first day in the auditorium.',
    ],
    [
      'Selection of Major, Minor and other courses under the FYUGP',
      'Students are to select their Major, Minor, Multidisciplinary, AEC, SEC and VAC courses in the form available at the office counter, after counselling by the departments.',
    ],
    [
      'Sessional examinations of the odd semesters',
      'The sessional examinations of the 1st, 3rd and 5th Semesters will be held as per the attached schedule. Students absent without a valid reason will not be given another chance.',
    ],
    [
      'Sessional examinations of the even semesters',
      'The sessional examinations of the 2nd, 4th and 6th Semesters will be held as per the attached schedule. Marks will count towards internal assessment.',
    ],
    [
      'Post-matric scholarship for SC, ST and OBC students',
      'Eligible students are requested to apply on the State scholarship portal and submit a printed copy with the documents to the Scholarship Cell for verification.',
      'https://scholarships.example.org',
    ],
    [
      'State merit scholarship for girl students: verification of applications',
      'Girl students who have applied for the State merit scholarship must bring their original marksheets and bank passbook to the Scholarship Cell for verification.',
    ],
    [
      'Central sector scholarship for college students: renewal',
      'Students who received the central sector scholarship last year must renew their applications online with the result of the previous semester.',
    ],
    [
      'Scholarship for students of minority communities',
      'Eligible students may apply for the pre- and post-matric minority scholarship on the national portal. The college nodal officer will verify the applications.',
    ],
    [
      'Kopoubari College Alumni Association merit award: applications',
      'The Alumni Association awards merit scholarships to the top students of each department who come from families of limited means. Applications to the Scholarship Cell.',
    ],
    [
      'Late Haren Chandra Deka Memorial Scholarship',
      'Applications are invited from students of the Science stream for the memorial scholarship instituted by the family of a former teacher of the college. The rules are attached.',
    ],
    [
      'Free admission scheme of the State Government: list of eligible students',
      'The list of students eligible for free admission under the scheme of the Government of Assam is published. Fees paid by them will be refunded to their bank accounts.',
    ],
    [
      'Classes suspended during the Gauhati University theory examinations',
      'As the college is an examination centre, classes of the other semesters will remain suspended on the days of the theory examinations.',
    ],
    [
      'Remedial classes for students of the 3rd Semester',
      'Remedial classes will be held on Saturdays for students identified in the sessional examinations. The department-wise routine is attached.',
    ],
    [
      'Minimum attendance of 75% for the end-semester examinations',
      'Students are reminded that 75% attendance in each course is required to appear in the end-semester examinations of Gauhati University.',
    ],
    [
      'Creation of ABC IDs (Academic Bank of Credits)',
      'Every student must create an ABC ID and submit it to the department; it is required for the examination form fill-up.',
      'https://abc.example.org',
    ],
    [
      'Re-admission to the 3rd and 5th Semesters',
      'Students promoted to the 3rd and 5th Semesters must complete re-admission by paying the fees at the counter or online.',
    ],
    [
      'Enrolment in the NCC: selection of cadets',
      'Students of the 1st Semester who wish to join the NCC may appear for the physical test on the playground at 7:00 a.m. with a passport photograph.',
    ],
    [
      'NSS: enrolment of volunteers for the new session',
      'Students may enrol as NSS volunteers with the Programme Officers. Volunteers complete 120 hours of service a year and a seven-day special camp.',
    ],
    [
      'Internship in the 6th Semester: choice of host institutions',
      'Students of the 6th Semester must choose an internship from the list of host institutions and report to their department\u2019s internship coordinator.',
    ],
    [
      'Issue of provisional certificates and marksheets',
      'Provisional certificates and marksheets of the 6th Semester received from Gauhati University may be collected from the examination branch with the admit card.',
    ],
    [
      'Certificate course in spoken English: admission',
      'The college invites students to the evening certificate course in spoken English and communication skills (60 hours). Seats are limited.',
    ],
  ]),
  COLLEGE_ACHIEVEMENTS: ideas([
    [
      'College wins the Gauhati University inter-college football tournament',
      'The college football team won the final of the inter-college tournament. Congratulations to the players and their coach.',
    ],
    [
      'NSS unit adjudged the best unit of the district',
      'The NSS unit was adjudged the best unit of the district for its work in the adopted village and during the floods.',
    ],
    [
      'Green campus certificate after the environment audit',
      'The college has received a green campus certificate after an environment and energy audit of the campus.',
    ],
    [
      'Overall championship at the inter-college youth festival',
      'Students of the college won first prizes in Bihu dance, Borgeet and one-act play and the overall trophy of the youth festival.',
    ],
    [
      'Botany and Chemistry selected for the star college scheme',
      'The Departments of Botany and Chemistry have been selected for central support to strengthen their laboratories and field work.',
    ],
    [
      'Central library recognised as the best college library of the district',
      'The central library was recognised for its automation, its reading room and its outreach to schools.',
    ],
    [
      'Adopted village declared a clean village',
      'The village adopted by the college has been declared a clean village by the district administration. Congratulations to the NSS volunteers.',
    ],
    [
      'Grant sanctioned for a rooftop solar plant',
      'The college has received a grant for a rooftop solar power plant for the academic and administrative buildings.',
    ],
    [
      'Re-accreditation by NAAC in the second cycle',
      'The college has been re-accredited by NAAC in the second cycle of assessment. The Principal thanks the teachers, staff, students and alumni.',
    ],
    [
      'NCC sub-unit rated excellent at the annual inspection',
      'The NCC sub-unit of the college was rated excellent at the annual inspection by the Commanding Officer of the battalion.',
    ],
    [
      'College volleyball team runner-up in the zonal tournament',
      'The men\u2019s volleyball team finished second in the zonal inter-college tournament held at Barpeta.',
    ],
    [
      'Women\u2019s kabaddi team wins the district championship',
      'The women\u2019s kabaddi team of the college won the district championship. Three players were selected for the state camp.',
    ],
    [
      'Rainwater harvesting system commissioned',
      'The rainwater harvesting system of the science building is now in use; it supplies the laboratories and the garden.',
    ],
    [
      'Smart classrooms in all academic buildings',
      'Each academic building now has two smart classrooms with projectors and sound systems, funded by the State Government.',
    ],
    [
      'College magazine wins the best magazine award',
      'The college magazine won the best magazine award of the inter-college magazine competition for its issue on river communities.',
    ],
    [
      'Science exhibition team wins the district science fair',
      'A team of students won the district science fair with a working model of a low-cost water filter.',
    ],
    [
      'Best blood donation camp award from the District Hospital',
      'The college received an award from the District Hospital for the highest voluntary blood donation by an educational institution.',
    ],
    [
      'Library automation completed',
      'The circulation and catalogue of the central library are now fully automated; the online catalogue is open to all students.',
    ],
    [
      'College selected as a nodal centre for teacher training',
      'The college has been selected as a nodal centre for the training of higher secondary teachers of the district.',
    ],
    [
      'Inter-college quiz trophy retained',
      'The college quiz team retained the trophy of the inter-college quiz competition of lower Assam.',
    ],
    [
      'Documentation of folk songs published as a book',
      'The folk songs recorded by students over ten years have been published as a book by the college with support from the IQAC.',
    ],
    [
      'MoU with the District Agriculture Office for student internships',
      'The college has signed a memorandum of understanding with the District Agriculture Office for internships of students of Botany and Economics.',
    ],
    [
      'Campus declared tobacco-free by the health department',
      'The campus has been declared tobacco-free after an inspection by the district health department.',
    ],
    [
      'Archery team wins medals at the state championship',
      'Students of the college won two silver medals and a bronze medal at the state archery championship.',
    ],
    [
      'Drinking water quality laboratory certified',
      'The water testing laboratory of the Department of Chemistry has been certified by the district public health department for testing village water samples.',
    ],
    [
      'Heritage walk programme commended by the district administration',
      'The heritage walks led by students of History around Kopoubari were commended by the district administration.',
    ],
  ]),
  COLLEGE_STU_ACHIEVEMENTS: ideas([
    [
      'Students qualify the Joint Admission Test for M.Sc.',
      'Students of the Departments of Physics, Chemistry and Mathematics have qualified the joint admission test for M.Sc. The college congratulates them.',
    ],
    [
      'First position in the Gauhati University B.Sc. examination',
      'A student of the Department of Botany secured the first position in the university B.Sc. (Major) examination.',
    ],
    [
      'NCC cadet selected for the Republic Day Parade camp',
      'An NCC cadet of the college has been selected for the Republic Day Parade camp at New Delhi after the inter-group competitions.',
    ],
    [
      'State-level inter-college quiz won by our students',
      'A team of three students won the state-level quiz competition organised by a Guwahati college.',
    ],
    [
      'Student selected for the Assam women\u2019s football team',
      'A student of the 3rd Semester has been selected for the Assam team for the national women\u2019s football championship.',
    ],
    [
      'Best poster award at a national seminar for Botany students',
      'Students of the Department of Botany won the best poster award for their survey of the medicinal plants of the district.',
    ],
    [
      'Gold medal in the 5,000 m at the university athletics meet',
      'A student of the college won the gold medal in the 5,000 m race at the inter-college athletics meet.',
    ],
    [
      'Former students qualify UGC-NET',
      'Former students of the Departments of Assamese, English and History have qualified the UGC-NET in their subjects.',
    ],
    [
      'Best actor award at the inter-college one-act play competition',
      'A student of the Department of Assamese won the best actor award at the inter-college one-act play competition.',
    ],
    [
      'Third rank in the Gauhati University B.A. examination in Economics',
      'A student of the Department of Economics secured the third rank in the university B.A. (Major) examination.',
    ],
    [
      'Student wins the state-level essay competition on the Brahmaputra',
      'A student of English won the first prize in the state-level essay competition on the people and ecology of the Brahmaputra.',
    ],
    [
      'NSS volunteer receives the state NSS award',
      'An NSS volunteer of the college received the state NSS award for her work in flood relief and health camps.',
    ],
    [
      'Students selected for the national science camp',
      'Two students of Physics were selected for the national science camp for undergraduate students.',
    ],
    [
      'Borgeet recital wins first prize at the youth festival',
      'A student of the college won the first prize in Borgeet at the inter-college youth festival.',
    ],
    [
      'Student awarded the State merit scholarship for girl students',
      'A student of Mathematics topped the State merit list for the scholarship for girl students.',
    ],
    [
      'Students selected as interns at a research institute',
      'Four students of Chemistry were selected for summer internships at a research institute in Guwahati.',
    ],
    [
      'Student wins the state chess championship (women)',
      'A student of the 5th Semester won the state women\u2019s chess championship.',
    ],
    [
      'Student\u2019s short film selected for a regional film festival',
      'A short film on the handloom weavers of Kopoubari made by a student of English was selected for a regional film festival.',
    ],
    [
      'Two students clear the State civil services preliminary examination',
      'Two former students of History have cleared the preliminary examination of the State civil services.',
    ],
    [
      'Students win the inter-college debate in English',
      'A team of two students won the inter-college debate in English organised by the Debating Society of a Nalbari college.',
    ],
    [
      'Student represents Assam in the national yoga championship',
      'A student of the 3rd Semester represented Assam at the national yoga championship.',
    ],
    [
      'Best cadet award for a senior NCC cadet',
      'A senior cadet of the college received the best cadet award at the annual training camp of the battalion.',
    ],
    [
      'Student\u2019s poems published in a national anthology',
      'Poems in English by a student of the 5th Semester were published in a national anthology of young poets.',
    ],
    [
      'Mathematics students win the regional mathematics olympiad for colleges',
      'Students of Mathematics won the first and third places in the regional mathematics olympiad for undergraduates.',
    ],
  ]),
  COLLEGE_DOWNLOADS: ideas([
    [
      `Fee structure of the FYUGP, session ${SESSION}`,
      `Admission and semester fees of the FYUGP (Arts and Science) for the session ${SESSION}, head by head. Students eligible under the free-admission scheme of the Government of Assam pay only the fees the table marks as payable by all.`,
    ],
    [
      'Prospectus of the college',
      'The prospectus with the courses, fees, rules and facilities of the college.',
    ],
    [
      'Admission form for the 1st Semester FYUGP',
      'Download the form, fill it in and submit it at the admission counter with the required documents.',
    ],
    [
      'Application form for the boys\u2019 and girls\u2019 hostels',
      'Application form for admission to the hostels, with the rules for boarders.',
    ],
    [
      'Format of the anti-ragging undertaking',
      'Undertaking to be signed by the student and the parent at admission, as required by the UGC regulations.',
    ],
    ['Leave application form for teachers', 'Form for casual, earned and duty leave of teachers.'],
    [
      'Application for a transfer certificate',
      'Students leaving the college should apply in this form with the no-dues certificate.',
    ],
    [
      'FYUGP syllabus of Gauhati University',
      'Links to the FYUGP syllabus for every subject taught in the college.',
      'https://syllabus.example.org/fyugp',
    ],
    [
      'Student feedback form on teachers',
      'Students are requested to fill in the feedback form on teaching and return it to the department.',
    ],
    [
      'Application form for fee concession',
      'Form for free admission and fee concession for students from families of limited means.',
    ],
    [
      'Application for the migration certificate',
      'Form to be forwarded by the college to Gauhati University for the migration certificate.',
    ],
    [
      'Application for a bonafide certificate',
      'Students who need a bonafide certificate for a scholarship, bank or passport may apply in this form.',
    ],
    [
      'No-dues certificate form',
      'Form to be signed by the library, the department, the hostel and the accounts section before a certificate is issued.',
    ],
    ['Application form for the NCC', 'Enrolment form for the NCC with the medical declaration.'],
    [
      'Registration form for NSS volunteers',
      'Form for enrolment as an NSS volunteer, with the consent of the parent.',
    ],
    [
      'Format of the project report (6th Semester)',
      'The format of the title page, certificate, declaration and chapters of the project report.',
    ],
    [
      'Internship log book',
      'Log book to be kept by students during the internship and signed by the host supervisor.',
    ],
    [
      'Application for a duplicate identity card',
      'Form for a duplicate identity card, with the fee to be paid at the counter.',
    ],
    [
      'Format of the medical certificate for leave',
      'Format for students who were absent from a sessional examination on medical grounds.',
    ],
    [
      'Claim form for the State free-admission refund',
      'Form for the refund of fees to students eligible under the State free-admission scheme.',
    ],
    [
      'Application form for the library card',
      'Form for a library card for borrowing books from the central library.',
    ],
    [
      'Guidelines for the Students\u2019 Union election',
      'Guidelines for candidates, with the code of conduct and the limits on expenses.',
    ],
    [
      'Format of the self-appraisal (PBAS) form for teachers',
      'The self-appraisal form for teachers with the categories of activities and scores.',
    ],
    [
      'Form for the identity card of a research scholar',
      'Form for research scholars working with teachers of the college.',
    ],
    [
      'Application for the use of the auditorium',
      'Form for departments and societies that wish to use the auditorium for a programme.',
    ],
  ]),
  COLLEGE_TENDER: ideas([
    [
      'Tender for installation of CCTV cameras in the campus',
      'Sealed tenders are invited from registered firms for supply and installation of CCTV cameras with recording for the academic buildings, the hostels and the gate.',
    ],
    [
      'Quotation for laboratory chemicals and glassware',
      'Sealed quotations are invited from reputed suppliers for chemicals and glassware for the science laboratories. The list of items is in the tender document.',
    ],
    [
      'Tender for the boundary wall on the eastern side (phase II)',
      'Sealed tenders are invited from registered contractors for the construction of the boundary wall on the eastern side of the campus.',
    ],
    [
      'Quotation for twenty desktop computers with UPS',
      'Quotations are invited for twenty desktop computers with UPS for the computer laboratory. Specifications are in the tender document.',
    ],
    [
      'Tender for running the college canteen',
      'Tenders are invited from interested persons for running the college canteen for one year on the terms in the tender document.',
    ],
    [
      'Quotation for printing the college magazine',
      'Quotations are invited from printing presses for printing the college magazine (about 160 pages, 800 copies).',
    ],
    [
      'Tender for a girls\u2019 common room with toilets',
      'Sealed tenders are invited from registered contractors for the construction of a girls\u2019 common room with toilets near the Arts building.',
    ],
    [
      'Quotation for books for the central library',
      'Quotations are invited from book sellers for the supply of text and reference books for the FYUGP courses.',
    ],
    [
      'Tender for a 20 kW grid-connected rooftop solar plant',
      'Tenders are invited from empanelled agencies for a grid-connected rooftop solar plant of 20 kW on the science building.',
    ],
    [
      'Quotation for annual maintenance of water purifiers',
      'Quotations are invited for the annual maintenance of the water purifiers in the campus and the hostels.',
    ],
    [
      'Quotation for sports goods',
      'Quotations are invited for the supply of football, volleyball, badminton, archery and athletics equipment.',
    ],
    [
      'Tender for repair of the tin roof of the Arts building',
      'Sealed tenders are invited from registered contractors for replacing the corrugated sheets and the gutters of the Arts building.',
    ],
    [
      'Tender for painting the academic buildings',
      'Tenders are invited for the exterior painting of the two academic buildings, with the colours and the work schedule in the tender document.',
    ],
    [
      'Quotation for benches and desks for classrooms',
      'Quotations are invited for 120 pairs of wooden benches and desks for classrooms, made of seasoned sal or teak.',
    ],
    [
      'Tender for security services (outsourcing)',
      'Tenders are invited from licensed agencies for security guards for the campus and the hostels for one year.',
    ],
    [
      'Tender for housekeeping of the campus',
      'Tenders are invited from agencies for the cleaning and upkeep of the academic buildings, toilets and the campus for one year.',
    ],
    [
      'Quotation for projectors for smart classrooms',
      'Quotations are invited for six projectors with screens and sound systems for the smart classrooms.',
    ],
    [
      'Tender for a bicycle and two-wheeler stand',
      'Sealed tenders are invited for the construction of a covered stand for bicycles and two-wheelers near the main gate.',
    ],
    [
      'Quotation for library automation software and barcode printers',
      'Quotations are invited for library management software with installation, training and barcode printers.',
    ],
    [
      'Tender for the mess of the boys\u2019 hostel',
      'Tenders are invited from caterers for running the mess of the boys\u2019 hostel for one academic year.',
    ],
    [
      'Quotation for a leased internet line (100 Mbps)',
      'Quotations are invited from internet service providers for a leased line of 100 Mbps for the campus network.',
    ],
    [
      'Tender for a ramp and railings for students with disabilities',
      'Sealed tenders are invited for ramps with railings at the entrances of the academic buildings and the library.',
    ],
    [
      'Quotation for fire extinguishers and their refilling',
      'Quotations are invited for the supply of fire extinguishers for the laboratories and hostels and their annual refilling.',
    ],
    [
      'Tender for a rainwater harvesting system',
      'Tenders are invited for a rainwater harvesting system for the Arts building and the library.',
    ],
    [
      'Quotation for annual maintenance of the generator',
      'Quotations are invited for the annual maintenance of the 62.5 kVA diesel generator of the college.',
    ],
    [
      'Quotation for stationery and printer cartridges',
      'Quotations are invited for the supply of stationery and printer cartridges to the office and the examination branch for one year.',
    ],
  ]),
  CLASS_ROUTINES: ideas([
    [
      'Class routine of the odd semesters (Arts)',
      'Routine of the Major, Minor and common courses for the 1st, 3rd and 5th Semesters of the Arts stream.',
    ],
    [
      'Class routine of the odd semesters (Science)',
      'Routine of theory and practical classes of the Science stream for the odd semesters.',
    ],
    [
      'Class routine of the even semesters (Arts)',
      'Routine of the 2nd, 4th and 6th Semesters of the Arts stream, in force from the first day of classes.',
    ],
    [
      'Class routine of the even semesters (Science)',
      'Routine of the 2nd, 4th and 6th Semesters of the Science stream.',
    ],
    [
      'Routine of practical classes of Physics and Chemistry',
      'Batch-wise routine of practical classes in the Physics and Chemistry laboratories.',
    ],
    [
      'Routine of practical classes of Botany and Mathematics (computer laboratory)',
      'Batch-wise routine of the Botany laboratory and the computer laboratory sessions of Mathematics.',
    ],
    [
      'Routine of the Skill Enhancement Courses',
      'Routine of the Skill Enhancement Courses of the FYUGP for all departments.',
    ],
    [
      'Routine of the Value Added Courses',
      'Routine of the Value Added Courses: environmental studies, health and wellness, and the Indian knowledge system.',
    ],
    [
      'Routine of the Modern Indian Language (Assamese) classes',
      'Routine of the Ability Enhancement Course in Assamese for students of all departments.',
    ],
    [
      'Routine of the Multidisciplinary Courses',
      'Routine of the Multidisciplinary Courses open to students of other streams.',
    ],
    [
      'Revised class routine after the Puja vacation',
      'The class routine has been revised after the Puja vacation; changed periods are marked on the attached routine.',
    ],
    [
      'Routine of remedial and tutorial classes',
      'Routine of the remedial classes and the Saturday tutorials of all departments.',
    ],
    [
      'Routine of research project hours for the 7th Semester',
      'Routine of the hours set aside for research projects of the 7th Semester students with their supervisors.',
    ],
  ]),
  EXAM_RESULTS: ideas([
    [
      'Result of the sessional examination: 1st Semester (Arts)',
      'Marks of the sessional examination are displayed department-wise. Students may see their answer scripts in the department within a week.',
    ],
    [
      'Result of the sessional examination: 1st Semester (Science)',
      'Marks of the sessional examination of the Science departments are displayed on the notice board.',
    ],
    [
      'Result of the sessional examination: 3rd Semester',
      'The results are published. Students who failed should contact their departments for the re-test.',
    ],
    [
      'Result of the sessional examination: 5th Semester',
      'The results are published. Internal assessment marks will be sent to the university after the re-test.',
    ],
    [
      'Gauhati University results of the 6th Semester: toppers of the college',
      'The college congratulates the students who secured the highest marks in the university examinations of the 6th Semester.',
    ],
    [
      'Result of the re-test of the sessional examinations',
      'The result of the re-test of the sessional examinations is published. No further re-test will be held.',
    ],
    [
      'Result of the certificate course in spoken English',
      'The result of the certificate course in spoken English is published; certificates will be distributed at the closing function.',
    ],
    [
      'Result of the certificate course in computer applications',
      'The result of the certificate course in computer applications is published.',
    ],
    [
      'Rank holders of the college in the university examinations',
      'The names of the students of the college who secured ranks in the university examinations are published.',
    ],
    [
      'Result of re-evaluation of the 5th Semester answer scripts',
      'The result of re-evaluation received from Gauhati University is displayed on the notice board.',
    ],
    [
      'Result of the 2nd Semester examination received from Gauhati University',
      'The result of the 2nd Semester examination is available on the university website; marksheets will follow.',
      'https://results.example.org',
    ],
    [
      'Result of the internal assessment: 5th Semester',
      'Internal assessment marks of the 5th Semester are displayed; objections, if any, within three days.',
    ],
  ]),
  EXAM_SCHEDULE: ideas([
    [
      'Rules of conduct in the examination halls',
      'Examinees must carry their admit cards and college identity cards, reach the hall thirty minutes before the start and leave mobile phones, bags and books outside. No examinee may leave the hall in the first hour. Any unfair means will be reported to Gauhati University.',
    ],
    [
      'Programme of the Gauhati University 1st Semester examinations',
      'The programme of the end-semester theory examinations of the 1st Semester as received from the university.',
    ],
    [
      'Programme of the Gauhati University 3rd Semester examinations',
      'The programme of the end-semester theory examinations of the 3rd Semester.',
    ],
    [
      'Programme of the Gauhati University 5th Semester examinations',
      'The programme of the end-semester theory examinations of the 5th Semester.',
    ],
    [
      'Programme of the Gauhati University 2nd Semester examinations',
      'The programme of the end-semester theory examinations of the 2nd Semester.',
    ],
    [
      'Programme of the Gauhati University 4th Semester examinations',
      'The programme of the end-semester theory examinations of the 4th Semester.',
    ],
    [
      'Programme of the Gauhati University 6th Semester examinations',
      'The programme of the end-semester theory examinations of the 6th Semester.',
    ],
    [
      'Schedule of the practical examinations (Science)',
      'Schedule of the practical examinations of the Science departments. Students must bring their laboratory records.',
    ],
    [
      'Schedule of the sessional examinations, odd semesters',
      'Schedule of the sessional examinations of the 1st, 3rd and 5th Semesters.',
    ],
    [
      'Schedule of the sessional examinations, even semesters',
      'Schedule of the sessional examinations of the 2nd, 4th and 6th Semesters.',
    ],
    [
      'Viva-voce on the project reports of the 6th Semester',
      'Schedule of the viva-voce on the project reports, department-wise, with the external examiners.',
    ],
    [
      'Programme of the backlog and improvement examinations',
      'Programme of the examinations for students with backlogs and for improvement of marks.',
    ],
    [
      'Seating arrangement for the end-semester examinations',
      'Seating arrangement of the examination halls; students must reach the hall thirty minutes before the start.',
    ],
  ]),
  STUDENT_CLUBS: ideas([
    [
      'Nature Club: enrolment of new members',
      'Students interested in bird-watching, plantation and campus ecology may enrol with the Nature Club.',
    ],
    [
      'Debating Society: first meeting of the session',
      'The first meeting of the Debating Society will be held in Room 12. New members are welcome.',
    ],
    [
      'Photography Club: campus photo exhibition',
      'The Photography Club invites entries for its exhibition on the theme "My Campus".',
    ],
    [
      'Literary Club: entries for the wall magazine',
      'Poems, stories and essays in Assamese and English are invited for the wall magazine of the Literary Club.',
    ],
    [
      'Youth Red Cross: enrolment and first-aid training',
      'Students may enrol in the Youth Red Cross unit; a first-aid training will follow.',
    ],
    [
      'Science Club: inter-departmental science quiz',
      'The Science Club holds an inter-departmental science quiz; teams of three may register with the club secretary.',
    ],
    [
      'Music Club: Borgeet workshop',
      'A three-day workshop on Borgeet with a resource person from a satra. Interested students may register with the Music Club.',
    ],
    [
      'Drama Club: auditions for the one-act play',
      'Auditions for the one-act play of the College Week will be held in the auditorium after classes.',
    ],
    [
      'Heritage Club: visit to a satra of Barpeta',
      'The Heritage Club will take members on a visit to a satra of Barpeta to see its manuscripts and masks.',
    ],
    [
      'Chess Club: college chess championship',
      'The college chess championship will be held in the common room; register with the club by the end of the week.',
    ],
    [
      'Eco Club: cleanliness drive on the bank of the Pagladia',
      'The Eco Club will clean a stretch of the bank of the Pagladia river with the local youth club.',
    ],
    [
      'Quiz Club: selection of the college quiz team',
      'A written preliminary will select the team that represents the college in inter-college quizzes.',
    ],
  ]),
  COLLEGE_F_LIBRARY: ideas([
    [
      'New arrivals in the central library',
      'New text and reference books for the FYUGP courses are on display at the entrance of the library.',
    ],
    [
      'Access to e-journals and e-books through the consortium',
      'Users can read e-journals and e-books through the national consortium with the user id issued by the library.',
    ],
    [
      'Library open on Saturdays during the examinations',
      'The reading room of the central library will remain open on Saturdays during the examination period.',
    ],
    [
      'Renewal of library cards',
      'Students are requested to renew their library cards at the circulation counter.',
    ],
    [
      'Book exhibition by publishers of Assam',
      'A book exhibition by publishers of Assam will be held in the library hall.',
    ],
    [
      'Return of books before the end-semester examinations',
      'All borrowed books must be returned before the admit cards are issued; no-dues certificates will be given after that.',
    ],
    [
      'Orientation on the use of the library for new students',
      'An orientation on the catalogue, the reading rooms and the e-resources for newly admitted students.',
    ],
    [
      'Reading room for competitive examinations opened',
      'A reading room with newspapers, magazines and books for competitive examinations is now open in the library annex.',
    ],
  ]),
  COLLEGE_F_STUDENTSUPPORT: ideas([
    [
      'Free coaching for competitive examinations',
      'The Student Support Cell will run free coaching for the state civil services, SSC and banking examinations on Saturdays.',
    ],
    [
      'Counselling with the college counsellor',
      'Students may meet the counsellor on Wednesdays in the Student Support Cell room. All conversations are confidential.',
    ],
    [
      'Bridge course for first-year students',
      'A bridge course in English and basic mathematics will be held for newly admitted students.',
    ],
    [
      'Fee waiver for students from flood-affected families',
      'Students from families affected by floods may apply for a fee waiver with a certificate from the Circle Officer.',
    ],
    [
      'Book bank: textbooks on loan for the semester',
      'Students from families of limited means may borrow a set of textbooks for the whole semester from the book bank.',
    ],
    [
      'Mentoring groups for the 1st Semester',
      'Every student of the 1st Semester has been placed in a mentoring group with a teacher; the list is attached.',
    ],
    [
      'Health check-up camp for students',
      'A free health check-up camp with the Primary Health Centre, Kopoubari will be held in the gymnasium.',
    ],
  ]),
  COLLEGE_F_BOYS_HOSTEL: ideas([
    [
      'Admission to the boys\u2019 hostel',
      'Applications are invited for admission to the boys\u2019 hostel. Seats are allotted on merit and distance from home.',
    ],
    [
      'Payment of hostel and mess fees',
      'Boarders are requested to pay the hostel and mess fees at the office counter by the tenth of the month.',
    ],
    [
      'Hostel day of the boys\u2019 hostel',
      'The boys\u2019 hostel will celebrate its hostel day with sports and a cultural evening.',
    ],
    [
      'Election of the boys\u2019 hostel mess committee',
      'Boarders will elect the mess committee for the session in the hostel common room.',
    ],
    [
      'Boys\u2019 hostel closed for the winter vacation',
      'The boys\u2019 hostel will remain closed during the winter vacation; boarders must vacate their rooms.',
    ],
    [
      'Repair of rooms in the boys\u2019 hostel',
      'Rooms of the first floor will be repaired; the boarders concerned are shifted to the ground floor for two weeks.',
    ],
    [
      'Rules of the boys\u2019 hostel',
      'Boarders are reminded of the rules on entry timings, visitors, electrical appliances and ragging.',
    ],
  ]),
  COLLEGE_F_GIRLS_HOSTEL: ideas([
    [
      'Admission to the girls\u2019 hostel',
      'Applications are invited for admission to the girls\u2019 hostel. Priority is given to students from distant places.',
    ],
    [
      'Rules of the girls\u2019 hostel',
      'Boarders are requested to follow the rules of the hostel, including the timings for entry and visitors.',
    ],
    [
      'Meeting of the girls\u2019 hostel committee',
      'A meeting of the hostel committee will be held in the hostel common room.',
    ],
    [
      'Self-defence training for boarders of the girls\u2019 hostel',
      'A one-week self-defence training by trainers of the district police for the boarders.',
    ],
    [
      'Girls\u2019 hostel: payment of mess dues',
      'Boarders are requested to clear the mess dues before the end-semester examinations.',
    ],
    [
      'Hostel day of the girls\u2019 hostel',
      'The girls\u2019 hostel will celebrate its hostel day with a Bihu programme and a feast.',
    ],
    [
      'New reading room in the girls\u2019 hostel',
      'A reading room with newspapers and a small library has been opened on the ground floor of the girls\u2019 hostel.',
    ],
  ]),
  COLLEGE_F_CIF: ideas([
    [
      'Central Instrumentation Facility: booking of instruments',
      'Students and teachers may book the UV-Vis spectrophotometer and other instruments of the CIF through the coordinator.',
    ],
    [
      'Hands-on training on the instruments of the CIF',
      'A two-day hands-on training on the instruments of the facility will be held for final-year students.',
    ],
    [
      'User charges of the Central Instrumentation Facility',
      'The user charges for external users are listed in the attached notice. Students of the college may use the facility free of charge.',
    ],
    [
      'New FTIR spectrometer installed in the CIF',
      'An FTIR spectrometer has been installed; training for users will be announced.',
    ],
    [
      'CIF open to school students on National Science Day',
      'School students of the district may visit the facility on National Science Day with their teachers.',
    ],
    [
      'Water testing services for villages',
      'Gaon panchayats may send drinking water samples to the facility for testing free of charge.',
    ],
    [
      'Annual maintenance of the instruments: CIF closed',
      'The facility will remain closed for a week for the annual maintenance and calibration of the instruments.',
    ],
  ]),
  COLLEGE_F_CANTEEN: ideas([
    [
      'Canteen menu and rates',
      'The menu and rates of the college canteen as approved by the canteen committee.',
    ],
    [
      'Hygiene inspection of the canteen',
      'The canteen committee will inspect the canteen for hygiene. Suggestions may be dropped in the box near the canteen.',
    ],
    ['Canteen closed for repair', 'The canteen will remain closed for repair work for a few days.'],
    [
      'Revised canteen rates',
      'The canteen rates have been revised by the canteen committee after a meeting with the contractor.',
    ],
    [
      'Millet dishes in the canteen',
      'The canteen now serves dishes of millets on Wednesdays as part of the campaign for healthy food.',
    ],
    [
      'Drinking water and seating in the canteen',
      'A water purifier and more tables have been added to the canteen.',
    ],
    [
      'Canteen timings during the examinations',
      'The canteen will open at 8:00 a.m. during the end-semester examinations.',
    ],
  ]),
  COLLEGE_F_ICGC: ideas([
    [
      'Career Guidance and Counselling Cell: workshop on resume writing',
      'A workshop on writing a resume and facing interviews will be held for final-year students.',
    ],
    [
      'Career talk on the civil services examinations',
      'A talk on preparation for the civil services and state-level examinations by an officer of the State civil service.',
    ],
    [
      'Career counselling for the 6th Semester',
      'Department-wise career counselling sessions will be held for the outgoing students.',
    ],
    [
      'Aptitude test for students of the 5th Semester',
      'A free aptitude test will help students choose between higher studies and jobs; results will be discussed one to one.',
    ],
    [
      'Talk on higher studies abroad and scholarships',
      'A talk on studying abroad, entrance tests and scholarships, by a former student now teaching in a university.',
    ],
    [
      'Workshop on entrepreneurship in handloom and food processing',
      'A workshop with the District Industries Centre on starting small enterprises in handloom and food processing.',
    ],
    [
      'Mock interviews for students of the 6th Semester',
      'Mock interviews with a panel of teachers and alumni for students preparing for jobs.',
    ],
  ]),
  Career_Placement_Cell: ideas([
    [
      'Campus recruitment drive by a private bank',
      'A private bank will hold a recruitment drive for graduates. Interested final-year students should register with the cell.',
    ],
    [
      'Job fair in the college campus',
      'A job fair with local employers and skill-development agencies will be held on the college playground.',
    ],
    [
      'Internships for students with local organisations',
      'Internships with local NGOs and offices are available for students of the 6th Semester.',
    ],
    [
      'Recruitment of teachers by a group of private schools',
      'A group of private schools will interview graduates for teaching posts; bring your resume and marksheets.',
    ],
    [
      'Placement drive by an insurance company',
      'An insurance company will recruit graduates as development officers; eligibility: a degree with 50% marks.',
    ],
    [
      'Registration with the district employment exchange',
      'An officer of the employment exchange will register final-year students in the college on the day announced.',
    ],
    [
      'Students placed through the cell this year',
      'The list of students placed through the Placement Cell this year, with their employers, is published.',
    ],
  ]),
  IQAC_STRATEGIES: ideas([
    [
      'IQAC strategic plan for quality enhancement',
      'The strategic plan of the IQAC for quality in teaching, research and extension.',
    ],
    [
      'Perspective plan of the college',
      'The five-year perspective plan adopted by the Governing Body.',
    ],
    [
      'Plan for the third cycle of NAAC accreditation',
      'The IQAC\u2019s plan of work, criterion-wise, towards the third cycle of accreditation.',
    ],
  ]),
  IQAC_FUNCTIONS: ideas([
    [
      'Functions of the IQAC',
      'The functions of the Internal Quality Assurance Cell as laid down by NAAC.',
    ],
    [
      'IQAC: roles of the coordinator and members',
      'Responsibilities of the coordinator, the members and the criterion in-charges.',
    ],
    [
      'IQAC: criterion committees and their conveners',
      'The seven criterion committees, their conveners and members.',
    ],
  ]),
  IQAC_SSR: ideas([
    [
      'Self Study Report (SSR) submitted to NAAC',
      'The Self Study Report of the college as submitted to NAAC.',
    ],
    [
      'SSR: extended profile and supporting documents',
      'The extended profile of the institution with supporting documents.',
    ],
    [
      'SSR: the data validation and verification report',
      'Responses of the college to the data validation and verification by NAAC.',
    ],
  ]),
  IQAC_AQAR: ideas([
    [
      'Annual Quality Assurance Report submitted to NAAC',
      'The AQAR of the previous academic year as submitted to NAAC.',
    ],
    [
      'AQAR with the acknowledgement of NAAC',
      'The AQAR with the acknowledgement of its submission received from NAAC.',
    ],
    [
      'AQAR: criterion-wise supporting documents',
      'Supporting documents of the AQAR, arranged criterion by criterion.',
    ],
    [
      'AQAR approved by the Governing Body',
      'The AQAR as approved by the Governing Body before submission.',
    ],
    [
      'AQAR with the clarifications sought by NAAC',
      'The AQAR with the clarifications the college gave on the queries of NAAC.',
    ],
    [
      'AQAR: extended profile of the year',
      'The extended profile (students, teachers, infrastructure and finance) of the AQAR.',
    ],
    [
      'AQAR: best practices and institutional distinctiveness',
      'The best practices and the distinctiveness as reported in the AQAR.',
    ],
  ]),
  IQAC_ATR: ideas([
    [
      'Action taken report on the decisions of the IQAC',
      'Action taken on the decisions of the last meeting of the IQAC.',
    ],
    [
      'Action taken on the feedback on the curriculum',
      'Action taken by the departments on the feedback received from students, teachers, alumni and parents.',
    ],
    [
      'Action taken on the recommendations of the NAAC peer team',
      'The college\u2019s action on each recommendation of the NAAC peer team.',
    ],
    [
      'Action taken on the academic and administrative audit',
      'Action taken on the findings of the academic and administrative audit.',
    ],
    [
      'Action taken on the Student Satisfaction Survey',
      'Changes made after the Student Satisfaction Survey.',
    ],
    [
      'Action taken on the green and energy audit',
      'Steps taken after the green and energy audit of the campus.',
    ],
    [
      'Action taken on the decisions of the Governing Body',
      'Action taken on the academic decisions of the Governing Body.',
    ],
  ]),
  IQAC_FEEDBACK_FORM: ideas([
    [
      'Student feedback form on the curriculum',
      'Feedback form for students on the syllabus, the courses and their teaching.',
    ],
    [
      'Teachers\u2019 feedback form on the curriculum',
      'Feedback form for teachers on the syllabus and its teaching.',
    ],
    [
      'Alumni feedback form',
      'Feedback form for former students on the curriculum and the college.',
    ],
    ['Parents\u2019 feedback form', 'Feedback form for parents and guardians.'],
    ['Employers\u2019 feedback form', 'Feedback form for employers of former students.'],
    [
      'Student exit survey for the 6th Semester',
      'Survey of outgoing students on the programme, the teaching and the facilities.',
    ],
    [
      'Feedback form on the value-added courses',
      'Feedback form for students who completed a value-added course.',
    ],
  ]),
  IQAC_FEEDBACK_ANALYSIS: ideas([
    [
      'Analysis of the students\u2019 feedback on the curriculum',
      'Analysis of the feedback received from students, with the action taken.',
    ],
    [
      'Analysis of the teachers\u2019 feedback on the curriculum',
      'Analysis of the feedback received from teachers on the syllabus.',
    ],
    ['Analysis of the alumni feedback', 'Analysis of the feedback received from former students.'],
    [
      'Analysis of the parents\u2019 feedback',
      'Analysis of the feedback received from parents and guardians.',
    ],
    [
      'Analysis of the employers\u2019 feedback',
      'Analysis of the feedback received from employers of former students.',
    ],
    ['Analysis of the student exit survey', 'Analysis of the survey of outgoing students.'],
    [
      'Consolidated feedback analysis for the Governing Body',
      'The consolidated analysis of all feedback, placed before the Governing Body.',
    ],
  ]),
  IQAC_SSS: ideas([
    [
      'Student Satisfaction Survey: notice to students',
      'Students are requested to take part in the online Student Satisfaction Survey.',
    ],
    ['Report of the Student Satisfaction Survey', 'Report of the survey conducted by the IQAC.'],
    [
      'Student Satisfaction Survey: questionnaire',
      'The questionnaire of the Student Satisfaction Survey.',
    ],
    [
      'Student Satisfaction Survey: department-wise results',
      'Results of the survey department by department.',
    ],
    [
      'Student Satisfaction Survey of the hostels',
      'A survey of hostel boarders on rooms, food and safety.',
    ],
    [
      'Student Satisfaction Survey of the library',
      'A survey of library users on books, hours and e-resources.',
    ],
    [
      'Student Satisfaction Survey: comparison over five years',
      'How the satisfaction of students has changed over five surveys.',
    ],
  ]),
  IQAC_EVENT: ideas([
    [
      'IQAC workshop on NEP 2020 and the FYUGP',
      'A workshop for teachers on the National Education Policy 2020 and the four-year undergraduate programme.',
    ],
    [
      'Faculty development programme on outcome-based education',
      'A five-day programme for the teachers of the college and nearby colleges.',
    ],
    [
      'Workshop on research methodology and academic integrity',
      'A workshop for teachers and research scholars on research methodology and academic integrity.',
    ],
    [
      'Workshop on ICT tools for teaching',
      'A hands-on workshop for teachers on learning management systems and recording lectures.',
    ],
    [
      'Orientation of non-teaching staff on e-governance',
      'A training programme for the office staff on e-office and online services.',
    ],
    [
      'Seminar on the best practices of colleges of lower Assam',
      'A one-day seminar where colleges of the region shared their best practices.',
    ],
    [
      'Workshop on preparing for NAAC accreditation',
      'A workshop for the criterion committees on the manual for affiliated colleges.',
    ],
  ]),
  IQAC_BEST_PRACTICE: ideas([
    [
      'Best practice: water testing camps in villages',
      'Students and teachers test drinking water in the villages around the college and share the results with the panchayats.',
    ],
    [
      'Best practice: the adopted village programme',
      'The college has adopted a village for literacy, health and cleanliness work.',
    ],
    [
      'Best practice: mentoring of first-generation learners',
      'Every first-generation learner has a teacher mentor through the three or four years of the programme.',
    ],
  ]),
  IQAC_INSTITUTIONAL_DISTINGTIVENESS: ideas([
    [
      'Institutional distinctiveness: the folk culture archive',
      'The archive of Bihu songs, Ojapali and folk tales recorded by students is the distinctive work of the college.',
    ],
    [
      'Institutional distinctiveness: education of first-generation women',
      'More than half of the students are women, most the first in their families to study in a college.',
    ],
    [
      'Institutional distinctiveness: service in flood time',
      'The college\u2019s volunteers and relief work during the floods of every monsoon.',
    ],
  ]),
  IQAC_ANNUAL_REPORT: ideas([
    [
      'Annual report of the college',
      'The annual report of the college placed before the Governing Body.',
    ],
    ['Annual report of the IQAC', 'The annual report of the Internal Quality Assurance Cell.'],
    [
      'Annual report of the NSS unit',
      'The annual report of the NSS unit: regular activities and the special camp.',
    ],
    [
      'Annual report of the NCC sub-unit',
      'The annual report of the NCC sub-unit: camps, parades and certificates.',
    ],
    [
      'Annual report of the central library',
      'The annual report of the central library: additions, users and services.',
    ],
    [
      'Annual report of the Students\u2019 Union',
      'The annual report of the Students\u2019 Union and its secretaries.',
    ],
    [
      'Annual report of the research committee',
      'Projects, publications and seminars of the teachers during the year.',
    ],
  ]),
  IQAC_ACADEMIC_CALENDAR: ideas([
    [
      'Academic calendar for the odd semesters',
      'The academic calendar of the odd semesters with the dates of classes, sessionals and holidays.',
    ],
    ['Academic calendar for the even semesters', 'The academic calendar of the even semesters.'],
    [
      'Revised academic calendar after the flood closure',
      'The academic calendar revised after the college was closed during the floods.',
    ],
    [
      'Academic calendar of the 7th and 8th Semesters (FYUGP)',
      'The calendar of the fourth year of the FYUGP, which its first batch begins in August 2026, with research and internship periods.',
    ],
    [
      'Calendar of the co-curricular activities',
      'Dates of College Week, the youth festival, NSS and NCC camps and days to be observed.',
    ],
    ['Calendar of the sessional examinations', 'Dates of all sessional examinations of the year.'],
    [
      `Holiday list for ${LAST_YEAR}`,
      `The holidays of the college in ${LAST_YEAR} as per the list of the Government of Assam and Gauhati University. Sundays are not listed.`,
    ],
    [
      `Academic calendar of the session ${SESSION}`,
      `The academic calendar of the session ${SESSION}, month by month: classes, sessional and end-semester examinations, vacations and days observed.`,
    ],
  ]),
  IQAC_ORGANOGRAM: ideas([
    ['Organogram of the college', 'The organisational structure of the college.'],
    [
      'Revised organogram of the college after the FYUGP',
      'The organogram revised after the introduction of the FYUGP.',
    ],
    [
      'Organogram of the IQAC and the criterion committees',
      'The structure of the IQAC and its criterion committees.',
    ],
  ]),
  NIRF: ideas([
    [
      'NIRF: data submitted for the India Rankings (College category)',
      'Data of the college as submitted to the National Institutional Ranking Framework.',
    ],
    [
      'NIRF: graduation outcomes and sanctioned intake',
      'Graduation outcomes, intake and student strength submitted to NIRF.',
    ],
    [
      'NIRF: financial resources and faculty data',
      'Capital and operational expenditure and the faculty details submitted to NIRF.',
    ],
    ['NIRF: perception and outreach data', 'Outreach and inclusivity data submitted to NIRF.'],
    [
      'NIRF: teaching, learning and resources',
      'Data on students, teachers, the student-teacher ratio and resources submitted to NIRF.',
    ],
    [
      'NIRF: research and professional practice',
      'Publications, projects and consultancy data submitted to NIRF.',
    ],
    [
      'NIRF: placement and higher studies',
      'Data on graduates placed and those going on to higher studies.',
    ],
  ]),
};

/** IQAC minutes: one meeting after another, numbered; the newest meeting has the highest number. */
export function minutesIdeas(count: number): NoticeIdea[] {
  return Array.from({ length: count }, (_, i) => {
    const n = 48 - i;
    return {
      title: `Minutes of the ${ordinal(n)} meeting of the IQAC`,
      description: `Minutes of the ${ordinal(n)} meeting of the Internal Quality Assurance Cell, with the attendance and the decisions taken.`,
    };
  });
}

/**
 * The college's Best Teacher Award, one teacher a year on Teachers' Day: people/awards.ts fills
 * {name}, {dept} and {year} from the register the teachers' profiles also read.
 */
export const BEST_TEACHER_NOTICE: NoticeIdea = {
  title: '{name} receives the Best Teacher Award of the college',
  description:
    '{name} of the Department of {dept} has received the Best Teacher Award of the college, presented on Teachers\u2019 Day {year}, for dedication to teaching and mentoring.',
};

/** Honours of teachers; {name} and {dept} are filled with a teacher it suits. */
export const EMPLOYEE_ACHIEVEMENTS: NoticeIdea[] = ideas([
  [
    '{name} awarded the Ph.D. degree',
    'The college congratulates {name} of the Department of {dept} on the award of the Ph.D. degree.',
  ],
  [
    'Research project of {name} sanctioned by the State science council',
    'A research project of {name} of the Department of {dept} has been sanctioned by the State science and technology council.',
  ],
  [
    'Book by {name} released',
    'A book by {name} of the Department of {dept} was released at a function in the college auditorium.',
  ],
  [
    '{name} nominated to the Board of Studies of Gauhati University',
    '{name} of the Department of {dept} has been nominated as a member of the Board of Studies.',
  ],
  [
    '{name} invited as resource person at a national workshop',
    '{name} of the Department of {dept} delivered an invited lecture at a national workshop.',
  ],
  [
    '{name} completes a refresher course with an A grade',
    '{name} of the Department of {dept} has completed a refresher course with an A grade.',
  ],
  [
    'Paper by {name} wins the best paper award',
    'A paper by {name} of the Department of {dept} won the best paper award at a national seminar.',
  ],
  [
    '{name} appointed paper-setter and examiner by Gauhati University',
    '{name} of the Department of {dept} has been appointed paper-setter and examiner by Gauhati University.',
  ],
]);
