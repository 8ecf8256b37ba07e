import { COLLEGE_DEPT_CODE } from '../../src/contract/codes.ts';
import type { Db } from '../../src/db/database.ts';
import { bumpContentVersion } from '../../src/studio/content/public-rows.ts';
import { TEST_TODAY } from './today.ts';

/**
 * What the studio does: a new academic notice dated today and a new content version, in one
 * transaction. Returns the notice's id.
 */
export async function publishNotice(db: Db, title: string): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const { max } = await trx
      .selectFrom('notices')
      .select((eb) => eb.fn.max('id').as('max'))
      .executeTakeFirstOrThrow();
    const id = Number(max) + 1;
    await trx
      .insertInto('notices')
      .values({
        id,
        type: 'COLLEGE_ACADEMIC_NOTICE',
        dept_code: COLLEGE_DEPT_CODE,
        title,
        description: 'The results of the 6th Semester examinations are out.',
        date: TEST_TODAY,
        link: null,
        is_new: 1,
        upload_info: '[]',
        photo: null,
      })
      .execute();
    await bumpContentVersion(trx);
    return id;
  });
}
