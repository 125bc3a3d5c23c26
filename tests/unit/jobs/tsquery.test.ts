import { describe, expect, it } from 'vitest';
import { parseTsquery } from '@/server/features/jobs/search-index/tsquery';

// Inputs are what PostgreSQL 15 prints for websearch_to_tsquery('english', …)::text.
describe('reading a tsquery back', () => {
  it('reads words, and, or and not with PostgreSQL precedence', () => {
    // 'one two or three -four'
    expect(parseTsquery("'one' & 'two' | 'three' & !'four'")).toEqual({
      op: 'or',
      left: {
        op: 'and',
        left: { op: 'word', lexeme: 'one' },
        right: { op: 'word', lexeme: 'two' },
      },
      right: {
        op: 'and',
        left: { op: 'word', lexeme: 'three' },
        right: { op: 'not', arg: { op: 'word', lexeme: 'four' } },
      },
    });
  });

  it('reads grouping and quoted quotes', () => {
    expect(parseTsquery("!( 'a' | 'o''neil' ) & 'b'")).toEqual({
      op: 'and',
      left: {
        op: 'not',
        arg: {
          op: 'or',
          left: { op: 'word', lexeme: 'a' },
          right: { op: 'word', lexeme: "o'neil" },
        },
      },
      right: { op: 'word', lexeme: 'b' },
    });
  });

  it('reads a search of stop words only as matching nothing', () => {
    expect(parseTsquery('')).toEqual({ op: 'empty' });
  });

  it('declines what needs word positions or partial words', () => {
    expect(parseTsquery("'custom' <-> 'success'")).toBeNull(); // "customer success"
    expect(parseTsquery("'e-learn' <-> 'e' <-> 'learn'")).toBeNull(); // e-learning
    expect(parseTsquery("'sale' & !( 'cold' <-> 'call' )")).toBeNull();
    expect(parseTsquery("'a' <2> 'b'")).toBeNull();
    expect(parseTsquery("'train':*")).toBeNull();
    expect(parseTsquery("'train':AB")).toBeNull();
  });

  it('declines text that is not a tsquery', () => {
    expect(parseTsquery("'open")).toBeNull();
    expect(parseTsquery("'a' &")).toBeNull();
    expect(parseTsquery("( 'a'")).toBeNull();
    expect(parseTsquery("'a' 'b'")).toBeNull();
  });
});
