import { Writable } from 'node:stream';

/** Every line the app logs, kept in memory (pass `stream` as createTestApp's logStream). */
export function captureLogs() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      callback();
    },
  });
  return {
    stream,
    lines,
    text: () => lines.join('\n'),
    parsed: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}
