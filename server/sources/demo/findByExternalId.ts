import type { Database, Statement } from 'better-sqlite3';

import type { ExternalSource } from '../../api/routeTable';
import type { DemoCatalogue } from './demoCatalogue';

type Json = Record<string, unknown>;

/** TMDB's /find answer: what the id names, by kind (episodes and seasons are not in the snapshot). */
export interface FindAnswer {
  movie_results: Json[];
  person_results: Json[];
  tv_results: Json[];
  tv_episode_results: Json[];
  tv_season_results: Json[];
}

/**
 * `/find/{external_id}` over the demo catalogue: the titles and people whose recorded id on
 * `source` is `externalId` (table `external_ids`, built from the seed), as search/multi's items, each
 * with its media type. An id the snapshot does not know answers empty lists, as TMDB answers one.
 */
export class ExternalIdFinder {
  private readonly lookup: Statement;

  constructor(
    db: Database,
    private readonly catalogue: DemoCatalogue,
  ) {
    this.lookup = db.prepare(
      `SELECT media_type, id FROM external_ids WHERE source = ? AND external_id = ?
       ORDER BY media_type, id`,
    );
  }

  find(source: ExternalSource, externalId: string): FindAnswer {
    const answer: FindAnswer = {
      movie_results: [],
      person_results: [],
      tv_results: [],
      tv_episode_results: [],
      tv_season_results: [],
    };
    const rows = this.lookup.all(source, externalId) as {
      media_type: 'movie' | 'tv' | 'person';
      id: number;
    }[];
    for (const { media_type, id } of rows) {
      const item = this.catalogue.suggestItem(media_type, id);
      if (item) answer[`${media_type}_results`].push(item);
    }
    return answer;
  }
}
