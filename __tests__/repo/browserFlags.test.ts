/**
 * Chromium keeps only the last --disable-features it is given: the Lighthouse launch merges
 * chrome-launcher's list and ours into one switch, so neither is lost.
 */
import {
  CHROMIUM_ARGS,
  MEASUREMENT_DISABLED_FEATURES,
  mergedFeatureFlags,
} from '../../e2e/helpers/browser';

describe('mergedFeatureFlags', () => {
  it('puts every disabled feature into one switch, each once, and keeps the other flags', () => {
    const merged = mergedFeatureFlags([
      '--disable-features=Translate,RenderDocument',
      '--headless',
      '--disable-features=RenderDocument,WebUIOmniboxPopup',
      '--no-sandbox',
    ]);
    expect(merged).toEqual([
      '--headless',
      '--no-sandbox',
      '--disable-features=Translate,RenderDocument,WebUIOmniboxPopup',
    ]);
  });

  it('leaves a list without the switch as it is', () => {
    expect(mergedFeatureFlags(CHROMIUM_ARGS)).toEqual(CHROMIUM_ARGS);
  });

  it("keeps the journeys' flags free of the switch, which would replace playwright's own list", () => {
    expect(CHROMIUM_ARGS.some((flag) => flag.startsWith('--disable-features'))).toBe(false);
    expect(MEASUREMENT_DISABLED_FEATURES).toContain('WebUIOmniboxPopup');
  });
});
