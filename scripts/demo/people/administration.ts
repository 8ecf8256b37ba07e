import { COLLEGE, emailFor, phoneNumber } from '../sections/college.ts';
import { CHEMISTRY } from '../sections/departments/science.ts';
import type { NamePool } from '../sections/names.ts';
import { designationAs } from '../sections/designations-as.ts';
import { portraitPhoto } from '../sections/photos.ts';
import { communityOf } from '../sections/names.ts';
import type { Assets } from '../files/assets.ts';
import type { In } from '../lib/output.ts';
import { paragraphs, slugify } from '../lib/text.ts';
import { buildFaculty } from './profile.ts';
import { PRINCIPAL_DEF, PRINCIPAL_NAME } from './principal.ts';

/** The principal, the office staff and the governing body. Ids: principal 101, office 201... */

export const PRINCIPAL_ID = 101;
export { PRINCIPAL_NAME };

export function buildPrincipal(assets: Assets, names: NamePool): In<'Principal'> {
  // The principal is a chemist; the full-profile builder fills every section.
  const person = buildFaculty({
    id: PRINCIPAL_ID,
    dept: CHEMISTRY,
    def: PRINCIPAL_DEF,
    index: 0,
    assets,
    names,
  });
  return {
    ...person,
    email: 'principal@example.edu.in',
    area_of_research: 'Water quality and environmental chemistry, Coordination chemistry',
    about: paragraphs(
      `${PRINCIPAL_NAME} has been the Principal of ${COLLEGE.name} since 2018. A chemist by training, he taught at the college for twenty-four years before taking charge, and he still teaches a paper of analytical chemistry to the final-year students every semester.`,
      'His research is on the quality of ground water in lower Assam, and he has led the water testing camps of the Department of Chemistry since they began. He has guided research scholars of Gauhati University and has served on the Board of Studies in Chemistry.',
      'As Principal he has led the college through its second NAAC accreditation, the move to the four-year undergraduate programme under NEP 2020, and the building of the new girls\u2019 hostel and library wing.',
    ),
    home_dept: CHEMISTRY.code,
  };
}

interface Staff {
  name: string;
  designation: string;
  photo: boolean;
}

/** One name and one designation are longer than the 30 characters the office table truncates to. */
const OFFICE_STAFF: Staff[] = [
  { name: 'Sri Bhaskar Jyoti Kalita', designation: 'Head Assistant', photo: true },
  { name: 'Smti. Dipsikha Choudhury', designation: 'Accountant', photo: true },
  { name: 'Sri Mridul Kumar Deka', designation: 'Senior Assistant', photo: true },
  {
    name: 'Smti. Gitanjali Rajkhowa Bordoloi',
    designation: 'Junior Assistant-cum-Computer Operator (Examination Branch)',
    photo: true,
  },
  { name: 'Sri Kamal Chandra Nath', designation: 'Library Assistant', photo: true },
  { name: 'Sri Anup Pegu', designation: 'Laboratory Assistant (Physics)', photo: false },
  { name: 'Md. Jakir Hussain', designation: 'Laboratory Bearer (Chemistry)', photo: true },
  { name: 'Sri Khagen Tanti', designation: 'Grade IV (Peon)', photo: false },
];

export function buildOfficeStaff(assets: Assets): In<'People'> {
  return OFFICE_STAFF.map((staff, i) => {
    const id = 201 + i;
    return {
      id,
      name: staff.name,
      designation: staff.designation,
      ...designationAs(staff.designation),
      email: i < 5 ? emailFor(staff.name) : '',
      phone: phoneNumber(30000 + id * 11),
      ...(staff.photo
        ? {
            photo: portraitPhoto(
              assets,
              staff.name,
              `${id}-${slugify(staff.name.replace(/^(Sri|Smti|Md)\.?\s+/, ''))}`,
              {
                gender: staff.name.startsWith('Smti') ? 'F' : 'M',
                age: 32 + ((i * 7) % 24),
                community: communityOf(staff.name),
              },
            ),
          }
        : {}),
    };
  });
}

export function buildGoverningBody(): In<'GoverningBody'> {
  const member = (
    type: string,
    name: string,
    n: number,
    email = emailFor(name).replace(COLLEGE.domain, 'example.org'),
  ) => ({
    type,
    name,
    phone: phoneNumber(40000 + n),
    email,
  });
  return [
    member('President', 'Sri Hemendra Nath Talukdar', 11),
    member('Member Secretary', `${PRINCIPAL_NAME} (Principal)`, 12, 'principal@example.edu.in'),
    member('Member (Gauhati University Nominee)', 'Prof. Anjali Devi Baruah', 13),
    member('Member (Government Nominee)', 'Sri Ajit Kumar Sarma', 14),
    member(
      "Member (Teachers' Representative)",
      'Dr. Pranab Jyoti Mahanta',
      15,
      emailFor('Pranab Mahanta'),
    ),
    member(
      "Member (Teachers' Representative)",
      'Dr. Rupjyoti Baruah',
      16,
      emailFor('Rupjyoti Baruah'),
    ),
    member(
      'Member (Non-teaching Staff Representative)',
      'Sri Bhaskar Jyoti Kalita',
      17,
      emailFor('Bhaskar Kalita'),
    ),
    member("Member (Guardians' Representative)", 'Smti. Nandita Bora', 18),
    member("Member (Guardians' Representative)", 'Md. Rafiqul Islam', 19),
    member('Member (Donor)', 'Sri Lakheswar Haloi', 20),
  ];
}
