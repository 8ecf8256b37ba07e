import { ADMISSION_KEY } from '../entities/admission.ts';
import { admissionAnswer, committeeAnswer, importantFileAnswer } from './answers.ts';
import {
  findCommittee,
  findCommittees,
  findImportantFiles,
  findSetting,
} from './college.repository.ts';
import { refused } from './refused.ts';
import type { AreaServices, ServiceDeps } from './services.ts';

type CollegeCalls =
  'getCommittee' | 'getCommitteeByCode' | 'getImportantFiles' | 'getAdmissionSettings';

/** The college's committees, important files and admission button (SPEC §7). */
export function collegeServices({ db, uploadsUrl }: ServiceDeps): AreaServices<CollegeCalls> {
  return {
    async getCommittee() {
      return (await findCommittees(db)).map(({ code, name }) => ({ committee_code: code, name }));
    },
    async getCommitteeByCode({ committee_code }) {
      const row = await findCommittee(db, committee_code);
      if (!row) throw refused('getCommitteeByCode', `Unknown committee_code '${committee_code}'`);
      return committeeAnswer(row, uploadsUrl);
    },
    async getImportantFiles() {
      return (await findImportantFiles(db)).map((row) => importantFileAnswer(row, uploadsUrl));
    },
    // Without an admission setting the button stays hidden.
    async getAdmissionSettings() {
      const row = await findSetting(db, ADMISSION_KEY);
      return admissionAnswer(row?.value ?? null);
    },
  };
}
