/**
 * The holiday of today (components/holiday-notice.tsx): the notice box stays in the page, and the
 * same notice pops up on load as a modal dialog that takes focus (its Close button), closes with
 * Escape, Close or a click on the backdrop, and gives focus back to what had it.
 */
export function enhanceHoliday(dialog: HTMLElement) {
  if (!(dialog instanceof HTMLDialogElement) || dialog.open) return;
  const previous = document.activeElement;
  dialog.addEventListener('close', () => {
    if (previous instanceof HTMLElement && previous !== document.body && previous.isConnected)
      previous.focus();
    // Nothing had focus before: the hidden Close button must not keep it until the browser
    // notices.
    else if (dialog.contains(document.activeElement))
      (document.activeElement as HTMLElement).blur();
  });
  // The dialog itself is only hit outside its content, on the backdrop.
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close();
  });
  dialog.querySelector('[data-close]')?.addEventListener('click', () => dialog.close());
  dialog.showModal();
}
