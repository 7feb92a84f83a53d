import trPayments from '../../../src/i18n/locales/tr/payments.json';
import { STATUS_LABELS } from './export';

describe('payment status labels of the Excel export', () => {
  it('are the administrator status names the payment screens show', () => {
    const screens = Object.fromEntries(
      Object.entries(trPayments)
        .filter(([key]) => key.startsWith('paymentStatus.admin.'))
        .map(([key, label]) => [Number(key.slice('paymentStatus.admin.'.length)), label]),
    );
    expect(STATUS_LABELS).toEqual(screens);
  });
});
