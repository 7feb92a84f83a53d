/**
 * Forces failures through the mock's own fault engine (mocks/qa/faultEngine.ts, the one `window.__portalMock.fault`
 * and the QA panel use), so a test reaches an error alert the way the real server would produce it rather than
 * through a hand-built response. Rules are cleared before every test by `useMockServer()`.
 *
 *   failNext('login', 'UserNotFound')         the next login answers 400 UserNotFound
 *   failNext('getUsers', 500)                  the next user list answers 500 ServerError
 *   failNext('getUsers', { network: true })    the next user list fails as a network error
 *   failNext('getUsers', { delayMs: 300 }, 2)  the next two user lists come 300 ms late
 */
import type { OperationId } from '@mocks/core/contract';
import type { FaultRule } from '@mocks/qa/faultEngine';
import { qa } from '@mocks/node';

export type FaultKind = string | number | Omit<FaultRule, 'operationId' | 'times'>;

/** Makes the next `times` calls of `operationId` fail as `how` (an error name, an HTTP status or a rule). */
export function failNext(operationId: OperationId, how: FaultKind = 500, times = 1): string {
  const rule =
    typeof how === 'string' ? { error: how } : typeof how === 'number' ? { status: how } : { ...how };
  return qa.fault({ operationId, ...rule, times });
}

/** Makes every call of `operationId` fail as `how` until `clearFaults()`. */
export function failAlways(operationId: OperationId, how: FaultKind = 500): string {
  const rule =
    typeof how === 'string' ? { error: how } : typeof how === 'number' ? { status: how } : { ...how };
  return qa.fault({ operationId, ...rule });
}

export const clearFaults = () => qa.clearFaults();
/** The requests the mock saw, newest last ({ operationId, method, path, status, ms, faulted }). */
export const requestLog = () => qa.log();
