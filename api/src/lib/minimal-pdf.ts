// A one-page PDF with a line of text: demo certificates for seeded agents, and real PDFs for upload tests.
export function minimalPdf(text: string): Uint8Array<ArrayBuffer> {
  const safe = text.replace(/[()\\]/g, '');
  const stream = `BT /F1 14 Tf 24 100 Td (${safe}) Tj ET`;
  const body = `%PDF-1.4
1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj
2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj
3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 420 160] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >> endobj
4 0 obj << /Length ${stream.length} >> stream
${stream}
endstream endobj
5 0 obj << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> endobj
trailer << /Root 1 0 R >>
%%EOF
`;
  return new TextEncoder().encode(body);
}
