import { emailFor, phoneNumber } from '../sections/college.ts';
import { portraitPhoto } from '../sections/photos.ts';
import { communityOf } from '../sections/names.ts';
import { Random } from '../lib/random.ts';
import { lowerFirst, paragraphs, slugify } from '../lib/text.ts';
import { AS_OF_YEAR, plain, type Person } from './context.ts';
import type { ProfileInput } from './profile.ts';

/**
 * The short profile of a teacher who has not filled in their page yet (the 'minimal' tier):
 * contact, photograph, what they teach and what they are starting on, and nothing else, so the
 * site's empty sections show without leaving a teacher as a bare name.
 */
export function newcomer(person: Person, { id, dept, def, assets }: ProfileInput): Person {
  const r = new Random(`newcomer:${id}`);
  const area = r.pick(dept.areas);
  const paper = r.pick(dept.papers).title;
  const she = def.gender === 'F' ? 'She' : 'He';
  return {
    ...person,
    email: emailFor(def.name),
    phone: phoneNumber(10000 + id * 7),
    ...(def.photo === false
      ? {}
      : {
          photo: portraitPhoto(assets, def.name, `${id}-${slugify(plain(def.name))}`, {
            gender: def.gender,
            community: communityOf(def.name),
            age: AS_OF_YEAR - def.joined + 27,
          }),
        }),
    live: false,
    experience: `${AS_OF_YEAR - def.joined} years`,
    date_of_joining: `${String(r.int(1, 28)).padStart(2, '0')}-08-${def.joined}`,
    area_of_research: area,
    about: paragraphs(
      `${def.name} joined the Department of ${dept.name} in ${def.joined}. ${she} takes the ${paper} course of the Major programme among others, and is beginning research on ${lowerFirst(area)}. A fuller profile will follow.`,
    ),
  };
}
