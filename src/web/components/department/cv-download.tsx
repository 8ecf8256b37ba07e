import { useState, type MouseEvent } from 'react';

/** The file name the server chose (Content-Disposition), so both ways save the same name. */
function fileNameOf(disposition: string | null): string {
  const match = disposition ? /filename="?([^";]+)"?/i.exec(disposition) : null;
  return match?.[1] ?? 'cv.pdf';
}

/**
 * 'Download CV'. Without JavaScript it is a plain link to the download route, which answers the
 * file as an attachment. With JavaScript it fetches the same route, shows 'Downloading....'
 * meanwhile (SPEC §4), then saves the file; if that fails, it falls back to the plain link.
 */
export function CvDownload({
  href,
  label,
  person,
}: {
  href: string;
  /** The file's type and size, 'PDF, 240 KB', when known. */
  label: string | null;
  person: string;
}) {
  const [downloading, setDownloading] = useState(false);

  async function download(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    if (downloading) return;
    setDownloading(true);
    try {
      const response = await fetch(href);
      if (!response.ok) throw new Error(`CV download answered ${response.status}`);
      const blob = await response.blob();
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = fileNameOf(response.headers.get('content-disposition'));
      document.body.append(link);
      link.click();
      link.remove();
      // Give the browser time to start saving before the address is released.
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch {
      window.location.assign(href);
    } finally {
      setDownloading(false);
    }
  }

  return (
    <span aria-live="polite">
      <a
        href={href}
        className="button dept-cv"
        onClick={download}
        aria-disabled={downloading || undefined}
      >
        {downloading ? 'Downloading....' : 'Download CV'}
        {label && !downloading ? <span className="file-link__label"> ({label})</span> : null}
        <span className="visually-hidden"> of {person}</span>
      </a>
    </span>
  );
}
