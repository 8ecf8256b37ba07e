/**
 * Sent by the site's own renders with every call of the API. They must see the content as it is
 * now: an answer the API kept from before its latest new content is not served to them, they
 * wait for one render of it. Other callers of the API get that answer at once while it is
 * refreshed, as after its TTL (decision 038).
 */
export const CURRENT_CONTENT_HEADER = 'x-current-content';

export function wantsCurrentContent(headers: Record<string, unknown>): boolean {
  return headers[CURRENT_CONTENT_HEADER] !== undefined;
}

/** A fetch whose every request asks for the current content. */
export function askingForCurrentContent(send: typeof fetch): typeof fetch {
  return (input, init) => {
    const headers = new Headers(init?.headers);
    headers.set(CURRENT_CONTENT_HEADER, '1');
    return send(input, { ...init, headers });
  };
}
