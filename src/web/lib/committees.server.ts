import { data } from 'react-router';
import type { CommitteeSummary } from '../../contract/schemas/college.ts';
import type { Texts } from '../i18n/intl.ts';
import type { WebContext } from '../load-context.ts';
import { fileLinks } from './files.server.ts';
import { clean, hasContent } from './sanitize.server.ts';

/**
 * One committee as its page shows it. A code that is not in the list of committees is a 404
 * (checked against the list, which the page has anyway, rather than by the detail call failing:
 * through the client's cache a failed call no longer tells "unknown" from "unreachable").
 */
export async function loadCommittee(
  context: WebContext,
  list: readonly CommitteeSummary[],
  code: string,
  texts: Texts,
) {
  if (!list.some((c) => c.committee_code === code)) throw data(null, { status: 404 });
  const committee = await context.api.getCommitteeByCode({ committee_code: code });
  const objectives = clean(committee.objectives, context.uploadsUrl);
  const tasks = clean(committee.tasks, context.uploadsUrl);
  return {
    code,
    name: committee.name,
    members: committee.members,
    objectives: hasContent(objectives) ? objectives : undefined,
    tasks: hasContent(tasks) ? tasks : undefined,
    minutes: fileLinks(committee.minutes, context.uploadsUrl, texts),
  };
}
