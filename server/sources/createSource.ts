import type { Config } from '../config';
import type { Logger } from '../logger';
import type { SharedRedis } from '../shared/redis';
import { openDemoSource } from './demo/demoSource';
import { liveSourceFromConfig } from './live/liveSource';
import type { CatalogueSource } from './types';

/**
 * The catalogue source the settings ask for: the live TMDB API (sharing answers and its rate ceiling
 * through `redis` when there is one), or the embedded demo catalogue.
 */
export async function createSource(
  config: Config,
  logger: Logger,
  redis?: SharedRedis,
): Promise<CatalogueSource> {
  if (config.catalogue === 'tmdb') return liveSourceFromConfig(config, logger, { redis });
  return openDemoSource({ dataDir: config.dataDir, logger, cacheBytes: config.tmdb.cacheBytes });
}
