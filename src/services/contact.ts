import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import { sameOrigin, tmdbApi } from './tmdbApi';

/** What the contact form sends (spec: subject and message, trimmed). */
export interface ContactMessage {
  /** From the opener ('Question about the Terms of Service'); may be empty. */
  subject: string;
  message: string;
}

/** The most characters a message may have (the server refuses more). */
export const CONTACT_MAX_LENGTH = 5000;

/** The spec's text when the server gives no reason of its own. */
export const CONTACT_FAILED = msg`Failed to send message. Please try again later.`;

/** A request that hangs this long ends as a failure, so the form never spins for ever. */
const SEND_TIMEOUT_MS = 20_000;

/**
 * The contact call (`POST /api/email/send-contact`), in the one API slice. Never retried by itself: a
 * retry after a lost answer could store the message twice; the visitor decides whether to send again.
 */
export const contactApi = tmdbApi.injectEndpoints({
  endpoints: (build) => ({
    sendContact: build.mutation<{ ok: true }, ContactMessage>({
      query: (body) => ({
        url: sameOrigin('/api/email/send-contact'),
        method: 'POST',
        body,
        timeout: SEND_TIMEOUT_MS,
      }),
      extraOptions: { maxRetries: 0 },
    }),
  }),
});

export const { useSendContactMutation } = contactApi;

/** The server's `error` field when it sent one (spec), else the spec's fallback text in the page's language. */
export function contactErrorText(error: unknown, i18n: I18n): string {
  const data = error && typeof error === 'object' ? (error as { data?: unknown }).data : undefined;
  const text = data && typeof data === 'object' ? (data as { error?: unknown }).error : undefined;
  return typeof text === 'string' && text.trim() ? text : i18n._(CONTACT_FAILED);
}
