/**
 * The fault and log part of the QA code API (`window.__portalMock` in the browser, `failNext` in vitest): one
 * implementation over the router's routes, the rules and the log of ./faults.
 */
import type { Router } from '../core/router';
import { ERROR_NAMES } from './catalogue';
import {
  activeFaults,
  addFault,
  checkRule,
  clearFaults,
  clearLog,
  removeFault,
  requestLog,
  type ActiveFault,
  type FaultRule,
  type LogEntry,
} from './faults';

export interface OperationInfo {
  operationId: string;
  method: string;
  path: string;
}

export interface FaultControls {
  /** Adds a rule; returns its id. Throws on an unknown operation or error name. */
  fault(rule: FaultRule): string;
  clearFaults(): void;
  removeFault(id: string): void;
  /** The active rules. */
  faults(): ActiveFault[];
  /** The requests seen, newest last. */
  log(): LogEntry[];
  clearLog(): void;
  /** Every operation of the contract the mock answers, sorted by operationId. */
  operations(): OperationInfo[];
  /** The catalogue's error names. */
  errors(): readonly string[];
}

/** Installs the fault engine in `router` (before every handler) and returns the controls over it. */
export function faultControls(router: Router<any>): FaultControls {
  const operations = router.routes
    .map((r) => ({ operationId: r.operationId, method: r.method, path: r.path }))
    .sort((a, b) => a.operationId.localeCompare(b.operationId));
  const ids = operations.map((o) => o.operationId);
  return {
    fault: (rule) => addFault(checkRule(rule, ids)),
    clearFaults,
    removeFault,
    faults: activeFaults,
    log: requestLog,
    clearLog,
    operations: () => operations,
    errors: () => ERROR_NAMES,
  };
}
