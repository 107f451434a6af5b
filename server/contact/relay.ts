import nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';

import { backoffDelay } from '../../common/backoff';
import { withoutControlCharacters } from '../../common/controlCharacters';

import type { Logger } from '../logger';
import type { ContactStore, PendingMail } from './contactStore';
import { Passes } from './passes';

/** How the outbox is worked through; tests shorten these. */
export interface RelayTiming {
  /** How often the outbox is looked at when nothing new came in. */
  pollMs: number;
  /** Wait after the first failed attempt; doubled after each further one. */
  retryBaseMs: number;
  /** Longest wait between attempts: a mail server down for days is still tried hourly. */
  retryMaxMs: number;
}

export const DEFAULT_RELAY_TIMING: RelayTiming = {
  pollMs: 15_000,
  retryBaseMs: 30_000,
  retryMaxMs: 60 * 60_000,
};

/** Mails sent per pass, so that one pass never holds the loop for long. */
const BATCH = 20;
/**
 * How long a claimed mail is this relay's alone: longer than one attempt can take (the transport's
 * timeouts add up to under a minute), so no other instance sends it meanwhile; a relay that dies
 * holding it leaves it to be sent by another after this.
 */
export const CLAIM_LEASE_MS = 2 * 60_000;

export interface RelayOptions {
  store: ContactStore;
  smtpUrl: string;
  to: string;
  from: string;
  siteName: string;
  logger: Logger;
  timing?: Partial<RelayTiming>;
}

/**
 * The mail's subject line: the site's name first, then the visitor's subject, if any, without the
 * bidirectional controls that would make a mail client show its words in another order.
 */
export function mailSubject(siteName: string, subject: string | null): string {
  const own = subject === null ? '' : withoutControlCharacters(subject, { bidi: true }).trim();
  return own ? `[${siteName}] ${own}` : `[${siteName}] Message from the contact form`;
}

/**
 * Sends the outbox's mails in the background, never while a visitor waits: a pass runs on a timer and
 * when a message comes in, one at a time. A failed mail stays in the outbox and is tried again after a
 * wait that doubles up to `retryMaxMs`, for as long as it takes; nothing is ever dropped. A mail is marked
 * sent once the server accepted it: a crash between the two may send it twice, never lose it.
 */
export class ContactRelay {
  private readonly timing: RelayTiming;
  private readonly transport: Transporter;
  private readonly passes = new Passes(() => this.run());
  /** The outbox could not be read on the last pass: said once, until it can be again. */
  private outboxDown = false;

  constructor(private readonly options: RelayOptions) {
    this.timing = { ...DEFAULT_RELAY_TIMING, ...options.timing };
    this.transport = nodemailer.createTransport({
      url: options.smtpUrl,
      // A mail server that hangs costs one pass some seconds, never the server's shutdown for long.
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
  }

  start(): void {
    this.passes.start(0);
  }

  /** A message was saved: look at the outbox now rather than at the next tick. */
  kick(): void {
    this.passes.ask(0);
  }

  /** Stops the loop and waits for a pass in progress to end. */
  async stop(): Promise<void> {
    await this.passes.stop();
    this.transport.close();
  }

  /** One pass over the outbox; the next is due at the next poll, or at once after a full batch. */
  private async run(): Promise<number> {
    const { store, logger } = this.options;
    // One mail claimed at a time, so a lease never has to outlast a whole batch of slow sends.
    for (let sent = 0; sent < BATCH; sent += 1) {
      if (this.passes.stopping) return this.timing.pollMs;
      let mail: PendingMail | undefined;
      try {
        mail = await store.claimDue(new Date(), CLAIM_LEASE_MS);
      } catch (error) {
        // Once per outage, not once per poll.
        if (!this.outboxDown) logger.error({ err: error }, 'contact relay cannot read the outbox');
        this.outboxDown = true;
        return this.timing.pollMs;
      }
      if (this.outboxDown) logger.info('contact relay reads the outbox again');
      this.outboxDown = false;
      if (!mail) return this.timing.pollMs;
      await this.send(mail);
    }
    // A full batch: more may be waiting.
    return 0;
  }

  private async send(mail: PendingMail): Promise<void> {
    const { store, logger, to, from, siteName } = this.options;
    try {
      await this.transport.sendMail({
        to,
        from,
        subject: mailSubject(siteName, mail.subject),
        // Plain text only: the visitor's words exactly as stored, never HTML.
        text: mail.message,
        date: new Date(mail.received_at),
      });
    } catch (error) {
      const attempts = mail.attempts + 1;
      const wait = backoffDelay(attempts, {
        baseMs: this.timing.retryBaseMs,
        maxMs: this.timing.retryMaxMs,
      });
      const reason = error instanceof Error ? error.message : String(error);
      logger.warn(
        { message_id: mail.id, attempts, retry_in_ms: wait, reason },
        'contact mail not sent; will retry',
      );
      try {
        await store.markFailed(mail.id, attempts, new Date(Date.now() + wait), reason);
      } catch (writeError) {
        logger.error({ err: writeError }, 'contact relay cannot update the outbox');
      }
      return;
    }
    try {
      await store.markSent(mail.id);
      logger.info({ message_id: mail.id }, 'contact mail sent');
    } catch (error) {
      logger.error({ err: error, message_id: mail.id }, 'contact mail sent but not marked sent');
    }
  }
}
