/**
 * The addresses of the NAAC metrics view (/iqac/matrix): the page links its levels with them, and
 * the studio links a criterion or serial number it edits to where the page shows it. The view
 * keeps its whole state in the address, so every level can be bookmarked and opened without
 * JavaScript: /iqac/matrix?group=1&type=QnM&criterion=12&sr=34&q=filter.
 */
export const MATRIX_PATH = '/iqac/matrix';

/** A level of the view, once its values have been found in the backend's lists. */
export interface MatrixLevelState {
  group: number;
  type: string;
  criterion?: number;
  sr?: number;
}

/** The address of a level; links between levels leave the filter behind unless given one. */
export function matrixHref(state: MatrixLevelState, q = ''): string {
  const params = new URLSearchParams({ group: String(state.group), type: state.type });
  if (state.criterion !== undefined) {
    params.set('criterion', String(state.criterion));
    if (state.sr !== undefined) params.set('sr', String(state.sr));
  }
  if (q) params.set('q', q);
  return `${MATRIX_PATH}?${params.toString()}`;
}
