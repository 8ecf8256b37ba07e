import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseFragment, type DefaultTreeAdapterMap } from 'parse5';
import { parse, stringify } from 'yaml';
import type { Page } from '@playwright/test';
import { startSiteServer } from '../helpers/site-server.ts';
import { SMALL_CONTENT_DIR } from '../helpers/today.ts';
import type { ServerProcess } from '../../harness/server-process.ts';
import { XSS_PAYLOADS } from '../fixtures/xss-payloads.ts';
import { expect, test } from './fixtures.ts';

/**
 * The XSS corpus (tests/fixtures/xss-payloads.ts) in every HTML-bearing field of a content
 * folder made from the tests' small content, through the importer, and every page that shows
 * those fields opened in Chromium: no script runs (no dialog, the canary __xss() never called,
 * no event handler or javascript: link in the page), no request leaves the site, and the
 * harmless text around each payload is still shown. Many payloads per page: each field holds
 * all of them; the academic notices hold one each.
 */

/** Markers around payload n of field f: plain words Markdown leaves alone. */
const before = (field: string, n: number) => `zq${field}${n}b`;
const after = (field: string, n: number) => `zq${field}${n}a`;
const wrap = (field: string, n: number, html: string) =>
  `${before(field, n)}\n\n${html}\n\n${after(field, n)}`;
/** The field of the academic notices, which hold one payload each. */
const ONE_EACH = 'n';
/**
 * Every payload, each between its markers: what a field of code `field` holds. Those that hide
 * what follows them (by the HTML standard) are only in the notices of one payload each.
 */
const all = (field: string) =>
  XSS_PAYLOADS.flatMap((payload, n) =>
    payload.hidesRest ? [] : [wrap(field, n, payload.html)],
  ).join('\n\n');
/** The markers a field's page must show, each with the payload it stands beside. */
const markers = (field: string): { marker: string; html: string }[] =>
  XSS_PAYLOADS.flatMap(({ html, hidesRest }, n) => {
    if (!hidesRest) return [before(field, n), after(field, n)].map((marker) => ({ marker, html }));
    return field === ONE_EACH ? [{ marker: before(field, n), html }] : [];
  });

const PERSON = 151;
const PROFILE = `/department/PHY/faculty/single?id=${PERSON}&name=Dr.+Dilip+Kumar+Hazarika`;
const COMMITTEE = 'ANTI_RAGGING';

/** Each page and the fields it shows (their codes); 'n' is the notices of one payload each. */
const PAGES: [string, string[]][] = [
  ['/notifications/academic', [ONE_EACH]],
  ['/', ['hd']],
  ['/aboutus/about', ['ta']],
  ['/emblem', ['te']],
  ['/administrations/principal', ['tp']],
  ['/rti/home', ['tr']],
  ['/alumni/association', ['tl']],
  ['/importantfile', ['if']],
  [`/committees?code=${COMMITTEE}`, ['co', 'ct']],
  ['/iqac/ssr', ['is']],
  ['/iqac/co_po', ['dp']],
  ['/department/PHY', ['da']],
  ['/department/PHY/vision', ['dv']],
  ['/department/PHY/course', ['dc']],
  ['/department/PHY/contact', ['dt']],
  ['/department/PHY/onlineclasses', ['do']],
  ['/department/PHY/activity', ['dy']],
  ['/department/PHY/facilities', ['df']],
  ['/department/PHY/gallery', ['dg']],
  ['/department/PHY/notifications', ['dn']],
  ['/department/PHY/events', ['de']],
  ['/department/PHY/syllabus', ['ds']],
  ['/department/PHY/co_po', ['dp']],
  ['/department/PHY/faculty', ['pa']],
  [PROFILE, ['pa', 'pd', 'pp', 'pc']],
];

type Entry = Record<string, unknown>;

/** Changes a YAML file of the content folder as data, and writes it back. */
async function editYaml<T>(file: string, edit: (data: T) => void) {
  const data = parse(await readFile(file, 'utf8')) as T;
  edit(data);
  await writeFile(file, stringify(data));
}

