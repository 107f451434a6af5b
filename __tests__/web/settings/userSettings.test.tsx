import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';
import { persistStore } from 'redux-persist';

import { whenRestored } from '@/app/persistence';
import type { RootState } from '@/app/store';
import { pageReload } from '@/lib/pageReload';
import { AVATAR_MAX_CHARS } from '@/features/profile/profileSlice';
import { restoreProfile } from '@/features/profile/persisted';
import { siteApi } from '@/services/site';

import { renderApp } from '../helpers/render';
import { server } from '../helpers/server';
import { makeTestStore } from '../helpers/store';

// A lazy route under MUI in jsdom: slow on a busy machine.
jest.setTimeout(30_000);

const HERO = { level: 1, name: 'Profile Settings' } as const;

const profileOf = (username: string, avatar: string | null = null) =>
  ({ profile: { username, avatar, region: null } }) as unknown as Partial<RootState>;

/** Opens /user-settings and waits until the hero and the site's settings (its name) are in. */
async function openSettings(preloadedState?: Partial<RootState>) {
  const view = renderApp('/user-settings', { preloadedState });
  await screen.findByRole('heading', HERO);
  await waitFor(() =>
    expect(siteApi.endpoints.getSiteConfig.select()(view.store.getState()).isSuccess).toBe(true),
  );
  return view;
}

const usernameField = () => screen.getByRole('textbox', { name: 'Username' });
const saveButton = () => screen.queryByRole('button', { name: 'Save Changes' });
const headerAvatar = () => screen.getByRole('button', { name: /^My Lists and settings \(/ });
/** The saved banner, announced politely (role status). */
const savedBanner = () =>
  screen
    .queryAllByRole('status')
    .find((status) => status.textContent?.includes('Changes saved successfully!'));
const pictureInput = () => screen.getByLabelText('Choose Picture') as HTMLInputElement;

async function axeViolations() {
  // jsdom has no layout, so contrast is left to the browser. Inside act: a dialog's entering
  // transition finishes (a React update) while axe works.
  const results = await act(() =>
    axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } }),
  );
  return results.violations.map((violation) => `${violation.id}: ${violation.help}`);
}

