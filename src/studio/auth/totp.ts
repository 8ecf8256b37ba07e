import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

/** What every authenticator app reads: SHA-1, 6 digits, a new code every 30 s. */
function totpOf(secret: string, username: string, issuer: string): TOTP {
  return new TOTP({
    issuer,
    label: username,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_S,
    secret: Secret.fromBase32(secret),
  });
}

/** A new secret: 20 random bytes, written in base32 as the apps expect. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

const PERIOD_S = 30;

/**
 * The time step of the code when it is the one for now, or for the 30 s before or after (a
 * phone's clock a little off, a code typed as it changed); null otherwise. Spaces and dashes
 * people type are ignored. A step at or before `lastStep` was used already: refused, so a code
 * overheard or read off a screen cannot be given a second time (RFC 6238 §5.2).
 */
export function checkTotp(secret: string, code: string, now: Date, lastStep = 0): number | null {
  const token = code.replace(/[\s-]/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totpOf(secret, '', 'studio').validate({
    token,
    timestamp: now.getTime(),
    window: 1,
  });
  if (delta === null) return null;
  const step = Math.floor(now.getTime() / 1000 / PERIOD_S) + delta;
  return step > lastStep ? step : null;
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
