/**
 * Repairs text extracted from resumes: UTF-8 read as Windows-1252 ("â€™" for "’", "Â " for a
 * no-break space, "ï¼š" for a full-width colon), odd spaces and bullets, runaway blank lines.
 */

// Windows-1252 bytes 0x80-0x9F map to these characters; everything else in 0x00-0xFF is Latin-1.
const CP1252_HIGH: Record<string, number> = {
  '€': 0x80,
  '‚': 0x82,
  ƒ: 0x83,
  '„': 0x84,
  '…': 0x85,
  '†': 0x86,
  '‡': 0x87,
  ˆ: 0x88,
  '‰': 0x89,
  Š: 0x8a,
  '‹': 0x8b,
  Œ: 0x8c,
  Ž: 0x8e,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
  '˜': 0x98,
  '™': 0x99,
  š: 0x9a,
  '›': 0x9b,
  œ: 0x9c,
  ž: 0x9e,
  Ÿ: 0x9f,
};

function toCp1252Bytes(segment: string): Uint8Array | undefined {
  const bytes = new Uint8Array(segment.length);
  for (let i = 0; i < segment.length; i++) {
    const char = segment[i]!;
    const code = char.charCodeAt(0);
    const mapped = code <= 0xff ? code : CP1252_HIGH[char];
    if (mapped === undefined) return undefined;
    bytes[i] = mapped;
  }
  return bytes;
}

/**
 * A lead byte of a UTF-8 sequence (Â-ô as Latin-1) followed by continuation bytes (0x80-0xBF as
 * Latin-1 or their Windows-1252 look-alikes). Each run is re-read as UTF-8 when that is valid.
 */
const MOJIBAKE_RUN =
  /[ÂÃÄÅÆÇÈÉÊËÌÍÎÏÐÑÒÓÔÕÖ×ØÙÚÛÜÝÞßàáâãäåæçèéêëìíîïðñòóô][\u0080-\u00bf€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ]+/g;
const fatalUtf8 = new TextDecoder('utf-8', { fatal: true });

export function repairMojibake(text: string): string {
  return (
    text
      // A no-break space (C2 A0) whose second byte was already turned into a plain space.
      .replace(/Â(?= )/g, '')
      .replace(MOJIBAKE_RUN, (run) => {
        const bytes = toCp1252Bytes(run);
        if (!bytes) return run;
        try {
          return fatalUtf8.decode(bytes);
        } catch {
          return run;
        }
      })
  );
}

const BULLETS = /^[\t ]*(?:[•▪●◦‣∙·■□➢➤►▶✓✔\uf0b7\uf0a7\uf076\uf0d8]|[-*–](?=\s))[\t ]*/gm;

/** A line of letters set apart by spaces, words further apart: "J A M E S   C A R T E R". */
const LETTER_SPACED = /^[ \t]*(?:[\p{Lu}\p{N}.,'’"-] {1,4}){2,}[\p{Lu}\p{N}.,'’"-][ \t]*$/u;

/** Joins a name printed with spaced letters, keeping the wider gaps between its words. */
export function joinSpacedLetters(text: string): string {
  return text.replace(/^.*$/gm, (line) => {
    if (!LETTER_SPACED.test(line) || !/\S {2,}\S/.test(line)) return line;
    return line
      .trim()
      .split(/ {2,}/)
      .map((word) => word.replace(/ /g, ''))
      .join(' ');
  });
}

export function cleanText(raw: string): string {
  return (
    joinSpacedLetters(repairMojibake(raw))
      // Full-width forms (e.g. "：" repaired from "ï¼š") and ligatures (ﬁ) to their plain forms.
      .normalize('NFKC')
      .replace(/\r\n?/g, '\n')
      .replace(/[\u200b-\u200d\u2060\ufeff\u00ad]/g, '')
      .replace(/[\u00a0\u2000-\u200a\u202f\u205f\u3000\t]/g, ' ')
      .replace(BULLETS, '- ')
      .replace(/[ ]{2,}/g, ' ')
      .replace(/ +\n/g, '\n')
      .replace(/\n /g, '\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
  );
}