describe('/user-settings: hero and username', () => {
  it('shows the hero, the subtitle with the site name, the crumb and the tab title', async () => {
    server.use(
      http.get('*/api/site', () => HttpResponse.json({ name: 'Cinema Nook', catalogue: 'demo' })),
    );
    await openSettings();
    expect(screen.getByRole('heading', HERO)).toBeVisible();
    expect(screen.getByText('Customize your Cinema Nook experience')).toBeVisible();
    expect(
      within(screen.getByRole('navigation', { name: /breadcrumb/i })).getByText('Settings'),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Profile Settings · Cinema Nook'));
    expect(screen.getByRole('heading', { level: 2, name: 'Profile' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Data Management' })).toBeVisible();
  });

  it('says Marquee when the site does not name itself', async () => {
    server.use(http.get('*/api/site', () => HttpResponse.json({}, { status: 500 })));
    renderApp('/user-settings');
    await screen.findByRole('heading', HERO);
    expect(screen.getByText('Customize your Marquee experience')).toBeVisible();
  });

  it('shows the saved username with its placeholder, and Save Changes only after a real change', async () => {
    const { user } = await openSettings(profileOf('Alice'));
    expect(usernameField()).toHaveValue('Alice');
    expect(usernameField()).toHaveAttribute('placeholder', 'Enter username');
    expect(saveButton()).not.toBeInTheDocument();

    // Spaces around the same name are not a change.
    await user.type(usernameField(), '  ');
    expect(usernameField()).toHaveValue('Alice  ');
    expect(saveButton()).not.toBeInTheDocument();

    await user.clear(usernameField());
    await user.type(usernameField(), 'Bob');
    expect(saveButton()).toBeVisible();

    // Back to the saved name: nothing to save again.
    await user.clear(usernameField());
    await user.type(usernameField(), 'Alice');
    expect(saveButton()).not.toBeInTheDocument();
  });

  it('saves the trimmed username, and the header avatar letter follows at once', async () => {
    const { user, store } = await openSettings(profileOf('Alice'));
    expect(headerAvatar()).toHaveAccessibleName('My Lists and settings (Alice)');
    expect(headerAvatar()).toHaveTextContent('A');

    await user.clear(usernameField());
    await user.type(usernameField(), '  bob  ');
    await user.click(saveButton()!);

    expect(store.getState().profile.username).toBe('bob');
    expect(usernameField()).toHaveValue('bob');
    expect(headerAvatar()).toHaveAccessibleName('My Lists and settings (bob)');
    expect(headerAvatar()).toHaveTextContent('B');
    expect(saveButton()).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Profile picture placeholder' })).toHaveTextContent('B');
  });

  it('saves an empty username as Guest User, with G as the letter', async () => {
    const { user, store } = await openSettings(profileOf('Alice'));
    await user.clear(usernameField());
    expect(screen.getByRole('img', { name: 'Profile picture placeholder' })).toHaveTextContent('G');
    await user.type(usernameField(), '   ');
    await user.click(saveButton()!);
    expect(store.getState().profile.username).toBe('Guest User');
    expect(usernameField()).toHaveValue('Guest User');
    expect(headerAvatar()).toHaveTextContent('G');
  });

  it('saves with Enter, but Enter with nothing changed saves nothing', async () => {
    const { user, store } = await openSettings(profileOf('Alice'));
    await user.type(usernameField(), '{Enter}');
    expect(screen.queryByText('Changes saved successfully!')).not.toBeInTheDocument();
    await user.type(usernameField(), 'n{Enter}');
    expect(store.getState().profile.username).toBe('Alicen');
    expect(savedBanner()).toBeVisible();
  });

  describe('the saved banner', () => {
    afterEach(() => jest.useRealTimers());

    it("shows 'Changes saved successfully!' for 2 seconds, then it is gone", async () => {
      await openSettings(profileOf('Alice'));
      jest.useFakeTimers();
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      await user.type(usernameField(), 'x');
      await user.click(saveButton()!);

      expect(savedBanner()).toBeVisible();
      act(() => jest.advanceTimersByTime(1900));
      expect(screen.getByText('Changes saved successfully!')).toBeVisible();
      act(() => jest.advanceTimersByTime(100));
      expect(screen.queryByText('Changes saved successfully!')).not.toBeInTheDocument();
    });
  });
});

describe('/user-settings: picture', () => {
  // jsdom decodes and draws no images: only the browser's edge is stubbed here (createImageBitmap,
  // the canvas 2D context and toDataURL). The stub encoder writes the canvas size into its data URL,
  // so the tests see the size the feature drew at.
  const decodable = new Map<string, { width: number; height: number }>([
    ['holiday.jpg', { width: 4000, height: 3000 }],
    ['tall.png', { width: 600, height: 1200 }],
    ['icon.png', { width: 64, height: 48 }],
  ]);
  let decode: jest.Mock;
  let getContext: jest.SpyInstance;
  let toDataURL: jest.SpyInstance;
  const drawImage = jest.fn();

  beforeEach(() => {
    decode = jest.fn(async (file: File) => {
      const size = decodable.get(file.name);
      if (!size)
        throw new DOMException('The source image could not be decoded.', 'InvalidStateError');
      return { ...size, close: jest.fn() };
    });
    Object.assign(window, { createImageBitmap: decode });
    drawImage.mockClear();
    getContext = jest
      .spyOn(HTMLCanvasElement.prototype, 'getContext')
      .mockImplementation(() => ({ drawImage, fillRect: jest.fn() }) as never);
    toDataURL = jest.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockImplementation(function (
      this: HTMLCanvasElement,
      type = 'image/png',
    ) {
      return `data:${type};base64,${btoa(`${this.width}x${this.height}`)}`;
    });
  });
  afterEach(() => {
    delete (window as { createImageBitmap?: unknown }).createImageBitmap;
    getContext.mockRestore();
    toDataURL.mockRestore();
  });

  const photo = (name: string, type = 'image/jpeg') => new File(['pixels'], name, { type });
  const sizeIn = (dataUrl: string | null | undefined) => atob(dataUrl!.split(',')[1]!);

  it('takes images only, previews a 20 MB photo scaled to 256 px before saving, then saves it', async () => {
    const { user, store } = await openSettings(profileOf('Alice'));
    expect(pictureInput()).toHaveAttribute('accept', 'image/*');
    // The button opens the browser's picker (the file input itself is hidden).
    const openPicker = jest.spyOn(pictureInput(), 'click').mockImplementation(() => {});
    await user.click(screen.getByRole('button', { name: 'Choose Picture' }));
    expect(openPicker).toHaveBeenCalledTimes(1);
    openPicker.mockRestore();
    expect(screen.getByRole('img', { name: 'Profile picture placeholder' })).toHaveTextContent('A');

    const big = photo('holiday.jpg');
    Object.defineProperty(big, 'size', { value: 20 * 1024 * 1024 });
    await user.upload(pictureInput(), big);

    const preview = await screen.findByRole('img', { name: 'New profile picture (not saved yet)' });
    const pending = preview.getAttribute('src');
    expect(pending).toMatch(/^data:image\/webp;base64,/);
    expect(sizeIn(pending)).toBe('256x192');
    expect(pending!.length).toBeLessThan(AVATAR_MAX_CHARS);
    expect(drawImage).toHaveBeenCalledWith(expect.anything(), 0, 0, 256, 192);
    // Not saved yet: the store and the header still have no picture.
    expect(store.getState().profile.avatar).toBeNull();
    expect(headerAvatar()).toHaveTextContent('A');

    await user.click(saveButton()!);
    expect(store.getState().profile.avatar).toBe(pending);
    expect(screen.getByRole('img', { name: 'Profile picture' })).toHaveAttribute('src', pending);
    expect(within(headerAvatar()).getByRole('presentation', { hidden: true })).toHaveAttribute(
      'src',
      pending,
    );
    expect(saveButton()).not.toBeInTheDocument();
    expect(savedBanner()).toBeVisible();
  });

  it('stores the saved picture and name under the profile key, readable on the next visit', async () => {
    const store = makeTestStore(undefined, { persist: true });
    await whenRestored(persistStore(store));
    renderApp('/user-settings', { store });
    await screen.findByRole('heading', HERO);
    const user = userEvent.setup();
    await user.upload(pictureInput(), photo('holiday.jpg'));
    await screen.findByRole('img', { name: 'New profile picture (not saved yet)' });
    await user.type(usernameField(), '{Control>}a{/Control}Dana');
    await user.click(saveButton()!);

    await waitFor(() => expect(window.localStorage.getItem('user_profile')).toMatch(/Dana/));
    const restored = restoreProfile(JSON.parse(window.localStorage.getItem('user_profile')!));
    expect(restored?.username).toBe('Dana');
    expect(sizeIn(restored?.avatar)).toBe('256x192');
  });

  it('scales by the longer side and never scales a small picture up', async () => {
    const { user } = await openSettings();
    await user.upload(pictureInput(), photo('tall.png', 'image/png'));
    const tall = await screen.findByRole('img', { name: 'New profile picture (not saved yet)' });
    expect(sizeIn(tall.getAttribute('src'))).toBe('128x256');

    await user.upload(pictureInput(), photo('icon.png', 'image/png'));
    await waitFor(() =>
      expect(
        sizeIn(
          screen
            .getByRole('img', { name: 'New profile picture (not saved yet)' })
            .getAttribute('src'),
        ),
      ).toBe('64x48'),
    );
  });

  it('falls back to JPEG where the browser writes no WebP', async () => {
    toDataURL.mockImplementation(function (this: HTMLCanvasElement, type = 'image/png') {
      const written = type === 'image/jpeg' ? type : 'image/png';
      return `data:${written};base64,${btoa(`${this.width}x${this.height}`)}`;
    });
    const { user, store } = await openSettings();
    await user.upload(pictureInput(), photo('holiday.jpg'));
    await screen.findByRole('img', { name: 'New profile picture (not saved yet)' });
    await user.click(saveButton()!);
    expect(store.getState().profile.avatar).toMatch(/^data:image\/jpeg;base64,/);
    expect(sizeIn(store.getState().profile.avatar)).toBe('256x192');
  });

  it('Cancel discards the pending picture', async () => {
    const { user, store } = await openSettings(profileOf('Alice'));
    await user.upload(pictureInput(), photo('holiday.jpg'));
    await screen.findByRole('img', { name: 'New profile picture (not saved yet)' });
    expect(saveButton()).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(
      screen.queryByRole('img', { name: 'New profile picture (not saved yet)' }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Profile picture placeholder' })).toHaveTextContent('A');
    expect(saveButton()).not.toBeInTheDocument();
    expect(store.getState().profile.avatar).toBeNull();
  });

  it('a file that does not decode says so and changes nothing', async () => {
    const saved = `data:image/webp;base64,${btoa('saved')}`;
    const { user, store } = await openSettings(profileOf('Alice', saved));
    await user.upload(pictureInput(), photo('broken.jpg'));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'That file could not be opened as a picture.',
    );
    expect(decode).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('img', { name: 'Profile picture' })).toHaveAttribute('src', saved);
    expect(saveButton()).not.toBeInTheDocument();
    expect(store.getState().profile.avatar).toBe(saved);
  });

  it('a file that is not an image, or is over 25 MB, is refused before decoding', async () => {
    const { store } = await openSettings(profileOf('Alice'));
    // Past the picker's filter (a drop, or 'All files' in the dialog): fired as the browser would.
    fireEvent.change(pictureInput(), {
      target: { files: [new File(['hello'], 'notes.txt', { type: 'text/plain' })] },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('That file is not a picture.');

    const huge = photo('holiday.jpg');
    Object.defineProperty(huge, 'size', { value: 26 * 1024 * 1024 });
    fireEvent.change(pictureInput(), { target: { files: [huge] } });
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'That picture is larger than 25 MB. Choose a smaller one.',
      ),
    );

    expect(decode).not.toHaveBeenCalled();
    expect(saveButton()).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Profile picture placeholder' })).toBeVisible();
    expect(store.getState().profile.avatar).toBeNull();
  });

  it('has no axe violations with a pending picture', async () => {
    const { user } = await openSettings();
    await user.upload(pictureInput(), photo('holiday.jpg'));
    await screen.findByRole('img', { name: 'New profile picture (not saved yet)' });
    expect(await axeViolations()).toEqual([]);
  });
});

describe('/user-settings: clear all local data', () => {
  let reload: jest.SpyInstance;
  beforeEach(() => {
    reload = jest.spyOn(pageReload, 'reload').mockImplementation(() => {});
    const stored: Record<string, string> = {
      user_watchlist: '{"items":[]}',
      user_favorites: '{"items":[]}',
      user_continue_watching: '{"items":[]}',
      user_watch_progress: '{}',
      user_last_watched: '{}',
      completed_shows: '{}',
      user_profile: '{"username":"Alice"}',
      storage_consent: '{}',
      currentEpisode_1399_1: '3',
      preferredPlayer: 'vidlink',
      vidLinkProgress: '{}',
      token: 'abc',
      auth_user: '{}',
      hasLoaded: 'true',
      other_app: 'keep me',
    };
    for (const [key, value] of Object.entries(stored)) window.localStorage.setItem(key, value);
  });
  afterEach(() => reload.mockRestore());

  const openDialog = async (user: ReturnType<typeof userEvent.setup>) => {
    await user.click(screen.getByRole('button', { name: 'Clear All Local Data' }));
    return screen.findByRole('dialog', { name: 'Clear All Data?' });
  };

  it('asks first, listing what goes; Cancel closes and keeps everything', async () => {
    const { user } = await openSettings();
    const dialog = await openDialog(user);
    expect(dialog).toHaveTextContent('permanently deletes all your local data');
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Watchlist items',
      'Favorite movies and shows',
      'Watch history and progress',
      'Continue watching list',
      'Profile settings',
    ]);
    expect(within(dialog).getByRole('button', { name: 'Clear All Data' })).toBeVisible();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(window.localStorage).toHaveLength(15);
    expect(reload).not.toHaveBeenCalled();
  });

  it("confirming clears every key of ours, keeps hasLoaded and other apps' keys, and reloads", async () => {
    const { user } = await openSettings();
    const dialog = await openDialog(user);
    expect(await axeViolations()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Clear All Data' }));

    const left = Object.keys({ ...window.localStorage }).sort();
    expect(left).toEqual(['hasLoaded', 'other_app']);
    expect(window.localStorage.getItem('other_app')).toBe('keep me');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('has no axe violations', async () => {
    await openSettings(profileOf('Alice'));
    expect(await axeViolations()).toEqual([]);
  });
});
