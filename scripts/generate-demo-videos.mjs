// Makes the info screens' demo videos (public/media/video/skjerm/*.webm): a titled, moving picture recorded
// from a canvas with MediaRecorder in headless Chromium (VP8 WebM). Run once: node scripts/generate-demo-videos.mjs
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';

const OUT = join(import.meta.dirname, '..', 'public', 'media', 'video', 'skjerm');
const VIDEOS = [
  ['velkommen-til-deichman', 'Velkommen til Deichman', '#0b5d52'],
  ['makerspace', 'Makerspace: lag noe i dag', '#7a3b12'],
  ['barneavdelingen', 'Barneavdelingen', '#8a1f5c'],
  ['tilfeldig-bokstavene', 'Bokstavene', '#1f3b8a'],
  ['tilfeldig-fjorden', 'Fjorden', '#0f5f7a'],
  ['tilfeldig-lesere', 'Lesere', '#5b2a86'],
];
const SECONDS = 6;

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const page = await browser.newPage();
await page.setContent('<!doctype html><html lang="nb"><body></body></html>');
for (const [name, title, colour] of VIDEOS) {
  const base64 = await page.evaluate(
    async ({ title, colour, seconds }) => {
      const canvas = document.createElement('canvas');
      canvas.width = 640;
      canvas.height = 360;
      const g = canvas.getContext('2d');
      const stream = canvas.captureStream(25);
      const recorder = new MediaRecorder(stream, { mimeType: 'video/webm;codecs=vp8', videoBitsPerSecond: 250_000 });
      const chunks = [];
      recorder.ondataavailable = (e) => chunks.push(e.data);
      const done = new Promise((resolve) => (recorder.onstop = resolve));
      recorder.start();
      const started = performance.now();
      await new Promise((resolve) => {
        const draw = () => {
          const t = (performance.now() - started) / 1000;
          g.fillStyle = colour;
          g.fillRect(0, 0, 640, 360);
          g.fillStyle = 'rgba(255,255,255,0.15)';
          for (let i = 0; i < 6; i++) g.fillRect(((t * 60 + i * 120) % 760) - 120, 40 + i * 50, 90, 24);
          g.fillStyle = '#fff';
          g.font = 'bold 40px sans-serif';
          g.textAlign = 'center';
          g.fillText(title, 320, 190);
          if (t < seconds) requestAnimationFrame(draw);
          else resolve();
        };
        draw();
      });
      recorder.stop();
      await done;
      const bytes = new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer());
      let binary = '';
      for (const b of bytes) binary += String.fromCharCode(b);
      return btoa(binary);
    },
    { title, colour, seconds: SECONDS },
  );
  const file = join(OUT, `${name}.webm`);
  writeFileSync(file, Buffer.from(base64, 'base64'));
  console.log(file, Math.round(Buffer.byteLength(base64, 'base64') / 1024), 'KiB');
}
await browser.close();
