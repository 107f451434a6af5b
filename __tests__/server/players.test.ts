/**
 * The player provider registry's shared rules (common/players.ts): validating the operator's entries,
 * expanding a template into an iframe's address, the origins the CSP frames, and reading a progress
 * message (common/mediaData.ts). Then the server's side: `/api/site` hands the validated providers to
 * the app.
 */
import {
  DEFAULT_ALLOW,
  DEFAULT_SANDBOX,
  MAX_PROVIDERS,
  PlayerConfigError,
  expandTemplate,
  providerOrigins,
  validateProviders,
} from '../../common/players';
import type { PlayerProvider } from '../../common/players';
import { readMediaData } from '../../common/mediaData';
import { startDemoApp } from './helpers/demoApp';

/** A correct entry; each test spoils one field. */
const entry = (fields: Record<string, unknown> = {}): Record<string, unknown> => ({
  id: 'nova',
  name: 'Nova',
  movieUrl: 'https://player.example/embed/movie/{id}',
  tvUrl: 'https://player.example/embed/tv/{id}/{season}/{episode}',
  ...fields,
});

/** The error validating `list` throws (the test fails when it does not throw one). */
function configError(list: unknown): PlayerConfigError {
  try {
    validateProviders(list);
  } catch (error) {
    if (error instanceof PlayerConfigError) return error;
    throw error;
  }
  throw new Error('expected a PlayerConfigError');
}

