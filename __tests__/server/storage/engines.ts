/**
 * The two engines a storage contract suite runs against: the embedded SQLite files in a temporary
 * DATA_DIR, and a PostgreSQL database of the run's own (skipped with a message when PostgreSQL is
 * unreachable, failed under REQUIRE_SERVICES=1).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { loadConfig } from '../../../server/config';
import { createLogger } from '../../../server/logger';
import { openStorage } from '../../../server/storage/storage';
import type { Storage } from '../../../server/storage/storage';
import { createTestDatabase, describeWithPostgres } from '../helpers/services';

/** A place to keep state (a DATA_DIR, a database): open() may be called again, as a restart or a second instance would. */
export interface Place {
  open(): Promise<Storage>;
  remove(): Promise<void>;
}

export interface EngineUnderTest {
  engine: 'sqlite' | 'postgres';
  /** A fresh, empty place. */
  fresh(): Promise<Place>;
}

const logger = createLogger('silent');

function place(env: Record<string, string>, cleanup: () => Promise<void>): Place {
  const opened: Storage[] = [];
  return {
    async open() {
      const storage = await openStorage(loadConfig({ LOG_LEVEL: 'silent', ...env }), logger);
      opened.push(storage);
      return storage;
    },
    async remove() {
      await Promise.all(opened.map((s) => s.close()));
      await cleanup();
    },
  };
}

const sqlite: EngineUnderTest = {
  engine: 'sqlite',
  fresh: async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-storage-'));
    return place({ DATA_DIR: dir }, async () => fs.rmSync(dir, { recursive: true, force: true }));
  },
};

function postgres(adminUrl: () => string): EngineUnderTest {
  return {
    engine: 'postgres',
    fresh: async () => {
      const db = await createTestDatabase(adminUrl());
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-storage-pg-'));
      return place({ DATA_DIR: dir, DATABASE_URL: db.url }, async () => {
        await db.drop();
        fs.rmSync(dir, { recursive: true, force: true });
      });
    },
  };
}

/**
 * `body` once per engine: `describe.each` over SQLite and, when it answers, PostgreSQL. Each test gets
 * a fresh place from `fresh()` and removes it.
 */
export function describeEachEngine(title: string, body: (engine: EngineUnderTest) => void): void {
  describe.each([sqlite])(`${title} on $engine`, (engine) => body(engine));
  describeWithPostgres(`${title} on postgres`, (adminUrl) => {
    describe.each([postgres(adminUrl)])('$engine', (engine) => body(engine));
  });
}
