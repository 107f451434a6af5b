/**
 * The .ics writer (RFC 5545): TEXT escaping, line folding at 75 octets without splitting a character,
 * all-day dates, CRLF line ends, and UIDs that stay the same from one download to the next.
 */
import { englishI18n } from '@/app/i18n';
import type { CalendarEntry } from '@/features/calendar/calendarEntries';
import {
  calendarEvents,
  calendarFileName,
  calendarFileText,
  entrySummary,
} from '@/features/calendar/calendarFile';
import { escapeText, foldLine, icsCalendar } from '@/features/calendar/ics';

const octets = (text: string) => Buffer.byteLength(text, 'utf8');
/** RFC 5545 3.1's unfolding: a line break followed by one space or tab is removed. */
const unfold = (text: string) => text.replace(/\r\n[ \t]/g, '');

describe('escapeText', () => {
  it('escapes backslash, semicolon and comma, and writes line breaks as \\n', () => {
    expect(escapeText('Law & Order; SVU, the \\ one')).toBe('Law & Order\\; SVU\\, the \\\\ one');
    expect(escapeText('one\ntwo\r\nthree\rfour')).toBe('one\\ntwo\\nthree\\nfour');
  });

  it('keeps colons, quotes and tabs, and drops the control characters TEXT may not hold', () => {
    expect(escapeText('S1 E4: "Vichnaya\tPamyat"')).toBe('S1 E4: "Vichnaya\tPamyat"');
    expect(escapeText('bell\u0007 null\u0000 del\u007f')).toBe('bell null del');
  });
});

describe('foldLine', () => {
  it('leaves a line of 75 octets as it is', () => {
    const line = `SUMMARY:${'x'.repeat(67)}`;
    expect(octets(line)).toBe(75);
    expect(foldLine(line)).toBe(line);
  });

  it('folds a long line into lines of at most 75 octets, each continuation starting with one space', () => {
    const line = `DESCRIPTION:${'abcdefghij'.repeat(20)}`;
    const folded = foldLine(line);
    const lines = folded.split('\r\n');
    expect(lines.length).toBe(3);
    expect(octets(lines[0]!)).toBe(75);
    for (const part of lines) expect(octets(part)).toBeLessThanOrEqual(75);
    for (const part of lines.slice(1)) expect(part).toMatch(/^ [^ ]/);
    expect(unfold(folded)).toBe(line);
  });

  it('never splits the octets of a character (accents, CJK, emoji)', () => {
    const line = `SUMMARY:${'é'.repeat(30)}${'仙台有树'.repeat(8)}${'🎬'.repeat(12)}`;
    const lines = foldLine(line).split('\r\n');
    expect(lines.length).toBe(3);
    // 'SUMMARY:' and thirty é take 68 octets, two CJK characters 74: a third would pass 75.
    expect(octets(lines[0]!)).toBe(74);
    for (const part of lines) {
      expect(octets(part)).toBeLessThanOrEqual(75);
      // Each physical line is whole UTF-8: decoding and encoding it again gives the same octets.
      const bytes = Buffer.from(part, 'utf8');
      expect(Buffer.from(bytes.toString('utf8'), 'utf8').equals(bytes)).toBe(true);
      expect(part).not.toContain('\ufffd');
    }
    expect(unfold(lines.join('\r\n'))).toBe(line);
  });
});

