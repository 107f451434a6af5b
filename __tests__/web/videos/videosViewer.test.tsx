import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';

import { SeasonVideosButton } from '@/features/titleDetail/videos/SeasonVideosButton';
import { VideosViewer } from '@/features/titleDetail/videos/VideosViewer';

import { renderWithProviders } from '../helpers/render';
import { answerVideos, badKey, featurette, teaser, trailer, vimeo } from './videoFixtures';

const NOCOOKIE = 'https://www.youtube-nocookie.com/embed/';
const PLAYER_QUERY = '?autoplay=1&rel=0&modestbranding=1&playsinline=1';

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));
const frames = () => screen.queryAllByTitle(/./).filter((node) => node.tagName === 'IFRAME');

/** A movie's viewer behind a button, as a page would hold it. */
function MovieViewer() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open viewer
      </button>
      <VideosViewer
        type="movie"
        id={550}
        title="Invented Film"
        open={open}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

async function openMovieViewer() {
  const view = renderWithProviders(<MovieViewer />);
  await view.user.click(screen.getByRole('button', { name: 'Open viewer' }));
  const viewer = await screen.findByRole('dialog', { name: 'Videos' });
  return { ...view, viewer };
}

async function openSeasonViewer(season = 2) {
  const view = renderWithProviders(
    <SeasonVideosButton showId={1399} season={season} showName="Invented Show" />,
  );
  await view.user.click(screen.getByRole('button', { name: 'Season Videos' }));
  return view;
}

