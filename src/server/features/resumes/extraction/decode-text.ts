import chardet from 'chardet';
import iconv from 'iconv-lite';

/**
 * TXT resumes: a byte order mark, else strict UTF-8, else chardet's guess (Windows-1252 when
 * unsure). iconv-lite decodes the legacy code pages: Node's TextDecoder treats 'windows-1252' as
 * Latin-1 and loses curly quotes and dashes (bytes 0x80-0x9F).
 */
export function decodeText(bytes: Buffer): { text: string; encoding: string } {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    return { text: new TextDecoder('utf-8').decode(bytes.subarray(3)), encoding: 'utf-8' };
  }
  if (bytes[0] === 0xff && bytes[1] === 0xfe)
    return { text: iconv.decode(bytes.subarray(2), 'utf-16le'), encoding: 'utf-16le' };
  if (bytes[0] === 0xfe && bytes[1] === 0xff)
    return { text: iconv.decode(bytes.subarray(2), 'utf-16be'), encoding: 'utf-16be' };
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf-8' };
  } catch {
    // Not UTF-8: guess below.
  }
  const guess = chardet.detect(bytes)?.toLowerCase();
  // Latin-1 guesses decode as Windows-1252, its superset in practice (as browsers do).
  const encoding =
    !guess || guess === 'utf-8' || guess === 'iso-8859-1' || !iconv.encodingExists(guess)
      ? 'windows-1252'
      : guess;
  return { text: iconv.decode(bytes, encoding), encoding };
}
