/**
 * What the service worker (src/sw.ts) keeps and serves from its caches. A stored answer that is not
 * what it claims to be (an opaque or error response, a failure status, catalogue data that is not
 * JSON) is never kept, and one found in the cache anyway (written by an older release, or damaged) is
 * dropped instead of served: the app then asks the network, or says it is offline.
 */

/** A complete, readable answer: status 200 from this origin or a CORS-enabled host. */
function readable200(response: Response): boolean {
  return (
    response.status === 200 &&
    (response.type === 'basic' || response.type === 'cors' || response.type === 'default')
  );
}

/** A catalogue answer (`/api/...`): a readable 200 whose body parses as JSON. */
export async function isUsableJson(response: Response): Promise<boolean> {
  if (!readable200(response)) return false;
  if (!(response.headers.get('content-type') ?? '').includes('json')) return false;
  try {
    JSON.parse(await response.clone().text());
    return true;
  } catch {
    return false;
  }
}

/** A picture: a readable 200 with an image type and a body. */
export function isUsableImage(response: Response): boolean {
  return (
    readable200(response) &&
    (response.headers.get('content-type') ?? '').startsWith('image/') &&
    response.headers.get('content-length') !== '0'
  );
}
