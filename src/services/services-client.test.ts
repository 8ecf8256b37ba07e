import { afterEach, describe, expect, it, vi } from 'vitest';
import { allCalls } from '../contract/calls.ts';
import { ApiError } from '../contract/failures.ts';
import { SERVICE_CALLS, servicesClient, type ServiceCallMessage } from './services-client.ts';
import type { Services } from './services.ts';

const COLLEGE = { name: 'Tihu College' };
const TEXT = { body: '<p>About</p>' };

/** Two services standing for the database's answers: the pages' client calls nothing else here. */
const services = {
  getSiteCollege: async () => COLLEGE,
  getSiteText: async ({ name }: { name: string }) => {
    if (name !== 'about') throw new Error('the database is down');
    return TEXT;
  },
} as unknown as Services;

afterEach(() => vi.restoreAllMocks());

describe("the pages' client over the services, in process (decision 080)", () => {
  it('hands a loader the very answer the service made: no JSON, no answer schema, no copy', async () => {
    const answerParses = [
      vi.spyOn(allCalls.getSiteCollege.response, 'parse'),
      vi.spyOn(allCalls.getSiteCollege.response, 'safeParse'),
      vi.spyOn(allCalls.getSiteText.response, 'parse'),
      vi.spyOn(allCalls.getSiteText.response, 'safeParse'),
    ];
    const api = servicesClient(services);
    const stringify = vi.spyOn(JSON, 'stringify');
    const parse = vi.spyOn(JSON, 'parse');
    expect(await api.getSiteCollege()).toBe(COLLEGE);
    expect([stringify, parse].map((spy) => spy.mock.calls.length)).toEqual([0, 0]);
    // A payload is still read by its small request schema (defaults, a bad code's 400).
    expect(await api.getSiteText({ name: 'about' })).toBe(TEXT);
    for (const spy of answerParses) expect(spy).not.toHaveBeenCalled();
  });

  it('tells each call to its watchers, who may hold it, and reads a failure as an outage (500)', async () => {
    const seen: string[] = [];
    let release = () => undefined as void;
    const watcher = (message: unknown) => {
      const call = message as ServiceCallMessage;
      seen.push(call.name);
      call.wait = new Promise<void>((resolve) => (release = resolve));
    };
    SERVICE_CALLS.subscribe(watcher);
    try {
      const api = servicesClient(services);
      let answered = false;
      const college = api.getSiteCollege().then((answer) => ((answered = true), answer));
      await new Promise((resolve) => setImmediate(resolve));
      expect([seen, answered]).toEqual([['getSiteCollege'], false]);
      release();
      expect(await college).toBe(COLLEGE);
      const failed = api.getSiteText({ name: 'history' });
      release();
      await expect(failed).rejects.toMatchObject({ status: 500 });
      await expect(failed).rejects.toBeInstanceOf(ApiError);
    } finally {
      SERVICE_CALLS.unsubscribe(watcher);
    }
  });
});
