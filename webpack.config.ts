import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

import type { PluginObj, types as BabelTypes } from '@babel/core';
import CompressionPlugin from 'compression-webpack-plugin';
import CssMinimizerPlugin from 'css-minimizer-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import webpack from 'webpack';
import type { Compiler, Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { InjectManifest } from 'workbox-webpack-plugin';

/** webpack-cli loads this file as an ES module (through tsx). */
const ROOT = import.meta.dirname;

/** Lingui's catalogues as the app reads them (keyed by English text: scripts/po-loader.cjs). */
const PO_LOADER = path.resolve(ROOT, 'scripts/po-loader.cjs');

/**
 * Babel's results are cached between builds; the project's own Babel step
 * (scripts/babel-compiled-messages.cjs, message-key.cjs) is part of the cache key, so changing it compiles afresh.
 */
const BABEL_OPTIONS = {
  cacheDirectory: true,
  cacheIdentifier: createHash('sha256')
    .update(fs.readFileSync(path.resolve(ROOT, 'scripts/babel-compiled-messages.cjs')))
    .update(fs.readFileSync(path.resolve(ROOT, 'scripts/message-key.cjs')))
    .update(fs.readFileSync(path.resolve(ROOT, '.babelrc')))
    .digest('hex'),
};

type Env = Record<string, string | boolean | undefined>;
interface Argv {
  mode?: 'production' | 'development';
}

/** reselect as a separate module (its own ES build), for the charts' code alone (see its rule). */
const RESELECT_FOR_CHARTS = path.join(
  path.dirname(fileURLToPath(import.meta.resolve('reselect/package.json'))),
  'dist/reselect.legacy-esm.js',
);

/** Where `npm run dev` sends `/api`: the Fastify server started with `npm start` (or API_ORIGIN). */
const API_ORIGIN = process.env.API_ORIGIN ?? 'http://localhost:3000';

/**
 * Writes dist/build-manifest.json: the files of the entry point and of every named lazy chunk group
 * (`page-*`), so scripts/bundle-size.ts can report what each route loads first.
 */
class BuildManifestPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('BuildManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'BuildManifestPlugin',
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT,
        },
        () => {
          const groups: Record<string, string[]> = {};
          for (const [name, group] of compilation.namedChunkGroups) groups[name] = group.getFiles();
          const json = JSON.stringify({ groups }, null, 2);
          compilation.emitAsset(
            'build-manifest.json',
            new compiler.webpack.sources.RawSource(json),
          );
        },
      );
    });
  }
}

/**
 * Chromium's explicit compile hint (V8 13.6+): a script that starts with this comment has all its
 * functions compiled while it streams in, off the main thread, instead of each one on the main thread
 * the first time it is called.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
/** Smaller scripts compile quickly anyway: not worth the hint's bytes (each page's budget counts them). */
const COMPILE_HINT_MIN_BYTES = 16 * 1024;

/**
 * Puts COMPILE_HINT at the top of the entry's scripts (the runtime, the libraries and the app that
 * every page runs as it starts), after the minifier (which drops comments) and before precompress().
 * Their functions run as the page hydrates; compiled lazily, they were the main thread's largest
 * blocks after the first paint.
 */
class CompileHintPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('CompileHintPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'CompileHintPlugin',
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
        },
        () => {
          const files = new Set<string>();
          for (const [name, group] of compilation.namedChunkGroups) {
            if (name === 'boot') continue;
            for (const file of group.getFiles()) files.add(file);
          }
          for (const file of files) {
            if (!file.endsWith('.js')) continue;
            if ((compilation.getAsset(file)?.source.size() ?? 0) < COMPILE_HINT_MIN_BYTES) continue;
            compilation.updateAsset(
              file,
              (source) => new compiler.webpack.sources.ConcatSource(COMPILE_HINT, source),
            );
          }
        },
      );
    });
  }
}

/** Text assets the server sends pre-compressed (@fastify/static preCompressed). */
const COMPRESSIBLE = /\.(js|css|html|svg|json)$/;

