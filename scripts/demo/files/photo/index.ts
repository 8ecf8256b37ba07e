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
 * What a shot shows, in a sentence, for its alt text. `where` and `who` put it in its place:
 * 'of the Department of Botany', 'during the study tour to Chandubi'.
 */
export function describe(shot: Shot, context: { who?: string; where?: string } = {}): string {
  const who = context.who ?? 'Students';
  const where = context.where ? ` ${context.where}` : '';
  const time = TIME_WORDS[shot.time ?? 'morning'];
  switch (shot.scene) {
    case 'campus':
      return shot.building === 'assam'
        ? `The long Assam-type building of the college with its verandah of white pillars and tin roof, seen across the lawn ${time}; students walk up the path${where}`
        : `A two-storey college building with a flagpole in front, seen across the lawn ${time}; students walk on the path between the trees${where}`;
    case 'sports':
      return `A football match on the college playground ${time}, players in two colours of jersey and spectators under a striped shamiana${where}`;
    case 'river':
      return `${who} standing on a sandbank of a wide river ${time}, country boats on the water and the far bank in the haze${where}`;
    case 'plantation':
      return `${who} planting saplings inside bamboo tree guards ${time}${where}`;
    case 'library':
      return `${who} reading at long tables between tall shelves of books in the library${where}`;
    case 'lab':
      return `${who} in white lab coats at the black-topped benches of a laboratory, with flasks and beakers of coloured solutions${where}`;
    case 'classroom':
      return `A class seen from the back row: ${who.toLowerCase()} at their desks and the teacher beside a green board of chalk notes${where}`;
    case 'seminar':
      return shot.variant === 1
        ? `A talk in a lecture room${where}: slides on the screen at the front, the speaker beside it and ${who.toLowerCase()} at their desks`
        : `The seminar hall${where}: guests at a table draped in white on the dais, a speaker at the lectern, slides on the screen and the audience in rows`;
    case 'stage':
      return shot.variant === 1
        ? `A girl singing at the microphone on a lit stage, musicians seated on a carpet beside her, seen over the heads of the audience${where}`
        : shot.variant === 2
          ? `Students acting a one-act play on a lit stage, seen over the heads of the audience${where}`
          : `Girls in mekhela chador dancing Bihu on a lit stage with a dhol player, seen over the heads of the audience${where}`;
  }
}

export { describePortrait, portrait, type Sitter };
