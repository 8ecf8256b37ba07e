import type { CollegeTextName, OptionalTextName } from '../../../src/content/schema.ts';
import { PRINCIPAL_NAME } from '../people/administration.ts';
import { COLLEGE } from './college.ts';
import { table } from '../lib/text.ts';

/** texts/*.md: the college's own pages. Markdown; the title goes into the front matter. */
export const TEXTS: Record<CollegeTextName, { title: string; body: string }> = {
  about: {
    title: 'About the College',
    body: `
${COLLEGE.name} is a provincialised, government-aided college of Arts and Science in the town of Kopoubari in Nalbari district, Assam. It was founded in ${COLLEGE.established} by the people of Kopoubari and the villages around it, and it is affiliated to ${COLLEGE.affiliation}. The college is recognised by the University Grants Commission under Sections 2(f) and 12(B) of the UGC Act, and it has been accredited by NAAC twice.

The college has **8 departments**: Assamese, English, History and Economics in the Arts stream, and Physics, Chemistry, Mathematics and Botany in the Science stream. Each department offers the Four Year Undergraduate Programme (FYUGP) under the National Education Policy 2020, with Major and Minor courses, and the college runs certificate and value-added courses in spoken English, computer applications and folk culture.

About 1,600 students study at the college, more than half of them women and most of them the first in their families to go to college. Forty-four teachers and twenty-two members of the non-teaching staff work on a campus of twelve acres with two academic buildings, science laboratories, a central library of some 28,000 books, hostels for boys and girls, a gymnasium, an auditorium and a large playground.

The college is known in the district for its work beyond the classroom: the NSS unit works in an adopted village, the Department of Chemistry runs water testing camps in the villages every winter, and the folk culture archive of the Department of Assamese keeps recordings of Bihu songs, Ojapali and folk tales collected by students.
`,
  },
  history: {
    title: 'Our History',
    body: `
In the early 1960s the nearest college to Kopoubari was a day's journey away by road and ferry, and few young people of the area, and almost no young women, could study beyond the higher secondary level. In ${COLLEGE.established} a public meeting at the Kopoubari Namghar resolved to start a college, and the first classes of the Pre-University course began in the borrowed rooms of the Kopoubari High School with 64 students and seven teachers, most of whom taught without pay for the first years.

Land for the present campus was donated by the families of the village, and the first building, a long Assam-type house with a tin roof, was raised by public contribution in 1969. The college was affiliated to ${COLLEGE.affiliation} for the degree course in Arts in 1971. The Science stream followed in 1984 with Physics, Chemistry and Mathematics, and Botany was added in 1991.

The college was brought under the deficit grants-in-aid system in 1978 and provincialised by the Government of Assam in 2005. It received recognition of the UGC under Section 12(B) in 1986. The girls' hostel was opened in 1996, the central library moved to its own building in 2008, and the new academic building of the Science stream was completed in 2014.

The college was first accredited by NAAC in 2016 and re-accredited in the second cycle in 2023. In the same year it began the Four Year Undergraduate Programme under the National Education Policy 2020. Many of its former students serve the region as teachers, officers, doctors, scientists, writers and artists, and the Alumni Association remains close to the college.
`,
  },
  vision: {
    title: 'Vision',
    body: `
To be a centre of learning that brings quality higher education within the reach of every young person of the Kopoubari area, and that shapes enlightened, capable and caring citizens rooted in the culture of Assam and open to the world.
`,
  },
  mission: {
    title: 'Mission',
    body: `
- To offer undergraduate education in the Arts and Sciences of good quality at an affordable cost, especially to first-generation learners and women.
- To build knowledge, skills and values through teaching, research and extension.
- To use modern methods and technology in teaching and administration.
- To preserve and promote the language, literature and folk culture of Assam.
- To serve the neighbouring villages through the NSS, the NCC and the extension work of the departments.
`,
  },
  icv: {
    title: 'Aims & Objectives',
    body: `
The college aims:

1. To provide higher education in the Arts and Sciences to the young people of the area without distinction of caste, creed, community or gender.
2. To develop in students scientific temper, critical thinking and the ability to learn on their own.
3. To prepare students for higher studies, competitive examinations and employment through career guidance and skill courses.
4. To encourage research among teachers and students and to share its results with the community.
5. To promote national integration, gender equity and respect for the environment.
6. To build in students the values of honesty, discipline and service.
`,
  },
  emblem: {
    title: 'The Emblem',
    body: `
The emblem of the college is a round seal. In the centre a lamp burns above an open book: learning that drives away darkness, as the motto _${COLLEGE.motto}_ ("lead me from darkness to light") says.

On either side of the lamp hangs a spray of the **kopou phul**, the foxtail orchid that blooms at Bohag Bihu and gives the town its name. It stands for the land and the culture the college serves.

The ring carries the name of the college and the year of its founding, ${COLLEGE.established}. The colours are the deep blue of learning and the gold of the harvest.
`,
  },
  organogram: {
    title: 'Organogram',
    body: `
The Governing Body is the highest authority of the college. The Principal is the academic and administrative head and the Member Secretary of the Governing Body.

The Vice-Principal, the IQAC, the Academic Council and the office (under the Head Assistant) work under the Principal. The Heads of Departments, the committees and cells, the library and the accounts branch report to them, and through them the teachers, the NSS and NCC units, the laboratories and the non-teaching staff.
`,
  },
  principal: {
    title: "Principal's Message",
    body: `
Dear students, parents and friends,

It gives me great pleasure to welcome you to ${COLLEGE.name}. For nearly six decades this college has opened the door of higher education to the young people of Kopoubari and the villages around it. Many of our students are the first in their families to come to college, and it is our duty, and our pride, to see them leave as confident and capable men and women.

The introduction of the Four Year Undergraduate Programme under NEP 2020 has given our students more choice and more responsibility. Our teachers have prepared themselves for the change, and our departments now offer research projects, internships and skill courses alongside the classroom. I urge every student to use the laboratories, the library and the language laboratory, to take part in the NSS, the NCC and the clubs, and to take their studies seriously from the first semester.

We are proud of our campus, but we are prouder of our traditions of honesty, discipline and service to the community. I request parents and guardians to stay in touch with the college and to tell us how we can serve their wards better.

With best wishes for your future,

**${PRINCIPAL_NAME}**
Principal, ${COLLEGE.name}
`,
  },
  'rti/home': {
    title: 'Right to Information',
    body: `
The Right to Information Act, 2005 gives every citizen of India the right to obtain information held by public authorities. ${COLLEGE.name}, as a government-aided institution, is a public authority under the Act.

Any citizen may ask for information by writing to the Public Information Officer of the college, with the application fee of ₹10 paid in cash, by demand draft or by Indian Postal Order. Citizens below the poverty line need not pay the fee, but must enclose a copy of their BPL certificate.

Information is given within thirty days of receiving the application. If the applicant is not satisfied, an appeal may be made to the Appellate Authority within thirty days.
`,
  },
  'rti/officers': {
    title: 'RTI Officers',
    body: `
${table(
  ['Role', 'Name', 'Contact'],
  [
    [
      'Appellate Authority',
      `${PRINCIPAL_NAME}, Principal`,
      'principal@example.edu.in, 90000 40012',
    ],
    [
      'Public Information Officer',
      'Dr. Jiten Chandra Bhuyan, Associate Professor',
      'rti@example.edu.in, 90000 40021',
    ],
    [
      'Assistant Public Information Officer',
      'Sri Bhaskar Jyoti Kalita, Head Assistant',
      'office@example.edu.in, 90000 32211',
    ],
  ],
)}
Applications may be handed in at the office of the college on any working day between 10:00 a.m. and 4:00 p.m.
`,
  },
  'rti/selfdec': {
    title: 'Self Declaration (Section 4(1)(b))',
    body: `
Information published by the college under Section 4(1)(b) of the RTI Act, 2005:

1. **Organisation, functions and duties:** a provincialised college of Arts and Science affiliated to ${COLLEGE.affiliation}, offering undergraduate programmes.
2. **Powers and duties of officers and employees:** as laid down by the Government of Assam and the statutes of the university.
3. **Procedure of decision making:** through the Governing Body, the Principal and the committees of the college.
4. **Norms for the discharge of functions:** the rules of the Government of Assam, the UGC and the university.
5. **Rules, regulations and manuals:** the Assam College Employees (Provincialisation) Act and Rules, the UGC Regulations and the statutes of the university.
6. **Budget:** the annual budget is approved by the Governing Body and audited every year.
7. **Particulars of concessions:** free admission and fee waivers as per the schemes of the Government of Assam.
`,
  },
  'alumni/association': {
    title: 'Alumni Association',
    body: `
The Alumni Association of ${COLLEGE.name} was formed in 1992 at the silver jubilee of the college and registered under the Societies Registration Act in 2012. Every former student of the college may become a member.

The association holds an annual alumni meet during the College Week, awards scholarships to needy students from its own fund, and helps the college with guest lectures, career guidance and the development of the campus.
`,
  },
  'alumni/committee': {
    title: 'Executive Committee of the Alumni Association',
    body: `
${table(
  ['Office', 'Name'],
  [
    ['President', 'Sri Pankaj Bora (Batch 1989)'],
    ['Vice-President', 'Smti. Kalpana Deka (Batch 1994)'],
    ['General Secretary', 'Sri Rajib Dutta (Batch 2004)'],
    ['Assistant Secretary', 'Smti. Pori Saikia (Batch 2012)'],
    ['Treasurer', 'Sri Nabajit Kalita (Batch 2001)'],
    ['Teacher Coordinator', 'Dr. Madhusmita Phukan'],
  ],
)}`,
  },
  'alumni/support': {
    title: 'Alumni Support',
    body: `
Former students have given the college a reading room in the central library, the water purifiers of the campus, and a scholarship fund that supports ten students every year.

You can support the college by:

- contributing to the alumni scholarship fund;
- giving a guest lecture or a career talk to the students;
- offering internships in your organisation;
- donating books to the library.

Please write to alumni@example.edu.in.
`,
  },
};