/** The demo with the corpus in every HTML-bearing field. */
async function placePayloads(content: string) {
  await editYaml(join(content, 'notices', 'COLLEGE_ACADEMIC_NOTICE.yaml'), (notices: Entry[]) => {
    XSS_PAYLOADS.forEach((payload, n) =>
      notices.push({
        title: `XSS notice ${n}: ${payload.html}`,
        date: 'today',
        description: wrap(ONE_EACH, n, payload.html),
      }),
    );
  });
  await editYaml(join(content, 'notices', 'IQAC_SSR.yaml'), (notices: Entry[]) =>
    notices.push({ title: 'XSS SSR', date: 'today', description: all('is') }),
  );
  await editYaml(join(content, 'holidays.yaml'), (holidays: Entry[]) =>
    holidays.push({ title: 'XSS holiday', start: 'today', end: 'today', description: all('hd') }),
  );
  await editYaml(join(content, 'important-files.yaml'), (files: Entry[]) =>
    files.push({ title: 'XSS important file', description: all('if') }),
  );
  await editYaml(join(content, 'committees.yaml'), (committees: Entry[]) => {
    const committee = committees.find((c) => c.code === COMMITTEE)!;
    committee.objectives = all('co');
    committee.tasks = all('ct');
  });
  const dept = join(content, 'departments', 'PHY');
  await editYaml(join(dept, 'department.yaml'), (d: Entry & { facilities: Entry[] }) => {
    Object.assign(d, {
      about: all('da'),
      vision: all('dv'),
      courses: all('dc'),
      contact_details: all('dt'),
      online_classes: all('do'),
      activity: all('dy'),
      gallery: all('dg'),
    });
    d.facilities[0]!.description = all('df');
  });
  await editYaml(join(dept, 'notices.yaml'), (n: Entry[]) =>
    n.push({ title: 'XSS department notice', date: 'today', description: all('dn') }),
  );
  await editYaml(join(dept, 'events.yaml'), (n: Entry[]) =>
    n.push({ title: 'XSS department event', date: 'today', description: all('de') }),
  );
  await editYaml(join(dept, 'documents.yaml'), (d: Record<string, Entry[]>) => {
    d.SYLLABUS!.push({ title: 'XSS syllabus', description: all('ds') });
    d.CO_PO!.push({ title: 'XSS COs and POs', description: all('dp') });
  });
  await editYaml(join(dept, 'faculty', '01-dilip-kumar-hazarika.yaml'), (p: Entry) => {
    expect(p.id).toBe(PERSON);
    Object.assign(p, {
      about: all('pa'),
      address: all('pd'),
      permanent_address: all('pp'),
      contact: all('pc'),
    });
  });
  for (const [text, field] of [
    ['about', 'ta'],
    ['emblem', 'te'],
    ['principal', 'tp'],
    ['rti/home', 'tr'],
    ['alumni/association', 'tl'],
  ]) {
    const file = join(content, 'texts', `${text}.md`);
    await writeFile(file, `${await readFile(file, 'utf8')}\n\n${all(field!)}\n`);
  }
}

/** Elements content HTML may never hold. */
const FORBIDDEN = /^(script|style|iframe|object|embed|svg|math|form|base|link|meta|template)$/;

/** What the API's HTML holds that it should not: read as a browser reads it (parse5). */
function unsafeParts(html: string): string[] {
  const found: string[] = [];
  const walk = (node: DefaultTreeAdapterMap['parentNode']) => {
    for (const child of node.childNodes) {
      if (!('tagName' in child)) continue;
      if (FORBIDDEN.test(child.tagName)) found.push(`<${child.tagName}>`);
      for (const { name, value } of child.attrs) {
        if (name.startsWith('on') || name === 'style' || name === 'srcset') found.push(name);
        if (/^\s*(javascript|vbscript|data):/i.test(value)) found.push(`${name}=${value}`);
        if (name === 'src' && !value.startsWith('/uploads/')) found.push(`src=${value}`);
      }
      walk(child);
    }
  };
  walk(parseFragment(html));
  return found;
}

