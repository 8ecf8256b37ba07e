import { describe, expect, it } from 'vitest';
import { ATTACHMENT_KINDS } from '../../lib/attachment-kinds.ts';
import { en } from '../i18n/en.ts';
import { textsFor } from '../i18n/intl.ts';
import { KIND_NAMES, fileLabel, formatFileSize } from './file-label.server.ts';

const english = textsFor('en');
const assamese = textsFor('as');

describe('fileLabel', () => {
  it.each([
    [0, '0 bytes', '০ বাইট'],
    [1, '1 byte', '১ বাইট'],
    [1023, '1023 bytes', '১০২৩ বাইট'],
    [1024, '1 KB', '১ কেবি'],
    [240 * 1024 + 100, '240 KB', '২৪০ কেবি'],
    [1024 * 1024 - 1, '1024 KB', '১০২৪ কেবি'],
    [1024 * 1024, '1.0 MB', '১.০ এমবি'],
    [1.44 * 1024 * 1024, '1.4 MB', '১.৪ এমবি'],
    [23.4 * 1024 * 1024, '23 MB', '২৩ এমবি'],
  ])('says %i bytes as %s (%s in Assamese)', (bytes, inEnglish, inAssamese) => {
    expect(formatFileSize(bytes, english)).toBe(inEnglish);
    expect(formatFileSize(bytes, assamese)).toBe(inAssamese);
  });

  it('names the type by the extension, with the size when the backend gives it', () => {
    expect(fileLabel({ path: 'form.pdf', ext: 'pdf', size: 245_760 }, english)).toBe('PDF, 240 KB');
    expect(fileLabel({ path: 'minutes.docx', size: 1_258_291 }, english)).toBe(
      'Word document, 1.2 MB',
    );
    expect(fileLabel({ path: 'seats.CSV', size: 27 }, english)).toBe('CSV table, 27 bytes');
    // A college's own backend without sizes: the type alone.
    expect(fileLabel({ path: 'https://example.org/x.pdf', ext: 'pdf' }, english)).toBe('PDF');
    expect(fileLabel({ path: 'photo', fileType: 'image' }, english)).toBe('Image');
    expect(fileLabel({ path: 'archive.rar' }, english)).toBe('RAR');
  });

  it('says the same in Assamese on an Assamese page', () => {
    expect(fileLabel({ path: 'form.pdf', ext: 'pdf', size: 245_760 }, assamese)).toBe(
      'পিডিএফ, ২৪০ কেবি',
    );
    expect(fileLabel({ path: 'minutes.docx', size: 1_258_291 }, assamese)).toBe(
      'ৱৰ্ড নথি, ১.২ এমবি',
    );
    expect(fileLabel({ path: 'photo', fileType: 'image' }, assamese)).toBe('ছবি');
    expect(fileLabel({ path: 'notes' }, assamese)).toBe('ফাইল');
  });

  it('has every kind of the allow-list in the catalogue, by the name it always had', () => {
    for (const kind of Object.values(ATTACHMENT_KINDS)) {
      const key = KIND_NAMES[kind.name];
      expect(key, kind.name).toBeDefined();
      expect(en[key!]).toBe(kind.name);
    }
  });
});
