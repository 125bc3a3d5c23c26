import WordExtractor from 'word-extractor';
import { ExtractionError } from './extraction-errors';

const extractor = new WordExtractor();

export async function extractDoc(bytes: Buffer): Promise<string> {
  try {
    const document = await extractor.extract(bytes);
    return [document.getHeaders({ includeFooters: false }), document.getBody()]
      .filter(Boolean)
      .join('\n');
  } catch (error) {
    throw new ExtractionError('unreadable', `DOC could not be read: ${(error as Error).message}`);
  }
}
