import type { ReactNode } from 'react';

/**
 * The `<hidden>` tag of a catalogue message: words a screen reader's list of links needs and the
 * eye does not ('Read More<hidden> about the college</hidden>'). The whole sentence is one
 * message, so each language puts the hidden words where its order wants them (issue 37):
 * '<hidden>মহাবিদ্যালয়ৰ বিষয়ে </hidden>অধিক পঢ়ক'.
 */
export const hidden = (chunks: ReactNode[]) => <span className="visually-hidden">{chunks}</span>;
