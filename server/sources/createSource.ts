import type { Config } from '../config';
import type { Logger } from '../logger';
import { openDemoSource } from './demo/demoSource';
import { liveSourceFromConfig } from './live/liveSource';
import type { CatalogueSource } from './types';

/** The catalogue source the settings ask for: the live TMDB API, or the embedded demo catalogue. */
export async function createSource(config: Config, logger: Logger): Promise<CatalogueSource> {
  if (config.catalogue === 'tmdb') return liveSourceFromConfig(config, logger);
  return openDemoSource({ dataDir: config.dataDir, logger, cacheBytes: config.tmdb.cacheBytes });
}
