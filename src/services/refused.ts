import { allCalls, type CallName } from '../contract/calls.ts';
import { ApiError } from '../contract/failures.ts';

/**
 * A call refused for what it asked (an unknown code or id): the same ApiError the contract
 * client raises for the API's 4xx, so a loader reads both implementations alike; the API sends
 * it as that status (contract-route.ts).
 */
export function refused(name: CallName, message: string, status = 404): ApiError {
  return new ApiError('http', allCalls[name].path, status, message);
}
