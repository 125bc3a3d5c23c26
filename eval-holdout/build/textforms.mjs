// Text forms: hard wrapping and simulated scan-then-OCR noise (deterministic per id).

// Wrap every line longer than `width` at spaces. Bullet lines keep a hanging indent when
// `hang` is true; otherwise continuation lines start at column 0, as many editors do.
export function hardWrap(text, width = 72, hang = true) {
  const out = [];
  for (const line of text.split('\n')) {
    if (line.length <= width) {
      out.push(line);
      continue;
    }
    const lead = line.match(/^(\s*(?:[-*•o>]\s+|\d+[.)]\s+)?)/)[1];
    const indent = hang ? ' '.repeat(lead.length) : '';
    const words = line.slice(lead.length).split(/ +/);
    let cur = lead;
    let first = true;
    for (const w of words) {
      const base = first ? lead : indent;
      if (cur.length > base.length && (cur + ' ' + w).length > width) {
        out.push(cur);
        cur = indent + w;
        first = false;
      } else {
        cur = cur.length > base.length ? cur + ' ' + w : cur + w;
      }
    }
    out.push(cur);
  }
  return out.join('\n');
}

function hashSeed(s) {
  let h = 2166136261;
  for (const c of s) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return h >>> 0;
}

export function prng(seedText) {
  let a = hashSeed(seedText);
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// [pattern, readings, weight]: l/I/1 and rn/m confusions are the common ones.
const SWAPS = [
  [/l/, ['1', 'I'], 5],
  [/I/, ['l', '1'], 4],
  [/1/, ['l', 'I'], 3],
  [/rn/, ['m'], 5],
  [/m/, ['rn'], 3],
  [/O/, ['0'], 2],
  [/0/, ['O'], 2],
  [/e/, ['c'], 1],
  [/cl/, ['d'], 2],
  [/h/, ['b', 'li'], 1],
  [/S/, ['5'], 1],
  [/,/, ['.'], 2],
  [/fi/, ['fl'], 2],
  [/t/, ['l', 'f'], 1],
];
const STRAY = ['~', '`', '|', '»', '‘', '.', ',', '_', '°', '^', '¢'];
const BULLET_READS = ['o ', 'e ', '* ', '» ', '', '• ', '- ', '© '];

function mangleWord(w, rnd) {
  const options = SWAPS.filter(([re]) => re.test(w));
  if (!options.length) return w;
  let pick = rnd() * options.reduce((n, o) => n + o[2], 0);
  const [re, reps] = options.find((o) => (pick -= o[2]) < 0) || options[0];
  const idx = [...w.matchAll(new RegExp(re.source, 'g'))];
  const hit = idx[Math.floor(rnd() * idx.length)];
  const rep = reps[Math.floor(rnd() * reps.length)];
  return w.slice(0, hit.index) + rep + w.slice(hit.index + hit[0].length);
}

// rate ~ share of words touched (0.03-0.08 reads like a fair scan).
export function ocrNoise(text, seedText, { rate = 0.05, header = null, repeatAt = 0.55 } = {}) {
  const rnd = prng(seedText);
  const lines = text.split('\n');
  const out = [];
  const repeatLine = header ? Math.floor(lines.length * repeatAt) : -1;
  lines.forEach((line, n) => {
    if (n === repeatLine) {
      // a page break: the page header/footer read again mid-document
      out.push('');
      for (const h of header) out.push(h);
      out.push('');
    }
    let l = line;
    // bullets read as other glyphs
    l = l.replace(
      /^(\s*)[-•*] /,
      (_, sp) => sp + BULLET_READS[Math.floor(rnd() * BULLET_READS.length)],
    );
    // words
    l = l
      .split(' ')
      .map((w) => {
        const r = rnd();
        if (w.length > 2 && r < rate) return mangleWord(w, rnd);
        if (w.length > 7 && r < rate * 1.5) {
          const cut = 2 + Math.floor(rnd() * (w.length - 4));
          return w.slice(0, cut) + ' ' + w.slice(cut);
        }
        if (w.length > 3 && r < rate * 1.8) return w.replace(/([a-z])([A-Z]|[a-z])$/, '$1 $2');
        return w;
      })
      .join(rnd() < 0.035 ? '  ' : ' ');
    // stray marks at edges, the odd lost space
    if (l.trim() && rnd() < 0.07) l = STRAY[Math.floor(rnd() * STRAY.length)] + ' ' + l;
    if (l.trim() && rnd() < 0.05) l = l + ' ' + STRAY[Math.floor(rnd() * STRAY.length)];
    if (rnd() < 0.03) l = l.replace(/ (\w)/, '$1');
    out.push(l);
    // a line read twice now and then
    if (l.trim().length > 20 && rnd() < 0.012) out.push(l);
  });
  return out.join('\n');
}
