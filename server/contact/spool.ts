import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

import type { Logger } from '../logger';
import { isUnreachable } from '../storage/engine';
import type { ContactInput } from './input';
import { Passes } from './passes';
import type { ContactStore } from './contactStore';
import { CONTACT_SPOOL_FILE, openContactSpoolFile } from '../storage/storage';

/** How often a spool that holds messages tries to deliver them; tests shorten it. */
export const DEFAULT_SPOOL_RETRY_MS = 5_000;

/** Messages delivered per transaction. */
const BATCH = 50;

export interface SpoolOptions {
  /** The instance's DATA_DIR: the spool is its `contact-spool.sqlite`. */
  dataDir: string;
  /** Where the messages belong: the deployment's PostgreSQL store. */
  target: ContactStore;
  logger: Logger;
  retryMs?: number;
  /** Called after a pass delivered messages (the relay's kick: their mails are due). */
  onDelivered?: () => void;
}

/**
 * This instance's own durable spool for contact messages that PostgreSQL could not take (it is down or
 * out of reach): a message is kept in `DATA_DIR/contact-spool.sqlite`, committed to disk before the
 * visitor's 200, and delivered to PostgreSQL once it answers again, by a pass every `retryMs` (and at
 * start, for what an earlier run left). Each kept message carries a random delivery key into the store,
 * whose unique index skips a second delivery: an instance killed between PostgreSQL's commit and the
 * spool's removal delivers it again on its next pass, and nothing is added twice.
 *
 * The spool is the instance's, in its own DATA_DIR (as every instance has one): another instance never
 * reads it, so messages kept by an instance that never comes back are delivered by starting it (or a
 * server with the same DATA_DIR and DATABASE_URL) once.
 */
export class ContactSpool {
  private readonly file: string;
  private readonly retryMs: number;
  private opened: ReturnType<typeof openContactSpoolFile> | null = null;
  private readonly passes = new Passes(() => this.run());
  /** The last pass could not reach the store: said once per outage. */
  private failing = false;

  constructor(private readonly options: SpoolOptions) {
    this.file = path.join(options.dataDir, CONTACT_SPOOL_FILE);
    this.retryMs = options.retryMs ?? DEFAULT_SPOOL_RETRY_MS;
  }

  private get store(): ContactStore {
    this.opened ??= openContactSpoolFile(this.options.dataDir);
    return this.opened.store;
  }

  /**
   * Keeps a message (and its outbox row when it is to be relayed); resolves once it is on disk. Give
   * the delivery key the message was first tried with, if it was: a commit whose answer was lost is
   * then not added a second time.
   */
  async keep(
    input: ContactInput,
    relay: boolean,
    now = new Date(),
    deliveryKey: string = randomUUID(),
  ): Promise<number> {
    const id = await this.store.save(input, relay, now, deliveryKey);
    this.passes.ask(this.retryMs);
    return id;
  }

  /** Starts delivering: at once if an earlier run left messages here. */
  start(): void {
    // Nothing was ever kept here: no pass until a message is.
    this.passes.start(fs.existsSync(this.file) ? 0 : null);
  }

  /** Stops the passes (waits for one under way) and closes the file. What is left stays for the next start. */
  async stop(): Promise<void> {
    await this.passes.stop();
    await this.opened?.close();
    this.opened = null;
  }

  /**
   * Delivers everything kept, a batch per transaction, each batch removed from the spool once the
   * store has committed it. Throws what the store threw (unreachable: the next pass tries again).
   * Answers how many messages left the spool.
   */
  async deliver(): Promise<number> {
    let delivered = 0;
    for (;;) {
      const { messages, outbox } = await this.store.spooled(BATCH);
      if (messages.length === 0) return delivered;
      await this.options.target.deliverIn(messages, outbox);
      await this.store.remove(messages.map((message) => message.id));
      delivered += messages.length;
    }
  }

  /** One delivery pass; after a failure the next is due in `retryMs`, else none until a message is kept. */
  private async run(): Promise<number | null> {
    const { logger } = this.options;
    try {
      const delivered = await this.deliver();
      if (this.failing) logger.info('contact spool: postgresql answers again');
      this.failing = false;
      if (delivered > 0) {
        logger.info({ delivered }, 'contact messages kept during the outage were delivered');
        this.options.onDelivered?.();
      }
      return null;
    } catch (error) {
      if (!this.failing) {
        const reason = error instanceof Error ? error.message : String(error);
        if (isUnreachable(error)) {
          logger.warn({ reason }, 'contact spool: postgresql is unreachable; trying again');
        } else logger.error({ reason }, 'contact spool: delivery failed; trying again');
      }
      this.failing = true;
      return this.retryMs;
    }
  }
}
