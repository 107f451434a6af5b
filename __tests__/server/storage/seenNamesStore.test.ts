/**
 * The seen-names store's contract, on SQLite and on PostgreSQL alike: names are merged with what was
 * known, adult ones never suggested, and what changed is reported for the suggestions' answer cache.
 */
import type { SeenName } from '../../../server/suggest/seenNames';
import { describeEachEngine } from './engines';
import type { Place } from './engines';

jest.setTimeout(60_000);

const movie = (id: number, title: string, extra: Record<string, unknown> = {}): SeenName => ({
  kind: 'movie',
  id,
  name: title,
  original: '',
  popularity: 10,
  item: { id, title, adult: false, ...extra },
});

describeEachEngine('seen names store', ({ engine, fresh }) => {
  let place: Place;
  beforeEach(async () => {
    place = await fresh();
  });
  afterEach(async () => {
    await place.remove();
  });

  it('records names, answers their items, and says when a name is new', async () => {
    const { seenNames } = await place.open();
    const first = await seenNames.save([movie(1, 'Alpha'), movie(2, 'Beta')], 1000);
    expect(first).toEqual({
      records: [
        { kind: 'movie', id: 1, names: ['Alpha'], popularity: 10 },
        { kind: 'movie', id: 2, names: ['Beta'], popularity: 10 },
      ],
      added: true,
      hidden: false,
    });
    // Seen again, same names: nothing new for the cache.
    const again = await seenNames.save([movie(1, 'Alpha', { poster_path: '/a.jpg' })], 2000);
    expect(again.added).toBe(false);
    expect(await seenNames.item('movie', 1)).toEqual({
      id: 1,
      title: 'Alpha',
      adult: false,
      poster_path: '/a.jpg',
      media_type: 'movie',
    });
    expect(await seenNames.item('movie', 3)).toBeUndefined();
    // Renamed: new to the index.
    expect((await seenNames.save([movie(2, 'Beta Prime')])).added).toBe(true);
    expect((await seenNames.records()).map((r) => r.names[0]).sort()).toEqual([
      'Alpha',
      'Beta Prime',
    ]);
  });

  it('merges an item with what was known of it', async () => {
    const { seenNames } = await place.open();
    const person = (item: Record<string, unknown>): SeenName => ({
      kind: 'person',
      id: 287,
      name: 'Brad Pitt',
      original: '',
      item: { id: 287, name: 'Brad Pitt', ...item },
    });
    await seenNames.save([
      person({ known_for: [{ id: 550, media_type: 'movie' }], popularity: 9 }),
    ]);
    await seenNames.save([person({ profile_path: '/p.jpg' })]);
    expect(await seenNames.item('person', 287)).toEqual({
      id: 287,
      name: 'Brad Pitt',
      known_for: [{ id: 550, media_type: 'movie' }],
      popularity: 9,
      profile_path: '/p.jpg',
      media_type: 'person',
    });
  });

  it('never suggests an adult name, and reports one that turned adult', async () => {
    const { seenNames } = await place.open();
    expect((await seenNames.save([movie(9, 'Gamma', { adult: true })])).records).toEqual([]);
    await seenNames.save([movie(10, 'Delta')]);
    const turned = await seenNames.save([movie(10, 'Delta', { adult: true })]);
    expect(turned).toEqual({ records: [], added: false, hidden: true });
    expect(await seenNames.item('movie', 10)).toBeUndefined();
    expect(await seenNames.records()).toEqual([]);
  });

  it('keeps names across a restart', async () => {
    const first = await place.open();
    await first.seenNames.save([movie(1, 'Alpha')]);
    await first.close();
    const second = await place.open();
    expect(await second.seenNames.records()).toEqual([
      { kind: 'movie', id: 1, names: ['Alpha'], popularity: 10 },
    ]);
  });

  // Instances share a database on PostgreSQL only (SQLite's file is one instance's; two handles in one
  // process would only block each other's event loop in better-sqlite3's busy wait).
  if (engine === 'postgres') {
    it('takes two instances saving the same names in opposite orders at once, without a deadlock', async () => {
      const [one, two] = [await place.open(), await place.open()];
      try {
        // Both migrated first: what is raced here is the saving, not two starts.
        await one.seenNames.records();
        await two.seenNames.records();
        // What two popular lists do: overlapping titles, in their own orders, movies and shows mixed.
        const names = (round: number): SeenName[] =>
          Array.from({ length: 60 }, (_, i) =>
            i % 3 === 0
              ? {
                  ...movie(i, `Title ${i}`),
                  kind: 'tv' as const,
                  item: { id: i, name: `Show ${i}` },
                }
              : movie(i, `Title ${i} ${round}`),
          );
        // Eight saves at once from each: harsher than Suggestions, which keeps one in flight per
        // instance.
        const saves: Promise<unknown>[] = [];
        for (let round = 0; round < 8; round += 1) {
          saves.push(one.seenNames.save(names(round)));
          saves.push(two.seenNames.save(names(round).reverse()));
        }
        const results = await Promise.allSettled(saves);
        expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
        expect(await one.seenNames.records()).toHaveLength(60);
      } finally {
        await one.close();
        await two.close();
      }
    });
  }
});
