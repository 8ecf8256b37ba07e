import { describe, expect, it, vi } from 'vitest';
import { ApiError, type ApiClient } from '../contract/client.ts';
import type { SiteSource } from '../contract/schemas/site.ts';
import { createApiSiteSource } from './site-source.ts';

const college = { name: 'From the API' } as Awaited<ReturnType<ApiClient['getSiteCollege']>>;
const missing = (path: string) => new ApiError('http', path, 404, 'Not Found');

function local(): SiteSource {
  return {
    college: vi.fn(async () => ({ ...college, name: 'From the folder' })),
    text: vi.fn(async () => ({ body: '<p>folder</p>' })),
    optionalText: vi.fn(async () => null),
  };
}

describe('the site source over the API', () => {
  it('reads the identity and texts through our calls when the backend has them', async () => {
    const folder = local();
    const api = {
      getSiteCollege: vi.fn(async () => college),
      getSiteText: vi.fn(async () => ({ body: '<p>api</p>' })),
    } as unknown as ApiClient;
    const site = createApiSiteSource(api, folder);
    expect((await site.college()).name).toBe('From the API');
    expect((await site.text('about')).body).toBe('<p>api</p>');
    expect(folder.college).not.toHaveBeenCalled();
  });

  it('falls back to the local folder, for good, when the backend lacks the calls', async () => {
    const folder = local();
    const api = {
      getSiteCollege: vi.fn(async () => Promise.reject(missing('/site/college'))),
      getSiteText: vi.fn(async () => Promise.reject(missing('/site/text'))),
    } as unknown as ApiClient;
    const site = createApiSiteSource(api, folder);
    expect((await site.text('about')).body).toBe('<p>folder</p>');
    expect((await site.college()).name).toBe('From the folder');
    await site.text('history');
    expect(api.getSiteText).toHaveBeenCalledTimes(1);
  });

  it('keeps a missing text an error when the backend has the calls', async () => {
    const api = {
      getSiteCollege: vi.fn(async () => college),
      getSiteText: vi.fn(async () => Promise.reject(missing('/site/text'))),
    } as unknown as ApiClient;
    await expect(createApiSiteSource(api, local()).text('about')).rejects.toThrow(ApiError);
  });

  it('passes an outage on rather than hiding it behind the folder', async () => {
    const api = {
      getSiteCollege: vi.fn(async () =>
        Promise.reject(new ApiError('network', '/site/college', 0, 'no answer')),
      ),
    } as unknown as ApiClient;
    await expect(createApiSiteSource(api, local()).college()).rejects.toThrow('no answer');
  });
});
