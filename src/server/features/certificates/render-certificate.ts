import { writePdf } from '../../lib/pdf-document';

export interface CertificateFacts {
  name: string;
  trackName: string;
  scoreBand: string;
  issuedOn: string;
  certificateId: string;
  verifyUrl: string;
}

const BRAND = '#1e3a8a';
const INK = '#0f172a';
const MUTED = '#475569';

/** One landscape page: who, what, when, and the link that proves it. */
export function renderCertificate(facts: CertificateFacts): Promise<Buffer> {
  return writePdf(
    {
      size: 'LETTER',
      layout: 'landscape',
      margin: 64,
      info: {
        Title: `Certificate: ${facts.trackName}`,
        Author: 'Classroom to Career',
        Subject: `${facts.name}, ${facts.trackName}`,
      },
    },
    (doc) => {
      const width = doc.page.width - 128;
      doc
        .rect(32, 32, doc.page.width - 64, doc.page.height - 64)
        .lineWidth(2)
        .stroke(BRAND);
      doc.moveDown(2);
      doc
        .font('bold')
        .fontSize(14)
        .fillColor(BRAND)
        .text('CLASSROOM TO CAREER', { align: 'center', width });
      doc.moveDown(0.8);
      doc
        .font('body')
        .fontSize(30)
        .fillColor(INK)
        .text('Certificate of Completion', { align: 'center', width });
      doc.moveDown(1.2);
      doc.fontSize(13).fillColor(MUTED).text('This certifies that', { align: 'center', width });
      doc.moveDown(0.4);
      doc.font('bold').fontSize(26).fillColor(INK).text(facts.name, { align: 'center', width });
      doc.moveDown(0.6);
      doc
        .font('body')
        .fontSize(13)
        .fillColor(MUTED)
        .text(
          `completed the ${facts.trackName} mini-course and passed its assessment (${facts.scoreBand}).`,
          { align: 'center', width },
        );
      doc.moveDown(0.4);
      doc.text(`Issued ${facts.issuedOn}`, { align: 'center', width });
      doc.moveDown(2);
      doc
        .font('bold')
        .fontSize(11)
        .fillColor(INK)
        .text('Verify this certificate', { align: 'center', width });
      doc
        .font('body')
        .fontSize(11)
        .fillColor(BRAND)
        .text(facts.verifyUrl, { align: 'center', width, link: facts.verifyUrl, underline: true });
      doc
        .fillColor(MUTED)
        .text(`Certificate number ${facts.certificateId}`, { align: 'center', width });
    },
  );
}
