import type { FastifyInstance } from 'fastify';
import type { SiteContent } from '../../content/site-content.ts';

/** RFC 9116 asks for an Expires under a year ahead; half a year, counted from each answer. */
const VALID_DAYS = 180;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The file's text: the college's own address (college.yaml `email`) is the security contact. */
export function securityTxt(email: string, now: Date): string {
  // Midnight UTC, so the answer is the same all day and caches well.
  const expires = new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS + VALID_DAYS * DAY_MS);
  return [
    `Contact: mailto:${email}`,
    `Expires: ${expires.toISOString()}`,
    'Preferred-Languages: en',
    '',
  ].join('\n');
}

/** GET /.well-known/security.txt: where to report a security problem (RFC 9116). */
export async function securityTxtRoutes(
  app: FastifyInstance,
  { site, now = () => new Date() }: { site: Pick<SiteContent, 'college'>; now?: () => Date },
) {
  app.get('/.well-known/security.txt', async (request, reply) => {
    const college = await site.college().catch((error: unknown) => {
      request.log.warn({ err: error }, 'security.txt: college.yaml cannot be read');
      return null;
    });
    if (!college) {
      return reply
        .code(503)
        .header('cache-control', 'no-store')
        .type('text/plain')
        .send('The security contact cannot be read right now; please try again later.\n');
    }
    return reply
      .header('cache-control', 'public, max-age=86400')
      .type('text/plain; charset=utf-8')
      .send(securityTxt(college.email, now()));
  });
}
