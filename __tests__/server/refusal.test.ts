/**
 * One error plugin (server/refusal.ts): each concern answers its refusals, Fastify's own included, in its
 * own shape and words, and logs a failure of ours by its message and code only. A real Fastify app.
 */
import Fastify from 'fastify';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

import { createLogger } from '../../server/logger';
import { Refusal, refusals } from '../../server/refusal';

class StoreDown extends Error {}

async function appWith(lines: string[]): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: createLogger('info', {
      write: (line: string) => void lines.push(line),
    }) as FastifyBaseLogger,
  });
  app.setErrorHandler(
    refusals({
      words: {
        tooLarge: new Refusal(413, 'too_large', 'Too long.'),
        notJson: new Refusal(415, 'not_json', 'Send JSON.'),
        cutShort: new Refusal(400, 'cut_short', 'Cut short.'),
        unreadable: new Refusal(400, 'unreadable', 'Unreadable.'),
        invalid: (error) =>
          new Refusal(400, 'invalid', `Invalid ${error.validation?.[0]?.instancePath}.`),
      },
      send: (reply, refusal) =>
        reply
          .code(refusal.statusCode)
          .send({ error: refusal.message, code: refusal.code, ...refusal.details }),
      translate: (error, _request, reply) => {
        if (!(error instanceof StoreDown)) return undefined;
        reply.header('retry-after', '15');
        return new Refusal(503, 'unavailable', 'Try later.');
      },
      failed: new Refusal(500, 'failed', 'Our fault.'),
      logAs: 'test request failed',
    }),
  );
  app.post('/refused', async () => {
    throw new Refusal(409, 'taken', 'Taken.', { ended: 'elsewhere' });
  });
  app.post('/echo', { bodyLimit: 64 }, async (request) => request.body);
  app.post(
    '/typed',
    {
      schema: { body: { type: 'object', required: ['n'], properties: { n: { type: 'integer' } } } },
    },
    async () => ({ ok: true }),
  );
  app.post('/down', async () => {
    throw new StoreDown('connection refused');
  });
  app.post('/broken', async (request) => {
    throw new Error(`bug while holding ${JSON.stringify(request.body)}`.slice(0, 20));
  });
  return app;
}

describe('refusals', () => {
  it("answers each refusal in the concern's shape and words, Fastify's own included", async () => {
    const lines: string[] = [];
    const app = await appWith(lines);
    const post = (url: string, payload: string, type = 'application/json', headers = {}) =>
      app.inject({ method: 'POST', url, payload, headers: { 'content-type': type, ...headers } });
    try {
      const refused = await post('/refused', '{}');
      expect([refused.statusCode, refused.json()]).toEqual([
        409,
        { error: 'Taken.', code: 'taken', ended: 'elsewhere' },
      ]);
      expect((await post('/echo', JSON.stringify({ text: 'x'.repeat(100) }))).json()).toEqual({
        error: 'Too long.',
        code: 'too_large',
      });
      const text = await post('/echo', 'hello', 'text/csv');
      expect([text.statusCode, text.json().code]).toEqual([415, 'not_json']);
      const broken = await post('/echo', '{"a":');
      expect([broken.statusCode, broken.json().code]).toEqual([400, 'unreadable']);
      const typed = await post('/typed', '{"n":"many"}');
      expect([typed.statusCode, typed.json()]).toEqual([
        400,
        { error: 'Invalid /n.', code: 'invalid' },
      ]);
      const down = await post('/down', '{}');
      expect([down.statusCode, down.headers['retry-after'], down.json().code]).toEqual([
        503,
        '15',
        'unavailable',
      ]);
    } finally {
      await app.close();
    }
  });

  it('answers a failure of ours with its own sentence and logs its message, not the request', async () => {
    const lines: string[] = [];
    const app = await appWith(lines);
    try {
      const res = await app.inject({
        method: 'POST',
        url: '/broken',
        payload: { secret: 'my private message' },
      });
      expect([res.statusCode, res.json()]).toEqual([500, { error: 'Our fault.', code: 'failed' }]);
      const logged = lines.map((line) => JSON.parse(line) as { msg: string; err?: unknown });
      const failure = logged.find((line) => line.msg === 'test request failed');
      expect(failure?.err).toMatchObject({ message: 'bug while holding {"' });
      expect(lines.join('\n')).not.toContain('my private message');
    } finally {
      await app.close();
    }
  });
});