/** What a page must never carry after sanitizing, whatever came in. */
async function leftovers(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const element of document.querySelectorAll('*')) {
      for (const { name, value } of element.attributes) {
        if (name.startsWith('on')) found.push(`${element.tagName} ${name}`);
        if (/^\s*(javascript|vbscript|data):/i.test(value) && name !== 'content')
          found.push(`${element.tagName} ${name}=${value.slice(0, 40)}`);
      }
    }
    for (const element of document.querySelectorAll(
      '.prose script, .prose style, .prose iframe, .prose object, .prose embed, .prose svg, .prose math, .prose form, .prose [style], .prose base, .prose link, .prose meta',
    ))
      found.push(`a <${element.tagName.toLowerCase()}> in content`);
    return found;
  });
}

test.describe('content HTML: the XSS corpus in every field', () => {
  test.describe.configure({ mode: 'serial', timeout: 180_000 });
  let site: ServerProcess;
  test.beforeAll(async () => {
    test.setTimeout(300_000);
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(100);
    // The site alone: nothing here reads the studio, whose process costs half a start (decision 099).
    // Over the tests' small content, which has every field and page here: the demo is not the
    // point, and its import was most of this file's time.
    site = await startSiteServer({
      contentDir: SMALL_CONTENT_DIR,
      editContent: placePayloads,
      env: { STUDIO: 'off' },
    });
  });
  test.afterAll(async () => site?.stop());

  test('the API serves the fields already sanitized', async ({ request }) => {
    const post = async <T>(path: string, data: object) =>
      (await (
        await request.post(`${site.url}/api${path}`, { headers: { unit: 'website' }, data })
      ).json()) as T;
    type Html = Record<string, string>;
    const notices = await post<Html[]>('/getnoticesbytypedept', {
      dept_code: 'TNC',
      type: 'COLLEGE_ACADEMIC_NOTICE',
      year: '',
    });
    const dept = await post<Html & { facilities: Html[] }>('/getdeptdata', { dept_code: 'PHY' });
    const person = await post<Html>('/getmyprofiledata', { id: PERSON });
    const committee = await post<Html>('/getcommitteebycode', { committee_code: COMMITTEE });
    const fields = [
      ...notices.map((notice) => notice.description!),
      ...['department_about', 'vision', 'courses', 'contact_details', 'online_classes'].map(
        (key) => dept[key]!,
      ),
      dept.facilities[0]!.description!,
      ...['about', 'address', 'permanent_address', 'contact'].map((key) => person[key]!),
      committee.objectives!,
      committee.tasks!,
    ];
    expect(fields.filter((html) => html.includes('zq')).length).toBeGreaterThan(100);
    expect(fields.flatMap(unsafeParts)).toEqual([]);
  });

  for (const [path, fields] of PAGES) {
    test(`${path}: nothing runs, nothing leaves the site, the text around each payload stays`, async ({
      page,
    }) => {
      const ran: string[] = [];
      const outside: string[] = [];
      await page.addInitScript(() => {
        (window as unknown as { __xss: () => void }).__xss = () => {
          document.documentElement.dataset.xss = 'ran';
        };
      });
      page.on('dialog', (dialog) => {
        ran.push(`${dialog.type()}: ${dialog.message()}`);
        void dialog.dismiss();
      });
      // Every request the page makes is seen here; one to another host is a failure (and on
      // the closed test network it goes nowhere). Listened to, not routed: no request has to
      // wait for the test runner.
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.protocol === 'data:') return;
        if (url.hostname !== 'localhost' && url.hostname !== '127.0.0.1') outside.push(url.href);
      });
      const response = await page.goto(`${site.url}${path}`);
      expect(response?.status()).toBe(200);
      await page.waitForLoadState('networkidle');

      const text = await page.evaluate(() => document.body.innerText);
      for (const field of fields) {
        const missing = markers(field)
          .filter(({ marker }) => !text.includes(marker))
          .map(({ marker, html }) => `${marker} (${html})`);
        expect(missing, `${field}: text lost around payloads`).toEqual([]);
      }
      expect(await page.evaluate(() => document.documentElement.dataset.xss)).toBeUndefined();
      expect(ran).toEqual([]);
      expect(outside).toEqual([]);
      expect(await leftovers(page)).toEqual([]);
    });
  }
});
