/** An amount with 2 decimals and 'TL' (shared with the home page: src/lib/earnings.ts). */
export { money } from '@/lib/earnings';
