import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export type StandInSubscription = {
  id: string;
  customer: string;
  status: string;
  currentPeriodEnd: number;
  cancelAtPeriodEnd?: boolean;
};

export type RecordedCall = { method: string; path: string; params: URLSearchParams; idempotencyKey?: string };

/**
 * A local stand-in for the few Stripe API endpoints Paraphe calls (customers, Checkout
 * sessions, Billing Portal sessions, subscriptions), answering in Stripe's shapes. The SDK is
 * pointed at it with its host/port/protocol options; every call is recorded for the tests.
 */
export async function startStripeStandIn() {
  const calls: RecordedCall[] = [];
  const subscriptions = new Map<string, StandInSubscription>();
  let sequence = 0;
  const nextId = (prefix: string) => {
    sequence += 1;
    return `${prefix}_test${String(sequence).padStart(6, '0')}`;
  };

  const reply = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json', 'request-id': nextId('req') });
    response.end(JSON.stringify(body));
  };

  const server = createServer(async (request: IncomingMessage, response) => {
    let raw = '';
    for await (const chunk of request) raw += chunk;
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const params = new URLSearchParams(request.method === 'GET' ? url.search : raw);
    const idempotencyKey = request.headers['idempotency-key'];
    calls.push({
      method: request.method ?? 'GET',
      path: url.pathname,
      params,
      ...(typeof idempotencyKey === 'string' ? { idempotencyKey } : {}),
    });

    if (request.method === 'POST' && url.pathname === '/v1/customers') {
      return reply(response, 200, { id: nextId('cus'), object: 'customer', email: params.get('email') });
    }
    if (request.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      const id = nextId('cs');
      return reply(response, 200, {
        id,
        object: 'checkout.session',
        mode: params.get('mode'),
        url: `https://checkout.stripe.test/c/pay/${id}`,
      });
    }
    if (request.method === 'POST' && url.pathname === '/v1/billing_portal/sessions') {
      return reply(response, 200, {
        id: nextId('bps'),
        object: 'billing_portal.session',
        url: 'https://billing.stripe.test/p/session',
      });
    }
    const subscriptionMatch = /^\/v1\/subscriptions\/([\w]+)$/.exec(url.pathname);
    if (request.method === 'GET' && subscriptionMatch) {
      const subscription = subscriptions.get(subscriptionMatch[1]!);
      if (!subscription) {
        return reply(response, 404, {
          error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such subscription' },
        });
      }
      return reply(response, 200, {
        id: subscription.id,
        object: 'subscription',
        customer: subscription.customer,
        status: subscription.status,
        cancel_at_period_end: subscription.cancelAtPeriodEnd ?? false,
        items: { object: 'list', data: [{ id: nextId('si'), current_period_end: subscription.currentPeriodEnd }] },
      });
    }
    if (request.method === 'DELETE' && subscriptionMatch) {
      const subscription = subscriptions.get(subscriptionMatch[1]!);
      if (!subscription || subscription.status === 'canceled') {
        return reply(response, subscription ? 400 : 404, {
          error: { type: 'invalid_request_error', message: 'No such active subscription' },
        });
      }
      subscription.status = 'canceled';
      return reply(response, 200, {
        id: subscription.id,
        object: 'subscription',
        customer: subscription.customer,
        status: 'canceled',
        cancel_at_period_end: false,
        items: { object: 'list', data: [{ id: nextId('si'), current_period_end: subscription.currentPeriodEnd }] },
      });
    }
    return reply(response, 404, { error: { type: 'invalid_request_error', message: `Unknown ${url.pathname}` } });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    calls,
    subscriptions,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
