import type { Db } from '../../src/db/database.ts';
import { publishItem } from '../../src/studio/content/items.repository.ts';
import type { Actor } from '../../src/studio/content/items.ts';
import { OFFICE, itemOf } from './studio-content.ts';
import { TEST_TODAY } from './today.ts';

let made = 0;

/**
 * Publishes the studio files as the attachments of a new college download, as the office would:
 * a published row then names them, and the public site serves them (decision 075).
 */
export async function publishFiles(db: Db, specs: string[], actor: Actor = OFFICE) {
  made += 1;
  return itemOf(
    await publishItem(db, {
      entity: 'notice',
      key: null,
      version: 0,
      createToken: `publish-files-${process.pid}-${made}`,
      values: {
        type: 'COLLEGE_DOWNLOADS',
        title: `Files published by a test (${made})`,
        date: TEST_TODAY,
        attachments: specs,
      },
      actor,
      today: TEST_TODAY,
    }),
  );
}
