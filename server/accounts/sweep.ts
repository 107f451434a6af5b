/**
 * The sweep of what has run out (issue 32): sessions past their end or unused too long, the reasons
 * kept for ended sessions once those would have expired, expired challenges, and deletions older than
 * the tombstone horizon. Every statement is idempotent and each account is compacted under its lock,
 * so instances sweeping at once do no harm.
 */
import type { FastifyInstance } from 'fastify';

import type { Logger } from '../logger';
import type { AccountStore } from './accountStore';

/** How often the sweep runs (and once when the server is ready). */
export const SWEEP_EVERY_MS = 60 * 60_000;

export interface SweepSettings {
  /** A session unused this long is over. */
  idleMs: number;
  /** Deletions stored this long ago are forgotten. */
  tombstoneMs: number;
  now: () => number;
  logger: Logger;
}

/** Sweeps once `app` is ready and then every SWEEP_EVERY_MS, until it closes; never holds it open. */
export function sweepRegularly(
  app: FastifyInstance,
  store: AccountStore,
  { idleMs, tombstoneMs, now, logger }: SweepSettings,
): void {
  const sweep = async () => {
    const at = now();
    try {
      await store.sweep(new Date(at), idleMs);
      await store.compactTombstones(at - tombstoneMs);
    } catch (error) {
      logger.warn(
        { reason: error instanceof Error ? error.message : String(error) },
        'sync: the sweep of expired sessions and old deletions failed; it runs again later',
      );
    }
  };
  const timer = setInterval(() => void sweep(), SWEEP_EVERY_MS);
  timer.unref();
  app.addHook('onReady', async () => {
    void sweep();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