/**
 * A .gz (zlib level 9) and a .br (brotli quality 11) beside each text asset, so the server never
 * compresses a file per request. Written wherever compression makes the file smaller (minRatio 1).
 */
const precompress = () => [
  new CompressionPlugin({
    filename: '[path][base].gz',
    algorithm: 'gzip',
    compressionOptions: { level: 9 },
    test: COMPRESSIBLE,
    threshold: 0,
    minRatio: 1,
  }),
  new CompressionPlugin<zlib.BrotliOptions>({
    filename: '[path][base].br',
    algorithm: 'brotliCompress',
    compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
    test: COMPRESSIBLE,
    threshold: 0,
    minRatio: 1,
  }),
];

/**
 * MUI's CSS-variables theme code, which our theme (`cssVariables: false`, no `colorSchemes`) never
 * runs, is swapped for src/theme/withoutCssVariables.ts: MUI's createTheme and ThemeProvider import it
 * whatever the theme, and it weighed 7 KB (gzip) of every first load.
 */
const withoutCssVariables = () =>
  new webpack.NormalModuleReplacementPlugin(
    /^\.\/(createThemeWithVars|ThemeProviderWithVars)\.mjs$/,
    (resource) => {
      if (/[\\/]@mui[\\/]material[\\/]styles$/.test(resource.context)) {
        resource.request = path.resolve(ROOT, 'src/theme/withoutCssVariables.ts');
      }
    },
  );

/**
 * MUI's stringifyTheme, which createTheme sets as the theme's `toRuntimeSource` for Pigment CSS's
 * build-time tooling and nothing in the browser calls, is swapped for src/theme/noRuntimeSource.ts
 * (0.3 KB gzip of every first load). The browser build only: the server's renderer keeps MUI's.
 */
const withoutThemeSerializer = () =>
  new webpack.NormalModuleReplacementPlugin(/^\.\/stringifyTheme\.mjs$/, (resource) => {
    if (/[\\/]@mui[\\/]material[\\/]styles$/.test(resource.context)) {
      resource.request = path.resolve(ROOT, 'src/theme/noRuntimeSource.ts');
    }
  });

/**
 * Copies public/icons/ (the manifest's and the home-screen icons, drawn by scripts/make-icons.ts) into
 * the build as dist/icons/, under their own names: the manifest names them.
 */
class IconsPlugin {
  constructor(private readonly dir: string) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('IconsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'IconsPlugin',
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL,
        },
        () => {
          for (const file of fs.readdirSync(this.dir)) {
            const source = path.join(this.dir, file);
            compilation.fileDependencies.add(source);
            compilation.emitAsset(
              `icons/${file}`,
              new compiler.webpack.sources.RawSource(fs.readFileSync(source)),
            );
          }
        },
      );
    });
  }
}

/**
 * The installable, offline app (production builds only): the icons, and dist/sw.js compiled from
 * src/sw.ts with the list of files to precache written into it (Workbox InjectManifest): index.html
 * (the shell) and every hashed script and style sheet. Source maps, the pre-compressed copies, the
 * bundle report and the icons (the browser fetches those itself) are left out.
 */
