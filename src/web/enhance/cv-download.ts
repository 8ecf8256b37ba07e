/** The file name the server chose (Content-Disposition), so both ways save the same name. */
function fileNameOf(disposition: string | null): string {
  const match = disposition ? /filename="?([^";]+)"?/i.exec(disposition) : null;
  return match?.[1] ?? 'cv.pdf';
}

/**
 * 'Download CV' (components/department/cv-download.tsx): a plain link to the download route,
 * which answers the file as an attachment. Here a click fetches the same route and shows the
 * link's `data-busy` text ('Downloading....', SPEC §4) meanwhile, then saves the file; if that
 * fails, the plain link is followed.
 */
export function enhanceCvDownload(link: HTMLAnchorElement) {
  const busyText = link.dataset.busy;
  if (!busyText) return;
  let busy = false;
  link.addEventListener('click', async (event) => {
    event.preventDefault();
    if (busy) return;
    busy = true;
    const shown = [...link.childNodes];
    // The person's name (visually hidden) stays, so the busy link still says whose CV it is.
    const whose = link.querySelector('.visually-hidden')?.cloneNode(true);
    link.replaceChildren(busyText, ...(whose ? [whose] : []));
    link.setAttribute('aria-disabled', 'true');
    try {
      const response = await fetch(link.href);
      if (!response.ok) throw new Error(`CV download answered ${response.status}`);
      const url = URL.createObjectURL(await response.blob());
      const save = document.createElement('a');
      save.href = url;
      save.download = fileNameOf(response.headers.get('content-disposition'));
      document.body.append(save);
      save.click();
      save.remove();
      // Give the browser time to start saving before the address is released.
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch {
      window.location.assign(link.href);
    } finally {
      link.replaceChildren(...shown);
      link.removeAttribute('aria-disabled');
      busy = false;
    }
  });
}
