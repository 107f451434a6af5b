import {
  listeningMessage,
  readYouTubeDelivery,
  youtubeProgress,
} from '@/features/player/youtubeProgress';

const delivery = (event: string, info: unknown) => JSON.stringify({ event, info });

describe('listeningMessage', () => {
  it('is the IFrame API subscription as a JSON string', () => {
    expect(JSON.parse(listeningMessage(3))).toEqual({
      event: 'listening',
      id: 3,
      channel: 'widget',
    });
  });
});

describe('readYouTubeDelivery', () => {
  it('reads an initial delivery', () => {
    expect(
      readYouTubeDelivery(
        delivery('initialDelivery', { currentTime: 0, duration: 150, volume: 100 }),
        {},
      ),
    ).toEqual({ currentTime: 0, duration: 150 });
  });

  it('merges a delivery carrying only what changed into what is known', () => {
    let times = readYouTubeDelivery(delivery('initialDelivery', { duration: 150 }), {});
    expect(times).toEqual({ duration: 150 });
    times = readYouTubeDelivery(delivery('infoDelivery', { currentTime: 12.5 }), times!);
    expect(times).toEqual({ currentTime: 12.5, duration: 150 });
    times = readYouTubeDelivery(
      delivery('infoDelivery', { currentTime: 40, playerState: 1 }),
      times!,
    );
    expect(times).toEqual({ currentTime: 40, duration: 150 });
  });

  it('does not change the known times it is given', () => {
    const known = { currentTime: 1, duration: 10 };
    readYouTubeDelivery(delivery('infoDelivery', { currentTime: 5 }), known);
    expect(known).toEqual({ currentTime: 1, duration: 10 });
  });

  it('ignores junk values in a delivery, keeping what is known', () => {
    const known = { currentTime: 5, duration: 100 };
    for (const info of [
      { currentTime: '12', duration: '300' },
      { currentTime: null, duration: null },
      { currentTime: [1], duration: { n: 1 } },
      { currentTime: true },
      {},
    ]) {
      expect(readYouTubeDelivery(delivery('infoDelivery', info), known)).toEqual(known);
    }
    // JSON has no NaN or Infinity; 1e400 parses to Infinity.
    expect(
      readYouTubeDelivery('{"event":"infoDelivery","info":{"currentTime":1e400}}', known),
    ).toEqual(known);
  });

  it('is null for a delivery without an info object', () => {
    for (const info of [null, 'text', 42]) {
      expect(readYouTubeDelivery(delivery('infoDelivery', info), {})).toBeNull();
    }
    expect(readYouTubeDelivery(JSON.stringify({ event: 'infoDelivery' }), {})).toBeNull();
  });

  it('is null for text that is not JSON, and for values that are not strings', () => {
    for (const data of ['', 'not json', '{"event":', 'undefined', '{event:"infoDelivery"}']) {
      expect(readYouTubeDelivery(data, {})).toBeNull();
    }
    for (const data of [
      undefined,
      null,
      42,
      { event: 'infoDelivery', info: { currentTime: 1, duration: 2 } },
      { type: 'MEDIA_DATA', data: { currentTime: 1, duration: 2 } },
    ]) {
      expect(readYouTubeDelivery(data, {})).toBeNull();
    }
  });

  it('is null for JSON that is not an object', () => {
    for (const data of ['null', '42', '"infoDelivery"', '[1,2]', 'true']) {
      expect(readYouTubeDelivery(data, {})).toBeNull();
    }
  });

  it('is null for other events', () => {
    for (const event of [
      'onReady',
      'onStateChange',
      'apiInfoDelivery',
      'listening',
      'INFODELIVERY',
    ]) {
      expect(readYouTubeDelivery(delivery(event, { currentTime: 1, duration: 2 }), {})).toBeNull();
    }
  });

  it('is null for an oversized message without parsing it', () => {
    const huge = delivery('infoDelivery', {
      currentTime: 1,
      duration: 2,
      pad: 'x'.repeat(100_001),
    });
    const parse = jest.spyOn(JSON, 'parse');
    expect(readYouTubeDelivery(huge, {})).toBeNull();
    expect(parse).not.toHaveBeenCalled();
    parse.mockRestore();
  });
});

describe('youtubeProgress', () => {
  it('is null until both times are known', () => {
    expect(youtubeProgress({})).toBeNull();
    expect(youtubeProgress({ currentTime: 10 })).toBeNull();
    expect(youtubeProgress({ duration: 100 })).toBeNull();
  });

  it('is a MEDIA_DATA message once both are known', () => {
    expect(youtubeProgress({ currentTime: 10, duration: 100 })).toEqual({
      type: 'MEDIA_DATA',
      data: { currentTime: 10, duration: 100 },
    });
  });

  it('caps a current time past the end at the duration', () => {
    expect(youtubeProgress({ currentTime: 101, duration: 100 })).toEqual({
      type: 'MEDIA_DATA',
      data: { currentTime: 100, duration: 100 },
    });
  });

  it('is null for times no player reports: no duration, negative, over a day', () => {
    expect(youtubeProgress({ currentTime: 0, duration: 0 })).toBeNull();
    expect(youtubeProgress({ currentTime: -1, duration: 100 })).toBeNull();
    expect(youtubeProgress({ currentTime: 1, duration: -100 })).toBeNull();
    expect(youtubeProgress({ currentTime: 1, duration: 1e9 })).toBeNull();
  });
});