/**
 * Texts of the pages the SPEC shows with a title only. They have no title of their own: the
 * page keeps the SPEC's title and shows the text under it.
 */
export const OPTIONAL_TEXTS: Record<OptionalTextName, string> = {
  'rti/code': `
The teachers, the non-teaching staff and the students of ${COLLEGE.name} follow a code of conduct adopted by the Governing Body, in line with the rules of the Government of Assam and the regulations of the UGC.

**Teachers** are punctual in their classes, prepare and follow a teaching plan, assess students fairly and return their sessional scripts, do not take private tuition for payment, and treat every student with respect whatever the student's caste, creed, community or gender.

**Non-teaching staff** attend to students and the public courteously and without delay, keep the records of the college safe, and do not ask for or accept anything for a service the college gives free of charge.

**Students** attend at least 75% of the classes of every course, carry their identity cards in the campus, keep the campus clean and free of tobacco and plastic, and take no part in ragging in any form. Breaches are dealt with by the Discipline Committee under the rules in the prospectus.

Complaints about a breach of this code may be made in writing to the Principal.
`,
  'rti/act': `
The Right to Information Act, 2005 came into force on 12 October 2005. It lets any citizen of India ask a public authority for information it holds, and sets the time within which the answer must be given.

- **Who may ask:** any citizen of India. No reason for the request needs to be given.
- **How to ask:** in writing, in English, Hindi or Assamese, to the Public Information Officer of the college, with the fee of ₹10 (no fee for applicants below the poverty line).
- **Time limit:** thirty days from the receipt of the application; forty-eight hours when the information concerns the life or liberty of a person.
- **Copies:** ₹2 a page for photocopies; the fee for inspection of records is ₹5 for each hour after the first.
- **First appeal:** to the Appellate Authority of the college (the Principal) within thirty days of the answer, or of the date by which it was due.
- **Second appeal:** to the Assam Information Commission within ninety days of the decision on the first appeal.

Information that the Act exempts under Sections 8 and 9, such as personal information without any public interest, is not given. The names and addresses of the officers of the college are on the page RTI Officers.
`,
  'rti/ief': `
Information about the college that is available in electronic form, under Section 4(1)(b)(xiv) of the RTI Act, 2005:

- the notices, tenders, downloads and results of the college, on this website, with the notices of the last seven years;
- the prospectus, the fee structure and the academic calendar, in the section Important Information;
- the Self Study Report, the Annual Quality Assurance Reports, the minutes of the IQAC and the feedback analyses, in the IQAC section;
- the data submitted to the National Institutional Ranking Framework, on the page NIRF;
- the profiles, publications and quarterly reports of the teachers, on the pages of the departments;
- the annual accounts and the audit reports of the last three years, on request to the Public Information Officer (sent by email as PDF files).

Records of students (admission registers, marksheets forwarded by the university) are kept in electronic form in the office and are given only to the student concerned.
`,
  'rti/pac': `
Particulars of the facilities available to citizens for obtaining information, under Section 4(1)(b)(xv) of the RTI Act, 2005:

- **The college office** is open from 10:00 a.m. to 4:00 p.m. on all working days. Applications under the Act are received at the counter of the Head Assistant, who gives a dated receipt.
- **The notice boards** at the main gate, in the Arts and Science buildings and in the hostels carry all notices of the college.
- **The central library** keeps the prospectus, the annual reports and the college magazines, which any citizen may read in the reading room with the permission of the Librarian.
- **This website** carries the notices, the IQAC documents and the contacts of the officers of the college.
- **Inspection of records** may be arranged on a working day fixed by the Public Information Officer, in the presence of an officer of the college.

For any of these facilities, write to rti@example.edu.in or call the office on ${COLLEGE.phone}.
`,
  'alumni/notable': `
A few of the former students the college is proud of. The list grows every year; the Alumni Association welcomes news of former students at alumni@example.edu.in.

- **Dr. Rupali Kalita** (B.Sc. Botany, 1989) studies the orchids of the eastern Himalaya at a national research institute and has named four new species. She gave the college its orchid house in 2016.
- **Sri Nirmal Chandra Deka** (B.A. Economics, 1976) served the State as a civil servant for thirty-four years and retired as a Commissioner. He chaired the college's Governing Body for six years.
- **Smti. Anjali Medhi** (B.A. Assamese, 1994) is a writer of short stories in Assamese; her collection on the women weavers of lower Assam won a State literary award.
- **Sri Hemanta Boro** (B.Sc. Physics, 2003) is an engineer at a space research centre and talks to the physics students every College Week.
- **Dr. Farida Begum** (B.Sc. Chemistry, 1998) is a paediatrician at a district hospital and leads the college's health camps for the adopted village.
- **Sri Bikash Rabha** (B.A. History, 2011) is an archaeologist with a State museum and led the excavation of a medieval temple site near Nalbari.
- **Smti. Junmoni Das** (B.A. English, 2015) represented India in archery and now coaches the college team.
`,
  'students/grievances': `
Students with a grievance about admission, examinations, fees, scholarships, attendance, the hostels, the facilities of the college or the behaviour of anyone in the campus may ask the Students' Grievance Redressal Committee to look into it.

**How to submit a grievance**

1. Write it down with your name, class, roll number and phone number, and put it in the grievance box outside the library, hand it in at the office counter, or send it to grievance@example.edu.in.
2. You will receive an acknowledgement with a number within two working days.
3. The committee meets every fortnight, hears the student and the others concerned, and gives its decision in writing within fifteen days.
4. If you are not satisfied, you may appeal to the Principal within ten days, and then to the ombudsperson appointed by Gauhati University.

Complaints of ragging go to the Anti-Ragging Squad, and complaints of sexual harassment to the Internal Complaints Committee; both act at once and keep the complainant's name confidential.

**The committee:** the Vice-Principal (chairperson), two teachers, the Head Assistant, and the General Secretary and the Girls' Common Room Secretary of the Students' Union.
`,
};
