import type { Config } from '../../config/config.ts';
import type { Db } from '../../db/database.ts';
import type { PreviewRenderer } from '../context.ts';

/**
 * The public site's own renderer for the studio's previews: the site's server build with the
 * draft overlaid on its API answers, so staff see exactly what visitors will. Undefined when the
 * site's build is missing. (Stub: filled in by the preview work.)
 */
export async function publicPreview(_options: {
  config: Config;
  db: Db;
  buildDir: string;
}): Promise<PreviewRenderer | undefined> {
  return undefined;
}
