import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../contract/client.ts';
import { createPagePolicy } from './page-policy.ts';

describe("a page's policy without the college's identity", () => {
  it('allows no frame, and logs why', async () => {
    const log = { warn: vi.fn(), error: vi.fn() };
    const policy = createPagePolicy({
      site: {
        college: () => Promise.reject(new ApiError('network', '/site/college', 0, 'no answer')),
      },
      uploadsUrl: '/uploads',
      log,
    });
    expect(await policy('<!DOCTYPE html><html><body></body></html>')).toContain("frame-src 'none'");
    expect(log.warn).toHaveBeenCalledWith(
      {
        without: "the policy's frames (map, video)",
        call: '/site/college',
        status: 0,
        reason: 'no answer',
      },
      "Went without the policy's frames (map, video)",
    );
  });
});
