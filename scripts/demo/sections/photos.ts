import type { Assets } from '../files/assets.ts';
import {
  describe,
  describePortrait,
  portrait,
  render,
  type Scene,
  type Shot,
  type Sitter,
} from '../files/photo/index.ts';
import type { Time } from '../files/photo/outdoor.ts';
import type { Random } from '../lib/random.ts';

/**
 * Photographs as the content folder holds them: a file under files/ and the alt text that says
 * what it shows. Each photograph is made for one place (an event, an album, a person); none is
 * shared, so no file is attached to more than one entry.
 */
export interface PhotoSpec {
  file: string;
  alt: string;
}

/** Event photographs: 1200 x 800. Gallery photographs and the home hero are larger. */
export const EVENT_SIZE = { width: 1200, height: 800 };
export const GALLERY_SIZE = { width: 1600, height: 1067 };

const DAYLIGHT: Time[] = ['morning', 'noon', 'afternoon', 'golden', 'overcast'];

export function photo(
  assets: Assets,
  random: Random,
  folder: string,
  name: string,
  scene: Scene,
  context: { who?: string; where?: string; variant?: number } = {},
  size = EVENT_SIZE,
): PhotoSpec {
  const shot: Shot = {
    scene,
    seed: '',
    ...size,
    time: random.pick(DAYLIGHT),
    building: random.chance(0.5) ? 'assam' : 'rcc',
    variant:
      context.variant ??
      (scene === 'stage' ? random.int(0, 2) : scene === 'seminar' ? random.int(0, 1) : 0),
  };
  // The file's own path is the seed: two photographs never look the same.
  const file: string = assets.photo(folder, name, () => render({ ...shot, seed: file }));
  return { file, alt: describe(shot, context) };
}

/** A special shot (the home hero, the launch page): the caller chooses the light. */
export function shot(
  assets: Assets,
  folder: string,
  name: string,
  spec: Shot,
  context: { where?: string } = {},
): PhotoSpec {
  return { file: assets.photo(folder, name, () => render(spec)), alt: describe(spec, context) };
}

/** A portrait of a teacher or a member of staff, 600 x 600. */
export function portraitPhoto(
  assets: Assets,
  name: string,
  fileName: string,
  sitter: Sitter,
): PhotoSpec {
  const seed = `people/${fileName}`;
  return {
    file: assets.photo('people', fileName, () => portrait(seed, sitter), 82),
    alt: describePortrait(seed, sitter, name),
  };
}

/** The scene that suits an event, from the words of its title. */
export function sceneFor(title: string, fallback: Scene): Scene {
  const t = title.toLowerCase();
  if (/bihu|cultural|freshers|farewell|teachers\u2019 day|social|welcome|alumni/.test(t))
    return 'stage';
  if (/seminar|lecture|talk|workshop|debate|quiz|discussion|nsc|divas/.test(t)) return 'seminar';
  if (/sports|football|yoga|athletic|college week/.test(t)) return 'sports';
  if (/plantation|environment|clean|nss day|swachh/.test(t)) return 'plantation';
  if (/science|laborator|exhibition/.test(t)) return 'lab';
  if (/tour|river|field visit|excursion/.test(t)) return 'river';
  if (/library|book/.test(t)) return 'library';
  return fallback;
}
