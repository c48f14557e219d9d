import { describe, expect, it } from 'vitest';
import { checkPostedLink } from './postedLink';

describe('checkPostedLink', () => {
  it("takes an https link on the platform's hosts", () => {
    expect(checkPostedLink('Instagram', 'https://www.instagram.com/p/Cx1abc/')).toBeNull();
    expect(checkPostedLink('Tiktok', 'https://vt.tiktok.com/ZSabc/')).toBeNull();
    expect(checkPostedLink('TikTok', ' https://vm.tiktok.com/ZSabc/ ')).toBeNull();
    expect(checkPostedLink('Redbook', 'https://xhslink.com/a/abc')).toBeNull();
    expect(checkPostedLink('Facebook', 'https://m.facebook.com/story.php?id=1')).toBeNull();
    expect(checkPostedLink('Facebook', 'https://fb.me/abc')).toBeNull();
    expect(checkPostedLink('Google Review', 'https://maps.app.goo.gl/abc')).toBeNull();
    expect(checkPostedLink('Google Review', 'https://www.google.com/maps/place/x')).toBeNull();
    expect(checkPostedLink('Google Review', 'https://goo.gl/maps/abc')).toBeNull();
  });

  it("refuses another platform's host, a look-alike host and Google outside Maps", () => {
    expect(checkPostedLink('Instagram', 'https://www.tiktok.com/@a/video/1')).toBe('wrongPlatform');
    expect(checkPostedLink('Instagram', 'https://instagram.com.evil.example/p/1')).toBe('wrongPlatform');
    expect(checkPostedLink('Instagram', 'https://notinstagram.com/p/1')).toBe('wrongPlatform');
    expect(checkPostedLink('Google Review', 'https://www.google.com/search?q=x')).toBe('wrongPlatform');
  });

  it('refuses javascript:, http, credentials, garbage and links over 500 characters', () => {
    expect(checkPostedLink('Instagram', 'javascript:alert(1)')).toBe('invalid');
    expect(checkPostedLink('Instagram', 'http://instagram.com/p/1')).toBe('invalid');
    expect(checkPostedLink('Instagram', 'https://a:b@instagram.com/p/1')).toBe('invalid');
    expect(checkPostedLink('Instagram', 'my post is up')).toBe('invalid');
    expect(checkPostedLink('Instagram', '')).toBe('invalid');
    expect(checkPostedLink('Instagram', `https://instagram.com/p/${'a'.repeat(500)}`)).toBe('invalid');
  });
});
