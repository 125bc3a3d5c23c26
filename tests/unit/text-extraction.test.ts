import { readFileSync } from 'node:fs';
import iconv from 'iconv-lite';
import { afterAll, describe, expect, it } from 'vitest';
import { analyzeResume } from '@/server/features/resumes/analysis/analyze-resume';
import { cleanText, repairMojibake } from '@/server/features/resumes/extraction/clean-text';
import { detectFileType } from '@/server/features/resumes/extraction/detect-file-type';
import { extractText } from '@/server/features/resumes/extraction/extract-text';
import { ExtractionError } from '@/server/features/resumes/extraction/extraction-errors';
import { createTextExtractor } from '@/server/features/resumes/extraction/extraction-pool';
import {
  makeDocx,
  makeImageOnlyPdf,
  makePdf,
  makeZipBombDocx,
  SAMPLE_TEACHER_RESUME,
} from '../helpers/resume-files';
import { loadRoleProfiles } from '@/server/lib/onet/role-profiles';

async function reason(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'resolved';
  } catch (error) {
    return error instanceof ExtractionError ? error.reason : `other: ${(error as Error).message}`;
  }
}

describe('extractText', () => {
  it('reads a two-page PDF made with pdfkit, keeping lines', async () => {
    const result = await extractText(await makePdf(SAMPLE_TEACHER_RESUME, { pages: 2 }));
    expect(result).toMatchObject({ type: 'pdf', pages: 2, truncated: false });
    expect(result.text).toContain(
      '5th Grade Teacher | Lincoln Elementary School | Aug 2016 – Present',
    );
    expect(result.text).toContain('Held parent-teacher conferences with 50+ families');
    expect(result.text.split('\n').length).toBeGreaterThan(15);
  });

  it('reads a DOCX made with the docx package', async () => {
    const result = await extractText(await makeDocx(SAMPLE_TEACHER_RESUME));
    expect(result.type).toBe('docx');
    expect(result.text).toContain(
      'Led professional development workshops for 30 teachers on Google Classroom',
    );
  });

  it('reads a Word 97-2003 DOC', async () => {
    const result = await extractText(readFileSync('tests/fixtures/files/instructional-coach.doc'));
    expect(result.type).toBe('doc');
    expect(result.text).toContain(
      'Mentored six first-year teachers through weekly coaching cycles',
    );
    expect(result.text).toContain(
      'Instructional Coach | Maple Grove Middle School | Aug 2018 - Present',
    );
  });

  it.each([
    [
      'UTF-8',
      Buffer.from('Zoë Martínez — “Teacher of the Year” résumé, fifth grade teacher since 2015'),
    ],
    [
      'UTF-8 with BOM',
      Buffer.concat([
        Buffer.from([0xef, 0xbb, 0xbf]),
        Buffer.from('Zoë Martínez — “Teacher of the Year” résumé, fifth grade teacher since 2015'),
      ]),
    ],
    [
      'Windows-1252',
      iconv.encode(
        'Zoë Martínez — “Teacher of the Year” résumé, fifth grade teacher since 2015',
        'windows-1252',
      ),
    ],
    [
      'UTF-16LE with BOM',
      Buffer.concat([
        Buffer.from([0xff, 0xfe]),
        iconv.encode(
          'Zoë Martínez — “Teacher of the Year” résumé, fifth grade teacher since 2015',
          'utf-16le',
        ),
      ]),
    ],
  ])('reads TXT in %s', async (_, bytes) => {
    const result = await extractText(bytes);
    expect(result.type).toBe('txt');
    expect(result.text).toBe(
      'Zoë Martínez — “Teacher of the Year” résumé, fifth grade teacher since 2015',
    );
  });

  it('refuses a PDF with no text layer (a scan) as no-text', async () => {
    expect(await reason(extractText(await makeImageOnlyPdf()))).toBe('no-text');
  });

  it('refuses a DOCX that says it expands to 64 MB without inflating it', async () => {
    const bomb = makeZipBombDocx(64);
    expect(bomb.length).toBeLessThan(200 * 1024);
    expect(await reason(extractText(bomb))).toBe('too-large-expanded');
  });

  it('refuses a DOCX whose headers lie about its size once inflating passes the truth', async () => {
    expect(['too-large-expanded', 'unreadable']).toContain(
      await reason(extractText(makeZipBombDocx(64, { lieAboutSize: true }))),
    );
  });

  it('refuses images and other binaries whatever their name', async () => {
    const png = Buffer.from(
      '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489',
      'hex',
    );
    expect(detectFileType(png)).toBeUndefined();
    // A picture is named as one, so the upload can say "this looks like an image, not a PDF".
    expect(await reason(extractText(png))).toBe('image');
    expect(await reason(extractText(Buffer.from('ffd8ffe000104a464946', 'hex')))).toBe('image');
    expect(
      await reason(extractText(Buffer.from('%PDX not a known format\u0000\u0001\u0002', 'latin1'))),
    ).toBe('unsupported');
    expect(detectFileType(Buffer.from('{\\rtf1\\ansi Hello}'))).toBeUndefined();
  });

  it('refuses a damaged PDF as unreadable', async () => {
    expect(
      await reason(extractText(Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> garbage'))),
    ).toBe('unreadable');
  });

  it('cuts text at the character limit and says so', async () => {
    const long = Array.from({ length: 9000 }, (_, i) => `Taught lesson number ${i}.`).join('\n');
    const result = await extractText(Buffer.from(long));
    expect(result.truncated).toBe(true);
    expect(result.text.length).toBe(60_000);
  });
});

describe('cleanText', () => {
  it.each([
    ['Itâ€™s a teacherâ€™s resume', 'It’s a teacher’s resume'],
    ['Maria â€“ 5th grade â€” since 2015', 'Maria – 5th grade — since 2015'],
    [
      'Dedicated  educator\u00a0with â€œgrowthâ€\u009d mindset',
      'Dedicated educator with “growth” mindset',
    ],
    ['CafÃ© manager', 'Café manager'],
    ['Skillsï¼š Excel', 'Skills: Excel'],
    ['Teacher Â with a stray mark', 'Teacher with a stray mark'],
  ])('repairs %j', (input, expected) => {
    expect(cleanText(input)).toBe(expected);
  });

  it('leaves correct accented text alone', () => {
    expect(repairMojibake('José Martínez, Café Olé – Zürich')).toBe(
      'José Martínez, Café Olé – Zürich',
    );
  });

  it('normalises bullets, ligatures, spaces and blank lines', () => {
    expect(cleanText('Skills\r\n\r\n\r\n\r\n• ﬁrst\u200b item\n\uf0b7  second\n▪ third')).toBe(
      'Skills\n\n- first item\n- second\n- third',
    );
  });
});

describe('the extraction worker pool', () => {
  const extractor = createTextExtractor({ timeoutMs: 20_000 });
  afterAll(() => extractor.close());

  it('extracts in a worker thread and reports refusals by reason', async () => {
    const result = await extractor.extract(await makePdf(SAMPLE_TEACHER_RESUME));
    expect(result.text).toContain('Maria Lopez');
    expect(await reason(extractor.extract(await makeImageOnlyPdf()))).toBe('no-text');
  });

  it('reads and analyses a resume in the worker, as the main thread would', async () => {
    const { extracted, analysis } = await extractor.readResume(
      await makeDocx(SAMPLE_TEACHER_RESUME),
    );
    expect(extracted.type).toBe('docx');
    expect(analysis.bestFitRole).toBe('Learning & Development Specialist');
    expect(analysis).toEqual(analyzeResume(extracted.text, loadRoleProfiles()));
    expect(await reason(extractor.readResume(await makeImageOnlyPdf()))).toBe('no-text');
  });

  it("moves a resume's memory to the worker and back instead of copying it", async () => {
    const pdf = await makePdf(SAMPLE_TEACHER_RESUME);
    // A Buffer that owns its memory, as a multipart upload's is.
    const sent = Buffer.from(new Uint8Array(pdf).buffer);
    expect(sent.byteLength).toBe(sent.buffer.byteLength);
    const expected = Buffer.from(pdf);
    const { bytes, extracted } = await extractor.readResume(sent);
    expect(extracted.text).toContain('Maria Lopez');
    // Moved: the caller's buffer is detached, and the same bytes came back.
    expect(sent.buffer.byteLength).toBe(0);
    expect(bytes.equals(expected)).toBe(true);
    // A small Buffer that shares a pool with others is copied, never detached.
    const small = Buffer.from(
      'Maria Lopez\nTeacher who trained 12 colleagues on Google Classroom.',
    );
    expect(small.byteLength).toBeLessThan(small.buffer.byteLength);
    await extractor.readResume(small).catch(() => undefined);
    expect(small.buffer.byteLength).toBeGreaterThan(0);
    expect(small.toString()).toContain('Maria Lopez');
  });

  it('refuses a small DOCX holding megabytes of real XML before mammoth can run the worker out of heap', async () => {
    // About 60,000 real paragraphs: ~8 MB of document.xml in a zip of under 200 KB.
    const line = 'Planned differentiated lessons for 32 students in a Title I school';
    const bloated = await makeDocx(
      Array.from({ length: 60_000 }, (_, i) => `${line} ${i}`).join('\n'),
    );
    expect(bloated.length).toBeLessThan(400 * 1024);
    expect(await reason(extractor.extract(bloated))).toBe('too-large-expanded');
    // The worker is still there and reads the next file.
    const result = await extractor.extract(await makeDocx(SAMPLE_TEACHER_RESUME));
    expect(result.text).toContain('Maria Lopez');
  });

  it("does not count a worker's start against the file's time limit", async () => {
    // Starting a worker from source (thread, tsx's loader, pdf.js) takes about 1.5 s here, far
    // over this limit; reading a short text file takes a few milliseconds.
    const cold = createTextExtractor({ timeoutMs: 300 });
    try {
      const result = await cold.extract(Buffer.from(SAMPLE_TEACHER_RESUME));
      expect(result.text).toContain('Maria Lopez');
    } finally {
      await cold.close();
    }
  });

  it('stops an extraction that runs past its time limit', async () => {
    const impatient = createTextExtractor({ timeoutMs: 1 });
    try {
      expect(
        await reason(impatient.extract(await makePdf(SAMPLE_TEACHER_RESUME, { pages: 3 }))),
      ).toBe('timeout');
    } finally {
      await impatient.close();
    }
  });
});
