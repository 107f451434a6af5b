import type { WatchOffer } from '@common/tmdb';
import {
  isRegionCode,
  offerGroups,
  offersLink,
  regionChoices,
  regionFromLanguage,
  regionName,
} from '@/lib/watchOffers';

const offer = (
  provider_id: number,
  provider_name: string,
  display_priority?: number,
): WatchOffer => ({
  provider_id,
  provider_name,
  logo_path: `/logo${provider_id}.jpg`,
  ...(display_priority === undefined ? {} : { display_priority }),
});

const names = (offers: WatchOffer[]) => offers.map((item) => item.provider_name);

describe('regionFromLanguage', () => {
  it.each([
    ['en-US', 'US'],
    ['en-GB', 'GB'],
    ['de', 'DE'],
    ['fr-CA', 'CA'],
    ['ja', 'JP'],
    ['pt-BR', 'BR'],
    ['en_AU', 'AU'],
    ['  de-AT ', 'AT'],
    ['zh-Hant-TW', 'TW'],
    ['sr-Latn', 'RS'],
    ['en-gb', 'GB'],
  ])('%s is %s', (language, region) => {
    expect(regionFromLanguage(language)).toBe(region);
  });

  it.each([[''], ['   '], ['not a language!'], ['es-419'], ['x'], [undefined], [null], [42]])(
    'falls back to US for %p',
    (language) => {
      expect(regionFromLanguage(language)).toBe('US');
    },
  );
});

describe('isRegionCode', () => {
  it('accepts two capital letters only', () => {
    expect(isRegionCode('US')).toBe(true);
    expect(isRegionCode('DE')).toBe(true);
    for (const bad of ['us', 'USA', 'U', '', '419', 'U1', ' US', 'US\n', null, 7, {}]) {
      expect(isRegionCode(bad)).toBe(false);
    }
  });
});

describe('regionName', () => {
  it('names a region in English', () => {
    expect(regionName('US')).toBe('United States');
    expect(regionName('DE')).toBe('Germany');
    expect(regionName('JP')).toBe('Japan');
  });

  it("names every region as this runtime's Intl does, accents and all", () => {
    const intl = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
    expect(regionName('CI')).toBe('Côte d’Ivoire');
    expect(regionName('AX')).toBe('Åland Islands');
    let named = 0;
    for (let a = 65; a < 91; a += 1) {
      for (let b = 65; b < 91; b += 1) {
        const code = String.fromCharCode(a, b);
        const name = intl.of(code);
        if (!name || name === code) continue;
        named += 1;
        expect([code, regionName(code)]).toEqual([code, name]);
      }
    }
    expect(named).toBeGreaterThan(240);
  });

  it('gives the code back for what it cannot name', () => {
    expect(regionName('XX')).toBe('XX');
    expect(regionName('not-a-code')).toBe('not-a-code');
    expect(regionName('')).toBe('');
  });
});

