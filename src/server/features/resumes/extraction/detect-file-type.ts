import type { ResumeFileType } from '@/shared/constants';

export type { ResumeFileType };

const OLE_SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP_SIGNATURE = Buffer.from('PK\x03\x04', 'latin1');
/** The stream name every Word 97-2003 file has, as stored in the OLE directory (UTF-16LE). */
const WORD_STREAM = Buffer.from('WordDocument', 'utf16le');

function looksLikeText(bytes: Buffer): boolean {
  const sample = bytes.subarray(0, 8192);
  if (sample.length === 0) return false;
  // UTF-16 with a byte order mark.
  if ((sample[0] === 0xff && sample[1] === 0xfe) || (sample[0] === 0xfe && sample[1] === 0xff))
    return true;
  let zeros = 0;
  let controls = 0;
  for (const byte of sample) {
    if (byte === 0) zeros++;
    else if (byte < 0x09 || (byte > 0x0d && byte < 0x20 && byte !== 0x1b)) controls++;
  }
  // UTF-16 without a BOM: every other byte of ASCII text is zero.
  if (zeros > 0)
    return (
      zeros / sample.length > 0.3 && zeros / sample.length < 0.55 && controls / sample.length < 0.02
    );
  return controls / sample.length < 0.02;
}

/** Decides the type from the bytes themselves; the file name is never trusted. */
export function detectFileType(bytes: Buffer): ResumeFileType | undefined {
  if (bytes.subarray(0, 1024).includes('%PDF-')) return 'pdf';
  if (bytes.subarray(0, 4).equals(ZIP_SIGNATURE)) {
    return bytes.includes('word/document.xml') || bytes.includes('word/_rels') ? 'docx' : undefined;
  }
  if (bytes.subarray(0, 8).equals(OLE_SIGNATURE))
    return bytes.includes(WORD_STREAM) ? 'doc' : undefined;
  if (bytes.subarray(0, 5).toString('latin1') === '{\\rtf') return undefined;
  return looksLikeText(bytes) ? 'txt' : undefined;
}

const IMAGES: [string, (b: Buffer) => boolean][] = [
  [
    'PNG',
    (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  ],
  ['JPEG', (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff],
  ['GIF', (b) => b.subarray(0, 4).toString('latin1') === 'GIF8'],
  [
    'WebP',
    (b) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' &&
      b.subarray(8, 12).toString('latin1') === 'WEBP',
  ],
  ['TIFF', (b) => ['II*\0', 'MM\0*'].includes(b.subarray(0, 4).toString('latin1'))],
  ['BMP', (b) => b.subarray(0, 2).toString('latin1') === 'BM' && b.length > 26],
  [
    'HEIC',
    (b) =>
      b.subarray(4, 8).toString('latin1') === 'ftyp' &&
      /^(?:heic|heix|hevc|mif1|msf1|avif)$/.test(b.subarray(8, 12).toString('latin1')),
  ],
];

/** The image format of a picture (a photo or scan of a resume), by its bytes. */
export function detectImage(bytes: Buffer): string | undefined {
  return IMAGES.find(([, test]) => test(bytes))?.[0];
}
