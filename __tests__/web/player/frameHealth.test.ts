import { PLAYER_LOAD_TIMEOUT_MS, frameProblem, hostAnswers } from '@/features/player/frameHealth';
import type { FrameSignals } from '@/features/player/frameHealth';

const seen = (signals: Partial<FrameSignals>): FrameSignals => ({
  loaded: false,
  unreachable: false,
  timedOut: false,
  offline: false,
  ...signals,
});

describe('frameProblem', () => {
  it('says nothing while the frame loads, nor once it has', () => {
    expect(frameProblem(seen({}))).toBeNull();
    expect(frameProblem(seen({ loaded: true }))).toBeNull();
  });

  it('reports a frame that has not loaded in time, until it loads', () => {
    expect(PLAYER_LOAD_TIMEOUT_MS).toBe(15_000);
    expect(frameProblem(seen({ timedOut: true }))).toBe('timeout');
    expect(frameProblem(seen({ timedOut: true, loaded: true }))).toBeNull();
  });

  it("reports a host that could not be reached, even after a load event (the browser's error page)", () => {
    expect(frameProblem(seen({ unreachable: true }))).toBe('unreachable');
    expect(frameProblem(seen({ unreachable: true, loaded: true }))).toBe('unreachable');
    expect(frameProblem(seen({ unreachable: true, loaded: true, timedOut: true }))).toBe(
      'unreachable',
    );
  });

  it('says the device is offline when the browser says so', () => {
    expect(frameProblem(seen({ unreachable: true, offline: true }))).toBe('offline');
    expect(frameProblem(seen({ timedOut: true, offline: true }))).toBe('offline');
    expect(frameProblem(seen({ loaded: true, offline: true }))).toBeNull();
  });
});

describe('hostAnswers', () => {
  const fetcher = (answer: () => Promise<Response>) => jest.fn(answer) as unknown as typeof fetch;

  it('asks for headers only, without cookies or reading the answer, and says the host answered', async () => {
    const asked = fetcher(() => Promise.resolve(new Response(null, { status: 404 })));
    const signal = new AbortController().signal;
    await expect(hostAnswers('https://player.example/m/1', signal, asked)).resolves.toBe(true);
    expect(asked).toHaveBeenCalledWith('https://player.example/m/1', {
      method: 'HEAD',
      mode: 'no-cors',
      credentials: 'omit',
      cache: 'no-store',
      referrerPolicy: 'origin',
      signal,
    });
  });

  it('says the host could not be reached when the request fails', async () => {
    const refused = fetcher(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(
      hostAnswers('http://127.0.0.1:9/m/1', new AbortController().signal, refused),
    ).resolves.toBe(false);
  });

  it('says nothing when the page cancelled the request', async () => {
    const controller = new AbortController();
    const cancelled = fetcher(() => {
      controller.abort();
      return Promise.reject(new DOMException('Aborted', 'AbortError'));
    });
    await expect(
      hostAnswers('https://player.example/m/1', controller.signal, cancelled),
    ).resolves.toBeNull();
  });
});
