import mammoth from 'mammoth';
import yauzl from 'yauzl';
import { ExtractionError, EXTRACTION_LIMITS } from './extraction-errors';

const isXmlPart = (name: string) => /\.(xml|rels)$/i.test(name);

/**
 * Refuses zip bombs before mammoth inflates anything: inflates every entry as a stream with yauzl
 * (which checks each entry's real size against its header) and stops once the running total
 * passes the limit, or the XML parts alone pass theirs (a small file of tens of MB of real XML
 * would otherwise run mammoth out of the worker's heap).
 */
export function assertSaneZip(bytes: Buffer): Promise<void> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true, validateEntrySizes: true }, (openError, zip) => {
      if (openError || !zip)
        return reject(new ExtractionError('unreadable', `not a valid DOCX: ${openError?.message}`));
      let total = 0;
      let xml = 0;
      let entries = 0;
      const fail = (error: ExtractionError) => {
        zip.close();
        reject(error);
      };
      zip.on('error', (error: Error) => fail(new ExtractionError('unreadable', error.message)));
      zip.on('end', () => resolve());
      zip.on('entry', (entry: yauzl.Entry) => {
        entries += 1;
        if (entries > EXTRACTION_LIMITS.maxDocxEntries)
          return fail(new ExtractionError('too-large-expanded', 'too many entries'));
        const counted = isXmlPart(entry.fileName);
        if (total + entry.uncompressedSize > EXTRACTION_LIMITS.maxDocxExpandedBytes) {
          return fail(new ExtractionError('too-large-expanded', 'declared size over the limit'));
        }
        if (counted && xml + entry.uncompressedSize > EXTRACTION_LIMITS.maxDocxXmlBytes) {
          return fail(
            new ExtractionError('too-large-expanded', 'declared XML size over the limit'),
          );
        }
        if (entry.fileName.endsWith('/')) return zip.readEntry();
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream)
            return fail(new ExtractionError('unreadable', streamError?.message));
          stream.on('data', (chunk: Buffer) => {
            total += chunk.length;
            if (counted) xml += chunk.length;
            if (
              total > EXTRACTION_LIMITS.maxDocxExpandedBytes ||
              xml > EXTRACTION_LIMITS.maxDocxXmlBytes
            ) {
              stream.destroy();
              fail(new ExtractionError('too-large-expanded', 'expanded size over the limit'));
            }
          });
          stream.on('error', (error: Error) =>
            fail(new ExtractionError('unreadable', error.message)),
          );
          stream.on('end', () => zip.readEntry());
        });
      });
      zip.readEntry();
    });
  });
}

export async function extractDocx(bytes: Buffer): Promise<string> {
  await assertSaneZip(bytes);
  try {
    const result = await mammoth.extractRawText({ buffer: bytes });
    return result.value;
  } catch (error) {
    throw new ExtractionError('unreadable', `DOCX could not be read: ${(error as Error).message}`);
  }
}
