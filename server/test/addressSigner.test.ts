import { createAddressSigner } from '../src/lib/signing/addressSigner';

const SECRET = 'a-test-secret-of-enough-length';
const NOW = 1_800_000_000;

describe('a signed address', () => {
  const media = createAddressSigner(SECRET, 'lesson-media-addresses');

  it('is accepted for exactly its fields and expiry, until it expires', () => {
    const signature = media.sign(['user-1', 'lesson-1', 'video'], NOW + 60);
    expect(media.verify(['user-1', 'lesson-1', 'video'], NOW + 60, signature, NOW)).toBe(true);
    expect(media.verify(['user-1', 'lesson-1', 'video'], NOW + 60, signature, NOW + 60)).toBe(true);
    expect(media.verify(['user-1', 'lesson-1', 'video'], NOW + 60, signature, NOW + 61)).toBe(
      false,
    );
    expect(media.verify(['user-2', 'lesson-1', 'video'], NOW + 60, signature, NOW)).toBe(false);
    expect(media.verify(['user-1', 'lesson-1', 'poster'], NOW + 60, signature, NOW)).toBe(false);
    expect(media.verify(['user-1', 'lesson-1', 'video'], NOW + 61, signature, NOW)).toBe(false);
  });

  it('signed for one use is refused by another (each label its own key)', () => {
    const documents = createAddressSigner(SECRET, 'tax-document-addresses');
    const signature = media.sign(['invoice', 'id-1'], NOW + 60);
    expect(documents.verify(['invoice', 'id-1'], NOW + 60, signature, NOW)).toBe(false);
  });

  it('is refused in another spelling of the same bytes, or any other text', () => {
    const signature = media.sign(['a'], NOW + 60);
    // 32 bytes in base64url: the last character's two low bits are spare.
    const last = signature.at(-1)!;
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const sameBytes = alphabet[alphabet.indexOf(last) ^ 1]!;
    expect(media.verify(['a'], NOW + 60, `${signature.slice(0, -1)}${sameBytes}`, NOW)).toBe(false);
    expect(media.verify(['a'], NOW + 60, `${signature}=`, NOW)).toBe(false);
    expect(media.verify(['a'], NOW + 60, '', NOW)).toBe(false);
  });
});