describe('validateProviders', () => {
  it('takes a good entry and fills in the sandbox and allow defaults', () => {
    expect(validateProviders([entry()])).toEqual([
      {
        id: 'nova',
        name: 'Nova',
        movieUrl: 'https://player.example/embed/movie/{id}',
        tvUrl: 'https://player.example/embed/tv/{id}/{season}/{episode}',
        sandbox: 'allow-scripts allow-same-origin allow-presentation',
        allow: 'autoplay; fullscreen; encrypted-media; picture-in-picture',
      },
    ]);
    expect(DEFAULT_SANDBOX).toBe('allow-scripts allow-same-origin allow-presentation');
    expect(DEFAULT_ALLOW).toBe('autoplay; fullscreen; encrypted-media; picture-in-picture');
    expect(validateProviders([])).toEqual([]);
  });

  it('keeps a description and a progress origin, trimmed', () => {
    const [provider] = validateProviders([
      entry({
        name: '  Nova  ',
        description: ' Our licensed catalogue ',
        progressOrigin: 'https://player.example',
      }),
    ]);
    expect(provider).toMatchObject({
      name: 'Nova',
      description: 'Our licensed catalogue',
      progressOrigin: 'https://player.example',
    });
    // An empty description is as good as none.
    expect(validateProviders([entry({ description: ' ' })])[0]).not.toHaveProperty('description');
  });

  it('names the entry by position and id', () => {
    const error = configError([entry(), entry({ id: 'second', name: 7 })]);
    expect(error.entry).toBe('entry 2 ("second")');
    expect(error.field).toBe('name');
    expect(error.message).toBe('entry 2 ("second"), field "name": must be a string');
    // No usable id: the position alone.
    expect(configError([entry({ id: 5 })]).entry).toBe('entry 1');
  });

  it.each<[string, Record<string, unknown>, string, RegExp]>([
    ['id missing', { id: undefined }, 'id', /lower-case letters/],
    ['id with capitals', { id: 'Nova' }, 'id', /lower-case letters/],
    ['id too long', { id: 'a'.repeat(33) }, 'id', /1 to 32/],
    ['id starting with a hyphen', { id: '-nova' }, 'id', /lower-case letters/],
    ['name missing', { name: undefined }, 'name', /must be a string/],
    ['name empty', { name: '   ' }, 'name', /must not be empty/],
    ['name too long', { name: 'n'.repeat(41) }, 'name', /at most 40/],
    ['name with markup', { name: '<b>Nova</b>' }, 'name', /< >/],
    ['name with a control character', { name: 'No\u0007va' }, 'name', /control/],
    ['name with a C1 control character', { name: 'No\u0085va' }, 'name', /control/],
    ['description not text', { description: 3 }, 'description', /must be a string/],
    ['description too long', { description: 'd'.repeat(201) }, 'description', /at most 200/],
    ['movieUrl missing', { movieUrl: undefined }, 'movieUrl', /URL template/],
    ['movieUrl empty', { movieUrl: ' ' }, 'movieUrl', /URL template/],
    ['tvUrl not text', { tvUrl: ['https://player.example/{id}'] }, 'tvUrl', /URL template/],
    [
      'movieUrl too long',
      { movieUrl: `https://player.example/{id}/${'x'.repeat(500)}` },
      'movieUrl',
      /at most 500/,
    ],
    [
      'progressOrigin with a path',
      { progressOrigin: 'https://player.example/' + 'p' },
      'progressOrigin',
      /origin alone/,
    ],
    [
      'progressOrigin not a URL',
      { progressOrigin: 'player.example' },
      'progressOrigin',
      /not an origin/,
    ],
    [
      'progressOrigin over http',
      { progressOrigin: 'http://player.example' },
      'progressOrigin',
      /https/,
    ],
    ['progressOrigin not text', { progressOrigin: 443 }, 'progressOrigin', /origin string/],
    ['sandbox not text', { sandbox: ['allow-scripts'] }, 'sandbox', /sandbox tokens/],
    ['allow not text', { allow: true }, 'allow', /string/],
  ])('refuses %s, naming the field', (_case, fields, field, reason) => {
    const error = configError([entry(fields)]);
    expect(error.field).toBe(field);
    expect(error.message).toContain(`field "${field}"`);
    expect(error.message).toMatch(/^entry 1/);
    expect(error.message).toMatch(reason);
  });

  it('refuses what is not a list of objects, or too long a list', () => {
    expect(configError({ id: 'nova' }).message).toBe(
      'the list: must be a JSON array of provider objects',
    );
    expect(configError([entry(), 'nova']).message).toBe('entry 2: must be an object');
    expect(configError([null]).message).toBe('entry 1: must be an object');
    expect(configError([[entry()]]).message).toBe('entry 1: must be an object');
    const many = Array.from({ length: MAX_PROVIDERS + 1 }, (_v, i) => entry({ id: `p${i}` }));
    expect(MAX_PROVIDERS).toBe(20);
    expect(configError(many).message).toBe('the list: holds more than 20 providers');
    expect(validateProviders(many.slice(0, 20))).toHaveLength(20);
  });

  it('wants https, allowing plain http only on loopback hosts', () => {
    for (const url of [
      'http://player.example/m/{id}',
      'http://192.168.1.10/m/{id}',
      'http://0.0.0.0/m/{id}',
      'http://localhost.player.example/m/{id}',
      'ftp://player.example/m/{id}',
      'javascript://player.example/m/{id}',
    ]) {
      const error = configError([entry({ movieUrl: url })]);
      expect([error.field, error.message]).toEqual(['movieUrl', expect.stringMatching(/https/)]);
    }
    for (const host of ['localhost:4100', '127.0.0.1:4100', '127.3.4.5', '[::1]:8080']) {
      const [provider] = validateProviders([
        entry({
          movieUrl: `http://${host}/movie/{id}`,
          tvUrl: `http://${host}/tv/{id}/{season}/{episode}`,
          progressOrigin: `http://${host}`,
        }),
      ]);
      expect(provider!.movieUrl).toBe(`http://${host}/movie/{id}`);
    }
  });

  it('takes a host in punycode and refuses it in Unicode, naming the punycode form', () => {
    const [provider] = validateProviders([
      entry({
        movieUrl: 'https://xn--bcher-kva.example/movie/{id}',
        tvUrl: 'https://xn--bcher-kva.example/tv/{id}/{season}/{episode}',
        progressOrigin: 'https://xn--bcher-kva.example',
      }),
    ]);
    expect(provider!.movieUrl).toBe('https://xn--bcher-kva.example/movie/{id}');
    expect(providerOrigins([provider!])).toEqual(['https://xn--bcher-kva.example']);

    for (const [field, value] of [
      ['movieUrl', 'https://bücher.example/movie/{id}'],
      ['tvUrl', 'https://bücher.example/tv/{id}/{season}/{episode}'],
      ['progressOrigin', 'https://bücher.example'],
    ]) {
      const error = configError([entry({ [field!]: value })]);
      expect([error.field, error.message]).toEqual([
        field,
        expect.stringContaining(
          'has a host outside ASCII: write it in its punycode form, xn--bcher-kva.example',
        ),
      ]);
    }
  });

  it('refuses a placeholder in the host, or before it', () => {
    for (const url of [
      'https://{id}.player.example/movie',
      'https://player{id}.example/movie',
      'https://player.example:{id}/movie',
      '{imdbId}/movie',
      'https://player.example{id}/x',
    ]) {
      const error = configError([entry({ movieUrl: url })]);
      expect(error.field).toBe('movieUrl');
    }
    expect(configError([entry({ movieUrl: 'https://{id}.player.example/m' })]).message).toMatch(
      /only appear after the host/,
    );
    expect(configError([entry({ movieUrl: 'https://u:p@player.example/{id}' })]).message).toMatch(
      /user name or password/,
    );
  });

  it('refuses unknown or broken placeholders and templates without {id} or {imdbId}', () => {
    expect(configError([entry({ movieUrl: 'https://player.example/{tmdb}' })]).message).toMatch(
      /unknown placeholder \{tmdb\}/,
    );
    expect(configError([entry({ movieUrl: 'https://player.example/{ID}' })]).field).toBe(
      'movieUrl',
    );
    expect(configError([entry({ movieUrl: 'https://player.example/{id' })]).message).toMatch(
      /unmatched/,
    );
    const noId = configError([entry({ movieUrl: 'https://player.example/movie/latest' })]);
    expect([noId.field, noId.message]).toEqual([
      'movieUrl',
      expect.stringMatching(/must contain \{id\}/),
    ]);
    const tvNoId = configError([entry({ tvUrl: 'https://player.example/tv/{season}/{episode}' })]);
    expect(tvNoId.field).toBe('tvUrl');
    // {imdbId} alone will do.
    expect(
      validateProviders([
        entry({
          movieUrl: 'https://player.example/m/{imdbId}',
          tvUrl: 'https://player.example/t/{imdbId}?s={season}&e={episode}',
        }),
      ]),
    ).toHaveLength(1);
  });

  it('keeps {season} and {episode} out of movie templates and wants both in episode templates', () => {
    expect(
      configError([entry({ movieUrl: 'https://player.example/m/{id}/{season}' })]).message,
    ).toMatch(/movie template cannot use/);
    expect(
      configError([entry({ movieUrl: 'https://player.example/m/{id}?e={episode}' })]).field,
    ).toBe('movieUrl');
    for (const tvUrl of [
      'https://player.example/tv/{id}',
      'https://player.example/tv/{id}/{season}',
      'https://player.example/tv/{id}/{episode}',
    ]) {
      const error = configError([entry({ tvUrl })]);
      expect([error.field, error.message]).toEqual([
        'tvUrl',
        expect.stringMatching(/must contain \{season\} and \{episode\}/),
      ]);
    }
  });

  it('refuses a repeated id, the reserved "trailer" id and fields it does not know', () => {
    const repeated = configError([entry(), entry({ name: 'Nova again' })]);
    expect([repeated.entry, repeated.field, repeated.message]).toEqual([
      'entry 2 ("nova")',
      'id',
      expect.stringMatching(/earlier entry/),
    ]);
    const trailer = configError([entry({ id: 'trailer' })]);
    expect([trailer.field, trailer.message]).toEqual(['id', expect.stringMatching(/built-in/)]);
    const unknown = configError([entry({ apiKey: 'x' })]);
    expect([unknown.field, unknown.message]).toEqual([
      'apiKey',
      'entry 1 ("nova"), field "apiKey": is not a provider field',
    ]);
    expect(configError([entry({ movieURL: 'https://player.example/{id}' })]).field).toBe(
      'movieURL',
    );
  });

  it('grants only known sandbox tokens, never top navigation or escaping the sandbox', () => {
    expect(
      validateProviders([entry({ sandbox: ' allow-scripts  allow-forms allow-scripts ' })])[0]!
        .sandbox,
    ).toBe('allow-scripts allow-forms');
    // An empty sandbox is the strictest one, and allowed.
    expect(validateProviders([entry({ sandbox: '' })])[0]!.sandbox).toBe('');
    for (const token of [
      'allow-top-navigation',
      'allow-top-navigation-by-user-activation',
      'allow-top-navigation-to-custom-protocols',
      'allow-popups-to-escape-sandbox',
    ]) {
      const error = configError([entry({ sandbox: `allow-scripts ${token}` })]);
      expect([error.field, error.message]).toEqual([
        'sandbox',
        expect.stringContaining(`"${token}" is never granted`),
      ]);
    }
    expect(configError([entry({ sandbox: 'allow-everything' })]).message).toMatch(
      /unknown sandbox token "allow-everything"/,
    );
  });

  it('grants only player features in allow', () => {
    expect(validateProviders([entry({ allow: 'autoplay;fullscreen ; autoplay;' })])[0]!.allow).toBe(
      'autoplay; fullscreen',
    );
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', "autoplay 'none'"]) {
      const error = configError([entry({ allow: `autoplay; ${feature}` })]);
      expect([error.field, error.message]).toEqual([
        'allow',
        expect.stringContaining(`"${feature}" is not a feature`),
      ]);
    }
  });
});

