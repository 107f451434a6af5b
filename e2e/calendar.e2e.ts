/**
 * What's next (issue 33 §4), in Chromium on the demo catalogue, whose calendar counts from its
 * snapshot's day (Tuesday, May 21, 2019): follow a show and a movie, see the show's "New episode"
 * mark on the watchlist, open /calendar and find their dates by day, then download the .ics by
 * keyboard and read it: RFC 5545 lines, all-day dates, stable UIDs, made without a request.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { JOURNEY_TIMEOUT_MS, describeJourneys } from './helpers/env';
import { action, heading, visible } from './helpers/journey';
import type { Journey } from './helpers/journey';
import { useJourneys } from './helpers/suite';

jest.setTimeout(JOURNEY_TIMEOUT_MS * 2);

async function save(journey: Journey, path: string, list: 'Watchlist' | 'Favorites') {
  await journey.visit(path);
  await (await visible(action(journey.main, `Add to ${list}`))).click();
  await visible(action(journey.main, `In ${list}`));
}

describeJourneys("What's next: the calendar", () => {
  const suite = useJourneys();
  let downloads = '';

  beforeAll(async () => {
    downloads = await fs.mkdtemp(path.join(os.tmpdir(), 'marquee-calendar-'));
  });
  afterAll(async () => {
    await fs.rm(downloads, { recursive: true, force: true });
  });

  it('follows a show and a movie, lists their dates by day, and downloads them as an .ics', async () => {
    await suite.run('calendar', async (journey) => {
      const { page, main } = journey;
      // Chernobyl: S1 E3 aired on May 20, 2019, S1 E4 is announced for May 27.
      await save(journey, '/tv/87108-chernobyl', 'Watchlist');
      await save(journey, '/tv/37854-one-piece', 'Favorites');
      await save(journey, '/movie/474350-it-chapter-two', 'Watchlist');

      // The followed show's card says an episode aired in the week up to the demo's day.
      await journey.visit('/watchlist');
      const chernobyl = main.getByRole('article').filter({ hasText: 'Chernobyl' });
      await visible(chernobyl.getByText(/^New episode/));
      expect(
        await main.getByRole('article').filter({ hasText: 'It Chapter Two' }).innerText(),
      ).not.toContain('New episode');
      await journey.capture('calendar-watchlist');

      await journey.visit('/calendar');
      await visible(heading(main, 'Calendar'));
      await visible(
        main.getByText(
          /its calendar counts from Tuesday, May 21, 2019, the day its dates were taken/,
        ),
      );
      const day = (name: string) => main.getByRole('region', { name, exact: true });
      await visible(day('Sunday, May 26, 2019').getByText('S20 E886'));
      await visible(day('Monday, May 27, 2019').getByRole('link', { name: 'Chernobyl' }));
      await visible(day('Wednesday, September 4, 2019').getByText('Movie release'));
      const headings = await main.getByRole('heading', { level: 2 }).allInnerTexts();
      expect(headings.filter((text) => /\d{4}$/.test(text))).toEqual([
        'Sunday, May 26, 2019',
        'Monday, May 27, 2019',
        'Wednesday, September 4, 2019',
      ]);
      await journey.capture('calendar');

      // The file is made in the page: no request leaves while it is.
      const requests: string[] = [];
      page.on('request', (request) => requests.push(request.url()));
      const button = main.getByRole('button', { name: 'Add to calendar app (.ics)' });
      await button.focus();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.keyboard.press('Enter'),
      ]);
      expect(download.suggestedFilename()).toBe('marquee-calendar.ics');
      const file = path.join(downloads, download.suggestedFilename());
      await download.saveAs(file);
      await visible(main.getByText('Saved marquee-calendar.ics with 3 dates.'));
      expect(requests.filter((url) => !url.startsWith('blob:'))).toEqual([]);

      const text = await fs.readFile(file, 'utf8');
      const lines = text.split('\r\n');
      expect(lines[0]).toBe('BEGIN:VCALENDAR');
      expect(lines.at(-2)).toBe('END:VCALENDAR');
      expect(lines.at(-1)).toBe('');
      // Lines end in CRLF alone and none passes 75 octets.
      expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
      for (const line of lines) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
      const host = new URL(journey.origin).hostname;
      expect(lines.filter((line) => line.startsWith('UID:'))).toEqual([
        `UID:tv-37854-s20e886@${host}`,
        `UID:tv-87108-s1e4@${host}`,
        `UID:movie-474350@${host}`,
      ]);
      expect(text).toContain(
        'DTSTART;VALUE=DATE:20190527\r\nDTEND;VALUE=DATE:20190528\r\nSUMMARY:Chernobyl S1 E4',
      );
      expect(text).toContain('SUMMARY:It Chapter Two (release day)\r\n');
      expect(text).toContain(`URL:${journey.origin}/tv/87108-chernobyl\r\n`);
    });
  });
});
