// Shared steps of the brand handler tests (companies.*.test.ts): the page size that lists every row, a stored
// brand by name.
import { db } from '@mocks/node';

export const ALL = 100000000;
export const brandByName = (name: string) => db.companies.findFirst((q) => q.where({ name }))!;
