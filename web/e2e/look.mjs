// Developer's look (not a test): opens URL paths on a running server at a
// size and saves screenshots. node e2e/look.mjs BASE WxH OUT PATH...
import { launch, openApp } from './lib.mjs';
const [base, size, out, ...paths] = process.argv.slice(2);
const [width, height] = size.split('x').map(Number);
const b = await launch();
try {
  let i = 0;
  for (const p of paths) {
    const { page, errors } = await openApp(b.context, base + p, { width, height });
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${out}-${i++}.png` });
    if (errors.length) console.log('errors', errors);
    await page.close();
  }
} finally {
  await b.close();
}