describe('icsCalendar', () => {
  const stamp = new Date('2026-11-29T05:08:33.123Z');

  it('writes a VCALENDAR of all-day VEVENTs, every line ended by CRLF', () => {
    const text = icsCalendar({
      productId: '-//Marquee//Calendar//EN',
      name: "Marquee: what's next",
      stamp,
      events: [
        {
          uid: 'tv-87108-s1e4@marquee.example',
          day: '2019-05-27',
          summary: 'Chernobyl S1 E4: The Happiness of All Mankind',
          description: 'A new episode, a show you follow.',
          url: 'https://marquee.example/tv/87108-chernobyl',
        },
      ],
    });
    expect(text).toBe(
      [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'PRODID:-//Marquee//Calendar//EN',
        'CALSCALE:GREGORIAN',
        'METHOD:PUBLISH',
        "X-WR-CALNAME:Marquee: what's next",
        'BEGIN:VEVENT',
        'UID:tv-87108-s1e4@marquee.example',
        'DTSTAMP:20261129T050833Z',
        'DTSTART;VALUE=DATE:20190527',
        'DTEND;VALUE=DATE:20190528',
        'SUMMARY:Chernobyl S1 E4: The Happiness of All Mankind',
        'DESCRIPTION:A new episode\\, a show you follow.',
        'URL:https://marquee.example/tv/87108-chernobyl',
        'TRANSP:TRANSPARENT',
        'END:VEVENT',
        'END:VCALENDAR',
        '',
      ].join('\r\n'),
    );
    // No line break but CRLF.
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('ends an all-day event on the next day, across months and years', () => {
    const text = icsCalendar({
      productId: 'p',
      name: 'n',
      stamp,
      events: [
        { uid: 'a', day: '2019-12-31', summary: 'New Year' },
        { uid: 'b', day: '2020-02-28', summary: 'Leap' },
      ],
    });
    expect(text).toContain('DTSTART;VALUE=DATE:20191231\r\nDTEND;VALUE=DATE:20200101\r\n');
    expect(text).toContain('DTSTART;VALUE=DATE:20200228\r\nDTEND;VALUE=DATE:20200229\r\n');
  });

  it('folds long summaries so that no line passes 75 octets', () => {
    const text = icsCalendar({
      productId: 'p',
      name: 'n',
      stamp,
      events: [{ uid: 'a', day: '2019-05-27', summary: `${'Très long épisode, ; '.repeat(10)}` }],
    });
    for (const line of text.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
    expect(unfold(text)).toContain(`SUMMARY:${escapeText('Très long épisode, ; '.repeat(10))}`);
  });
});

describe("the calendar's file", () => {
  const site = { name: 'Marquee', origin: 'https://marquee.example' };
  const entries: CalendarEntry[] = [
    {
      key: 'tv-87108-s1e4',
      day: '2019-05-27',
      media_type: 'tv',
      media_id: 87108,
      title: 'Chernobyl',
      poster_path: null,
      episode: { season_number: 1, episode_number: 4, name: 'The Happiness of All Mankind' },
    },
    {
      key: 'tv-37854-s20e886',
      day: '2019-05-26',
      media_type: 'tv',
      media_id: 37854,
      title: 'One Piece',
      poster_path: null,
      episode: { season_number: 20, episode_number: 886 },
    },
    {
      key: 'movie-475557',
      day: '2019-10-04',
      media_type: 'movie',
      media_id: 475557,
      title: 'Joker',
      poster_path: null,
    },
  ];

  it('names each event by what comes', () => {
    expect(entries.map((entry) => entrySummary(englishI18n(), entry))).toEqual([
      'Chernobyl S1 E4: The Happiness of All Mankind',
      'One Piece S20 E886',
      'Joker (release day)',
    ]);
  });

  it("gives stable UIDs on the site's host and links to the titles' pages", () => {
    const first = calendarEvents(englishI18n(), entries, site);
    const again = calendarEvents(englishI18n(), [...entries].reverse(), site);
    expect(first.map((event) => event.uid)).toEqual([
      'tv-87108-s1e4@marquee.example',
      'tv-37854-s20e886@marquee.example',
      'movie-475557@marquee.example',
    ]);
    expect(new Set(again.map((event) => event.uid))).toEqual(
      new Set(first.map((event) => event.uid)),
    );
    expect(first.map((event) => event.url)).toEqual([
      'https://marquee.example/tv/87108-chernobyl',
      'https://marquee.example/tv/37854-one-piece',
      'https://marquee.example/movie/475557-joker',
    ]);
  });

  it('is the same file for the same entries, but for the time it was made', () => {
    const one = calendarFileText(englishI18n(), entries, site, new Date('2026-11-29T05:00:00Z'));
    const two = calendarFileText(englishI18n(), entries, site, new Date('2026-11-30T06:00:00Z'));
    expect(one.replace(/DTSTAMP:\w+/g, '')).toBe(two.replace(/DTSTAMP:\w+/g, ''));
    expect(one.match(/BEGIN:VEVENT/g)).toHaveLength(3);
  });

  it('is named after the site', () => {
    expect(calendarFileName('Marquee')).toBe('marquee-calendar.ics');
    expect(calendarFileName('Le Cinéma, Paris!')).toBe('le-cin-ma-paris-calendar.ics');
    expect(calendarFileName('***')).toBe('marquee-calendar.ics');
  });
});
