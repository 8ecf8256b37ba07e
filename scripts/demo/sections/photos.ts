import type { Assets } from '../files/assets.ts';
import { sceneSvg } from '../files/images.ts';
import type { SceneKind } from '../files/scenes.ts';

/**
 * A small stock of "photographs" shared by notices, events and IQAC files, two per kind of
 * scene (one JPEG, one PNG), so that dozens of notices with pictures cost only 16 images.
 */
const CAPTIONS: Record<SceneKind, string> = {
  campus: 'Kopoubari College campus',
  stage: 'Cultural programme in the college auditorium',
  river: 'Study tour on the bank of the Brahmaputra',
  lab: 'Students in the laboratory',
  classroom: 'In the classroom',
  sports: 'On the college playground',
  plantation: 'Plantation and cleanliness drive',
  seminar: 'Programme in the conference hall',
};

export function sharedPhoto(assets: Assets, kind: SceneKind, variant: 0 | 1): string {
  const format = variant === 0 ? 'jpg' : 'png';
  return assets.sharedImage(
    `photo:${kind}:${variant}`,
    'photos',
    `${kind}-${variant + 1}`,
    () => sceneSvg(kind, `photo-${kind}-${variant}`, CAPTIONS[kind], 1000, 667),
    format,
  );
}
