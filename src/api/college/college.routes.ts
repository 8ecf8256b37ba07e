import { httpErrors } from '@fastify/sensible';
import type { FastifyInstance } from 'fastify';
import type { AdmissionSettings } from '../../contract/schemas/college.ts';
import { attachmentsOf, fromJson } from '../answers.ts';
import { contractRoute } from '../contract-route.ts';
import type { ApiDeps } from '../deps.ts';
import {
  findCommittee,
  findCommittees,
  findImportantFiles,
  findSetting,
} from './college.repository.ts';

export async function collegeRoutes(app: FastifyInstance, { db, uploadsUrl }: ApiDeps) {
  contractRoute(app, 'getCommittee', async () =>
    (await findCommittees(db)).map(({ code, name }) => ({ committee_code: code, name })),
  );

  contractRoute(app, 'getCommitteeByCode', async ({ committee_code }) => {
    const row = await findCommittee(db, committee_code);
    if (!row) throw httpErrors.notFound(`Unknown committee_code '${committee_code}'`);
    return {
      committee_code: row.code,
      name: row.name,
      members: fromJson(row.members, []),
      objectives: row.objectives,
      tasks: row.tasks,
      minutes: attachmentsOf(row.minutes, uploadsUrl),
    };
  });

  contractRoute(app, 'getImportantFiles', async () =>
    (await findImportantFiles(db)).map((row) => ({
      id: row.id,
      title: row.title,
      description: row.description,
      upload_info: attachmentsOf(row.upload_info, uploadsUrl),
    })),
  );

  // Without an admission setting the button stays hidden.
  contractRoute(app, 'getAdmissionSettings', async () => {
    const row = await findSetting(db, 'admission');
    return fromJson<AdmissionSettings>(row?.value ?? null, { status: 0, session: '' });
  });
}
