/**
 * The import boundaries are lint rules (eslint.config.mjs): these cases lint a line of code as if it
 * stood in a given file, through the real ESLint command and config, and check that the wrong import
 * fails and the right one passes.
 */
import { lintAs } from './helpers/lint';

/** The no-restricted-imports messages ESLint gives `code` as the file `file`. */
async function boundaryErrors(file: string, code: string): Promise<string[]> {
  return (await lintAs(file, code))
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

jest.setTimeout(60_000);

describe('import boundaries', () => {
  it.each([
    [
      'server/api/x.ts',
      "import { toSlug } from '../../src/lib/slug';",
      /never imports the web app/,
    ],
    ['src/lib/x.ts', "import { makeStore } from '../../server/app';", /never imports the server/],
    ['common/x.ts', "import { toSlug } from '../src/lib/slug';", /common\/ is shared/],
    ['src/components/X.tsx', "import { HomeRows } from '@/features/home/HomeRows';", /Shared UI/],
    ['src/components/X.tsx', "import { makeStore } from '@/app/store';", /Shared UI/],
    ['src/lib/x.ts', "import { tmdbApi } from '@/services/tmdbApi';", /pure helpers/],
    ['src/services/x.ts', "import Box from '@mui/material/Box';", /import no UI/],
    [
      'src/features/home/X.tsx',
      "import { watchlistSlice } from '@/features/lists/savedMedia/watchlistSlice';",
      /does not import another feature/,
    ],
    ['src/features/home/X.tsx', "import { makeStore } from '@/app/store';", /@\/app\/hooks/],
    ['src/features/home/X.tsx', "import { x } from '../savedMedia/savedMedia';", /by its @\/ path/],
    [
      'server/storage/engine.ts',
      "import { KyselyAccountStore } from '../accounts/accountStore';",
      /storage\/ is the engines/,
    ],
    [
      'server/storage/migrations.ts',
      "import { SnapshotRateStore } from '../shared/snapshotRateStore';",
      /storage\/ is the engines/,
    ],
    ['server/shared/redis.ts', "import { contactRoutes } from '../contact/routes';", /shared\//],
    [
      'server/contact/routes.ts',
      "import { KyselyAccountStore } from '../accounts/accountStore';",
      /imports no other/,
    ],
    ['server/render/appPages.ts', "import { suggestRoutes } from '../suggest/routes';", /no other/],
    ['server/render/appPages.ts', "import { buildApp } from '../app';", /Only server\/index.ts/],
    ['server/sources/live/x.ts', "import { buildApp } from '../../app';", /Only server\/index.ts/],
  ])('%s may not `%s`', async (file, code, message) => {
    const errors = await boundaryErrors(file, `${code}\nexport const used = [];\n`);
    expect(errors).toContainEqual(expect.stringMatching(message));
  });

  it('lets each layer import what it may', async () => {
    const code = [
      "import { genreListOf } from '@common/genres';",
      "import { useAppSelector } from '@/app/hooks';",
      "import { MediaCard } from '@/components/MediaCard';",
      "import { toSlug } from '@/lib/slug';",
      "import { useGetTrendingQuery } from '@/services/trending';",
      "import { HeroSlide } from './HeroSlide';",
      "import { ContentRow } from '@/features/home/ContentRow';",
      'export const used = [genreListOf, useAppSelector, MediaCard, toSlug, useGetTrendingQuery, HeroSlide, ContentRow];',
    ].join('\n');
    expect(await boundaryErrors('src/features/home/X.tsx', code)).toEqual([]);
  });

  it('lets the server import across its own layers as it may', async () => {
    const cases: [string, string][] = [
      // A concern: its own store, the engine, what instances share, the catalogue source, common/.
      [
        'server/contact/routes.ts',
        [
          "import { KyselyContactStore } from './contactStore';",
          "import { writeTransaction } from '../storage/engine';",
          "import { rateLimitStore } from '../shared/rateStore';",
          "import type { CatalogueSource } from '../sources/types';",
          "import { visibleText } from '../../common/visibleText';",
        ].join('\n'),
      ],
      // The one place that assembles the stores, and the one that composes the server.
      [
        'server/storage/storage.ts',
        "import { KyselyAccountStore } from '../accounts/accountStore';",
      ],
      ['server/index.ts', "import { buildApp } from './app';"],
    ];
    for (const [file, code] of cases) {
      expect({
        file,
        errors: await boundaryErrors(file, `${code}\nexport const used = [];\n`),
      }).toEqual({ file, errors: [] });
    }
  });
});
