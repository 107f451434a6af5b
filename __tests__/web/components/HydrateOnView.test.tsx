/**
 * HydrateOnView over real server markup: react-dom/server renders the list, react-dom hydrates it in
 * jsdom. jsdom has no IntersectionObserver (nothing lays the page out), so each test installs one the
 * test drives: which elements it watches, and when one comes near the screen.
 */
import { act, fireEvent, render, waitFor, within } from '@testing-library/react';
import { useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { renderToString as serverMarkup } from 'react-dom/server';

import { HydrateOnView } from '@/components/HydrateOnView';

import { FakeIntersectionObserver } from '../helpers/intersectionObserver';

/** What the items did: each logs when React has taken it over and when its button is pressed. */
let log: string[] = [];

function Item({ name, label = name }: { name: string; label?: string }) {
  useEffect(() => {
    log.push(`live ${name}`);
  }, [name]);
  return (
    <button type="button" onClick={() => log.push(`pressed ${name}`)}>
      {label}
    </button>
  );
}

const NAMES = ['one', 'two', 'three'];

function List({ labels = {} }: { labels?: Record<string, string> }) {
  return (
    <ul>
      {NAMES.map((name) => (
        <HydrateOnView component="li" key={name}>
          <Item name={name} label={labels[name] ?? name} />
        </HydrateOnView>
      ))}
    </ul>
  );
}

let container: HTMLElement;

/**
 * The elements of this test's page being watched. The component keeps its one observer for good, so
 * the fake's list of observers is never cleared here.
 */
const watching = () =>
  FakeIntersectionObserver.watching().filter((element) => container.contains(element));

let root: Root | undefined;
let recoverable: unknown[];
/** Each test's own ids (several roots in one page would share React's). */
let prefix = 0;

beforeEach(() => {
  log = [];
  recoverable = [];
  container = document.createElement('div');
  document.body.append(container);
  Object.defineProperty(window, 'IntersectionObserver', {
    value: FakeIntersectionObserver,
    configurable: true,
    writable: true,
  });
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
});

/** Server-renders the list into the container, then hydrates it; returns the server's markup. */
async function hydrate(element = <List />) {
  const identifierPrefix = `t${++prefix}-`;
  const html = serverMarkup(element, { identifierPrefix });
  container.innerHTML = html;
  await act(async () => {
    root = hydrateRoot(container, element, {
      identifierPrefix,
      onRecoverableError: (error) => recoverable.push(error),
    });
  });
  return html;
}

const itemElement = (name: string) =>
  within(container).getAllByRole('listitem')[NAMES.indexOf(name)]!;
const button = (name: string) => within(container).getByRole('button', { name });

describe('HydrateOnView', () => {
  it('keeps server-rendered items as they are until they near the screen', async () => {
    const html = await hydrate();

    expect(log).toEqual([]);
    expect(container.innerHTML).toBe(html);
    expect(watching()).toEqual(NAMES.map(itemElement));

    await act(async () => FakeIntersectionObserver.bringNear(itemElement('two')));
    expect(log).toEqual(['live two']);
    // Taken over, it is no longer watched; the others still are.
    expect(watching()).toEqual([itemElement('one'), itemElement('three')]);
    expect(container.innerHTML).toBe(html);
    expect(recoverable).toEqual([]);
  });

  it('answers a click on an item it has not taken over yet', async () => {
    await hydrate();

    fireEvent.click(button('three'));
    expect(log).toContain('pressed three');
    expect(log).toContain('live three');
    expect(log).not.toContain('live one');
  });

  it('answers a click that comes before React has tried the item at all', async () => {
    const identifierPrefix = `t${++prefix}-`;
    container.innerHTML = serverMarkup(<List />, { identifierPrefix });
    // The click reaches the page in the same task as the hydration starts: React hydrates the page and
    // the item at once to deliver it, the item's first try and no gate made yet.
    root = hydrateRoot(container, <List />, { identifierPrefix });
    button('two').dispatchEvent(new MouseEvent('click', { bubbles: true }));

    expect(log).toContain('pressed two');
    await waitFor(() => expect(log).toContain('live two'));
  });

  it('takes every item over at a click elsewhere, which may change them all', async () => {
    await hydrate();
    const elsewhere = document.createElement('button');
    document.body.append(elsewhere);

    fireEvent.click(elsewhere);
    await waitFor(() => expect([...log].sort()).toEqual(['live one', 'live three', 'live two']));
    elsewhere.remove();
  });

  it('takes an item over when the visitor points at it or tabs into it', async () => {
    await hydrate();

    fireEvent.pointerOver(button('one'));
    fireEvent.focusIn(button('three'));
    await waitFor(() => expect([...log].sort()).toEqual(['live one', 'live three']));
  });

  it('leaves waiting items alone when the list re-renders with the same cards', async () => {
    const Page = ({ visit }: { visit: number }) => (
      <main data-visit={visit}>
        <List />
      </main>
    );
    await hydrate(<Page visit={1} />);

    await act(async () => {
      root!.render(<Page visit={2} />);
    });
    expect(within(container).getByRole('main')).toHaveAttribute('data-visit', '2');
    expect(log).toEqual([]);
    expect(watching()).toHaveLength(3);
  });

  it('takes a waiting item over, keeping its markup, when its props change', async () => {
    await hydrate();
    expect(log).toEqual([]);

    await act(async () => {
      root!.render(<List labels={{ two: 'Two, renamed' }} />);
    });
    expect(itemElement('two').textContent).toBe('Two, renamed');
    expect(log).toEqual(['live two']);
    // The others still show the server's markup, untouched.
    expect(itemElement('one').textContent).toBe('one');
    expect(itemElement('three').textContent).toBe('three');
    expect(recoverable).toEqual([]);
  });

  it('never holds items the browser renders itself', async () => {
    render(<List />, { container });
    expect([...log].sort()).toEqual(['live one', 'live three', 'live two']);
    expect(watching()).toEqual([]);
  });

  it('hydrates everything at once where the browser has no IntersectionObserver', async () => {
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
    await hydrate();
    expect([...log].sort()).toEqual(['live one', 'live three', 'live two']);
  });
});
