/**
 * An iCalendar file (RFC 5545) of all-day events, written in the browser: a VCALENDAR of VEVENTs with
 * DATE start and end, TEXT values escaped, lines folded at 75 octets, every line ended by CRLF.
 */

/** One all-day event. */
export interface IcsEvent {
  /** Globally unique and the same each time the file is made, so a calendar app updates, not doubles. */
  uid: string;
  /** `YYYY-MM-DD`. */
  day: string;
  summary: string;
  description?: string;
  /** An absolute URL (a URI value: folded, never escaped). */
  url?: string;
}

export interface IcsCalendar {
  /** The product writing the file (PRODID), e.g. `-//Marquee//Calendar//EN`. */
  productId: string;
  /** The calendar's name as apps show it (X-WR-CALNAME). */
  name: string;
  events: readonly IcsEvent[];
  /** When the file is made (each event's DTSTAMP). */
  stamp: Date;
}

const CRLF = '\r\n';
/** RFC 5545 3.1: a content line is folded so that no line is longer than 75 octets. */
const MAX_OCTETS = 75;

/**
 * A TEXT value (RFC 5545 3.3.11): backslash, semicolon and comma escaped, each line break written
 * `\n`; other control characters, which TEXT may not hold, dropped.
 */
export function escapeText(value: string): string {
  const lines = value.replace(/\r\n|\r/g, '\n');
  let text = '';
  for (const char of lines) {
    const code = char.charCodeAt(0);
    if ((code < 0x20 && char !== '\t' && char !== '\n') || code === 0x7f) continue;
    text +=
      char === '\n' ? '\\n' : char === '\\' || char === ';' || char === ',' ? `\\${char}` : char;
  }
  return text;
}

const octets = (codePoint: number) =>
  codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4;

/**
 * A content line folded (RFC 5545 3.1): after 75 octets of UTF-8 a line break and one space, which
 * counts towards the next line's 75; never inside a character's octets.
 */
export function foldLine(line: string): string {
  const lines: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const width = octets(char.codePointAt(0)!);
    if (size + width > MAX_OCTETS) {
      lines.push(current);
      current = ' ';
      size = 1;
    }
    current += char;
    size += width;
  }
  lines.push(current);
  return lines.join(CRLF);
}

/** `20190521` from `2019-05-21`. */
const dateValue = (day: string) => day.replaceAll('-', '');

/** The day after `day`: an all-day event's DTEND, which is exclusive. */
function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

/** `20261129T050833Z`: a UTC date-time. */
const stampValue = (date: Date) => `${date.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;

/** The calendar as the text of an .ics file. */
export function icsCalendar({ productId, name, events, stamp }: IcsCalendar): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${escapeText(productId)}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(name)}`,
  ];
  for (const event of events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${escapeText(event.uid)}`,
      `DTSTAMP:${stampValue(stamp)}`,
      `DTSTART;VALUE=DATE:${dateValue(event.day)}`,
      `DTEND;VALUE=DATE:${dateValue(nextDay(event.day))}`,
      `SUMMARY:${escapeText(event.summary)}`,
    );
    if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
    if (event.url) lines.push(`URL:${event.url.replace(/[\r\n]/g, '')}`);
    // A day's release or episode does not make the visitor busy.
    lines.push('TRANSP:TRANSPARENT', 'END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join(CRLF) + CRLF;
}
