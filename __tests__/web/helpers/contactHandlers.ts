import { http, HttpResponse } from 'msw';

import type { ContactMessage } from '@/services/contact';

import { server } from './server';

const CONTACT = '*/api/email/send-contact';

/** What the contact endpoint received: each request's JSON body and content type. */
export interface ContactCalls {
  bodies: ContactMessage[];
  contentTypes: (string | null)[];
}

/**
 * Answers `POST /api/email/send-contact` with `respond` (default: the server's `{ok: true}`) and records
 * what each request carried.
 */
export function answerContact(
  respond: () => Response | Promise<Response> = () => HttpResponse.json({ ok: true }),
): ContactCalls {
  const calls: ContactCalls = { bodies: [], contentTypes: [] };
  server.use(
    http.post(CONTACT, async ({ request }) => {
      calls.contentTypes.push(request.headers.get('content-type'));
      calls.bodies.push((await request.json()) as ContactMessage);
      return respond();
    }),
  );
  return calls;
}

/** A contact endpoint that holds each answer until the test releases it (the sending state). */
export function holdContactEndpoint() {
  let release: (response: Response) => void = () => {
    throw new Error('No contact request is waiting');
  };
  const calls = answerContact(
    () =>
      new Promise<Response>((resolve) => {
        release = resolve;
      }),
  );
  return { calls, release: (response: Response) => release(response) };
}
