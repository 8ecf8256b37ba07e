import { serialize } from 'cookie';
import { httpErrors } from '@fastify/sensible';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { steppedSize } from '../web/lib/display-preferences.ts';
import { COOKIE_NAMES, PreferencesQuery, readPreferences } from './display-preferences.ts';

/** A preference is kept a year on the visitor's device. */
const COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/**
 * GET /preferences?text=large&return=/events sets the visitor's display preferences and sends
 * them back to the page they came from (a path of this site only), without JavaScript
 * (decision 024). text=larger and text=smaller (A+ and A−) move one step from the size the
 * visitor's cookie holds, up to 200 % (decision 095). The pages then come with the visitor's styles written in (decision 033).
 */
export async function displayPreferencesRoutes(app: FastifyInstance) {
  app.get('/preferences', async (request, reply) => {
    const parsed = PreferencesQuery.safeParse(request.query);
    if (!parsed.success) throw httpErrors.badRequest(z.prettifyError(parsed.error));
    const { text: choice, contrast, return: back } = parsed.data;
    const text =
      choice === 'larger' || choice === 'smaller'
        ? steppedSize(readPreferences(request.headers.cookie).text, choice)
        : choice;
    const options = {
      path: '/',
      maxAge: COOKIE_MAX_AGE_S,
      sameSite: 'lax',
      httpOnly: true,
      secure: request.protocol === 'https',
    } as const;
    const cookies = [
      ...(text ? [serialize(COOKIE_NAMES.text, text, options)] : []),
      ...(contrast ? [serialize(COOKIE_NAMES.contrast, contrast, options)] : []),
    ];
    return reply
      .header('set-cookie', cookies)
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex')
      .redirect(back, 303);
  });
}
