import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

import { preloadBreadcrumbs, preloadHeaderSearch } from '@/app/Layout';

import { fakeMatchMedia } from './helpers/matchMedia';
import { server } from './helpers/server';

// A file's first whole-app render compiles its lazy page on import (ts-jest): on a busy 2-core machine
// that alone can pass RTL's default 1 s. The unit suites run two at a time on CI's two cores, where
// /collections (about 87 answers before its first card) once took over 5 s: findBy* and waitFor wait
// up to 10 s. A passing test is no slower for it; only a failing one takes longer to say so.
configure({ asyncUtilTimeout: 10_000 });

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  // The header's search and the breadcrumb bar are chunks of their own in the app, fetched beside the
  // page's; here they are loaded before the first render, as the browser has them by the time the
  // page hydrates.
  await Promise.all([preloadHeaderSearch(), preloadBreadcrumbs()]);
});
afterEach(() => {
  server.resetHandlers();
  window.localStorage.clear();
});
afterAll(() => server.close());

/**
 * jest-fixed-jsdom swaps in Node's FormData (for MSW), which cannot read a form element. React 19 builds
 * `new FormData(form)` when a submit handler starts a transition (the router's navigate does), as a
 * browser would; this gives Node's FormData the browser's form-reading constructor.
 */
const NodeFormData = globalThis.FormData;
class FormDataFromForm extends NodeFormData {
  constructor(form?: HTMLFormElement) {
    super();
    for (const element of Array.from(form?.elements ?? [])) {
      const field = element as HTMLInputElement;
      if (!field.name || field.disabled || field.type === 'submit' || field.type === 'button')
        continue;
      if ((field.type === 'radio' || field.type === 'checkbox') && !field.checked) continue;
      this.append(field.name, field.value);
    }
  }
}
globalThis.FormData = FormDataFromForm as typeof FormData;

// jsdom lacks these; MUI and react-slick ask for them.
window.scrollTo = () => {};
Element.prototype.scrollIntoView ??= () => {};
window.matchMedia ??= fakeMatchMedia();

// jsdom has no canvas; axe-core asks for one (icon-ligature check) and copes with none.
HTMLCanvasElement.prototype.getContext = (() =>
  null) as typeof HTMLCanvasElement.prototype.getContext;

// Integration tests render the real app under jsdom; on a busy machine (CI on two cores) a test of a
// lazy route can pass 5 s without anything being wrong. Files that need longer set their own.
jest.setTimeout(20_000);
