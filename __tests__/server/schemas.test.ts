/**
 * Routes' schemas refused in the project's words (server/schemas.ts): TypeBox schemas through the type
 * provider, checked by Ajv, each refusal the sentence the schema carries. A real Fastify app.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';

import { Refusal, refusals } from '../../server/refusal';
import { schemaRefusals } from '../../server/schemas';

const Body = Type.Object(
  {
    name: Type.String({ minLength: 2, refusal: { minLength: 'The name is too short.' } }),
    count: Type.Optional(Type.Integer({ refusal: 'The count must be a whole number.' })),
    tags: Type.Optional(
      Type.Array(Type.String({ refusal: 'Each tag must be text.' }), { maxItems: 2 }),
    ),
  },
  {
    additionalProperties: false,
    refusal: {
      required: 'Give the thing a name.',
      additionalProperties: 'Only name, count and tags are taken.',
      default: 'Send a JSON object.',
    },
  },
);

const Query = Type.Object(
  { page: Type.Optional(Type.Integer({ minimum: 1 })) },
  { additionalProperties: false },
);

async function appWithSchemas(): Promise<FastifyInstance> {
  const app = Fastify().withTypeProvider<TypeBoxTypeProvider>();
  app.setValidatorCompiler(schemaRefusals);
  app.setErrorHandler(
    refusals({
      words: {
        tooLarge: new Refusal(413, 'too_large', 'Too long.'),
        notJson: new Refusal(415, 'not_json', 'Send JSON.'),
        cutShort: new Refusal(400, 'cut_short', 'Cut short.'),
        unreadable: new Refusal(400, 'unreadable', 'Unreadable.'),
        invalid: (error) =>
          new Refusal(400, 'invalid', `Fastify's words for ${error.validation?.[0]?.keyword}.`),
      },
      send: (reply, refusal) =>
        reply.code(refusal.statusCode).send({ error: refusal.message, code: refusal.code }),
      failed: new Refusal(500, 'failed', 'Our fault.'),
      logAs: 'test request failed',
    }),
  );
  // The handler sees the body as the schema types it: `count` is a number, and only if sent as one.
  app.post('/things', { schema: { body: Body } }, async (request) => ({
    name: request.body.name,
    doubled: request.body.count === undefined ? null : request.body.count * 2,
  }));
  app.get('/pages', { schema: { querystring: Query } }, async (request) => ({
    page: request.query.page ?? null,
    query: request.query,
  }));
  await app.ready();
  return app;
}

describe('schemaRefusals', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await appWithSchemas();
  });
  afterAll(() => app.close());

  const post = (payload: string) =>
    app.inject({
      method: 'POST',
      url: '/things',
      headers: { 'content-type': 'application/json' },
      payload,
    });

  it.each([
    ['a missing property, in the object’s words', '{}', 'Give the thing a name.'],
    ['a keyword the property names', '{"name":"a"}', 'The name is too short.'],
    ['a property’s one sentence', '{"name":"ab","count":1.5}', 'The count must be a whole number.'],
    [
      'a field the route does not take',
      '{"name":"ab","colour":"red"}',
      'Only name, count and tags are taken.',
    ],
    ['not an object', '[1,2]', 'Send a JSON object.'],
    ['a nested item, by its own schema', '{"name":"ab","tags":["x",3]}', 'Each tag must be text.'],
  ])('refuses %s with the schema’s sentence', async (_name, payload, sentence) => {
    const answer = await post(payload);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ error: sentence, code: 'bad_request' });
  });

  it('checks a body as sent: a number in text is not a number', async () => {
    const answer = await post('{"name":"ab","count":"2"}');
    expect(answer.json()).toEqual({
      error: 'The count must be a whole number.',
      code: 'bad_request',
    });
    expect((await post('{"name":"ab","count":2}')).json()).toEqual({ name: 'ab', doubled: 4 });
  });

  it('words what a part does not word by the nearest schema around it that has a default', async () => {
    const answer = await post('{"name":"ab","tags":["x","y","z"]}');
    expect(answer.json()).toEqual({ error: 'Send a JSON object.', code: 'bad_request' });
  });

  it('turns a query string’s text into numbers and drops parameters the route does not read', async () => {
    const answer = await app.inject({ method: 'GET', url: '/pages?page=3&utm_source=x' });
    expect(answer.json()).toEqual({ page: 3, query: { page: 3 } });
    // No schema on its path words it: the concern's words.invalid does.
    const refused = await app.inject({ method: 'GET', url: '/pages?page=0' });
    expect(refused.json()).toEqual({ error: "Fastify's words for minimum.", code: 'invalid' });
  });
});
