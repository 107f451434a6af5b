/**
 * The server's log lines: readable for a person at a terminal, JSON for collectors, credentials masked.
 */
import { PassThrough } from 'node:stream';

import {
  SLOW_REQUEST_MS,
  createLogger,
  outputLogging,
  readableStream,
  redactUrl,
  requestLogLevel,
} from '../../server/logger';

function capture() {
  const out = new PassThrough();
  let text = '';
  out.on('data', (chunk: Buffer) => (text += chunk.toString()));
  return { out, text: () => text };
}

describe('log lines', () => {
  it('are readable at a terminal: time, level and message on one line, no JSON braces first', () => {
    const { out, text } = capture();
    const logger = createLogger('info', readableStream(out));
    logger.info({ url: 'http://localhost:3000' }, 'Marquee is at http://localhost:3000');
    const line = text().trimEnd();
    expect(line.split('\n')).toHaveLength(1);
    expect(line).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: Marquee is at http:\/\/localhost:3000/);
    expect(line).not.toMatch(/"level"|"pid"|"hostname"/);
  });

  it('are JSON for a log collector', () => {
    const { out, text } = capture();
    createLogger('info', out).info({ source: 'demo' }, 'serving');
    expect(JSON.parse(text())).toMatchObject({ level: 30, source: 'demo', msg: 'serving' });
  });

  it('mask credentials in URLs', () => {
    expect(redactUrl('/api/tmdb/movie/1?api_key=abc&page=2&token=x')).toBe(
      '/api/tmdb/movie/1?api_key=[redacted]&page=2&token=[redacted]',
    );
  });
});

describe('what the standard output gets', () => {
  it('at a terminal: readable lines (above), and the requests that went well only at debug', () => {
    const terminal = outputLogging(true);
    expect(terminal.quietRequests).toBe(true);
    // pino-pretty's stream, not stdout's JSON.
    expect(terminal.stream).toBeDefined();
    expect(terminal.stream).not.toBe(process.stdout);
  });

  it('piped or redirected: JSON lines on stdout, every request at info', () => {
    expect(outputLogging(false)).toEqual({ stream: undefined, quietRequests: false });
  });

  it.each([
    [200, 5, true, 'debug'],
    [404, 5, true, 'debug'],
    [304, SLOW_REQUEST_MS - 1, true, 'debug'],
    [500, 5, true, 'info'],
    [503, 5, true, 'info'],
    [200, SLOW_REQUEST_MS, true, 'info'],
    [200, 5, false, 'info'],
    [404, 5, false, 'info'],
  ])('a %i answered in %i ms, quiet %s: %s', (status, ms, quiet, level) => {
    expect(requestLogLevel(status, ms, quiet)).toBe(level);
  });
});
