// Plain JavaScript, so `node scripts/bench-web.mjs` reads it as the e2e helpers do (types: ./busy.d.mts).

/** What shows while something loads: a spinner (the global loading overlay included), a skeleton, a busy region. */
export const BUSY = '.ant-spin-spinning, .ant-skeleton-active, [aria-busy="true"]';
