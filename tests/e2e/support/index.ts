/** Everything an e2e spec needs: `import { test, expect, signIn, ACCOUNTS } from './support';` */
export { test, expect } from './fixtures';
export * from './app';
export * from './qaFaults';
