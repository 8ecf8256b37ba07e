import { Random } from '../../lib/random.ts';
import { DEPARTMENTS } from '../departments/index.ts';
import { NamePool } from '../names.ts';
import {
  AQAR_DATE,
  AQAR_YEARS,
  SSR_DATE,
  SSR_YEARS,
  type Body,
  type Build,
  type Teacher,
} from './context.ts';
import * as curriculum from './curriculum.ts';
import * as extension from './extension.ts';
import * as governance from './governance.ts';
import * as research from './research.ts';
import * as students from './students.ts';

export type { Teacher } from './context.ts';

/** Each supporting file of the SSR and the AQARs, by its title, and what it holds. */
const BODIES: Record<string, Build> = {
  'Academic calendar and teaching plans': curriculum.teachingPlans,
  'Minutes of departmental meetings on curriculum delivery': curriculum.departmentMeetings,
  'Academic calendars of the last five years': curriculum.calendars,
  'List of value-added courses with enrolment': students.valueAddedCourses,
  'Courses addressing crosscutting issues': curriculum.crosscutting,
  'List of students with project titles': students.projectStudents,
  'Feedback forms': curriculum.feedbackForms,
  'Feedback analysis and action taken report': curriculum.feedbackAnalysis,
  'Sanctioned intake and admissions, year-wise': students.intakeAndAdmissions,
  'Reservation policy of the state and admission data': students.reservationData,
  'Remedial class routines and attendance': students.remedialClasses,
  'Reports of field visits and projects': students.fieldVisits,
  'List of sanctioned and filled posts': research.sanctionedPosts,
  'List of teachers with Ph.D. and year of award': research.teachersWithPhd,
  'Internal assessment policy of the college': curriculum.internalAssessment,
  'Programme and course outcomes': curriculum.outcomes,
  'Results of the final-year students, year-wise': students.finalYearResults,
  'Sanction letters of research projects': research.researchProjects,
  'Reports of the innovation and incubation activities': research.innovationActivities,
  'List of research papers with links': research.researchPapers,
  'List of books and chapters with ISBN': research.booksAndChapters,
  'Reports of NSS and extension activities': extension.extensionReports,
  'List of extension programmes': extension.extensionCounts,
  'Copies of MoUs': extension.mous,
  'Details of classrooms, laboratories and ICT facilities': governance.infrastructure,
  'Audited statements of accounts': governance.auditedAccounts,
  'Library automation report': governance.library,
  'IT policy of the college': governance.itPolicy,
  'Maintenance expenditure statements': governance.maintenance,
  'List of scholarship beneficiaries': students.scholarships,
  'Reports of soft-skill, language and ICT programmes': students.capacityBuilding,
  'Minutes of the grievance, ICC and anti-ragging committees': governance.grievanceMinutes,
  'List of students placed or in higher education': students.progression,
  'Certificates of awards': students.awards,
  'Registration certificate of the Alumni Association': students.alumniRegistration,
  'Reports of alumni meets': students.alumniMeets,
  'Vision and mission statement': governance.visionMission,
  'Minutes of the Governing Body': governance.governingBodyMinutes,
  'Perspective plan': governance.perspectivePlan,
  Organogram: governance.organogram,
  'Screenshots and invoices of e-governance software': governance.eGovernance,
  'List of welfare measures': governance.welfare,
  'Reports of training programmes': governance.trainingProgrammes,
  'Resource mobilisation policy': governance.resourceMobilisation,
  'Minutes of IQAC meetings': governance.iqacMinutes,
  'Action taken reports': governance.actionTaken,
  'AQARs submitted': governance.aqarsSubmitted,
  'NIRF data': governance.nirf,
  'Gender audit report': governance.genderAudit,
  'Energy audit report': governance.energyAudit,
  'Waste management policy': governance.wasteManagement,
  'Reports of programmes on cultural and linguistic diversity': extension.diversityProgrammes,
  'List of days observed with reports': extension.daysObserved,
  'Best practice I: water testing camps in villages': governance.bestPractice('water'),
  'Best practice II: the adopted village programme': governance.bestPractice('village'),
  'Institutional distinctiveness: the folk culture archive': governance.distinctiveness,
};

/** The writer of supporting files for one group (the SSR or the AQAR). */
export function supportingFiles(prefix: 'SSR' | 'AQAR', teachers: Teacher[]) {
  const students = new NamePool(new Random(`iqac-students:${prefix}`));
  students.reserve(DEPARTMENTS.flatMap((d) => d.faculty.map((f) => f.name)));
  const years = prefix === 'SSR' ? SSR_YEARS : AQAR_YEARS;
  return {
    date: prefix === 'SSR' ? SSR_DATE : AQAR_DATE,
    body(sr: string, title: string): Body {
      const build = BODIES[title];
      if (!build) throw new Error(`no body for the supporting file '${title}' (${sr})`);
      return build({
        prefix,
        years,
        teachers,
        students,
        random: new Random(`iqac:${prefix}:${sr}:${title}`),
      });
    },
  };
}
