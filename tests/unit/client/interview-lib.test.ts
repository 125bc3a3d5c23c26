import { describe, expect, it } from 'vitest';
import { highlightQuotes } from '@/client/features/interview/lib/highlight-quotes';
import {
  bandAnnouncement,
  bandPosition,
  bandText,
} from '@/client/features/interview/lib/timer-band';

describe('highlightQuotes', () => {
  const answer = 'I led a team of 5 teachers and we raised reading scores by 20%.';

  it('marks exactly the quoted substrings and nothing else', () => {
    const parts = highlightQuotes(answer, ['I led', 'by 20%', null]);
    expect(parts.filter((p) => p.marked).map((p) => p.text)).toEqual(['I led', 'by 20%']);
    expect(parts.map((p) => p.text).join('')).toBe(answer);
  });

  it('merges overlapping quotes and ignores quotes absent from her text', () => {
    const parts = highlightQuotes(answer, ['team of 5', 'of 5 teachers', 'not in there']);
    expect(parts.filter((p) => p.marked).map((p) => p.text)).toEqual(['team of 5 teachers']);
  });

  it('returns her answer unmarked when nothing is quoted', () => {
    expect(highlightQuotes(answer, [])).toEqual([{ text: answer, marked: false }]);
  });
});

describe('timer band', () => {
  const band = { min: 60, max: 120 };
  it('places seconds against the band', () => {
    expect(bandPosition(59, band)).toBe('under');
    expect(bandPosition(60, band)).toBe('inside');
    expect(bandPosition(121, band)).toBe('over');
    expect(bandText(band)).toBe('Aim for 60-120 seconds');
  });
  it('speaks only when she crosses an edge, not every second', () => {
    expect(bandAnnouncement(30, 31, band)).toBeNull();
    expect(bandAnnouncement(59, 60, band)).toMatch(/inside the target/);
    expect(bandAnnouncement(60, 61, band)).toBeNull();
    expect(bandAnnouncement(120, 121, band)).toMatch(/past the target/);
  });
});