const pwaPlugins = () => [
  new IconsPlugin(path.resolve(ROOT, 'public/icons')),
  new InjectManifest({
    swSrc: path.resolve(ROOT, 'src/sw.ts'),
    swDest: 'sw.js',
    exclude: [/\.map$/, /\.(br|gz)$/, /^build-manifest\.json$/, /^icons\//, /LICENSE/],
    // Hashed names are their own revision: no cache-busting query needed.
    dontCacheBustURLsMatching: /\.[0-9a-f]{10}\.(js|css)$/,
    maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
  }),
];

/**
 * A Babel plugin for react-router's production build (its rule below): marks its top-level
 * `React.forwardRef(…)`, `React.createContext(…)` and `React.memo(…)` declarations pure, the way its
 * other calls are, so the minifier drops those the app never uses (Form, NavLink, the data routers'
 * memo and what only they call: useSubmit, the form-submission helpers, useViewTransitionState). A
 * `X.displayName = "…"` right after such a declaration becomes part of it, `Object.assign(…, {
 * displayName })`: the same property set on the same object at the same moment (nothing runs in
 * between), but no longer a statement that keeps an unused X alive.
 */
const PURE_REACT_CALLS = new Set(['forwardRef', 'createContext', 'memo']);
function pureReactDeclarations({ types: t }: { types: typeof BabelTypes }): PluginObj {
  const pure = <T extends BabelTypes.Node>(node: T): T =>
    t.addComment(node, 'leading', '#__PURE__', false);
  const isReactCall = (
    node: BabelTypes.Node | null | undefined,
  ): node is BabelTypes.CallExpression =>
    t.isCallExpression(node) &&
    t.isMemberExpression(node.callee) &&
    !node.callee.computed &&
    t.isIdentifier(node.callee.property) &&
    PURE_REACT_CALLS.has(node.callee.property.name);
  return {
    name: 'pure-react-declarations',
    visitor: {
      Program(program) {
        const body = program.node.body;
        for (let i = 0; i < body.length; i++) {
          const statement = body[i];
          if (!t.isVariableDeclaration(statement) || statement.declarations.length !== 1) continue;
          const [declarator] = statement.declarations;
          if (!declarator || !t.isIdentifier(declarator.id) || !isReactCall(declarator.init))
            continue;
          pure(declarator.init);
          const next = body[i + 1];
          if (
            t.isExpressionStatement(next) &&
            t.isAssignmentExpression(next.expression, { operator: '=' }) &&
            t.isMemberExpression(next.expression.left) &&
            !next.expression.left.computed &&
            t.isIdentifier(next.expression.left.object, { name: declarator.id.name }) &&
            t.isIdentifier(next.expression.left.property, { name: 'displayName' }) &&
            t.isStringLiteral(next.expression.right)
          ) {
            declarator.init = pure(
              t.callExpression(t.memberExpression(t.identifier('Object'), t.identifier('assign')), [
                declarator.init,
                t.objectExpression([
                  t.objectProperty(t.identifier('displayName'), next.expression.right),
                ]),
              ]),
            );
            body.splice(i + 1, 1);
          }
        }
      },
    },
  };
}

/**
 * A Babel plugin for react-router's production build (with pureReactDeclarations): its Link without
 * framework mode's prefetching. `usePrefetchBehavior` answers "no prefetch, no handlers" whenever no
 * FrameworkContext is provided, and only framework mode's routers provide one (HydratedRouter,
 * ServerRouter, the RSC routers, createRoutesStub), which the browser build never includes (checked by
 * FrameworkContextCheckPlugin below). So in this build Link's call always answers `[false, ref, {}]`:
 * it is written so, and the prefetching code it kept (PrefetchPageLinks, the route modules' link
 * descriptors, …) goes. The ref it merged with the anchor's was read only by `prefetch="viewport"`'s
 * observer, and its state only changed Link's answer once a framework context existed: the anchor, its
 * attributes and handlers are the same. Fails the build if react-router's Link no longer reads so.
 */
function linkWithoutFrameworkPrefetch({ types: t }: { types: typeof BabelTypes }): PluginObj {
  let replaced = false;
  return {
    name: 'link-without-framework-prefetch',
    pre() {
      replaced = false;
    },
    visitor: {
      CallExpression(call) {
        if (!t.isIdentifier(call.node.callee, { name: 'usePrefetchBehavior' })) return;
        const link = call.getFunctionParent();
        const declarator = call.parentPath;
        const names = declarator.isVariableDeclarator() ? declarator.node.id : null;
        if (
          !link ||
          !t.isFunctionExpression(link.node) ||
          link.node.id?.name !== 'LinkWithRef' ||
          !t.isArrayPattern(names) ||
          names.elements.length !== 3 ||
          !names.elements.every((name) => t.isIdentifier(name))
        ) {
          throw call.buildCodeFrameError(
            "react-router's Link no longer reads `let [shouldPrefetch, prefetchRef, prefetchHandlers] = usePrefetchBehavior(…)`: see webpack.config.ts",
          );
        }
        // `let [shouldPrefetch, prefetchRef, prefetchHandlers] = [false, null, {}]`, spelt as three
        // declarations, for the minifier to see `shouldPrefetch` is false.
        const values = [t.booleanLiteral(false), t.nullLiteral(), t.objectExpression([])];
        declarator.replaceWithMultiple(
          names.elements.map((name, index) =>
            t.variableDeclarator(name as BabelTypes.Identifier, values[index]),
          ),
        );
        replaced = true;
      },
    },
    post(file) {
      const definesPrefetch = file.ast.program.body.some(
        (statement) =>
          t.isFunctionDeclaration(statement) && statement.id?.name === 'usePrefetchBehavior',
      );
      if (definesPrefetch && !replaced) {
        throw new Error(
          `${file.opts.filename}: Link no longer calls usePrefetchBehavior; see webpack.config.ts`,
        );
      }
    },
  };
}

/**
 * Holds linkWithoutFrameworkPrefetch's premise: fails the browser build if it includes a react-router
 * module that provides a FrameworkContext (framework mode's routers), or if our code names the context
 * (react-router's UNSAFE_FrameworkContext) and could provide it itself.
 */
class FrameworkContextCheckPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('FrameworkContextCheckPlugin', (compilation) => {
      compilation.hooks.afterChunks.tap('FrameworkContextCheckPlugin', () => {
        for (const module of compilation.modules) {
          const resource = (module as { resource?: string }).resource;
          if (!resource || compilation.chunkGraph.getNumberOfModuleChunks(module) === 0) continue;
          const source = module.originalSource()?.source().toString() ?? '';
          const fromRouter = /[\\/]node_modules[\\/]react-router[\\/]/.test(resource);
          if (
            (fromRouter && source.includes('FrameworkContext.Provider')) ||
            (!resource.includes(`${path.sep}node_modules${path.sep}`) &&
              source.includes('UNSAFE_FrameworkContext'))
          ) {
            compilation.errors.push(
              new compiler.webpack.WebpackError(
                `${resource} provides react-router's FrameworkContext, which the build's Link assumes absent: see linkWithoutFrameworkPrefetch in webpack.config.ts.`,
              ),
            );
          }
        }
      });
    });
  }
}

