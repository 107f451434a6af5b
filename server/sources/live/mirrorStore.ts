import type { StorageHandle } from '../../storage/engine';

/** A copy of an answer TMDB gave, as kept by the mirror. */
export interface MirroredAnswer {
  status: number;
  body: string;
  /** ms since the epoch (the live source's clock). */
  fetchedAt: number;
}

/**
 * Durable copies of TMDB answers by request key, written through by the live source and read when TMDB
 * fails with nothing in memory, so a restarted server (or another instance) serves what was seen.
 */
export interface MirrorStore {
  read(key: string): Promise<MirroredAnswer | undefined>;
  write(key: string, status: number, body: string, fetchedAt: number): Promise<void>;
}

export class KyselyMirrorStore implements MirrorStore {
  constructor(private readonly handle: StorageHandle) {}

  async read(key: string): Promise<MirroredAnswer | undefined> {
    const db = await this.handle.db();
    const row = await db
      .selectFrom('mirror')
      .select(['status', 'body', 'fetched_at'])
      .where('key', '=', key)
      .executeTakeFirst();
    return row && { status: row.status, body: row.body, fetchedAt: row.fetched_at };
  }

  async write(key: string, status: number, body: string, fetchedAt: number): Promise<void> {
    const db = await this.handle.db();
    await db
      .insertInto('mirror')
      .values({ key, status, body, fetched_at: fetchedAt })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet((eb) => ({
          status: eb.ref('excluded.status'),
          body: eb.ref('excluded.body'),
          fetched_at: eb.ref('excluded.fetched_at'),
        })),
      )
      .execute();
  }
}
