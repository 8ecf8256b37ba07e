import { describe, expect, it } from 'vitest';
import { securityTxt } from '../../src/server/security/security-txt.ts';
import { useSiteApp } from '../helpers/site-app.ts';

const site = useSiteApp();

describe('/.well-known/security.txt', () => {
  it("names the college's address from college.yaml and an Expires under a year ahead", async () => {
    const response = await site.app.inject({ url: '/.well-known/security.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toContain('Contact: mailto:office@example.edu.in\n');
    const expires = Date.parse(/^Expires: (.+)$/m.exec(response.body)?.[1] ?? '');
    const days = (expires - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(150);
    expect(days).toBeLessThan(365);
  });

  it('computes Expires from the day it is asked for, at midnight UTC', () => {
    expect(securityTxt('a@example.edu.in', new Date('2026-06-15T17:30:00Z'))).toContain(
      'Expires: 2026-12-12T00:00:00.000Z',
    );
  });
});