describe('expandTemplate', () => {
  it('fills in the placeholders', () => {
    expect(expandTemplate('https://player.example/movie/{id}', { id: 550 })).toBe(
      'https://player.example/movie/550',
    );
    expect(
      expandTemplate('https://player.example/tv/{id}/{season}/{episode}?i={imdbId}&again={id}', {
        id: 1399,
        imdbId: 'tt0944947',
        season: 1,
        episode: 2,
      }),
    ).toBe('https://player.example/tv/1399/1/2?i=tt0944947&again=1399');
    // Season 0 holds a show's specials.
    expect(
      expandTemplate('https://player.example/tv/{id}/{season}/{episode}', {
        id: 1,
        season: 0,
        episode: 1,
      }),
    ).toBe('https://player.example/tv/1/0/1');
  });

  it('answers null when the title lacks a value the template needs', () => {
    const imdb = 'https://player.example/movie/{imdbId}';
    expect(expandTemplate(imdb, { id: 550 })).toBeNull();
    expect(expandTemplate(imdb, { id: 550, imdbId: null })).toBeNull();
    expect(expandTemplate(imdb, { id: 550, imdbId: '' })).toBeNull();
    const tv = 'https://player.example/tv/{id}/{season}/{episode}';
    expect(expandTemplate(tv, { id: 1399 })).toBeNull();
    expect(expandTemplate(tv, { id: 1399, season: 1 })).toBeNull();
    expect(expandTemplate(tv, { id: 1399, season: 1, episode: 0 })).toBeNull();
    expect(expandTemplate(tv, { id: 1399, season: -1, episode: 1 })).toBeNull();
    expect(expandTemplate(tv, { id: 1399, season: 1.5, episode: 1 })).toBeNull();
    expect(expandTemplate('https://player.example/m/{id}', { id: 0 })).toBeNull();
    expect(expandTemplate('https://player.example/m/{id}', { id: NaN })).toBeNull();
  });

  it('never lets a value change the address: odd ids are refused, nothing is left unencoded', () => {
    // An IMDb id that is not one (a path, a query, another host) is treated as missing.
    for (const imdbId of ['../../admin', 'tt123?x=1', 'tt0137523/../x', '//evil.example', 'tt1']) {
      expect(expandTemplate('https://player.example/m/{imdbId}', { id: 1, imdbId })).toBeNull();
    }
    const url = expandTemplate('https://player.example/m/{imdbId}?id={id}', {
      id: 550,
      imdbId: 'tt0137523',
    });
    expect(url).toBe('https://player.example/m/tt0137523?id=550');
    expect(new URL(url!).origin).toBe('https://player.example');
  });
});

