import type { ReactNode } from 'react';
import type { MetaDescriptor } from 'react-router';
import { ContentPage } from '../../components/content-page.tsx';
import { SideNav } from '../../components/side-nav.tsx';
import { pageMeta, textsOfMatches } from '../../lib/meta.ts';
import { IQAC_LINKS } from '../../../site-map/sections.ts';
import '../../styles/iqac.css';
import { useTexts } from '../../i18n/use-texts.ts';

const SIDE_LIST = IQAC_LINKS.map(({ link, label }) => ({ label, href: `/iqac/${link}` }));

/** The label of an IQAC page of a fixed link (teams, co_po, matrix). */
export const iqacLabel = (link: (typeof IQAC_LINKS)[number]['link']) =>
  IQAC_LINKS.find((entry) => entry.link === link)!.label;

/** Every IQAC page: its name, the side list of the 18 pages, and its view. */
export function IqacShell({ label, children }: { label: string; children: ReactNode }) {
  const { t } = useTexts();
  return (
    <ContentPage title={label} sidebar={<SideNav label={t('home.iqac')} items={SIDE_LIST} />}>
      {children}
    </ContentPage>
  );
}

/**
 * 'IQAC' after each page's name (the IQAC organogram is not the college's, /organo), after what
 * the page adds before it (the NAAC level and the filter text of the metrics).
 */
export function iqacMeta(
  matches: Parameters<typeof pageMeta>[0],
  label: string,
  before: string[] = [],
): MetaDescriptor[] {
  const texts = textsOfMatches(matches);
  const name = texts.label(label);
  return pageMeta(
    matches,
    [...before, texts.t('meta.iqac.title', { label: name })].join(' | '),
    texts.t('meta.iqac', { label: name }),
  );
}