/** The legal pages' date when the operator sets none (SITE_LEGAL_DATE): the day of the build, UTC. */
const BUILD_DATE = JSON.stringify(new Date().toISOString().slice(0, 10));

/** Where the server's renderer is written (dist/ssr/render.js): the client build keeps it there. */
const SSR_DIR = 'ssr';

const resolveAliases = (production: boolean) => ({
  '@': path.resolve(ROOT, 'src'),
  '@common': path.resolve(ROOT, 'common'),
  // react-router's package exports name only its development build (warnings and checks kept);
  // production bundles take the production one beside it.
  ...(production && {
    'react-router$': path.resolve(ROOT, 'node_modules/react-router/dist/production/index.mjs'),
    'react-router/dom$': path.resolve(
      ROOT,
      'node_modules/react-router/dist/production/dom-export.mjs',
    ),
  }),
});

/**
 * The server's renderer (src/ssr/render.tsx): the same app, compiled for Node into one CommonJS file
 * (its lazy pages included, so a page renders in one go), which server/render/serverRender.ts loads.
 * Style sheets are the browser's: here an imported .css file is an unused string. Not minified: the
 * server reads it once, and its stack traces stay readable.
 */
const serverConfig = (production: boolean): Configuration => ({
  name: 'server',
  mode: production ? 'production' : 'development',
  context: ROOT,
  target: 'node20',
  entry: { render: './src/ssr/render.tsx' },
  output: {
    path: path.resolve(ROOT, 'dist', SSR_DIR),
    filename: '[name].js',
    library: { type: 'commonjs2' },
    clean: true,
  },
  resolve: { extensions: ['.tsx', '.ts', '.js'], alias: resolveAliases(production) },
  module: {
    rules: [
      {
        test: /\.[jt]sx?$/,
        include: [path.resolve(ROOT, 'src'), path.resolve(ROOT, 'common')],
        use: { loader: 'babel-loader', options: BABEL_OPTIONS },
      },
      { test: /\.css$/, type: 'asset/source' },
      // A language's catalogue (src/locales/<tag>/messages.po), compiled for Lingui (src/app/i18n.ts).
      { test: /\.po$/, use: { loader: PO_LOADER } },
      { test: /\.(woff2?|ttf|eot|svg|gif)$/, type: 'asset/resource', generator: { emit: false } },
    ],
  },
  plugins: [
    withoutCssVariables(),
    new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    new webpack.DefinePlugin({
      'process.env.BUILD_DATE': BUILD_DATE,
      'process.env.MARQUEE_SSR': JSON.stringify('true'),
    }),
  ],
  optimization: { minimize: false, moduleIds: 'named' },
  performance: { hints: false },
  devtool: false,
});

