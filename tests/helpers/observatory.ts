import type { LightMyRequestResponse } from 'fastify';
// The Observatory's own tests and scoring (the package has no export map: its modules are public).
// @ts-expect-error -- plain JavaScript without types
import { ALL_TESTS } from '@mdn/mdn-http-observatory/src/constants.js';
// @ts-expect-error -- plain JavaScript without types
import { MINIMUM_SCORE_FOR_EXTRA_CREDIT } from '@mdn/mdn-http-observatory/src/grader/charts.js';
// @ts-expect-error -- plain JavaScript without types
import { getGradeForScore, getScoreModifier } from '@mdn/mdn-http-observatory/src/grader/grader.js';
// @ts-expect-error -- plain JavaScript without types
import { parseHttpEquivHeaders } from '@mdn/mdn-http-observatory/src/retriever/utils.js';
// @ts-expect-error -- plain JavaScript without types
import { Requests } from '@mdn/mdn-http-observatory/src/types.js';

interface TestOutput {
  result: string | null;
  pass: boolean | null;
  constructor: { name: string };
}

/**
 * Rules that need the deployed site behind TLS: the redirect from http:// to https:// and the
 * HSTS preload list. The proxy owns them (docs/security.md); the tests check the HSTS header
 * itself apart.
 */
const HTTPS_ONLY = new Set(['redirectionTest', 'strictTransportSecurityTest']);

export interface Grade {
  grade: string;
  score: number;
  /** Each rule's result, for the failure message. */
  results: Record<string, string | null>;
}

/**
 * Grades one answer by the rules of MDN's HTTP Observatory (@mdn/mdn-http-observatory), as the
 * scanner would for the page at `https://{host}{path}`: the same tests, modifiers and curve, on
 * headers and a body we already have instead of a live fetch.
 */
export function observatoryGrade(path: string, response: LightMyRequestResponse): Grade {
  const url = new URL(path, 'https://college.example');
  const headers = Object.fromEntries(
    Object.entries(response.headers).map(([name, value]) => [name.toLowerCase(), value]),
  );
  // The rules read headers as axios gives them: entries, and get() for a few.
  Object.defineProperty(headers, 'get', {
    value: (name: string) => headers[name.toLowerCase()] ?? null,
    enumerable: false,
  });
  const type = String(headers['content-type'] ?? '');
  const html = type.startsWith('text/html') ? response.body : null;
  const requests = new Requests(url.hostname);
  requests.responses.auto = {
    status: response.statusCode,
    headers,
    data: response.body,
    verified: true,
    httpEquiv: html ? parseHttpEquivHeaders(html, url.href) : new Map(),
  };
  requests.resources.path = html;
  requests.session = { url, jar: null };

  let withExtraCredit = 100;
  let uncurved = 100;
  const results: Record<string, string | null> = {};
  for (const test of ALL_TESTS as ((requests: unknown) => TestOutput)[]) {
    if (HTTPS_ONLY.has(test.name)) continue;
    const result = test(requests);
    results[result.constructor.name] = result.result;
    if (!result.result) continue;
    const modifier = getScoreModifier(result.result) as number;
    withExtraCredit += modifier;
    if (modifier < 0) uncurved += modifier;
  }
  const score = uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withExtraCredit : uncurved;
  const { grade } = getGradeForScore(score) as { grade: string };
  return { grade, score, results };
}
