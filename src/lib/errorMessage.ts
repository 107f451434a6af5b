/** A readable message from an RTK Query error (HTTP status, TMDB's status_message, or fetch failure). */
export function errorMessage(error: unknown): string {
  if (!error || typeof error !== 'object') return 'Unknown error';
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
  if (typeof status === 'number') return `The server answered ${status}.`;
  if (status === 'FETCH_ERROR') return 'The server could not be reached.';
  if (status === 'TIMEOUT_ERROR') return 'The server took too long to answer.';
  if (typeof text === 'string') return text;
  if (error instanceof Error) return error.message;
  return 'Unknown error';
}

/** True for the catalogue's 404: the thing asked for does not exist, so trying again cannot help. */
export function isNotFound(error: unknown): boolean {
  return Boolean(
    error && typeof error === 'object' && (error as { status?: unknown }).status === 404,
  );
}
