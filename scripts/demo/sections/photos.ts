import type { Assets } from '../files/assets.ts';
import {
  PLACE_SCENES,
  UNDRAWABLE_SCENES,
  describe,
  describePortrait,
  portrait,
  render,
  type Scene,
  type Shot,
  type Sitter,
} from '../files/photo/index.ts';
import type { Geotag } from '../files/photo/geotag.ts';
import type { RoofColour, Time } from '../files/photo/outdoor.ts';
import { Random } from '../lib/random.ts';
import { COLLEGE } from './college.ts';
import { eventDay } from './department-event-dates.ts';

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

/**
 * Every photograph the generator drew, by file: the shot and the words its alt text was made
 * from. generate.ts writes it to photo-scenes.yaml so a test can check each alt text is the
 * renderer's own description of its picture.
 */
export type PhotoRecord =
  | { kind: 'scene'; shot: Shot; context: DescribeContext; alt: string }
  | { kind: 'portrait'; seed: string; sitter: Sitter; name: string; alt: string };
type DescribeContext = { who?: string; where?: string; venue?: string };
const drawn = new Map<string, PhotoRecord>();

export function photoRecords(): Record<string, PhotoRecord> {
  return Object.fromEntries([...drawn].sort(([a], [b]) => a.localeCompare(b)));
}

/**
 * An event's or an album's photograph, or none when the scene cannot be drawn convincingly. A
 * scene that shows only a place (the campus) is captioned as the venue of the event named by
 * `where` ('at the blood donation camp'), not as the event.
 */
export function photo(
  assets: Assets,
  random: Random,
  folder: string,
  name: string,
  scene: Scene,
  context: { who?: string; where?: string; variant?: number } = {},
  size = EVENT_SIZE,
): PhotoSpec | undefined {
  if (UNDRAWABLE_SCENES.includes(scene)) return undefined;
  let shot: Shot = {
    scene,
    seed: '',
    ...size,
    time: random.pick(DAYLIGHT),
    building: random.chance(0.5) ? 'assam' : 'rcc',
    variant:
      context.variant ??
      (scene === 'stage' ? random.int(0, 2) : scene === 'seminar' ? random.int(0, 1) : 0),
  };
  shot = truthfulShot(shot, context.where ?? '', `${folder}/${name}`);
  scene = shot.scene;
  const words: DescribeContext = PLACE_SCENES.includes(scene)
    ? context.where
      ? { venue: context.where.replace(/^(at|during|in) the /, '') }
      : {}
    : {
        ...(context.who ? { who: context.who } : {}),
        ...(context.where ? { where: context.where } : {}),
      };
  // The file's own path is the seed: two photographs never look the same.
  const file: string = assets.photo(folder, name, () => render({ ...shot, seed: file }));
  const alt = describe(shot, words);
  drawn.set(file, { kind: 'scene', shot: { ...shot, seed: file }, context: words, alt });
  return { file, alt };
}

/**
 * The shot an event's words ask for, where the scene its caller named would not show it: a
 * flag hoisting is the campus with the gathering at the flag, in the morning; a Bihu dance on
 * the playground or the field is the Bihu on the sports ground, not on the hall's stage. A
 * campus shot names its roof's colour, chosen by the photograph's own name.
 */
function truthfulShot(shot: Shot, where: string, name: string): Shot {
  let s = shot;
  if (s.scene === 'campus' && /flag hoisting/i.test(where))
    s = { ...s, variant: 1, time: 'morning' };
  if (s.scene === 'stage' && /playground|field/i.test(where))
    s = { ...s, scene: 'sports', variant: 1 };
  if (s.scene === 'campus' && !s.roof) s = { ...s, roof: roofOf(name) };
  return s;
}

const roofOf = (name: string): RoofColour =>
  new Random(`roof:${name}`).pick(['red', 'green', 'blue'] as const);

/** A special shot (the home hero, the launch page): the caller chooses the light. */
export function shot(
  assets: Assets,
  folder: string,
  name: string,
  given: Shot,
  context: { where?: string } = {},
): PhotoSpec {
  const spec = truthfulShot(given, context.where ?? '', `${folder}/${name}`);
  const file = assets.photo(folder, name, () => render(spec));
  const alt = describe(spec, context);
  drawn.set(file, { kind: 'scene', shot: spec, context, alt });
  return { file, alt };
}

/** A portrait of a teacher or a member of staff, 600 x 600. */
export function portraitPhoto(
  assets: Assets,
  name: string,
  fileName: string,
  sitter: Sitter,
): PhotoSpec {
  const seed = `people/${fileName}`;
  const file = assets.photo('people', fileName, () => portrait(seed, sitter), 82);
  const alt = describePortrait(seed, sitter, name);
  drawn.set(file, { kind: 'portrait', seed, sitter, name, alt });
  return { file, alt };
}

/** Where the college stands: the campus at Kopoubari, Nalbari district (about 26.43 N, 91.43 E). */
const CAMPUS = { latitude: 26.4312, longitude: 91.4276 };

/**
 * A geo-tagged photograph of an activity, as NAAC asks for them: the scene with the caption of a
 * GPS camera app along its bottom (place, address, latitude and longitude, date and time),
 * taken on a working day of the college between 2021 and 2025 at the campus, give or take
 * a few metres. Its alt text says what the caption says.
 */
export function geoTaggedPhoto(
  assets: Assets,
  folder: string,
  name: string,
  scene: Scene,
  size: { width: number; height: number },
  quality = 78,
): PhotoSpec {
  const r = new Random(`geotag:${folder}/${name}`);
  const month = r.pick(['01', '02', '03', '04', '07', '08', '09', '10', '11']);
  const day = eventDay(`${r.int(2021, 2025)}-${month}-${String(r.int(8, 22)).padStart(2, '0')}`);
  const time = `${String(r.int(10, 15)).padStart(2, '0')}:${String(r.int(0, 59)).padStart(2, '0')}`;
  const geotag: Geotag = {
    latitude: CAMPUS.latitude + (r.next() - 0.5) * 0.0016,
    longitude: CAMPUS.longitude + (r.next() - 0.5) * 0.0016,
    taken: `${day}T${time}`,
    place: 'Kopoubari, Assam, India',
    address: `${COLLEGE.postal_address}, India`,
  };
  const base: Shot = { scene, seed: '', ...size, time: 'morning', building: 'rcc', geotag };
  const spec = truthfulShot(base, '', `${folder}/${name}`);
  const file: string = assets.photo(folder, name, () => render({ ...spec, seed: file }), quality);
  const alt = describe(spec);
  drawn.set(file, { kind: 'scene', shot: { ...spec, seed: file }, context: {}, alt });
  return { file, alt };
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
