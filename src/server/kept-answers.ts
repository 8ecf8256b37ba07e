import { AsyncLocalStorage } from 'node:async_hooks';

/** What one render learned about its data: when the oldest kept answer it used was saved. */
interface RenderData {
  keptSince?: number;
}

// React's server renderer runs each render in an AsyncLocalStorage of its own already, so this
// one costs no more async tracking; it reaches every path a render reads through (the contract
// client and the college's identity and texts) without threading a parameter through loaders.
const current = new AsyncLocalStorage<RenderData>();

/**
 * Told by a source that it served an answer kept from before because the backend failed: the
 * render in progress (if any) is built from data that may be out of date.
 */
export function noteKeptAnswer(savedAt: number): void {
  const render = current.getStore();
  if (render) render.keptSince = Math.min(render.keptSince ?? savedAt, savedAt);
}

/** Runs a render; `keptSince` is when the oldest kept answer it used was saved, if it used any. */
export async function trackKeptAnswers<T>(
  render: () => Promise<T>,
): Promise<{ result: T; keptSince: number | undefined }> {
  const data: RenderData = {};
  const result = await current.run(data, render);
  return { result, keptSince: data.keptSince };
}