describe('providerOrigins', () => {
  it('lists each template origin once, in order, and not the progress origin', () => {
    const providers = validateProviders([
      entry({ progressOrigin: 'https://progress.example' }),
      entry({
        id: 'two',
        movieUrl: 'https://movies.example:8443/m/{id}',
        tvUrl: 'https://player.example/other/{id}/{season}/{episode}',
      }),
      entry({
        id: 'local',
        movieUrl: 'http://127.0.0.1:4100/movie/{id}',
        tvUrl: 'http://127.0.0.1:4100/tv/{id}/{season}/{episode}',
      }),
    ]);
    expect(providerOrigins(providers)).toEqual([
      'https://player.example',
      'https://movies.example:8443',
      'http://127.0.0.1:4100',
    ]);
    expect(providerOrigins([])).toEqual([]);
  });
});

describe('readMediaData', () => {
  const message = (data: unknown, type: unknown = 'MEDIA_DATA') => ({ type, data });

  it('accepts a well-formed progress report, and only its two numbers', () => {
    expect(readMediaData(message({ currentTime: 60, duration: 3000 }))).toEqual({
      type: 'MEDIA_DATA',
      data: { currentTime: 60, duration: 3000 },
    });
    expect(readMediaData(message({ currentTime: 0, duration: 0.5 }))).not.toBeNull();
    expect(readMediaData(message({ currentTime: 3000, duration: 3000 }))).not.toBeNull();
    expect(readMediaData(message({ currentTime: 0, duration: 86_400 }))).not.toBeNull();
    // Extra fields are dropped, not passed on.
    expect(
      readMediaData({ type: 'MEDIA_DATA', data: { currentTime: 1, duration: 2, x: 'y' }, z: 1 }),
    ).toEqual({ type: 'MEDIA_DATA', data: { currentTime: 1, duration: 2 } });
  });

  it.each<[string, unknown]>([
    ['numbers as strings', message({ currentTime: '60', duration: '3000' })],
    ['a string current time', message({ currentTime: '60', duration: 3000 })],
    ['NaN', message({ currentTime: NaN, duration: 3000 })],
    ['a NaN duration', message({ currentTime: 1, duration: NaN })],
    ['Infinity', message({ currentTime: 1, duration: Infinity })],
    ['-Infinity', message({ currentTime: -Infinity, duration: 3000 })],
    ['a negative time', message({ currentTime: -1, duration: 3000 })],
    ['a negative duration', message({ currentTime: 0, duration: -3000 })],
    ['a time past the duration', message({ currentTime: 3001, duration: 3000 })],
    ['a duration of 0', message({ currentTime: 0, duration: 0 })],
    ['a huge duration', message({ currentTime: 1, duration: 1e12 })],
    ['a duration just over a day', message({ currentTime: 1, duration: 86_401 })],
    ['Number.MAX_VALUE', message({ currentTime: Number.MAX_VALUE, duration: Number.MAX_VALUE })],
    ['no current time', message({ duration: 3000 })],
    ['no duration', message({ currentTime: 1 })],
    ['no data', { type: 'MEDIA_DATA' }],
    ['data null', message(null)],
    ['data as an array', message([1, 3000])],
    ['data as a string', message('{"currentTime":1,"duration":3000}')],
    ['another type', message({ currentTime: 1, duration: 3000 }, 'PLAYER_EVENT')],
    ['a lower-case type', message({ currentTime: 1, duration: 3000 }, 'media_data')],
    ['no type', { data: { currentTime: 1, duration: 3000 } }],
    [
      'the whole message as a JSON string',
      '{"type":"MEDIA_DATA","data":{"currentTime":1,"duration":3000}}',
    ],
    ['an array', [{ type: 'MEDIA_DATA', data: { currentTime: 1, duration: 3000 } }]],
    ['null', null],
    ['undefined', undefined],
    ['a number', 42],
    ['boxed numbers', message({ currentTime: new Number(1), duration: new Number(3000) })],
  ])('ignores %s', (_case, value) => {
    expect(readMediaData(value)).toBeNull();
  });
});

