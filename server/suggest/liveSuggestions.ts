import type { CacheBudget } from '../cacheBudget';
import type { Logger } from '../logger';
import { DemoCatalogue } from '../sources/demo/demoCatalogue';
import { demoItems } from '../sources/demo/demoSource';
import { openCatalogue } from '../catalogue/catalogueDb';
import type { NameRecord } from './nameIndex';
import type { SeenNamesStore } from './seenNamesStore';
import { Suggestions, demoNames } from './suggestions';
import type { ItemRenderer } from './suggestions';

/**
 * `/api/suggest` for the live source: the demo catalogue's titles and names (opened read-only beside
 * TMDB, built from the seed on first start) plus every one the server has seen in TMDB's answers,
 * kept in `seen` (DATA_DIR/names.sqlite, or PostgreSQL). Either part that cannot be opened is left out with a warning: the
 * site works without suggestions.
 */
export function openLiveSuggestions(
  dataDir: string,
  logger: Logger,
  seen: SeenNamesStore,
  cacheBudget?: CacheBudget,
): Suggestions {
  let names: NameRecord[] = [];
  let render: ItemRenderer = () => undefined;
  let onClose: (() => void) | undefined;
  try {
    const { db } = openCatalogue({ dataDir, logger });
    names = demoNames(db);
    render = demoItems(new DemoCatalogue(db));
    onClose = () => db.close();
  } catch (error) {
    logger.warn({ err: error }, 'suggestions: the demo catalogue cannot be opened, left out');
  }
  return new Suggestions({
    names,
    render,
    seen,
    cacheBudget,
    onClose,
    logger,
  });
}
