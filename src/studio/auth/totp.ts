import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

/** What every authenticator app reads: SHA-1, 6 digits, a new code every 30 s. */
function totpOf(secret: string, username: string, issuer: string): TOTP {
  return new TOTP({
    issuer,
    label: username,
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: Secret.fromBase32(secret),
  });
}

/** A new secret: 20 random bytes, written in base32 as the apps expect. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/**
 * True when the code is the one for now, or for the 30 s before or after (a phone's clock a
 * little off, a code typed as it changed). Spaces and dashes people type are ignored.
 */
export function checkTotp(secret: string, code: string, now: Date): boolean {
  const token = code.replace(/[\s-]/g, '');
  if (!/^\d{6}$/.test(token)) return false;
  const delta = totpOf(secret, '', 'studio').validate({
    token,
    timestamp: now.getTime(),
    window: 1,
  });
  return delta !== null;
}

/** The secret in groups of four, for reading aloud by a screen reader or typing into an app. */
export function groupSecret(secret: string): string {
  return secret.match(/.{1,4}/g)?.join(' ') ?? secret;
}

/** The otpauth:// address an app scans, as a QR code in a data: URL (the CSP allows data: images). */
export async function totpQrCode(secret: string, username: string, issuer: string) {
  const uri = totpOf(secret, username, issuer).toString();
  return { uri, dataUrl: await QRCode.toDataURL(uri, { margin: 2, width: 240 }) };
}
