import type { CleanHtml } from '../lib/html.ts';
import { useTexts } from '../i18n/use-texts.ts';
import { EnglishNote } from './content-text.tsx';

/**
 * The one place that puts HTML from content into the page. It takes only CleanHtml, which the
 * server's allow-list sanitizer produced (lib/sanitize.server.ts). On an Assamese page it shows
 * the content's Assamese when given; else the English, marked `lang="en"`, after a note saying
 * so where the content could have been given in Assamese (`englishNote`: false where a list
 * says it once).
 */
export function SafeHtml({
  html,
  className,
  englishNote = true,
}: {
  html: CleanHtml;
  className?: string;
  englishNote?: boolean;
}) {
  const { language } = useTexts();
  const inAssamese = language === 'as' && html.assamese ? html.assamese : undefined;
  const shown = inAssamese ?? html;
  if (!shown.sanitizedHtml) return null;
  const inEnglish = language === 'as' && !inAssamese;
  const block = (
    <div
      data-content=""
      lang={inEnglish ? 'en' : undefined}
      className={className ? `prose ${className}` : 'prose'}
      dangerouslySetInnerHTML={{ __html: shown.sanitizedHtml }}
    />
  );
  if (!inEnglish || !englishNote || html.assamese !== null) return block;
  return (
    <>
      <EnglishNote />
      {block}
    </>
  );
}
