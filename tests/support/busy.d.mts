// Types of ./busy.mjs.

/** What shows while something loads: a spinner (the global loading overlay included), a skeleton, a busy region. */
export declare const BUSY: string;
