import { chromium } from '@playwright/test';
const base = process.argv[2];
const paths = process.argv.slice(3);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
for (const path of paths) {
  const page = await browser.newPage();
  const reqs = [];
  const logs = [];
  page.on('request', (r) => { if (new URL(r.url()).pathname.startsWith('/api/') ) reqs.push(r.method() + ' ' + r.url().replace(base, '')); });
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') logs.push(m.type() + ': ' + m.text().slice(0, 300)); });
  page.on('pageerror', (e) => logs.push('pageerror: ' + e.message.slice(0, 300)));
  await page.goto(base + path, { waitUntil: 'networkidle' });
  console.log('==', path, '->', page.url().replace(base, ''));
  for (const r of reqs) console.log('   ', r);
  for (const l of logs) console.log('   !', l);
  await page.close();
}
await browser.close();
