/** `sendMailForNotSignedInvoices`: the signature reminder to every owner of a row of the period in status 2 or 6. */
import { useMutation } from '@tanstack/react-query';
import { api, type Body } from '@/lib/typed-api';

export type SignatureReminderInput = Body<'/api/paymentTrackings/SendMailForNotSignedInvoices', 'post'>;

export const sendMailForNotSignedInvoices = (body: SignatureReminderInput) =>
  api.post('/api/paymentTrackings/SendMailForNotSignedInvoices', { body });

export const useSendMailForNotSignedInvoices = () =>
  useMutation({ mutationFn: sendMailForNotSignedInvoices });
