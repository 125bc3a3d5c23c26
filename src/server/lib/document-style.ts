/**
 * The look of the documents she sends an employer (her tailored resume, her cover letters): one
 * font, one ink, one accent, one page. Both writers read it, so a letter prints in her resume's
 * styling.
 */
export const DOCUMENT_STYLE = {
  /** DOCX font (Word and Google Docs have it). */
  font: 'Calibri',
  /** DOCX accent, as a hex colour without '#'. */
  docxBrand: '1E3A8A',
  /** DOCX page margins in twentieths of a point (0.6 inch top and bottom, 0.7 inch sides). */
  docxMargins: { top: 864, bottom: 864, left: 1008, right: 1008 },
  /** Letter paper less the side margins, in twentieths of a point. */
  docxTextWidth: 12240 - 2 * 1008,
  /** PDF margins in points. */
  pdfMargin: 54,
  ink: '#0f172a',
  brand: '#1e3a8a',
  muted: '#334155',
} as const;
