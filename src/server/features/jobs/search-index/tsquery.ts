/**
 * PostgreSQL's text form of a tsquery (what `websearch_to_tsquery('english', …)::text` prints,
 * e.g. `'custom' & !( 'cold' <-> 'call' ) | 'train'`) read back into a tree the search index can
 * answer. PostgreSQL does the language work (words, stemming, stop words); this only reads its
 * answer. Phrases (`<->`, `<N>`) need word positions and prefixes or weights (`:*`, `:A`) other
 * lexemes than whole ones: for those `parseTsquery` returns null and the feed asks the database.
 */
export type Tsquery =
  | { op: 'word'; lexeme: string }
  | { op: 'not'; arg: Tsquery }
  | { op: 'and' | 'or'; left: Tsquery; right: Tsquery }
  /** Only stop words: matches nothing, as in PostgreSQL. */
  | { op: 'empty' };

type Token = { kind: 'word'; lexeme: string } | { kind: '!' | '&' | '|' | '(' | ')' };

class Unsupported extends Error {}

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (c === ' ') {
      i++;
    } else if (c === "'") {
      let lexeme = '';
      i++;
      for (;;) {
        if (i >= text.length) throw new Unsupported('unterminated lexeme');
        const d = text[i]!;
        if (d === "'" && text[i + 1] === "'") {
          lexeme += "'";
          i += 2;
        } else if (d === "'") {
          i++;
          break;
        } else if (d === '\\' && i + 1 < text.length) {
          lexeme += text[i + 1];
          i += 2;
        } else {
          lexeme += d;
          i++;
        }
      }
      // `:*` (prefix) or `:AB` (weights) would change what the lexeme matches.
      if (text[i] === ':') throw new Unsupported('prefix or weight');
      tokens.push({ kind: 'word', lexeme });
    } else if (c === '!' || c === '&' || c === '|' || c === '(' || c === ')') {
      tokens.push({ kind: c });
      i++;
    } else {
      // `<->` and `<N>`: phrases, which need word positions.
      throw new Unsupported(`operator ${c}`);
    }
  }
  return tokens;
}

/** Precedence as PostgreSQL prints it: `!` binds tightest, then `&`, then `|`. */
function parser(tokens: Token[]) {
  let at = 0;
  const peek = () => tokens[at];
  const expect = (kind: Token['kind']) => {
    if (tokens[at]?.kind !== kind) throw new Unsupported(`expected ${kind}`);
    at++;
  };
  function primary(): Tsquery {
    const token = tokens[at++];
    if (!token) throw new Unsupported('unexpected end');
    if (token.kind === 'word') return { op: 'word', lexeme: token.lexeme };
    if (token.kind === '!') return { op: 'not', arg: primary() };
    if (token.kind === '(') {
      const inner = or();
      expect(')');
      return inner;
    }
    throw new Unsupported(`unexpected ${token.kind}`);
  }
  function and(): Tsquery {
    let left = primary();
    while (peek()?.kind === '&') {
      at++;
      left = { op: 'and', left, right: primary() };
    }
    return left;
  }
  function or(): Tsquery {
    let left = and();
    while (peek()?.kind === '|') {
      at++;
      left = { op: 'or', left, right: and() };
    }
    return left;
  }
  return {
    parse() {
      const tree = or();
      if (at !== tokens.length) throw new Unsupported('trailing tokens');
      return tree;
    },
  };
}

export function parseTsquery(text: string): Tsquery | null {
  try {
    const tokens = tokenize(text);
    return tokens.length === 0 ? { op: 'empty' } : parser(tokens).parse();
  } catch (error) {
    if (error instanceof Unsupported) return null;
    throw error;
  }
}
