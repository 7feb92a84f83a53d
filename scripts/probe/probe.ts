/**
 * The probe's state: the server, the tokens per actor, every exchange and rule verdict, and `call`, through
 * which the plan (./plan.ts) sends each request and gets it judged (./http.ts).
 */
import { operations } from '../../tests/support/contract';
import { judge, send, type Actor, type Answer, type Exchange, type Request } from './http';
import { form } from './files';

export interface ProbeOptions {
  base: string;
  /** The app's origin: CORS is checked when given. */
  origin: string | null;
  admin: { user: string; password: string };
  member: { user: string; password: string } | null;
  /** Create, change and delete data of its own (recognisable names) to reach every operation. */
  writes: boolean;
  /** Prefix of everything the probe creates. */
  nonce: string;
  /** Call only these operations (and `login`, for the sessions); the rules always run. */
  only?: string[];
}

export interface RuleResult {
  name: string;
  problems: string[];
  warnings: string[];
  skipped?: string;
}

export class Probe {
  readonly exchanges: Exchange[] = [];
  readonly rules: RuleResult[] = [];
  /** operationId → why it was not called. */
  readonly skipped = new Map<string, string>();
  readonly tokens: Partial<Record<Actor, string>> = {};

  constructor(readonly options: ProbeOptions) {}

  /**
   * Sends `req` as `actor` to `operationId` and judges the answer; `expected` are the statuses the contract
   * makes right for this request. Null when the actor has no token (nothing sent, the operation skipped).
   */
  async call(operationId: string, actor: Actor, req: Request, expected: number[]): Promise<Answer | null> {
    const { only } = this.options;
    if (only && operationId !== 'login' && !only.includes(operationId)) {
      this.skip(operationId, 'not in --only');
      return null;
    }
    const token = actor === 'anonymous' ? null : (this.tokens[actor] ?? null);
    if (actor !== 'anonymous' && !token) {
      this.skip(operationId, `no ${actor} session`);
      return null;
    }
    const { origin, base } = this.options;
    const exchange: Exchange = {
      operationId,
      actor,
      method: req.method,
      url: base + req.path,
      answer: null,
      problems: [],
      warnings: [],
    };
    this.exchanges.push(exchange);
    try {
      const { url, answer } = await send(base, origin, token, req);
      exchange.url = url;
      exchange.answer = answer;
      Object.assign(exchange, judge(operationId, req.method, url, answer, expected, origin));
      return answer;
    } catch (e) {
      exchange.problems.push(`no answer: ${e instanceof Error ? (e.cause ?? e.message) : String(e)}`);
      return null;
    }
  }

  /** GET `path` (with `query`). */
  get(op: string, actor: Actor, path: string, query?: Request['query'], expected = [200]) {
    return this.call(op, actor, { method: 'GET', path, query }, expected);
  }

  /** A JSON body. */
  json(op: string, actor: Actor, method: string, path: string, json: unknown, expected = [200]) {
    return this.call(op, actor, { method, path, json }, expected);
  }

  /** A multipart body: `files` in the field `files`, `fields` beside them. */
  upload(
    op: string,
    actor: Actor,
    path: string,
    files: File[],
    fields: Record<string, string>,
    expected = [200],
  ) {
    return this.call(op, actor, { method: 'POST', path, form: form(files, fields) }, expected);
  }

  /** DELETE `path?id=`. */
  remove(op: string, actor: Actor, path: string, id: string, expected = [200]) {
    return this.call(op, actor, { method: 'DELETE', path, query: { id } }, expected);
  }

  skip(operationId: string, why: string): void {
    if (!this.skipped.has(operationId)) this.skipped.set(operationId, why);
  }

  /** Runs one rule of README "What the real server must do"; a thrown error or returned text is a violation. */
  async rule(name: string, run: () => Promise<string[] | void>): Promise<void> {
    const result: RuleResult = { name, problems: [], warnings: [] };
    this.rules.push(result);
    try {
      result.problems.push(...((await run()) ?? []));
    } catch (e) {
      result.problems.push(e instanceof Error ? e.message : String(e));
    }
  }

  /** Per operation of the contract: its exchanges and verdict. */
  summary() {
    return operations.map((op) => {
      const calls = this.exchanges.filter((e) => e.operationId === op.operationId);
      const problems = calls.flatMap((c) =>
        c.problems.map((p) => `${c.actor} ${c.method} ${short(c.url)}: ${p}`),
      );
      const warnings = [...new Set(calls.flatMap((c) => c.warnings))];
      const verdict: Verdict =
        calls.length === 0 ? 'SKIP' : problems.length > 0 ? 'FAIL' : warnings.length > 0 ? 'WARN' : 'ok';
      return {
        operationId: op.operationId,
        method: op.method,
        path: op.path,
        statuses: calls.map((c) => (c.answer ? String(c.answer.status) : '-')),
        ms: calls.reduce((n, c) => n + (c.answer?.ms ?? 0), 0),
        verdict,
        problems,
        warnings,
        skipped: calls.length === 0 ? (this.skipped.get(op.operationId) ?? 'not called') : undefined,
      };
    });
  }
}

export type Verdict = 'ok' | 'WARN' | 'FAIL' | 'SKIP';

const short = (url: string) => {
  const u = new URL(url);
  return decodeURIComponent(u.pathname + u.search);
};