export default (
  _env: Env,
  argv: Argv,
): (Configuration & { devServer?: DevServerConfiguration })[] => {
  const production = argv.mode !== 'development';
  process.env.BABEL_ENV = production ? 'production' : 'development';
  process.env.BROWSERSLIST_ENV = production ? 'production' : 'development';

  const client: Configuration & { devServer?: DevServerConfiguration } = {
    name: 'client',
    mode: production ? 'production' : 'development',
    context: ROOT,
    entry: {
      main: './src/index.tsx',
      // The loader of a server-rendered page (src/boot.ts): standalone, with its own tiny runtime.
      boot: { import: './src/boot.ts', runtime: false },
    },
    output: {
      path: path.resolve(ROOT, 'dist'),
      publicPath: '/',
      // Hashed names are cached for a year by the server; index.html is not cached.
      filename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      // Lazy chunks by number in production: their names would ride in the runtime's chunk map on every
      // first load (0.4 KB gzip); dist/build-manifest.json still maps each named group to its files.
      chunkFilename: production ? 'assets/[id].[contenthash:10].js' : 'assets/[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      // The server's renderer is the other build's.
      clean: { keep: (file: string) => file.startsWith(`${SSR_DIR}/`) },
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      alias: {
        ...resolveAliases(production),
        'hoist-non-react-statics$': path.resolve(ROOT, 'src/theme/noHoistStatics.ts'),
      },
    },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          include: [path.resolve(ROOT, 'src'), path.resolve(ROOT, 'common')],
          use: { loader: 'babel-loader', options: BABEL_OPTIONS },
        },
        { test: /\.po$/, use: { loader: PO_LOADER } },
        {
          // A right-to-left page's style step (src/app/rightToLeft.ts) brings its own copy of stylis
          // (its single-file build): sharing Emotion's would split the modules Emotion's chunk
          // concatenates, +1.9 KB gzip on every page's first load for a chunk only Arabic loads.
          test: [
            path.resolve(ROOT, 'src/app/rightToLeft.ts'),
            /[\\/]node_modules[\\/]stylis-plugin-rtl[\\/]/,
          ],
          resolve: {
            alias: { stylis$: path.resolve(ROOT, 'node_modules/stylis/dist/umd/stylis.js') },
          },
        },
        {
          test: /\.css$/,
          use: [production ? MiniCssExtractPlugin.loader : 'style-loader', 'css-loader'],
        },
        // slick-carousel's theme references a font and a gif we never show (we draw our own arrows).
        { test: /\.(woff2?|ttf|eot|svg|gif)$/, type: 'asset/resource' },
        {
          test: /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]production[\\/]chunk-[\w]+\.mjs$/,
          use: {
            loader: 'babel-loader',
            // Only these plugins (no preset: the file stays as published otherwise); not cached, the
            // plugins being functions the cache's key cannot see.
            options: {
              babelrc: false,
              configFile: false,
              plugins: [pureReactDeclarations, linkWithoutFrameworkPrefetch],
            },
          },
        },
        {
          // MUI X Charts' store (through @base-ui/utils) uses reselect's lruMemoize, which Redux
          // Toolkit's reselect in every first load leaves out: a copy of its own keeps it in
          // /stats' chart chunk (with vendor-redux taking only what the entry needs, below).
          test: /[\\/]node_modules[\\/]@base-ui[\\/]utils[\\/]/,
          resolve: { alias: { reselect$: RESELECT_FOR_CHARTS } },
        },
      ],
    },
    plugins: [
      new BuildManifestPlugin(),
      new FrameworkContextCheckPlugin(),
      withoutCssVariables(),
      withoutThemeSerializer(),
      new HtmlWebpackPlugin({
        template: './public/index.html',
        favicon: './public/favicon.svg',
        // The shell runs the app at once; boot is what the server puts in a rendered page instead.
        chunks: ['main'],
      }),
      new webpack.DefinePlugin({
        'process.env.BUILD_DATE': BUILD_DATE,
        'process.env.MARQUEE_SSR': JSON.stringify('false'),
      }),
      ...(production
        ? [
            new MiniCssExtractPlugin({
              filename: 'assets/[name].[contenthash:10].css',
              chunkFilename: 'assets/[name].[contenthash:10].css',
            }),
            new webpack.ids.DeterministicModuleIdsPlugin({ maxLength: 4, fixedLength: true }),
            new CompileHintPlugin(),
            // Before precompress(): sw.js gets its .br and .gz too.
            ...pwaPlugins(),
            ...precompress(),
          ]
        : []),
    ],
    optimization: {
      runtimeChunk: 'single',
      // In production, deterministic module ids kept to four digits (DeterministicModuleIdsPlugin
      // above): webpack lengthens them to five once the build passes 500 modules, which added 0.3 KB
      // (gzip) to every page's first load; four digits leave room for some 2,000 modules, a conflict
      // taking the next hash.
      moduleIds: production ? false : 'named',
      splitChunks: {
        chunks: 'all',
        cacheGroups: {
          // Libraries change less often than our code: separate chunks keep their cache across releases.
          react: {
            test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/,
            name: 'vendor-react',
            priority: 30,
          },
          mui: {
            test: /[\\/]node_modules[\\/](@mui|@emotion|@popperjs|react-transition-group|stylis)[\\/]/,
            name: 'vendor-mui',
            // Only what the entry needs: MUI parts used by one lazy page stay in that page's chunks.
            chunks: 'initial',
            priority: 20,
          },
          redux: {
            test: /[\\/]node_modules[\\/](@reduxjs|redux|react-redux|redux-persist|immer|reselect)[\\/]/,
            name: 'vendor-redux',
            // Only what the entry needs: a library only a lazy chunk uses (the charts' reselect)
            // stays with that chunk instead of joining every page's first load.
            chunks: 'initial',
            priority: 20,
          },
        },
      },
      // Terser's compressor run three times rather than webpack's two: each pass finds a little more
      // to fold once the last one inlined and dropped code (0.2 KB gzip of every first load).
      minimizeOptions: { javascript: { compress: { passes: 3 } } },
      minimizer: ['...', new CssMinimizerPlugin()],
    },
    performance: { hints: false },
    // Production maps are written for the operator but not named in the bundles, and the server never
    // serves them.
    devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    devServer: {
      port: Number(process.env.DEV_PORT ?? 8080),
      hot: true,
      historyApiFallback: true,
      proxy: [{ context: ['/api', '/healthz'], target: API_ORIGIN, changeOrigin: true }],
    },
  };
  return [client, serverConfig(production)];
};
