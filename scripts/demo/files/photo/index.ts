import { Random } from '../../lib/random.ts';
import { classroomScene, labScene, libraryScene, seminarScene, stageScene } from './interiors.ts';
import { campusScene, plantationScene, riverScene, sportsScene, type Time } from './outdoor.ts';
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
  /**
   * What happens in the scene, where it can vary: on the stage, 0 Bihu, 1 a song, 2 a play;
   * in the seminar scene, 0 the hall, 1 a talk in a lecture room.
   */
  variant?: number;
}

const PERFORMANCES = ['bihu', 'song', 'play'] as const;

export function render(shot: Shot): Picture {
  const r = new Random(`photo:${shot.seed}`);
  const { width: w, height: h } = shot;
  const time = shot.time ?? 'morning';
  switch (shot.scene) {
    case 'campus':
      return campusScene(r, w, h, time, shot.building ?? 'rcc');
    case 'sports':
      return sportsScene(r, w, h, time);
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
  const who = context.who ?? 'Students';
  const where = context.where ? ` ${context.where}` : '';
  const time = TIME_WORDS[shot.time ?? 'morning'];
  switch (shot.scene) {
    case 'campus': {
      const building =
        shot.building === 'assam'
          ? `The long Assam-type building of the college, with its verandah of white pillars and red tin roof, seen across the lawn ${time}; a few students on the path`
          : `A two-storey college building with the national flag on a pole in front, seen across the lawn ${time}; a few students on the path`;
      return context.venue ? `${building}. The ${context.venue} was held here.` : building;
    }
    case 'sports':
      return `A football match on the college playground ${time}, the players small in the distance, with a striped shamiana at the far side${where}`;
    case 'river':
      return `${who} standing on a wide sandbank by a river ${time}`;
    case 'plantation':
      return `${who} standing beside a row of newly planted saplings in bamboo tree guards, on open ground ${time}${where}`;
    case 'library':
      return `The reading hall of the library: tables between walls of bookshelves and a few students reading, seen from the entrance${where}`;
    case 'lab':
      return `${who} in white lab coats in the aisle between two long black-topped laboratory benches, with flasks and beakers of coloured solutions on the benches${where}`;
    case 'classroom':
      return `A class seen from the back row: ${who.toLowerCase()} at their desks and the teacher beside a green board of chalk notes${where}`;
    case 'seminar':
      return shot.variant === 1
        ? `A talk in a lecture room${where}: slides on the screen at the front, the speaker beside it and ${who.toLowerCase()} at their desks, seen from the back`
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
