import { ApiError, createApiClient } from '../contract/client.ts';

/**
 * Asks the backend the pages read (API_URL) one call of SPEC §7 that every backend has. No
 * answer at all means a wrong address or a backend that is not up: the start stops with one line
 * naming the setting, rather than a half-started server. A failing answer is the backend's
 * trouble of the moment, which the pages survive; it is not a reason to refuse to start.
 */
export async function checkBackend(apiUrl: string, timeoutMs = 5000): Promise<string | undefined> {
  const api = createApiClient({ baseUrl: apiUrl, timeoutMs });
  try {
    await api.getAdmissionSettings();
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'network') {
      return `API_URL ${apiUrl} does not answer: start that backend first, or correct API_URL.`;
    }
  }
  return undefined;
}
