/**
 * Whether the image CDN answers from here. The demo catalogue keeps TMDB's real image paths; with no
 * network every poster request fails, and each failure is an error in the visitor's browser console.
 * So the server asks the CDN itself (once at start, then every few minutes) and tells the web app, through
 * /api/site, to draw generated posters without requesting anything while the CDN is out of reach.
 */
export interface ImageHostCheckOptions {
  /** The configured base (`{base}/{size}{path}`), or null when images are turned off. */
  baseUrl: string | null;
  timeoutMs?: number;
  intervalMs?: number;
  /** Injected in tests. */
  fetch?: typeof fetch;
}

export class ImageHostCheck {
  private reachable = false;
  private timer: NodeJS.Timeout | undefined;
  private readonly controller = new AbortController();
  private readonly timeoutMs: number;
  private readonly intervalMs: number;
  private readonly fetchFn: typeof fetch;

  constructor(private readonly options: ImageHostCheckOptions) {
    this.timeoutMs = options.timeoutMs ?? 3000;
    this.intervalMs = options.intervalMs ?? 10 * 60 * 1000;
    this.fetchFn = options.fetch ?? fetch;
  }

  /** The base the web app should use now: null while the CDN is unreachable or not yet confirmed. */
  current(): string | null {
    return this.reachable ? this.options.baseUrl : null;
  }

  /** Starts checking in the background; resolves when the first check has finished. */
  start(): Promise<boolean> {
    if (!this.options.baseUrl) return Promise.resolve(false);
    const first = this.check();
    this.timer = setInterval(() => void this.check(), this.intervalMs);
    this.timer.unref();
    return first;
  }

  stop(): void {
    clearInterval(this.timer);
    this.controller.abort();
  }

  /** Any HTTP answer counts as reachable (the base itself may answer 404); only no answer does not. */
  async check(): Promise<boolean> {
    const { baseUrl } = this.options;
    if (!baseUrl) return false;
    try {
      const response = await this.fetchFn(`${baseUrl}/`, {
        method: 'HEAD',
        redirect: 'manual',
        signal: AbortSignal.any([this.controller.signal, AbortSignal.timeout(this.timeoutMs)]),
      });
      await response.body?.cancel();
      this.reachable = true;
    } catch {
      this.reachable = false;
    }
    return this.reachable;
  }
}
