import { describe, expect, it, vi } from 'vitest';
import { ApiError, ContractViolation } from '../contract/failures.ts';
import { markLogged, tolerate, withDetails } from './failure-log.ts';

const spyLog = () => ({ warn: vi.fn(), error: vi.fn() });

describe('tolerate: a failure the page does without, logged', () => {
  it('passes an answer through and logs nothing', async () => {
    const log = spyLog();
    expect(await tolerate(Promise.resolve([1]), [], log, 'the list')).toEqual([1]);
    expect(log.warn).not.toHaveBeenCalled();
    expect(log.error).not.toHaveBeenCalled();
  });

  it('gives the fallback for an outage and warns with the call, the status and the reason', async () => {
    const log = spyLog();
    const outage = new ApiError('http', '/getgroup', 503, 'down');
    expect(await tolerate(Promise.reject(outage), null, log, 'the groups')).toBeNull();
    expect(log.warn).toHaveBeenCalledWith(
      { without: 'the groups', call: '/getgroup', status: 503, reason: 'down' },
      'Went without the groups',
    );
    expect(log.error).not.toHaveBeenCalled();
  });

  it('logs an answer that breaks the contract as an error, with its issues', async () => {
    const log = spyLog();
    const broken = new ContractViolation('/getgroup', 200, ['0.name: expected string']);
    expect(await tolerate(Promise.reject(broken), [], log, 'the groups')).toEqual([]);
    expect(log.error).toHaveBeenCalledWith(
      {
        without: 'the groups',
        call: '/getgroup',
        status: 200,
        reason: '/getgroup: the answer breaks the contract: 0.name: expected string',
        issues: ['0.name: expected string'],
        contractViolation: true,
      },
      'Went without the groups',
    );
  });

  it("knows a failed call of another copy of the contract (the pages' build has its own)", async () => {
    const log = spyLog();
    const foreign = Object.assign(new Error('{"message":"No such call"}'), {
      name: 'ApiError',
      kind: 'http',
      path: '/getgroup',
      status: 404,
    });
    await tolerate(Promise.reject(foreign), null, log, 'the groups');
    expect(log.warn).toHaveBeenCalledWith(
      expect.objectContaining({ call: '/getgroup', status: 404 }),
      'Went without the groups',
    );
    expect(log.error).not.toHaveBeenCalled();
  });

  it('logs a bug (anything but a call that failed) as an error with the error itself', async () => {
    const log = spyLog();
    const bug = new TypeError('x is undefined');
    expect(await tolerate(Promise.reject(bug), 0, log, 'the count')).toBe(0);
    expect(log.error).toHaveBeenCalledWith(
      { without: 'the count', reason: 'x is undefined', err: bug },
      'Went without the count',
    );
  });

  it('does not log again a failure logged where it happened (the render guard)', async () => {
    const log = spyLog();
    const logged = markLogged(new Error('already said'));
    expect(await tolerate(Promise.reject(logged), null, log, 'it')).toBeNull();
    expect(log.warn).not.toHaveBeenCalled();
    expect(log.error).not.toHaveBeenCalled();
  });
});

describe('withDetails', () => {
  it('adds the page to every line', () => {
    const log = spyLog();
    withDetails(log, { page: '/notices' }).warn({ call: '/x' }, 'failed');
    withDetails(log, { page: '/notices' }).error({}, 'broken');
    expect(log.warn).toHaveBeenCalledWith({ page: '/notices', call: '/x' }, 'failed');
    expect(log.error).toHaveBeenCalledWith({ page: '/notices' }, 'broken');
  });
});
