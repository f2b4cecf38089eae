import type { PaymentProvider } from '#server/modules/payments/payment-provider.ts';
import type { AppContext } from '#server/plugins/request-context.ts';

/** The request's context plus the payment provider of this server and the address payments return to. */
export type PaymentContext = Pick<AppContext, 'db' | 'mail' | 'now'> & { provider: PaymentProvider; appUrl: string };
