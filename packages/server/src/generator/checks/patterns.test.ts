import { describe, expect, it } from 'vitest';
import { contactsIn, hasClaim } from './patterns';

describe('the shared claim and contact patterns', () => {
  it.each([
    'Honest review: the laksa was lovely',
    '#RealReview #KL',
    'Objectively, the best kopi around',
    'Not sponsored, just love this place',
    '真心分享这家店',
    '客观来说味道不错',
    '不吹不黑，真的好吃',
    '#真实测评',
    'Ulasan jujur saya: sedap',
    'Bukan iklan ya, memang sedap',
    'Guna duit sendiri tau',
  ])('finds a claim in "%s"', (text) => {
    expect(hasClaim(text)).toBe(true);
  });

  it.each([
    'The laksa was rich and the broth had a kick',
    '这碗叻沙汤头很浓，辣度刚好',
    'Kuah laksa pekat, pedas dia cukup-cukup',
    'Real butter in the croissant, you can taste it',
  ])('leaves "%s" alone', (text) => {
    expect(hasClaim(text)).toBe(false);
  });

  it.each([
    ['Call 012-345 6789 to book', 'phone number'],
    ['WhatsApp us for orders', 'messaging contact'],
    ['www.kopicorner.my', 'link'],
    ['kopicorner.com.my/menu', 'link'],
    ['hello@kopi.my', 'e-mail address'],
    ['加微信订位', 'messaging contact'],
    ['follow @kopicorner', 'handle'],
  ])('finds a contact in "%s"', (text, name) => {
    expect(contactsIn(text).some((found) => found.startsWith(name))).toBe(true);
  });

  it('finds no contact in a plain post', () => {
    expect(contactsIn('Teh tarik kaw, roti canai garing. Datang lagi!')).toEqual([]);
  });
});
