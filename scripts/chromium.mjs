// The Chromium every browser step of the tests drives (the stories, the end-to-end journeys): Debian's, or
// $CHROMIUM_PATH, never a downloaded one; without a sandbox or GPU (containers, CI), and without its background traffic.
export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
