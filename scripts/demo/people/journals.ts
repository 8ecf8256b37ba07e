import type { Journal } from './sources.ts';
import { specificsOf } from '../sections/departments/specifics.ts';
import { Random } from '../lib/random.ts';

/**
 * The journal a paper appeared in: one of the department's journals whose field the title fits
 * (an aerosol study in the atmospheric physics journal, an Ising-model note in the general
 * one), or a general journal of the subject. Chosen by the title alone, so a teacher's profile
 * and the department's tables name the same journal.
 */
export function journalFor(code: string, title: string): Journal {
  const journals = specificsOf(code).journals;
  const fitting = journals.filter((j) => j.field?.test(title));
  const general = journals.filter((j) => !j.field);
  const choices = fitting.length ? fitting : general;
  if (!choices.length) throw new Error(`${code}: no journal for '${title}'`);
  return new Random(`journal:${title}`).pick(choices);
}
