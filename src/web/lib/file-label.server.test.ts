import { describe, expect, it } from 'vitest';
import { fileLabel, formatFileSize } from './file-label.server.ts';

describe('fileLabel', () => {
  it.each([
    [0, '0 bytes'],
    [1, '1 byte'],
    [1023, '1023 bytes'],
    [1024, '1 KB'],
    [240 * 1024 + 100, '240 KB'],
    [1024 * 1024 - 1, '1024 KB'],
    [1.44 * 1024 * 1024, '1.4 MB'],
    [23.4 * 1024 * 1024, '23 MB'],
  ])('says %i bytes as %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });

  it('names the type by the extension, with the size when the backend gives it', () => {
    expect(fileLabel({ path: 'form.pdf', ext: 'pdf', size: 245_760 })).toBe('PDF, 240 KB');
    expect(fileLabel({ path: 'minutes.docx', size: 1_258_291 })).toBe('Word document, 1.2 MB');
    expect(fileLabel({ path: 'seats.CSV', size: 27 })).toBe('CSV table, 27 bytes');
    // A college's own backend without sizes: the type alone.
    expect(fileLabel({ path: 'https://example.org/x.pdf', ext: 'pdf' })).toBe('PDF');
    expect(fileLabel({ path: 'photo', fileType: 'image' })).toBe('Image');
    expect(fileLabel({ path: 'archive.rar' })).toBe('RAR');
  });
});
