import { describe, expect, it } from 'vitest';
import { highlightSegments } from '@/client/features/resumes/lib/highlight-terms';
import { resumeFileProblem } from '@/client/features/resumes/lib/resume-file-check';

const marked = (quote: string, terms: string[]) =>
  highlightSegments(quote, terms)
    .map((s) => (s.match ? `[${s.text}]` : s.text))
    .join('');

describe('evidence highlighting', () => {
  it('marks the matched words, whole words only, every time they appear', () => {
    expect(
      marked('Recruited sponsors through cold calls and more cold calls.', ['cold calls']),
    ).toBe('Recruited sponsors through [cold calls] and more [cold calls].');
    expect(marked('Taught wholesale math; led sales nights', ['sale', 'sales'])).toBe(
      'Taught wholesale math; led [sales] nights',
    );
  });

  it('prefers the longer of two overlapping terms, ignores case, and keeps the text intact', () => {
    const quote = 'Coached Professional Selling students (DECA) to ICDC';
    expect(marked(quote, ['selling', 'Professional Selling', '(DECA)'])).toBe(
      'Coached [Professional Selling] students [(DECA)] to ICDC',
    );
    expect(
      highlightSegments(quote, ['selling'])
        .map((s) => s.text)
        .join(''),
    ).toBe(quote);
  });

  it('leaves a quote without terms as one plain part', () => {
    expect(highlightSegments('Taught reading', [])).toEqual([
      { text: 'Taught reading', match: false },
    ]);
    expect(highlightSegments('Taught reading', undefined)).toEqual([
      { text: 'Taught reading', match: false },
    ]);
  });
});

describe('the file check before upload', () => {
  const file = (name: string, size: number) => new File([new Uint8Array(size)], name);

  it('names the real problem: type, emptiness, size', () => {
    expect(resumeFileProblem(file('photo.png', 10))).toMatch(/^This file type isn't supported\./);
    expect(resumeFileProblem(file('resume.pdf', 0))).toMatch(/^This file is empty\./);
    expect(resumeFileProblem(file('resume.PDF', 6 * 1024 * 1024))).toMatch(
      /^Your file is larger than 5 MB\./,
    );
    expect(resumeFileProblem(file('Resume.DOCX', 2000))).toBeNull();
  });
});
