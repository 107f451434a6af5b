import { createSerializer } from '@emotion/jest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';

import { GeneratedPoster, posterColour } from '@/components/GeneratedPoster';
import { MediaGrid } from '@/components/MediaGrid';
import { toCardItem } from '@/lib/mediaItem';

import { movie, person, show } from '../helpers/fixtures';
import { renderWithProviders } from '../helpers/render';
import { server } from '../helpers/server';

const items = [
  toCardItem(
    movie(550, { title: 'Fight Club', release_date: '1999-10-15', vote_average: 8.438 }),
    'movie',
  ),
  toCardItem(
    show(1399, { name: 'Game of Thrones', first_air_date: '2011-04-17', poster_path: null }),
    'tv',
  ),
  toCardItem(person(287, { name: 'Brad Pitt', known_for_department: 'Acting' }), 'person'),
];

function watchDetailCalls() {
  const calls: string[] = [];
  server.use(
    http.get('*/api/tmdb/:type/:id', ({ params }) => {
      calls.push(`${params.type}/${params.id}`);
      return HttpResponse.json(movie(Number(params.id)));
    }),
  );
  return calls;
}

describe('media grid', () => {
  it('shows title, year and rating, links each card to its detail page, people as actor cards', () => {
    renderWithProviders(
      <MemoryRouter>
        <MediaGrid items={items} label="Results" />
      </MemoryRouter>,
    );
    const list = screen.getByRole('list', { name: 'Results' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    expect(within(cards[0]!).getByRole('link')).toHaveAttribute('href', '/movie/550-fight-club');
    expect(within(cards[0]!).getByText('1999')).toBeInTheDocument();
    expect(within(cards[0]!).getByLabelText('Rated 8.4 out of 10')).toBeInTheDocument();
    expect(within(cards[1]!).getByRole('link')).toHaveAttribute('href', '/tv/1399-game-of-thrones');
    expect(within(cards[2]!).getByRole('link')).toHaveAttribute('href', '/actor/287-brad-pitt');
    expect(within(cards[2]!).getByText('Acting')).toBeInTheDocument();
    expect(within(cards[2]!).queryByLabelText(/Rated/)).not.toBeInTheDocument();
  });

  it('draws a generated poster where the image is missing or fails to load', async () => {
    renderWithProviders(
      <MemoryRouter>
        <MediaGrid items={items} />
      </MemoryRouter>,
    );
    // No poster path: generated at once.
    expect(screen.getByRole('img', { name: 'Game of Thrones (2011)' })).toBeInTheDocument();
    // A poster that fails (the image CDN unreachable): replaced by the generated one.
    const [image] = await screen.findAllByRole('presentation');
    expect(image).toHaveAttribute('src', 'https://image.tmdb.org/t/p/w342/poster-550.jpg');
    fireEvent.error(image!);
    expect(screen.getByRole('img', { name: 'Fight Club (1999)' })).toBeInTheDocument();
  });

  it('requests no image while the server cannot reach the image host: generated posters only', async () => {
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get('*/api/site', async () => {
        await answered;
        return HttpResponse.json({ name: 'Marquee', catalogue: 'demo', images: null });
      }),
    );
    const { container } = renderWithProviders(
      <MemoryRouter>
        <MediaGrid items={items} />
      </MemoryRouter>,
    );
    // Before the server has said: nothing requested, no generated poster flashing in either.
    expect(screen.queryAllByRole('presentation')).toHaveLength(0);
    expect(screen.queryByRole('img', { name: 'Fight Club (1999)' })).not.toBeInTheDocument();
    answer();
    expect(await screen.findByRole('img', { name: 'Fight Club (1999)' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Game of Thrones (2011)' })).toBeInTheDocument();
    // eslint-disable-next-line testing-library/no-container, testing-library/no-node-access
    expect(container.querySelectorAll('img')).toHaveLength(0);
  });

  it('loads posters from the host the server names', async () => {
    server.use(
      http.get('*/api/site', () =>
        HttpResponse.json({
          name: 'Marquee',
          catalogue: 'tmdb',
          images: 'https://img.example.org/p',
        }),
      ),
    );
    renderWithProviders(
      <MemoryRouter>
        <MediaGrid items={items} />
      </MemoryRouter>,
    );
    const [image] = await screen.findAllByRole('presentation');
    expect(image).toHaveAttribute('src', 'https://img.example.org/p/w342/poster-550.jpg');
  });

  it('prefetches a title or person on hover or focus, once within five minutes', async () => {
    const calls = watchDetailCalls();
    const { user } = renderWithProviders(
      <MemoryRouter>
        <MediaGrid items={items} />
      </MemoryRouter>,
    );
    const [movieLink, tvLink, personLink] = screen.getAllByRole('link');
    await user.hover(movieLink!);
    await user.unhover(movieLink!);
    await user.hover(movieLink!);
    fireEvent.focus(tvLink!);
    await user.hover(personLink!);
    await user.unhover(personLink!);
    await user.hover(personLink!);
    await waitFor(() => expect(calls.sort()).toEqual(['movie/550', 'person/287', 'tv/1399']));
  });

  it('shows the spec error with the message, and the empty state', () => {
    const { rerender } = renderWithProviders(
      <MemoryRouter>
        <MediaGrid
          items={items}
          error={{ status: 503, data: { status_message: 'TMDB is unavailable.' } }}
        />
      </MemoryRouter>,
    );
    expect(
      screen.getByText('Failed to load content. Please try again later. TMDB is unavailable.'),
    ).toBeInTheDocument();
    rerender(
      <MemoryRouter>
        <MediaGrid items={[]} />
      </MemoryRouter>,
    );
    expect(screen.getByText('No results found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search or filters')).toBeInTheDocument();
  });

  it('selection mode puts a labelled checkbox on each card; remove calls back with the item', async () => {
    const onToggle = jest.fn();
    const onRemove = jest.fn();
    const { user, rerender } = renderWithProviders(
      <MemoryRouter>
        <MediaGrid
          items={items.slice(0, 2)}
          selectionMode
          selected={{ 'movie-550': true }}
          onToggleSelected={onToggle}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('checkbox', { name: 'Select Fight Club' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Select Game of Thrones' }));
    expect(onToggle).toHaveBeenCalledWith(expect.objectContaining({ id: 1399, media_type: 'tv' }));

    rerender(
      <MemoryRouter>
        <MediaGrid items={items.slice(0, 2)} onRemove={onRemove} />
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('button', { name: 'Remove Fight Club' }));
    expect(onRemove).toHaveBeenCalledWith(expect.objectContaining({ id: 550 }));
  });
});

// Snapshots show the poster's styles, not Emotion's generated class hashes.
expect.addSnapshotSerializer(createSerializer());

describe('generated poster', () => {
  it('takes a stable colour from the id', () => {
    expect(posterColour(550)).toBe(posterColour(550));
    expect(posterColour(550)).not.toBe(posterColour(551));
  });

  it('matches its snapshot', () => {
    renderWithProviders(<GeneratedPoster id={550} title="Fight Club" year="1999" />);
    expect(screen.getByRole('img', { name: 'Fight Club (1999)' })).toMatchSnapshot();
  });
});
