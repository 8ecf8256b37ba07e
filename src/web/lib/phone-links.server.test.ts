import { describe, expect, it } from 'vitest';
import { linkPhoneNumbers } from './phone-links.server.ts';

describe('linkPhoneNumbers', () => {
  it('makes the mobile numbers of a text tel: links, as written', () => {
    expect(linkPhoneNumbers('<ul><li>Mobile: 9000021963</li></ul>')).toBe(
      '<ul><li>Mobile: <a href="tel:9000021963">9000021963</a></li></ul>',
    );
    expect(linkPhoneNumbers('<td>office@example.edu.in, 90000 32211</td>')).toContain(
      ', <a href="tel:9000032211">90000 32211</a>',
    );
    expect(linkPhoneNumbers('<p>Call +91 90000 00100 or 90000-40012.</p>')).toBe(
      '<p>Call <a href="tel:+919000000100">+91 90000 00100</a> or <a href="tel:9000040012">90000-40012</a>.</p>',
    );
  });

  it('leaves links, other numbers and texts without a number as they are', () => {
    const linked = '<p><a href="tel:9000021963">9000021963</a></p>';
    expect(linkPhoneNumbers(linked)).toBe(linked);
    const others = '<p>Roll 20260123456, year 2026, fee ₹1500, 12345 67890</p>';
    expect(linkPhoneNumbers(others)).toBe(others);
    expect(linkPhoneNumbers('<p>No number &amp; here</p>')).toBe('<p>No number &amp; here</p>');
  });
});
