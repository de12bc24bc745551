import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * Tests read a receipt back with Mozilla's PDF.js, a reader independent of the library that wrote it: the
 * text of every page, one line per text run, so a test asserts what a person opening the file reads (a
 * non-breaking space, as in 'R$ 1,00', reads as a space).
 */
const fonts = `${join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

export async function pdfText(bytes: Uint8Array): Promise<string> {
  const document = await getDocument({
    data: new Uint8Array(bytes),
    standardFontDataUrl: fonts,
    isEvalSupported: false,
    verbosity: 0,
  }).promise;
  const lines: string[] = [];
  for (let n = 1; n <= document.numPages; n++) {
    const page = await document.getPage(n);
    const content = await page.getTextContent();
    for (const item of content.items) if ('str' in item && item.str.trim()) lines.push(item.str);
  }
  await document.destroy();
  return lines.join('\n').replace(/\u00a0/g, ' ');
}
