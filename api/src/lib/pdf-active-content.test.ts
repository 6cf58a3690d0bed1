// Certificate PDFs with scripts, actions or attachments: hand-made PDFs for each way of writing them (plain, with #xx
// escapes, inside compressed object streams, inside another stream's data), and plain PDFs that must pass.
import { describe, expect, test } from 'bun:test';
import { randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { bytesOf, catalog, encoder, objectStream, page, pages, pdfOf, stream } from '../test/pdfs';
import { minimalPdf } from './minimal-pdf';
import { MAX_INFLATED_BYTES, pdfActiveContent } from './pdf-active-content';
import { hasPdfStructure } from './upload';

const activeCases: [string, Uint8Array, string][] = [
  [
    'an /OpenAction running JavaScript',
    pdfOf(catalog('/OpenAction << /S /JavaScript /JS (app.alert(1)) >>'), pages, page()),
    'JavaScript',
  ],
  [
    'an /OpenAction pointing at a JavaScript action whose script is a stream',
    pdfOf(catalog('/OpenAction 4 0 R'), pages, page(), ['<< /S /JavaScript /JS 5 0 R >>'], stream('', 'app.alert(1)')),
    'JavaScript',
  ],
  [
    'a hex-escaped /J#61vaScript',
    pdfOf(catalog('/OpenAction << /S /J#61vaScript /J#53 (x) >>'), pages, page()),
    'JavaScript',
  ],
  [
    'every letter escaped',
    pdfOf(catalog('/OpenAction << /S /#4A#61#76#61#53#63#72#69#70#74 >>'), pages, page()),
    'JavaScript',
  ],
  ['a /JS alone (escaped)', pdfOf(catalog('/OpenAction << /S /Foo /#4aS (x) >>'), pages, page()), 'JS'],
  [
    'the document’s /Names /JavaScript tree',
    pdfOf(catalog('/Names << /JavaScript 4 0 R >>'), pages, page(), ['<< /Names [(a) 5 0 R] >>'], ['<< /S /Foo >>']),
    'JavaScript',
  ],
  ['a /Launch action', pdfOf(catalog('/OpenAction << /S /Launch /F (cmd.exe) >>'), pages, page()), 'Launch'],
  [
    'a page’s additional actions (/AA)',
    pdfOf(catalog(), pages, page('/AA << /O << /S /GoTo /D [3 0 R /Fit] >> >>')),
    'AA',
  ],
  ['an escaped /A#41', pdfOf(catalog(), pages, page('/A#41 << /O 4 0 R >>')), 'AA'],
  [
    'an attached file (/EmbeddedFiles)',
    pdfOf(catalog('/Names << /EmbeddedFiles 4 0 R >>'), pages, page(), ['<< /Names [] >>']),
    'EmbeddedFiles',
  ],
  [
    'an embedded file stream',
    pdfOf(catalog(), pages, page(), stream('/Type /EmbeddedFile', 'MZ\x90\x00')),
    'EmbeddedFile',
  ],
  [
    'a file specification’s /EF',
    pdfOf(catalog(), pages, page(), ['<< /Type /Filespec /F (a.exe) /EF << /F 5 0 R >> >>']),
    'EF',
  ],
  [
    'a file attachment annotation',
    pdfOf(catalog(), pages, page('/Annots [<< /Subtype /FileAttachment /FS 4 0 R >>]')),
    'FileAttachment',
  ],
  ['a /RichMedia annotation', pdfOf(catalog(), pages, page('/Annots [<< /Subtype /RichMedia >>]')), 'RichMedia'],
  [
    'a /SubmitForm action',
    pdfOf(catalog('/OpenAction << /S /SubmitForm /F (https://evil.example/) >>'), pages, page()),
    'SubmitForm',
  ],
  [
    'an /ImportData action',
    pdfOf(catalog('/OpenAction << /S /ImportData /F (data.fdf) >>'), pages, page()),
    'ImportData',
  ],
  ['an XFA form', pdfOf(catalog('/AcroForm << /Fields [] /XFA 4 0 R >>'), pages, page()), 'XFA'],
  [
    'JavaScript inside a compressed object stream',
    pdfOf(catalog('/OpenAction 20 0 R'), pages, page(), objectStream(['<< /S /JavaScript /JS (app.alert(1)) >>'])),
    'JavaScript',
  ],
  [
    'an escaped /J#61vaScript inside an object stream with escaped /Type and /Filter',
    pdfOf(
      catalog('/OpenAction 20 0 R'),
      pages,
      page(),
      objectStream(['<< /S /J#61vaScript /JS (x) >>'], '/Typ#65 /Obj#53tm', '/F#69lter [/Fl#61teDecode]'),
    ),
    'JavaScript',
  ],
  [
    'an /AA inside an object stream',
    pdfOf(
      catalog(),
      pages,
      page('/AA 20 0 R'),
      objectStream(['<< /O << /S /GoTo /D [3 0 R /Fit] >> >>', '<< /AA << >> >>']),
    ),
    'AA',
  ],
  [
    'an object stream without its /Type',
    pdfOf(catalog('/OpenAction 20 0 R'), pages, page(), objectStream(['<< /S /JavaScript /JS (x) >>'], '')),
    'JavaScript',
  ],
  [
    'an object stream after a comment',
    pdfOf(
      catalog(),
      pages,
      page('/AA 20 0 R'),
      objectStream(['<< /AA << >> >>'], '/Type /ObjStm', '/Filter /FlateDecode', ' % a comment\n'),
    ),
    'AA',
  ],
  [
    'an object written inside another stream’s data (reached through the cross-reference table)',
    pdfOf(
      catalog('/OpenAction 9 0 R'),
      pages,
      page(),
      stream('/Filter /DCTDecode', '\xff\xd8 9 0 obj << /AA << >> >> endobj \xff\xd9'),
    ),
    'AA',
  ],
];

describe('certificate PDFs with active content', () => {
  test.each(activeCases)('finds %s', (_label, bytes, name) => {
    expect(hasPdfStructure(bytes)).toBe(true);
    expect(pdfActiveContent(bytes)).toEqual({ kind: 'active', name });
  });

  test.each([
    [
      'an object stream under another filter',
      objectStream(['<< /S /GoTo >>'], '/Type /ObjStm', '/Filter /ASCIIHexDecode'),
    ],
    [
      'an object stream under two filters',
      objectStream(['<< /S /GoTo >>'], '/Type /ObjStm', '/Filter [/ASCII85Decode /FlateDecode]'),
    ],
    [
      'an object stream with a predictor',
      objectStream(['<< /S /GoTo >>'], '/Type /ObjStm /DecodeParms << /Predictor 12 >>'),
    ],
    ['a broken object stream', stream('/Type /ObjStm /N 1 /First 5 /Filter /FlateDecode', randomBytes(200))],
    [
      'an object stream over 20 MB once inflated (a zip bomb)',
      stream(
        '/Type /ObjStm /N 1 /First 5 /Filter /FlateDecode',
        deflateSync(new Uint8Array(MAX_INFLATED_BYTES + 1).fill(32)),
      ),
    ],
  ])('cannot read %s, and says so', (_label, object) => {
    expect(pdfActiveContent(pdfOf(catalog(), pages, page(), object))).toEqual({ kind: 'unreadable' });
  });
});

describe('plain PDFs', () => {
  test.each([
    ['the demo certificate', minimalPdf('Certificate of registration')],
    ['an /OpenAction going to the first page', pdfOf(catalog('/OpenAction [3 0 R /Fit]'), pages, page())],
    [
      'a link whose address has /AA and /JS in it, and a title with /JS',
      pdfOf(
        catalog(),
        pages,
        page('/Annots [<< /Subtype /Link /A << /S /URI /URI (https://verify.example.ng/AA/JS/12) >> >>]'),
        ['<< /Title (Certificate /JS) >>'],
      ),
    ],
    [
      'compressed page content and a benign object stream',
      pdfOf(
        catalog(),
        pages,
        page('/Contents 4 0 R'),
        stream('/Filter /FlateDecode', deflateSync(encoder.encode('1 0 0 1 72 720 cm BT /F1 12 Tf (Hello) Tj ET'))),
        objectStream(['<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>', '<< /Producer (Word) >>']),
      ),
    ],
    [
      'a compressed image whose bytes happen to spell /JS and /AA',
      pdfOf(
        catalog(),
        pages,
        page(),
        stream('/Subtype /Image /Filter /FlateDecode', bytesOf([randomBytes(100), '/JS (/AA <<', randomBytes(100)])),
      ),
    ],
  ])('passes %s', (_label, bytes) => {
    expect(pdfActiveContent(bytes)).toBeNull();
  });

  // Not a speed target (bench/ holds those): a bound that only a pathological scan (backtracking, a quadratic walk)
  // would pass; a linear read takes ~130 ms on a quiet machine and stays far below it on a loaded one.
  test('5 MB of compressed-looking data is read without a pathological scan', () => {
    const bytes = pdfOf(catalog(), pages, page(), stream('/Filter /FlateDecode', randomBytes(5 * 1024 * 1024)));
    const started = performance.now();
    expect(pdfActiveContent(bytes)).toBeNull();
    expect(performance.now() - started).toBeLessThan(10_000);
  });
});
