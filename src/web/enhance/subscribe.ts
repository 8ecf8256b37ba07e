/**
 * The footer's Subscribe Now button (SPEC §1): it only sets a local flag, under the key the
 * server names in data-key; what follows from it is not shown.
 */
export function enhanceSubscribe(button: HTMLElement) {
  const key = button.dataset.key;
  if (key) button.addEventListener('click', () => localStorage.setItem(key, '1'));
}
