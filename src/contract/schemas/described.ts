import { z } from 'zod';
import type { ExtensionsOf, Field } from '../../entities/field.ts';
import { Attachment } from './common.ts';

/** The wire type of an answer field of ours by its kind: a photograph, or text. */
type WireOf<K> = K extends 'photo' ? typeof Attachment : z.ZodString;

/**
 * The answer's fields of ours that an entity's description names (decision 082), each optional
 * on the wire: SPEC's answer, and a college's own backend, may leave them out.
 */
export function answerExtensions<const Fs extends readonly Field[]>(
  fields: Fs,
): { [K in keyof ExtensionsOf<Fs>]: z.ZodOptional<WireOf<ExtensionsOf<Fs>[K]>> } {
  return Object.fromEntries(
    fields.flatMap((field) =>
      field.extension && field.answer
        ? [[field.answer, (field.kind === 'photo' ? Attachment : z.string()).optional()]]
        : [],
    ),
  ) as never;
}

/**
 * SPEC's lists of one document each (a profile's CV, decision 120), under their answer's keys:
 * each document with its address, [] when none.
 */
export function documentAnswers<const Fs extends readonly Field[]>(
  fields: Fs,
): { [F in Fs[number] as F['answer'] & string]: z.ZodDefault<z.ZodArray<typeof Attachment>> } {
  return Object.fromEntries(
    fields.map((field) => [field.answer, z.array(Attachment).default([])]),
  ) as never;
}
