import { Random } from '../../lib/random.ts';
import { lowerFirst } from '../../lib/text.ts';
import { classroomScene, labScene, libraryScene, seminarScene, stageScene } from './interiors.ts';
import { drawGeotag, geotagTime, latLong, type Geotag } from './geotag.ts';
import {
  campusScene,
  plantationScene,
  riverScene,
  sportsScene,
  type RoofColour,
  type Time,
} from './outdoor.ts';
import type { Picture } from './picture.ts';
import { describePortrait, portrait, type Sitter } from './portrait.ts';

/**
 * The demo's photographs: scenes of college life rendered from a seed, each with the words
 * that describe it (its alt text), so the picture and its description always agree.
 */

export const SCENES = [
  'campus',
  'library',
  'lab',
  'classroom',
  'seminar',
  'sports',
  'stage',
  'river',
  'plantation',
] as const;
export type Scene = (typeof SCENES)[number];

export interface Shot {
  scene: Scene;
  seed: string;
  width: number;
  height: number;
  /** Outdoor scenes only. */
  time?: Time;
  /** The campus scene only: the Assam-type block or the RCC block in front. */
  building?: 'assam' | 'rcc';
  /** The campus scene only: the colour of the front block's tin roof (else any). */
  roof?: RoofColour;
  /**
   * What happens in the scene, where it can vary: on the stage, 0 Bihu, 1 a song, 2 a play;
   * in the seminar scene, 0 the hall, 1 a talk in a lecture room; on the campus, 0 students on
   * the path, 1 a flag hoisting; on the sports ground, 0 a football match, 1 a Bihu dance.
   */
  variant?: number;
  /** The caption of a GPS camera app printed along the bottom (a geo-tagged photograph). */
  geotag?: Geotag;
}

/** A campus shot of a flag hoisting: the one scene that shows the flag being hoisted. */
export const isFlagHoisting = (shot: Shot) => shot.scene === 'campus' && shot.variant === 1;
/** Scenes under the open sky: only these can be on a playground or a field. */
export const OUTDOOR_SCENES: readonly Scene[] = ['campus', 'sports', 'river', 'plantation'];

const PERFORMANCES = ['bihu', 'song', 'play'] as const;

export function render(shot: Shot): Picture {
  const pic = scenePicture(shot);
  if (shot.geotag) drawGeotag(pic, shot.geotag);
  return pic;
}

function scenePicture(shot: Shot): Picture {
  const r = new Random(`photo:${shot.seed}`);
  const { width: w, height: h } = shot;
  const time = shot.time ?? 'morning';
  switch (shot.scene) {
    case 'campus':
      return campusScene(r, w, h, time, shot.building ?? 'rcc', shot.roof, isFlagHoisting(shot));
    case 'sports':
      return sportsScene(r, w, h, time, shot.variant === 1);
    case 'river':
      return riverScene(r, w, h, time);
    case 'plantation':
      return plantationScene(r, w, h, time);
    case 'library':
      return libraryScene(r, w, h);
    case 'lab':
      return labScene(r, w, h);
    case 'classroom':
      return classroomScene(r, w, h);
    case 'seminar':
      return shot.variant === 1 ? classroomScene(r, w, h, 'screen') : seminarScene(r, w, h);
    case 'stage':
      return stageScene(r, w, h, PERFORMANCES[shot.variant ?? 0] ?? 'bihu');
  }
}

const TIME_WORDS: Record<Time, string> = {
  morning: 'in the morning sun',
  noon: 'at midday',
  afternoon: 'in the afternoon',
  golden: 'in the low evening sun',
  overcast: 'under a grey monsoon sky',
  dusk: 'at dusk, with lights on in the windows',
};

/**
 * Scenes that show only a place: an event captioned with one of them is said to have been held
 * there, never to be in the picture.
 */
export const PLACE_SCENES: readonly Scene[] = ['campus'];

