import type { WebContext } from '../../load-context.ts';
import type { RouteQuery } from '../../lib/route-query.ts';
import type { MatrixParam } from './matrix/matrix-query.ts';
import type { IQAC_LINKS } from '../../lib/sections.ts';
import { loadCoPo, type CoPoView } from './co-po.server.ts';
import { isIqacCode, loadDocuments, type DocumentsView } from './documents.server.ts';
import { loadMatrix, type MatrixView } from './matrix/matrix.server.ts';
import { loadTeams, type TeamsView } from './teams.server.ts';

export type IqacView = DocumentsView | TeamsView | CoPoView | MatrixView;

/** The data of one IQAC page, by the kind of its link. */
export function loadIqacView(
  entry: (typeof IQAC_LINKS)[number],
  search: RouteQuery<MatrixParam>,
  { api, uploadsUrl }: Pick<WebContext, 'api' | 'uploadsUrl'>,
): Promise<IqacView> {
  switch (entry.link) {
    case 'teams':
      return loadTeams(api, uploadsUrl);
    case 'co_po':
      return loadCoPo(api, uploadsUrl);
    case 'matrix':
      return loadMatrix(api, uploadsUrl, search);
    default:
      if (!isIqacCode(entry.code)) throw new Error(`IQAC link ${entry.link} has no notice code`);
      return loadDocuments(api, uploadsUrl, entry.code);
  }
}
