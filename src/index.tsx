/**
 * The entry: evaluates the app's code in a few steps, each its own task, then starts it
 * (src/app/start.tsx). Evaluated at once, the whole app (React, MUI and the theme, the store and its
 * endpoints, the routes and the layout) was one task of 75 ms on a fast machine, several times that on
 * a phone, during which the page the server sent could not answer a tap. The modules are all in this
 * entry's chunks (eager imports add no request): each step only runs what the previous ones have not.
 */

/** Lets the browser handle what is waiting (input, a frame) before the next step. */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// In order, from the libraries up: each step about 2 to 10 ms on this project's 2-core machine.
const STEPS = [
  () => import(/* webpackMode: "eager" */ 'react-dom/client'),
  () => import(/* webpackMode: "eager" */ '@/services/tmdbApi'),
  // Redux Toolkit builds a reducer on its first call: the API's and the slices' are built here, each in
  // a step of its own, not in the store's creation (one block of 15 to 30 ms with them).
  () =>
    import(/* webpackMode: "eager" */ '@/services/tmdbApi').then(({ tmdbApi }) => {
      tmdbApi.reducer(undefined, { type: '@@marquee/build' });
    }),
  () =>
    import(/* webpackMode: "eager" */ '@/app/persistedSlices').then(({ buildReducers }) =>
      buildReducers(),
    ),
  () => import(/* webpackMode: "eager" */ '@/app/store'),
  () => import(/* webpackMode: "eager" */ '@/theme/theme'),
  // The header (app bar, navigation, menus) is most of the layout's code: a step of its own.
  () => import(/* webpackMode: "eager" */ '@/components/layout/Header'),
  () => import(/* webpackMode: "eager" */ '@/app/Layout'),
  () => import(/* webpackMode: "eager" */ '@/app/routes'),
  () => import(/* webpackMode: "eager" */ '@/app/start'),
];

void (async () => {
  for (const step of STEPS) {
    await step();
    await yieldToBrowser();
  }
})();
