import {
  PICTURE_MAX_BYTES,
  PICTURE_MAX_SIDE,
  PICTURE_UNREADABLE,
  downscaledSize,
  pictureFileProblem,
} from '@/features/profile/picture';

describe('downscaledSize', () => {
  it('scales the longer side down to 256 px by default, keeping proportions', () => {
    expect(PICTURE_MAX_SIDE).toBe(256);
    expect(downscaledSize(4000, 3000)).toEqual({ width: 256, height: 192 });
    expect(downscaledSize(3000, 4000)).toEqual({ width: 192, height: 256 });
    expect(downscaledSize(6000, 6000)).toEqual({ width: 256, height: 256 });
  });

  it('rounds to whole pixels and keeps at least 1 px on the short side', () => {
    expect(downscaledSize(1000, 333)).toEqual({ width: 256, height: 85 });
    expect(downscaledSize(10000, 10)).toEqual({ width: 256, height: 1 });
    expect(downscaledSize(1, 10000)).toEqual({ width: 1, height: 256 });
  });

  it('never scales up', () => {
    expect(downscaledSize(256, 100)).toEqual({ width: 256, height: 100 });
    expect(downscaledSize(64, 48)).toEqual({ width: 64, height: 48 });
    expect(downscaledSize(1, 1)).toEqual({ width: 1, height: 1 });
  });

  it('takes another limit', () => {
    expect(downscaledSize(4000, 3000, 100)).toEqual({ width: 100, height: 75 });
    expect(downscaledSize(50, 40, 100)).toEqual({ width: 50, height: 40 });
  });

  it('gives nothing for a size that is not a positive finite number', () => {
    expect(downscaledSize(0, 100)).toBeUndefined();
    expect(downscaledSize(100, -1)).toBeUndefined();
    expect(downscaledSize(NaN, 100)).toBeUndefined();
    expect(downscaledSize(Infinity, 100)).toBeUndefined();
    expect(downscaledSize(100, 100, 0)).toBeUndefined();
  });
});

describe('pictureFileProblem', () => {
  it('lets any image type up to 25 MB through', () => {
    expect(PICTURE_MAX_BYTES).toBe(25 * 1024 * 1024);
    expect(pictureFileProblem({ type: 'image/jpeg', size: 20 * 1024 * 1024 })).toBeUndefined();
    expect(pictureFileProblem({ type: 'image/avif', size: PICTURE_MAX_BYTES })).toBeUndefined();
  });

  it('refuses a file that is not an image, one over 25 MB, and an empty one', () => {
    expect(pictureFileProblem({ type: 'text/plain', size: 10 })).toMatch(/not a picture/);
    expect(pictureFileProblem({ type: '', size: 10 })).toMatch(/not a picture/);
    expect(pictureFileProblem({ type: 'image/png', size: PICTURE_MAX_BYTES + 1 })).toBe(
      'That picture is larger than 25 MB. Choose a smaller one.',
    );
    expect(pictureFileProblem({ type: 'image/png', size: 0 })).toBe(PICTURE_UNREADABLE);
  });
});
