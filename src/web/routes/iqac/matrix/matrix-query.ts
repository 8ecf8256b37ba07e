import type { RouteQuery } from '../../../lib/route-query.ts';

/**
 * The NAAC metrics view keeps its whole state in the address, so every level can be bookmarked,
 * shared and opened without JavaScript:
 *   /iqac/matrix?group=1&type=QnM&criterion=12&sr=34&q=filter
 * group and type choose the criteria (level 1), criterion its serial numbers (level 2), sr the
 * files of a serial number (level 3); q filters the table of the level shown. Its addresses are
 * made in src/site-map/matrix-address.ts, which the studio links to as well.
 */

/** Its parameters, in the order of its addresses (matrixHref, the filter form's fields). */
export const MATRIX_PARAMS = ['group', 'type', 'criterion', 'sr', 'q'] as const;
export type MatrixParam = (typeof MATRIX_PARAMS)[number];

/** Longer filter or id texts are cut: nothing in the metrics is that long. */
export const QUERY_VALUE_MAX_LENGTH = 100;

/** The query as the visitor sent it: raw values, checked later against the backend's lists. */
export interface MatrixQuery {
  group?: string;
  type?: string;
  criterion?: string;
  sr?: string;
  /** The filter text, trimmed; '' when there is none. */
  q: string;
}

export function readMatrixQuery(search: RouteQuery<MatrixParam>): MatrixQuery {
  const read = (name: MatrixParam) => {
    const value = search.get(name)?.trim().slice(0, QUERY_VALUE_MAX_LENGTH);
    return value ? value : undefined;
  };
  return {
    group: read('group'),
    type: read('type'),
    criterion: read('criterion'),
    sr: read('sr'),
    q: read('q') ?? '',
  };
}
