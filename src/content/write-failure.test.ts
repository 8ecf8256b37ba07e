import { describe, expect, it } from 'vitest';
import { describeWriteFailure } from './write-failure.ts';

const failure = (fields: object) => Object.assign(new Error('x'), fields);

describe('describeWriteFailure', () => {
  it('says what and where for the disk and permissions', () => {
    expect(describeWriteFailure(failure({ code: 'ENOSPC', path: '/up/v-1/a.pdf' }), 'db')).toBe(
      'the disk is full (ENOSPC) at /up/v-1/a.pdf',
    );
    expect(
      describeWriteFailure(
        failure({ code: 'EACCES', path: 'files/a.pdf', dest: '/up/a.pdf' }),
        'db',
      ),
    ).toBe('no permission (EACCES) copying files/a.pdf to /up/a.pdf');
    expect(describeWriteFailure(failure({ code: 'SQLITE_FULL' }), 'SQLite at /d/c.sqlite')).toBe(
      'the disk is full (SQLITE_FULL) in SQLite at /d/c.sqlite',
    );
  });

  it('leaves any other error to its stack', () => {
    expect(describeWriteFailure(failure({ code: 'ENOENT', path: '/x' }), 'db')).toBeUndefined();
    expect(describeWriteFailure(new TypeError('a bug'), 'db')).toBeUndefined();
    expect(describeWriteFailure(failure({ code: 'toString' }), 'db')).toBeUndefined();
    expect(describeWriteFailure(undefined, 'db')).toBeUndefined();
  });
});
