import type { CacheBudget } from '../cacheBudget';
import type { Config } from '../config';
import type { Logger } from '../logger';
import type { Storage } from '../storage/storage';
import type { SharedRedis } from '../shared/redis';
import { openDemoSource } from './demo/demoSource';
import { liveSourceFromConfig } from './live/liveSource';
import type { CatalogueSource } from './types';

/**
 * The catalogue source the settings ask for: the live TMDB API (its mirror and seen names kept in
 * `storage`, answers and its rate ceiling shared through `redis` when there is one), or the embedded
 * demo catalogue (read-only data in its own SQLite file, on every instance).
 */
export async function createSource(
  config: Config,
  logger: Logger,
  storage: Storage,
  redis?: SharedRedis,
  cacheBudget?: CacheBudget,
): Promise<CatalogueSource> {
  if (config.catalogue === 'tmdb') {
    return liveSourceFromConfig(config, logger, { redis, cacheBudget }, storage);
  }
  return openDemoSource({
    dataDir: config.dataDir,
    logger,
    cacheBytes: config.tmdb.cacheBytes,
    cacheBudget,
  });
}
