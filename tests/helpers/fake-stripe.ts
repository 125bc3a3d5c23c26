import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the Stripe API calls checkout makes (create, retrieve and expire a Checkout
 * Session), speaking Stripe's form-encoded requests and JSON answers. Only the network edge is fake.
 */
export interface FakeStripe {
  port: number;
  sessions: Map<string, Record<string, unknown>>;
  /** The parsed form bodies of every create call. */
  createRequests: URLSearchParams[];
  markPaid(id: string): void;
  /** What Stripe does on its own after 24 hours. */
  markExpired(id: string): void;
  close(): Promise<void>;
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const sessions = new Map<string, Record<string, unknown>>();
  const createRequests: URLSearchParams[] = [];
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const send = (status: number, body: unknown) => {
        res.writeHead(status, {
          'content-type': 'application/json',
          'request-id': `req_${randomBytes(4).toString('hex')}`,
        });
        res.end(JSON.stringify(body));
      };
      if (!req.headers.authorization?.startsWith('Bearer sk_test_')) {
        return send(401, {
          error: { type: 'invalid_request_error', message: 'Invalid API Key provided' },
        });
      }
      const url = new URL(req.url ?? '/', 'http://localhost');
      if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
        const form = new URLSearchParams(raw);
        createRequests.push(form);
        const id = `cs_test_${randomBytes(12).toString('hex')}`;
        const session = {
          id,
          object: 'checkout.session',
          mode: form.get('mode'),
          url: `https://checkout.stripe.test/c/pay/${id}`,
          status: 'open',
          payment_status: 'unpaid',
          expires_at: Math.floor(Date.now() / 1000) + 24 * 60 * 60,
          amount_total: Number(form.get('line_items[0][price_data][unit_amount]')),
          currency: form.get('line_items[0][price_data][currency]'),
          client_reference_id: form.get('client_reference_id'),
          customer_email: form.get('customer_email'),
          metadata: {
            userId: form.get('metadata[userId]'),
            courseId: form.get('metadata[courseId]'),
          },
          success_url: form.get('success_url'),
          cancel_url: form.get('cancel_url'),
        };
        sessions.set(id, session);
        return send(200, session);
      }
      const expire = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(url.pathname);
      if (req.method === 'POST' && expire) {
        const session = sessions.get(decodeURIComponent(expire[1]!));
        if (!session) return send(404, { error: { type: 'invalid_request_error' } });
        if (session.status !== 'open')
          return send(400, {
            error: {
              type: 'invalid_request_error',
              message: `Only Checkout Sessions with a status in ["open"] can be expired.`,
            },
          });
        Object.assign(session, { status: 'expired', url: null });
        return send(200, session);
      }
      const match = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname);
      if (req.method === 'GET' && match) {
        const session = sessions.get(decodeURIComponent(match[1]!));
        return session
          ? send(200, session)
          : send(404, {
              error: {
                type: 'invalid_request_error',
                code: 'resource_missing',
                message: 'No such checkout.session',
              },
            });
      }
      return send(404, {
        error: {
          type: 'invalid_request_error',
          message: `Unrecognized request URL (${req.method}: ${url.pathname})`,
        },
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    sessions,
    createRequests,
    markPaid(id) {
      const session = sessions.get(id);
      if (!session) throw new Error(`no fake session ${id}`);
      Object.assign(session, { payment_status: 'paid', status: 'complete', url: null });
    },
    markExpired(id) {
      const session = sessions.get(id);
      if (!session) throw new Error(`no fake session ${id}`);
      Object.assign(session, { status: 'expired', url: null });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