describe('the videos viewer', () => {
  it("opens from 'Season Videos' on the season's own videos, asked for only then", async () => {
    const seasonRequests = answerVideos('tv/:id/season/:season/videos', [teaser, trailer]);
    const showRequests = answerVideos('tv/:id/videos', [featurette]);
    const { user } = renderWithProviders(<SeasonVideosButton showId={1399} season={2} />);
    await settle();
    expect(seasonRequests).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Season Videos' }));
    const viewer = await screen.findByRole('dialog', { name: 'Season 2 Videos' });
    expect(within(viewer).getByText('2 videos available')).toBeInTheDocument();
    expect(viewer).toHaveAccessibleDescription('2 videos available');
    expect(within(viewer).getByRole('button', { name: 'Play First Look' })).toBeInTheDocument();
    expect(within(viewer).getByRole('button', { name: 'Play Main Trailer' })).toBeInTheDocument();
    expect(seasonRequests).toEqual(['/api/tmdb/tv/1399/season/2/videos']);
    expect(showRequests).toHaveLength(0);
  });

  it("falls back to the show's videos when the season has none, titled 'Videos'", async () => {
    const seasonRequests = answerVideos('tv/:id/season/:season/videos', []);
    const showRequests = answerVideos('tv/:id/videos', [featurette]);
    await openSeasonViewer();

    expect(await screen.findByText('1 video available')).toBeInTheDocument();
    const viewer = screen.getByRole('dialog');
    expect(viewer).toHaveAccessibleName('Videos');
    expect(within(viewer).queryByText('Season 2 Videos')).not.toBeInTheDocument();
    expect(
      within(viewer).getByRole('button', { name: 'Play Behind the Lens' }),
    ).toBeInTheDocument();
    expect(seasonRequests).toEqual(['/api/tmdb/tv/1399/season/2/videos']);
    expect(showRequests).toEqual(['/api/tmdb/tv/1399/videos']);
  });

  it("says 'No videos available for Season 2' when neither the season nor the show has any", async () => {
    answerVideos('tv/:id/season/:season/videos', []);
    answerVideos('tv/:id/videos', [vimeo]);
    await openSeasonViewer();
    expect(await screen.findByText('No videos available for Season 2')).toBeInTheDocument();
    expect(screen.queryByText(/videos? available$/)).not.toBeInTheDocument();
  });

  it("says 'No videos available' for a title without videos", async () => {
    answerVideos('movie/:id/videos', []);
    const { viewer } = await openMovieViewer();
    const empty = await within(viewer).findByText(/^No videos available/);
    expect(empty).toHaveTextContent(/^No videos available$/);
  });

  it('skips videos that are not on YouTube or whose key is not a YouTube id', async () => {
    answerVideos('movie/:id/videos', [teaser, vimeo, badKey, trailer]);
    const { viewer } = await openMovieViewer();
    expect(await within(viewer).findByText('2 videos available')).toBeInTheDocument();
    const list = within(viewer).getByRole('list', { name: 'Videos' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(viewer).queryByText('Elsewhere Cut')).not.toBeInTheDocument();
    expect(within(viewer).queryByText('Broken Key Clip')).not.toBeInTheDocument();
  });

  it('shows stills until a video is picked, then one sandboxed no-cookie player for it', async () => {
    answerVideos('movie/:id/videos', [teaser, trailer, featurette]);
    const { viewer, user } = await openMovieViewer();
    const still = await within(viewer).findByRole('button', { name: 'Play Main Trailer' });
    expect(frames()).toHaveLength(0);

    await user.click(still);
    expect(frames()).toHaveLength(1);
    const frame = within(viewer).getByTitle('Invented Film: Main Trailer');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', `${NOCOOKIE}TrAiLeR-002${PLAYER_QUERY}`);
    expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-presentation');
    expect(frame).toHaveAttribute(
      'allow',
      'autoplay; encrypted-media; picture-in-picture; fullscreen',
    );
    expect(frame).toHaveAttribute('allowfullscreen');
    expect(frame).toHaveAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
    // Focus goes to the way back, not into YouTube's frame (where Escape would not reach the viewer).
    expect(within(viewer).getByRole('button', { name: 'Close video' })).toHaveFocus();
    // The player takes the grid's place.
    expect(within(viewer).queryByRole('button', { name: 'Play First Look' })).toBeNull();

    await user.click(within(viewer).getByRole('button', { name: 'Close video' }));
    expect(frames()).toHaveLength(0);
    expect(within(viewer).getByRole('button', { name: 'Play Main Trailer' })).toHaveFocus();
    expect(within(viewer).getAllByRole('listitem')).toHaveLength(3);
  });

  it('switches between grid and theater, the theater stacking stills that become players', async () => {
    answerVideos('movie/:id/videos', [teaser, trailer, featurette]);
    const { viewer, user } = await openMovieViewer();
    await within(viewer).findByText('3 videos available');
    const layout = within(viewer).getByRole('group', { name: 'Layout' });
    const grid = within(layout).getByRole('button', { name: 'Grid' });
    const theater = within(layout).getByRole('button', { name: 'Theater' });
    expect(grid).toHaveAttribute('aria-pressed', 'true');

    await user.click(theater);
    expect(theater).toHaveAttribute('aria-pressed', 'true');
    expect(grid).toHaveAttribute('aria-pressed', 'false');
    expect(
      within(viewer)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['First Look', 'Main Trailer', 'Behind the Lens']);
    expect(frames()).toHaveLength(0);

    await user.click(within(viewer).getByRole('button', { name: 'Play Main Trailer' }));
    expect(frames()).toHaveLength(1);
    expect(within(viewer).getByTitle('Invented Film: Main Trailer')).toHaveAttribute(
      'src',
      `${NOCOOKIE}TrAiLeR-002${PLAYER_QUERY}`,
    );
    // The other stills stay stills; picking one moves the single player there.
    await user.click(within(viewer).getByRole('button', { name: 'Play Behind the Lens' }));
    expect(frames()).toHaveLength(1);
    expect(within(viewer).getByTitle('Invented Film: Behind the Lens')).toHaveAttribute(
      'src',
      `${NOCOOKIE}feAtur3tte3${PLAYER_QUERY}`,
    );
    expect(within(viewer).getByRole('button', { name: 'Play Main Trailer' })).toBeInTheDocument();

    await user.click(within(viewer).getByRole('button', { name: 'Close video' }));
    expect(frames()).toHaveLength(0);
    expect(within(viewer).getByRole('button', { name: 'Play Behind the Lens' })).toHaveFocus();

    await user.click(grid);
    expect(grid).toHaveAttribute('aria-pressed', 'true');
    expect(within(viewer).queryAllByRole('heading', { level: 3 })).toHaveLength(0);
    expect(within(viewer).getAllByRole('listitem')).toHaveLength(3);
  });

  it('closes on Escape and forgets the video that was playing', async () => {
    answerVideos('movie/:id/videos', [teaser, trailer]);
    const { viewer, user } = await openMovieViewer();
    await user.click(await within(viewer).findByRole('button', { name: 'Play First Look' }));
    expect(frames()).toHaveLength(1);

    await user.keyboard('{Escape}');
    expect(frames()).toHaveLength(0);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Open viewer' }));
    const again = await screen.findByRole('dialog', { name: 'Videos' });
    expect(within(again).getByRole('button', { name: 'Play First Look' })).toBeInTheDocument();
    expect(frames()).toHaveLength(0);
  });

  it('closes on a click on its backdrop or its close button, not on a click on its content', async () => {
    answerVideos('movie/:id/videos', [teaser]);
    const { viewer, user } = await openMovieViewer();
    await user.click(await within(viewer).findByText('1 video available'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    await user.click(viewer);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Open viewer' }));
    const again = await screen.findByRole('dialog', { name: 'Videos' });
    await user.click(within(again).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows a failure with a retry that works', async () => {
    answerVideos('movie/:id/videos', [], 503);
    const { viewer, user } = await openMovieViewer();
    expect(await within(viewer).findByRole('alert')).toHaveTextContent(
      'The videos could not be loaded: Invented upstream trouble.',
    );
    expect(within(viewer).queryByText(/^No videos available/)).not.toBeInTheDocument();

    answerVideos('movie/:id/videos', [trailer]);
    await user.click(within(viewer).getByRole('button', { name: 'Try Again' }));
    expect(await within(viewer).findByText('1 video available')).toBeInTheDocument();
  });
});
