/** A swipe shorter than this is a tap, not a change of picture. */
const SWIPE_PX = 40;

/** A click that asks for a new tab or window keeps its plain meaning. */
const wantsNewTab = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * The large view of a gallery picture (routes/department/gallery.tsx): the server sends each
 * thumbnail as a link to the full picture, with the large versions in its data-large-*
 * attributes, and an empty modal <dialog>. Here a thumbnail opens the dialog (focus stays inside,
 * Escape closes it) with Previous and Next buttons, the arrow keys and a swipe, within its album;
 * closing gives focus back to the thumbnail that was opened.
 */
export function enhanceGalleryViewer(dialog: HTMLElement) {
  const title = dialog.querySelector<HTMLElement>('[data-viewer-title]');
  const frame = dialog.querySelector<HTMLElement>('[data-viewer-image]');
  const steps = dialog.querySelector<HTMLElement>('[data-viewer-steps]');
  if (!(dialog instanceof HTMLDialogElement) || !title || !frame || !steps) return;
  // 'caption: photo n of m' in the page's language, as the server wrote it (data-photo-of).
  const template = dialog.dataset.photoOf ?? '{caption}: {n}/{total}';
  const digits = new Intl.NumberFormat(document.documentElement.lang === 'as' ? 'as-IN' : 'en-IN');
  const photoOf = (caption: string, n: number, total: number) =>
    template
      .replace('{caption}', caption)
      .replace('{n}', digits.format(n))
      .replace('{total}', digits.format(total));
  let album: HTMLAnchorElement[] = [];
  let index = 0;
  let opener: HTMLAnchorElement | null = null;

  function show(at: number) {
    const link = album[(index = (at + album.length) % album.length)];
    if (!link) return;
    const caption = link.closest('[data-album]')?.getAttribute('data-album') ?? '';
    title!.textContent = photoOf(caption, index + 1, album.length);
    const { largeSrc, largeSrcset, largeWidth, largeHeight } = link.dataset;
    const image = document.createElement('img');
    image.className = 'gallery-viewer__image';
    image.src = largeSrc ?? link.href;
    if (largeSrcset) image.srcset = largeSrcset;
    image.sizes = '100vw';
    if (largeWidth && largeHeight) {
      image.width = Number(largeWidth);
      image.height = Number(largeHeight);
    }
    image.alt = link.querySelector('img')?.alt ?? '';
    image.decoding = 'async';
    frame!.replaceChildren(image);
    steps!.hidden = album.length < 2;
  }

  document.addEventListener('click', (event) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>('a[data-large-src]');
    if (!link || wantsNewTab(event)) return;
    event.preventDefault();
    const section = link.closest('[data-album]');
    album = section ? [...section.querySelectorAll<HTMLAnchorElement>('a[data-large-src]')] : [];
    opener = link;
    show(album.indexOf(link));
    dialog.showModal();
  });
  // Focus goes back to the picture that was opened, once the dialog has let go of it.
  dialog.addEventListener('close', () => requestAnimationFrame(() => opener?.focus()));
  dialog.querySelector('[data-close]')?.addEventListener('click', () => dialog.close());
  dialog.querySelector('[data-previous]')?.addEventListener('click', () => show(index - 1));
  dialog.querySelector('[data-next]')?.addEventListener('click', () => show(index + 1));
  dialog.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowRight') show(index + 1);
    else if (event.key === 'ArrowLeft') show(index - 1);
  });
  let touchX: number | null = null;
  dialog.addEventListener('touchstart', (event) => {
    touchX = event.touches[0]?.clientX ?? null;
  });
  dialog.addEventListener('touchend', (event) => {
    const start = touchX;
    const end = event.changedTouches[0]?.clientX;
    touchX = null;
    if (start === null || end === undefined || Math.abs(end - start) < SWIPE_PX) return;
    show(end < start ? index + 1 : index - 1);
  });
}
