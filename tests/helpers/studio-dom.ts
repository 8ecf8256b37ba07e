import { Window } from 'happy-dom';
import { expect } from 'vitest';

/**
 * A studio page's HTML as a document, for @testing-library/dom's queries: parsed only (no
 * script runs, nothing is fetched), as a browser without JavaScript would have it.
 */
export function parsePage(html: string): Document {
  const window = new Window({
    url: 'http://localhost:3001/',
    settings: {
      disableJavaScriptEvaluation: true,
      disableJavaScriptFileLoading: true,
      disableCSSFileLoading: true,
      disableIframePageLoading: true,
      navigation: { disableChildFrameNavigation: true, disableChildPageNavigation: true },
    },
  });
  window.document.write(html);
  return window.document as unknown as Document;
}

/** The name a control is announced by: its label, aria-labelledby or aria-label. */
function labelOf(document: Document, control: Element): string {
  const id = control.getAttribute('id');
  const byFor = id
    ? Array.from(document.querySelectorAll('label')).find((label) => label.htmlFor === id)
    : undefined;
  const wrapping = control.closest('label');
  const labelledBy = control
    .getAttribute('aria-labelledby')
    ?.split(/\s+/)
    .map((ref) => document.getElementById(ref)?.textContent ?? '')
    .join(' ');
  return (
    byFor?.textContent ??
    wrapping?.textContent ??
    labelledBy ??
    control.getAttribute('aria-label') ??
    ''
  ).trim();
}

/**
 * What every studio screen must have: one h1, the main landmark the skip link goes to, and a
 * label for every control a person fills in or presses.
 */
export function expectWellFormedScreen(document: Document): void {
  expect(document.querySelectorAll('h1')).toHaveLength(1);
  expect(document.querySelectorAll('main#main')).toHaveLength(1);
  expect(document.querySelector('a[href="#main"]')).not.toBeNull();
  const controls = document.querySelectorAll(
    'input:not([type=hidden]):not([type=submit]), select, textarea:not([hidden])',
  );
  const unlabelled = Array.from(controls)
    .filter((control) => labelOf(document, control) === '')
    .map((control) => control.outerHTML);
  expect(unlabelled).toEqual([]);
  const buttons = Array.from(document.querySelectorAll('button:not([hidden])'));
  expect(buttons.filter((button) => !button.textContent?.trim())).toEqual([]);
}