describe('/api/site', () => {
  it('hands the app the validated providers, defaults filled in, and nothing when none are set', async () => {
    const configured = [
      {
        id: 'nova',
        name: 'Nova',
        description: 'Films we hold the rights to',
        movieUrl: 'https://player.example/embed/movie/{imdbId}',
        tvUrl: 'https://player.example/embed/tv/{id}/{season}/{episode}',
        progressOrigin: 'https://player.example',
      },
      {
        id: 'local',
        name: 'Local',
        movieUrl: 'http://127.0.0.1:4100/movie/{id}',
        tvUrl: 'http://127.0.0.1:4100/tv/{id}/{season}/{episode}',
        sandbox: 'allow-scripts',
        allow: 'fullscreen',
      },
    ];
    const demo = await startDemoApp({ PLAYER_PROVIDERS: JSON.stringify(configured) });
    try {
      const res = await demo.get('/api/site');
      expect(res.status).toBe(200);
      const players: PlayerProvider[] = res.body.players;
      expect(players).toEqual([
        { ...configured[0], sandbox: DEFAULT_SANDBOX, allow: DEFAULT_ALLOW },
        configured[1],
      ]);
      expect(res.body).toMatchObject({ name: 'Marquee', catalogue: 'demo' });
    } finally {
      await demo.close();
    }
    const plain = await startDemoApp();
    try {
      expect((await plain.get('/api/site')).body.players).toEqual([]);
    } finally {
      await plain.close();
    }
  });
});
