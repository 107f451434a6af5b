/**
 * The height "Where to watch" holds before its offers arrive (and while its code loads): about the
 * heading row and two rows of offers, so the page barely moves as the section fills.
 */
export const WHERE_TO_WATCH_MIN_HEIGHT = { xs: 260, sm: 200 } as const;
