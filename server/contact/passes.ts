/**
 * Background work done in passes, one at a time, never while a visitor waits (the contact relay's
 * outbox, the spool's deliveries): a pass runs on a timer and answers when the next one is due (null:
 * only when asked). A pass asked for while one runs follows it; stop() waits for the one under way.
 */
export class Passes {
  private timer: NodeJS.Timeout | null = null;
  private dueAt = Infinity;
  private pass: Promise<void> | null = null;
  /** Asked for during the pass under way: the next one's delay. */
  private askedMs: number | null = null;
  private stopped = true;

  /** `run` does one pass and answers the delay before the next, in ms, or null for none. */
  constructor(private readonly run: () => Promise<number | null>) {}

  /** Starts the passes, the first in `delayMs` (null: once asked for). */
  start(delayMs: number | null = 0): void {
    if (!this.stopped) return;
    this.stopped = false;
    if (delayMs !== null) this.ask(delayMs);
  }

  /** Asks for a pass in `delayMs`, unless one is due sooner; during a pass, after it. */
  ask(delayMs = 0): void {
    if (this.stopped) return;
    if (this.pass) {
      this.askedMs = Math.min(this.askedMs ?? Infinity, delayMs);
      return;
    }
    const at = Date.now() + delayMs;
    if (this.timer && this.dueAt <= at) return;
    if (this.timer) clearTimeout(this.timer);
    this.dueAt = at;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.dueAt = Infinity;
      this.pass = this.run()
        .catch(() => null)
        .then((nextMs) => {
          this.pass = null;
          const asked = this.askedMs;
          this.askedMs = null;
          const next = Math.min(nextMs ?? Infinity, asked ?? Infinity);
          if (next !== Infinity) this.ask(next);
        });
    }, delayMs);
    this.timer.unref();
  }

  /** Whether the passes were stopped (a pass under way may end early).  */
  get stopping(): boolean {
    return this.stopped;
  }

  /** Stops the passes and waits for one under way to end. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.pass;
  }
}
