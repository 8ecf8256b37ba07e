import { OPENED, parseOpened } from './form-identity.ts';

/** Why a form may not change this place: 400 never opened on an item, 409 opened on another. */
export interface WrongForm {
  status: 400 | 409;
  message: string;
}

/**
 * Whether the form was opened on `place` (decision 070), or on one of the names the same place
 * goes by (an item published before the studio first saved it is `p12`, then `s3`): a form that
 * says nothing of where it was opened, or names another item, changes nothing. The caller shows
 * the form again with what was typed and this message.
 */
export function wrongForm(form: FormData, place: string | readonly string[]): WrongForm | null {
  const opened = parseOpened(form.get(OPENED));
  if (!opened)
    return {
      status: 400,
      message:
        'This form was not loaded with what it changes, so nothing was saved. ' +
        'Open it again from the menu and make your change there.',
    };
  if (!(typeof place === 'string' ? [place] : place).includes(opened.place))
    return {
      status: 409,
      message:
        `This form was opened on another item (${opened.place}), not this one, so nothing was saved. ` +
        'What you typed is still below: open this item again from the menu and make your change there.',
    };
  return null;
}
