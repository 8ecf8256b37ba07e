import type { Texts } from '../../i18n/intl.ts';
import { isApiError, type ApiClient } from '../../../contract/client.ts';
import { IQAC_COMMITTEE_CODE } from '../../../contract/codes.ts';
import { fileLinks, type FileLink } from '../../lib/files.server.ts';
import type { CleanHtml } from '../../lib/html.ts';
import { cleanOrNull } from '../../lib/sanitize.server.ts';

export interface TeamsView {
  kind: 'teams';
  /** null when the backend knows no IQAC committee. */
  committee: {
    name: string;
    members: { name: string; designation: string }[];
    objectives: CleanHtml | null;
    tasks: CleanHtml | null;
    minutes: FileLink[];
  } | null;
}

/** The IQAC team: the committee with code IQAC (SPEC §7). */
export async function loadTeams(
  api: ApiClient,
  uploadsUrl: string,
  texts: Texts,
): Promise<TeamsView> {
  try {
    const committee = await api.getCommitteeByCode({ committee_code: IQAC_COMMITTEE_CODE });
    return {
      kind: 'teams',
      committee: {
        name: committee.name,
        members: committee.members.map((member) => ({
          name: member.member_name,
          designation: member.member_designation,
        })),
        objectives: cleanOrNull(committee.objectives, uploadsUrl),
        tasks: cleanOrNull(committee.tasks, uploadsUrl),
        minutes: fileLinks(committee.minutes, uploadsUrl, texts),
      },
    };
  } catch (error) {
    // A backend without the committee says 404: the page says so instead of failing.
    if (isApiError(error) && error.status === 404) return { kind: 'teams', committee: null };
    throw error;
  }
}
