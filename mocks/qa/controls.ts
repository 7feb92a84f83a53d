/**
 * The fault and log part of the QA code API (`window.__portalMock` in the browser, `failNext` in vitest): one
 * implementation over the router's routes and the backend's fault engine (./faultEngine.ts).
 */
import type { Router } from '../core/router';
import { ERROR_NAMES } from './catalogue';
import { checkRule, type ActiveFault, type FaultEngine, type FaultRule, type LogEntry } from './faultEngine';

export interface OperationInfo {
  operationId: string;
  method: string;
  path: string;
}

export interface FaultControls {
  /**
   * Adds a rule; returns its id. Throws on an unknown operation or error name. `keep: false`: for this page load
   * only (what a QA link adds), until `keepFault`.
   */
  fault(rule: FaultRule, options?: { keep?: boolean }): string;
  /** Keeps a page-load rule: shared by tabs and across reloads, until removed. */
  keepFault(id: string): void;
  clearFaults(): void;
  removeFault(id: string): void;
  /** Calls `listener` when this page changes the rules; returns the unsubscribe. */
  onFaultsChange(listener: () => void): () => void;
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

/** The controls over a backend's fault `engine`, for the operations of its `router`. */
export function faultControls(router: Router<string>, engine: FaultEngine): FaultControls {
  const operations = router.routes
    .map((r) => ({ operationId: r.operationId, method: r.method, path: r.path }))
    .sort((a, b) => a.operationId.localeCompare(b.operationId));
  const ids = operations.map((o) => o.operationId);
  return {
    fault: (rule, options) => engine.addFault(checkRule(rule, ids), options),
    keepFault: engine.keepFault,
    clearFaults: engine.clearFaults,
    removeFault: engine.removeFault,
    onFaultsChange: engine.onFaultsChange,
    faults: engine.activeFaults,
    log: engine.requestLog,
    clearLog: engine.clearLog,
    operations: () => operations,
    errors: () => ERROR_NAMES,
  };
}
