import { serialize } from 'cookie';
import { httpErrors } from '@fastify/sensible';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { COOKIE_NAMES, PreferencesQuery } from './display-preferences.ts';

/** A preference is kept a year on the visitor's device. */
const COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/**
 * GET /preferences?text=large&return=/events sets the visitor's display preferences and sends
 * them back to the page they came from (a path of this site only), without JavaScript
 * (decision 024). The pages then come with the visitor's styles written in (decision 033).
 */
export async function displayPreferencesRoutes(app: FastifyInstance) {
  app.get('/preferences', async (request, reply) => {
    const parsed = PreferencesQuery.safeParse(request.query);
    if (!parsed.success) throw httpErrors.badRequest(z.prettifyError(parsed.error));
    const { text, contrast, return: back } = parsed.data;
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
