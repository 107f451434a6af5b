import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';

import { MovieVideosDialog } from '@/features/titleDetail/videos/MovieVideosDialog';

import { renderWithProviders } from '../helpers/render';
import {
  answerVideos,
  badKey,
  featurette,
  teaser,
  teaserAgain,
  trailer,
  vimeo,
} from './videoFixtures';

/** The movie page's part: a 'Videos' button that opens the modal. */
function MovieVideos({ id = 550 }: { id?: number }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Videos
      </button>
      <MovieVideosDialog id={id} title="Invented Film" open={open} onClose={() => setOpen(false)} />
    </>
  );
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));
const frames = () => screen.queryAllByTitle(/./).filter((node) => node.tagName === 'IFRAME');

async function openVideos() {
  const view = renderWithProviders(<MovieVideos />);
  await view.user.click(screen.getByRole('button', { name: 'Videos' }));
  const dialog = await screen.findByRole('dialog', { name: 'Available Videos' });
  return { ...view, dialog };
}

describe('the Available Videos modal', () => {
  it('asks for no videos until it is opened', async () => {
    const requests = answerVideos('movie/:id/videos', [trailer]);
    const { user } = renderWithProviders(<MovieVideos />);
    await settle();
    expect(requests).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Videos' }));
    expect(await screen.findByText('Main Trailer')).toBeInTheDocument();
    expect(requests).toEqual(['/api/tmdb/movie/550/videos']);
  });

  it('lists each YouTube video with its still, type and name, linking out to YouTube', async () => {
    answerVideos('movie/:id/videos', [teaser, vimeo, trailer, badKey, teaserAgain, featurette]);
    const { dialog } = await openVideos();

    expect(dialog).toHaveAccessibleDescription('Trailers, teasers, and more');
    const list = await within(dialog).findByRole('list', { name: 'Videos' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^TeaserFirst Look/),
      expect.stringMatching(/^TrailerMain Trailer/),
      expect.stringMatching(/^FeaturetteBehind the Lens/),
    ]);
    expect(within(dialog).queryByText('Elsewhere Cut')).not.toBeInTheDocument();
    expect(within(dialog).queryByText('Broken Key Clip')).not.toBeInTheDocument();

    const link = within(list).getByRole('link', {
      name: 'Trailer Main Trailer (opens in a new tab)',
    });
    expect(link).toHaveAttribute('href', 'https://www.youtube.com/watch?v=TrAiLeR-002');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    // The still is decorative (the name is beside it) and loads only when scrolled to.
    const still = within(link).getByRole('presentation');
    expect(still).toHaveAttribute('src', 'https://i.ytimg.com/vi/TrAiLeR-002/hqdefault.jpg');
    expect(still).toHaveAttribute('alt', '');
    expect(still).toHaveAttribute('loading', 'lazy');
    // Nothing is embedded until the visitor picks a video.
    expect(frames()).toHaveLength(0);
  });

  it("plays a video here on 'Play here', in the viewer over the modal, and comes back", async () => {
    answerVideos('movie/:id/videos', [teaser, trailer]);
    const { user } = await openVideos();

    await user.click(await screen.findByRole('button', { name: 'Play here: Main Trailer' }));
    const viewer = await screen.findByRole('dialog', { name: 'Videos' });
    const frame = within(viewer).getByTitle('Invented Film: Main Trailer');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/TrAiLeR-002?autoplay=1&rel=0&modestbranding=1&playsinline=1',
    );
    expect(frames()).toHaveLength(1);

    await user.click(within(viewer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Videos' })).toBeNull());
    expect(frames()).toHaveLength(0);
    expect(screen.getByRole('dialog', { name: 'Available Videos' })).toBeInTheDocument();
  });

  it('says so when the movie has no videos to show', async () => {
    answerVideos('movie/:id/videos', [vimeo, badKey]);
    const { dialog } = await openVideos();
    expect(await within(dialog).findByText('No videos available')).toBeInTheDocument();
    expect(within(dialog).queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows a spinner while loading, and a failure with a retry that works', async () => {
    const failed = answerVideos('movie/:id/videos', [], 500);
    const { dialog, user } = await openVideos();
    expect(within(dialog).getByRole('status')).toHaveTextContent('Loading videos');

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The videos could not be loaded: Invented upstream trouble.',
    );
    expect(failed.length).toBeGreaterThan(1);
    expect(within(dialog).queryByText('No videos available')).not.toBeInTheDocument();

    answerVideos('movie/:id/videos', [trailer]);
    await user.click(within(dialog).getByRole('button', { name: 'Try Again' }));
    expect(await within(dialog).findByText('Main Trailer')).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('closes with its close button, Escape or a click on the backdrop', async () => {
    answerVideos('movie/:id/videos', [trailer]);
    const { user } = await openVideos();
    const gone = () =>
      waitFor(() =>
        expect(screen.queryByRole('dialog', { name: 'Available Videos' })).not.toBeInTheDocument(),
      );

    await user.click(screen.getByRole('button', { name: 'Close' }));
    await gone();

    await user.click(screen.getByRole('button', { name: 'Videos' }));
    await screen.findByRole('dialog', { name: 'Available Videos' });
    await user.keyboard('{Escape}');
    await gone();

    await user.click(screen.getByRole('button', { name: 'Videos' }));
    await screen.findByRole('dialog', { name: 'Available Videos' });
    // The backdrop has no role; a visitor clicking beside the dialog lands on it.
    // eslint-disable-next-line testing-library/no-node-access
    const backdrop = document.querySelector('.MuiBackdrop-root');
    if (!backdrop) throw new Error('no backdrop');
    await user.click(backdrop);
    await gone();
  });
});
