import { readContentVersion } from '../db/content-version.ts';
import { COLLEGE_KEY } from '../entities/college.ts';
import { collegeAnswer, siteTextAnswer } from './answers.ts';
import { findSetting } from './college.repository.ts';
import { refused } from './refused.ts';
import { findSiteText } from './site.repository.ts';
import type { AreaServices, ServiceDeps } from './services.ts';

type SiteCalls = 'getSiteCollege' | 'getSiteText' | 'getSiteVersion';

/** Our own calls beside SPEC §7 (src/contract/extensions.ts): identity, texts, content version. */
export function siteServices({ db }: ServiceDeps): AreaServices<SiteCalls> {
  return {
    async getSiteCollege() {
      const row = await findSetting(db, COLLEGE_KEY);
      if (!row) throw refused('getSiteCollege', 'No college identity has been imported yet');
      return collegeAnswer(row.value);
    },
    async getSiteText({ name }) {
      const row = await findSiteText(db, name);
      if (!row) throw refused('getSiteText', `The content has no text '${name}'`);
      return siteTextAnswer(row);
    },
    getSiteVersion: () => readContentVersion(db),
  };
}