/**
 * Scenes the renderer cannot draw convincingly (a river bank reads as figures on a blank plain):
 * the demo gives such an event no photograph rather than one captioned as something it is not.
 */
export const UNDRAWABLE_SCENES: readonly Scene[] = ['river'];

/**
 * What a shot shows, in a sentence, for its alt text: only what the renderer draws. `who` names
 * the people ('Students of the Department of Botany'); `where` puts a scene that shows an event
 * at it ('at the freshers\u2019 welcome'); `venue` names the event a place-only scene was the
 * venue of ('the blood donation camp').
 */
export function describe(
  shot: Shot,
  context: { who?: string; where?: string; venue?: string } = {},
): string {
  const words = sceneWords(shot, context);
  return shot.geotag
    ? `${words}. Along the bottom, the caption of a GPS camera app: a small map with a pin, ${shot.geotag.place}, ${shot.geotag.address}, ${latLong(shot.geotag)}, ${geotagTime(shot.geotag.taken)}`
    : words;
}

function sceneWords(
  shot: Shot,
  context: { who?: string; where?: string; venue?: string } = {},
): string {
  const who = context.who ?? 'Students';
  const where = context.where ? ` ${context.where}` : '';
  const time = TIME_WORDS[shot.time ?? 'morning'];
  const roof = shot.roof ? `${shot.roof} tin roof` : 'tin roof';
  switch (shot.scene) {
    case 'campus': {
      if (isFlagHoisting(shot)) {
        const behind =
          shot.building === 'assam'
            ? `the long Assam-type building of the college, with its verandah of white pillars and ${roof}, behind`
            : 'a two-storey college building behind';
        const at = context.venue ? `, at the ${context.venue}` : '';
        return `Students in rows on the lawn, NCC cadets in front and teachers at one side, facing the national flag hoisted on its pole, with ${behind}, ${time}${at}`;
      }
      const building =
        shot.building === 'assam'
          ? `The long Assam-type building of the college, with its verandah of white pillars and ${roof}, seen across the lawn ${time}, the national flag on a pole in front; a few students on the path`
          : `A two-storey college building with the national flag on a pole in front, seen across the lawn ${time}; a few students on the path`;
      return context.venue ? `${building}. The ${context.venue} was held here.` : building;
    }
    case 'sports':
      return shot.variant === 1
        ? `A row of Bihu dancers in mekhela chador and a dhol player with a gamosa on the college playground ${time}, students standing in a ring around them and a striped shamiana at the far side${where}`
        : `A football match on the college playground ${time}, the players small in the distance, with a striped shamiana at the far side${where}`;
    case 'river':
      return `${who} standing on a wide sandbank by a river ${time}`;
    case 'plantation':
      return `${who} standing beside a row of newly planted saplings in bamboo tree guards, on open ground ${time}${where}`;
    case 'library':
      return `The reading hall of the library: tables between walls of bookshelves and a few students reading, seen from the entrance${where}`;
    case 'lab':
      return `${who} in white lab coats in the aisle between two long black-topped laboratory benches, with flasks and beakers of coloured solutions on the benches${where}`;
    case 'classroom':
      return `A class seen from the back row: ${lowerFirst(who)} at their desks and the teacher beside a green board of chalk notes${where}`;
    case 'seminar':
      return shot.variant === 1
        ? `A talk in a lecture room${where}: slides on the screen at the front, the speaker beside it and ${lowerFirst(who)} at their desks, seen from the back`
        : `The seminar hall${where}, seen from the back: guests seated at a table on the dais under a banner, slides on a screen and the audience in rows`;
    case 'stage': {
      const performers =
        shot.variant === 1
          ? 'a singer at the microphone and two musicians seated beside her'
          : shot.variant === 2
            ? 'students acting a play'
            : 'a row of dancers in cream with red sashes and a drummer at one end';
      return `A lit stage with a red curtain and a string of lights, ${performers}, seen from the back of the darkened hall over the heads of the audience${where}`;
    }
  }
}

export { describePortrait, portrait, type Sitter };
