import { launchBrowser } from '../e2e/support/browser.ts';
const [url, name, w = '1366', h = '850', full = '1'] = process.argv.slice(2);
const browser = await launchBrowser();
const page = await browser.newPage({ viewport: { width: Number(w), height: Number(h) } });
page.on('console', (m) => m.type() === 'error' && console.log('console:', m.text()));
await page.goto(url!, { waitUntil: 'networkidle' });
await page.screenshot({ path: `/tmp/pages14-shots/${name}.png`, fullPage: full === '1' });
await browser.close();