describe('offerGroups', () => {
  it('orders the groups Stream, Free, Rent, Buy and leaves out empty ones', () => {
    const groups = offerGroups({
      buy: [offer(2, 'Apple TV', 4)],
      rent: [],
      ads: [offer(73, 'Tubi', 20)],
      flatrate: [offer(8, 'Netflix', 1)],
    });
    expect(groups.map((group) => [group.kind, group.label.id])).toEqual([
      ['stream', 'Stream'],
      ['free', 'Free'],
      ['buy', 'Buy'],
    ]);
  });

  it('merges free and ad-supported offers, listing a service once', () => {
    const [free] = offerGroups({
      free: [offer(73, 'Tubi', 20), offer(300, 'Pluto TV', 30)],
      ads: [offer(73, 'Tubi', 20), offer(538, 'Plex', 10)],
    });
    expect(free?.label.id).toBe('Free');
    expect(names(free?.offers ?? [])).toEqual(['Plex', 'Tubi', 'Pluto TV']);
  });

  it('sorts by display priority, then by name, with unranked offers last', () => {
    const [stream] = offerGroups({
      flatrate: [
        offer(1, 'Zeta', 5),
        offer(2, 'Unranked'),
        offer(3, 'Beta', 5),
        offer(4, 'Alpha', 2),
        offer(5, 'Also unranked'),
      ],
    });
    expect(names(stream?.offers ?? [])).toEqual([
      'Alpha',
      'Beta',
      'Zeta',
      'Also unranked',
      'Unranked',
    ]);
  });

  it('keeps the same service in different groups (stream and buy are different offers)', () => {
    const groups = offerGroups({
      flatrate: [offer(9, 'Amazon Prime Video', 3)],
      buy: [offer(9, 'Amazon Prime Video', 3)],
    });
    expect(groups.map((group) => names(group.offers))).toEqual([
      ['Amazon Prime Video'],
      ['Amazon Prime Video'],
    ]);
  });

  it('ignores malformed entries and answers nothing for a missing region', () => {
    const [rent] = offerGroups({
      rent: [
        offer(2, 'Apple TV', 4),
        { provider_name: 'No id' } as unknown as WatchOffer,
        { provider_id: 7, provider_name: '  ' } as unknown as WatchOffer,
        null as unknown as WatchOffer,
      ],
      buy: 'not a list' as unknown as WatchOffer[],
    });
    expect(names(rent?.offers ?? [])).toEqual(['Apple TV']);
    expect(offerGroups(undefined)).toEqual([]);
    expect(offerGroups(null)).toEqual([]);
    expect(offerGroups({ link: 'https://www.themoviedb.org/movie/1/watch?locale=US' })).toEqual([]);
  });
});

describe('regionChoices', () => {
  it('lists the regions with answers by name, adding the current one', () => {
    const results = { US: {}, DE: {}, GB: {}, AT: {} };
    // Austria, Germany, Japan, United Kingdom, United States
    expect(regionChoices(results, 'JP')).toEqual(['AT', 'DE', 'JP', 'GB', 'US']);
    expect(regionChoices(results, 'US')).toEqual(['AT', 'DE', 'GB', 'US']);
  });

  it("names and orders them in the page's language", () => {
    // Deutschland, Japan, Österreich, Vereinigte Staaten, Vereinigtes Königreich
    expect(regionChoices({ US: {}, DE: {}, GB: {}, AT: {} }, 'JP', 'de')).toEqual([
      'DE',
      'JP',
      'AT',
      'US',
      'GB',
    ]);
    expect(regionName('DE', 'de')).toBe('Deutschland');
  });

  it("sorts as Intl.Collator('en') sorts the names, accented ones in their place", () => {
    const codes = ['TR', 'AX', 'CI', 'CW', 'RE', 'ST', 'US', 'AT', 'ZW', 'SE', 'CH', 'IS'];
    const collator = new Intl.Collator('en');
    const byName = [...codes].sort((a, b) => collator.compare(regionName(a), regionName(b)));
    expect(regionChoices(Object.fromEntries(codes.map((code) => [code, {}])), 'US')).toEqual(
      byName,
    );
    // A code no table names (none today) goes last.
    expect(regionChoices({ US: {}, XX: {} }, 'AT')).toEqual(['AT', 'US', 'XX']);
  });

  it('skips keys that are not region codes and an invalid current region', () => {
    expect(regionChoices({ US: {}, usa: {}, '': {}, '1A': {} }, 'nope')).toEqual(['US']);
    expect(regionChoices(undefined, 'FR')).toEqual(['FR']);
    expect(regionChoices({}, 'FR')).toEqual(['FR']);
  });
});

describe('offersLink', () => {
  it('keeps an https address and drops anything else', () => {
    const link = 'https://www.themoviedb.org/movie/550-fight-club/watch?locale=US';
    expect(offersLink({ link })).toBe(link);
    expect(offersLink({ link: 'javascript:alert(1)' })).toBeNull();
    expect(offersLink({ link: 'http://www.themoviedb.org/' })).toBeNull();
    expect(offersLink({ link: 'not a url' })).toBeNull();
    expect(offersLink({})).toBeNull();
    expect(offersLink(undefined)).toBeNull();
  });
});
