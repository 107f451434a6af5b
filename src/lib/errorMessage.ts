import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * A readable message from an RTK Query error (HTTP status, TMDB's status_message, or fetch failure), in
 * the page's language (`i18n` from the caller's useLingui).
 */
export function errorMessage(error: unknown, i18n: I18n): string {
  const unknown = msg`Unknown error`;
  if (!error || typeof error !== 'object') return i18n._(unknown);
  const {
    status,
    data,
    error: text,
  } = error as { status?: unknown; data?: unknown; error?: unknown };
  const tmdb =
    data && typeof data === 'object'
      ? (data as { status_message?: unknown }).status_message
      : undefined;
  if (typeof tmdb === 'string') return tmdb;
  if (typeof status === 'number') return i18n._(msg`The server answered ${status}.`);
  if (status === 'FETCH_ERROR') return i18n._(msg`The server could not be reached.`);
  if (status === 'TIMEOUT_ERROR') return i18n._(msg`The server took too long to answer.`);
  // The app's own errors are written in English, which is a message's id: shown in the page's
  // language where the catalogue has them.
  if (typeof text === 'string') return i18n._(text);
  if (error instanceof Error) return i18n._(error.message);
  return i18n._(unknown);
}

/** True for the catalogue's 404: the thing asked for does not exist, so trying again cannot help. */
export function isNotFound(error: unknown): boolean {
  return Boolean(
    error && typeof error === 'object' && (error as { status?: unknown }).status === 404,
  );
}
