/** The signature reminder: one mail to every owner of a row of the period still waiting for their signed document. */
import { ADMIN, type Router, type SignedInCtx } from '../../core/router';
import { badRequest, ok, throwIfAny } from '../../core/envelope';
import { allRows, findById } from '../../core/tables';
import { requireFields } from '../../core/validate';
import { sendMail } from '../../mail';
import { INVOICE_ID } from './rows';
import { SIGNATURE_PENDING } from './workflow';

export function registerPaymentReminder(router: Router): void {
  router.add(
    'POST',
    '/api/paymentTrackings/SendMailForNotSignedInvoices',
    'sendMailForNotSignedInvoices',
    ADMIN,
    async (ctx: SignedInCtx) => {
      const body = await ctx.json();
      throwIfAny(requireFields(body, ['invoiceId', 'mailContent']));
      const invoiceId = String(body.invoiceId).trim();
      if (!INVOICE_ID.test(invoiceId)) throw badRequest('InvalidValue', 'invoiceId');
      const content = String(body.mailContent);
      const owners = new Set(
        allRows(ctx.db, 'paymentTrackings')
          .filter((r) => r.invoiceId === invoiceId && SIGNATURE_PENDING.has(r.status))
          .map((r) => r.userId),
      );
      let sent = 0;
      for (const userId of owners) {
        const user = findById(ctx.db, 'users', userId);
        if (!user) continue;
        await sendMail(
          ctx.db,
          user.email,
          `İmza bekleyen faturanız (${invoiceId})`,
          [
            `Merhaba ${user.fullName ?? user.userName},`,
            ...content
              .split(/\r?\n/)
              .map((p) => p.trim())
              .filter(Boolean),
          ],
          [{ label: 'Ödeme takibine git', href: '/admin/payment-tracking-list' }],
        );
        sent++;
      }
      return ok(sent);
    },
  );
}
