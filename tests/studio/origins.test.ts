import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useStudio } from '../helpers/studio.ts';
import { GOOD_PASSWORD, makeAccount } from '../helpers/studio-auth.ts';

/**
 * Without STUDIO_ORIGIN's own host name, the studio takes writes from where staff on the server
 * itself open it: localhost or 127.0.0.1 on its own port, and from nowhere else.
 */
describe('the studio on localhost, by either name', () => {
  const t = useStudio({ env: { STUDIO_ORIGIN: '' }, readsPublicSite: false });
  let port = 0;
  beforeAll(async () => {
    await makeAccount(t, { username: 'origin.clerk', role: 'office' });
    await t.studio.listen({ port: 0, host: '127.0.0.1' });
    const address = t.studio.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(() => t.studio.close());

  const signIn = (host: string, origin: string) =>
    fetch(`http://${host}:${port}/sign-in`, {
      method: 'POST',
      redirect: 'manual',
      headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: 'origin.clerk', password: GOOD_PASSWORD }).toString(),
    });

  it('signs in from http://127.0.0.1:port and from http://localhost:port', async () => {
    for (const name of ['127.0.0.1', 'localhost']) {
      const answer = await signIn('127.0.0.1', `http://${name}:${port}`);
      expect(answer.status, name).toBe(302);
      expect(answer.headers.getSetCookie().join()).toContain('__Host-studio=');
    }
  });

  it('refuses the same form from another port or host', async () => {
    for (const origin of [`http://127.0.0.1:${port + 1}`, 'http://studio.example']) {
      expect((await signIn('127.0.0.1', origin)).status, origin).toBe(403);
    }
  });
});
