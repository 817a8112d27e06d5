// Makes the hall page's keep-awake video (app/hall/web/awake.webm and awake.mp4): two seconds
// of a dark 64×64 frame with a silent audio track, recorded by the system's Chromium with
// MediaRecorder (no encoder of our own, no downloaded media). A page on a LAN address over plain
// HTTP has no Wake Lock; a playing video keeps the phone's screen on instead (Android: any
// visible playing video; iOS Safari: only one with an audio track, played unmuted).
//
//   cd tests/browser && node make_awake_video.mjs ../../app/hall/web
//
// Run again only to change the video; its output is committed beside the page.
import fs from 'node:fs';
import path from 'node:path';
import puppeteer from 'puppeteer-core';

const out = process.argv[2];
if (!out) { console.error('usage: node make_awake_video.mjs OUTPUT_DIR'); process.exit(2); }
const browser = await puppeteer.launch({ executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
  headless: true, args: ['--no-sandbox', '--autoplay-policy=no-user-gesture-required'] });
try {
  const page = await browser.newPage();
  await page.goto('about:blank');
  for (const [type, name] of [['video/webm;codecs=vp8,opus', 'awake.webm'], ['video/mp4;codecs=avc1,opus', 'awake.mp4']]) {
    const b64 = await page.evaluate(async (type) => {
      const canvas = document.createElement('canvas');
      canvas.width = 64; canvas.height = 64;
      const g = canvas.getContext('2d');
      const video = canvas.captureStream(10);
      const audio = new AudioContext();
      await audio.resume();
      const silence = audio.createConstantSource(); // a zero signal: an audio track that is silent
      silence.offset.value = 0;
      const sink = audio.createMediaStreamDestination();
      silence.connect(sink);
      silence.start();
      const stream = new MediaStream([...video.getVideoTracks(), ...sink.stream.getAudioTracks()]);
      const rec = new MediaRecorder(stream, { mimeType: type, videoBitsPerSecond: 20000, audioBitsPerSecond: 6000 });
      const chunks = [];
      rec.ondataavailable = (e) => chunks.push(e.data);
      const done = new Promise((r) => { rec.onstop = r; });
      let frame = 0;
      const paint = setInterval(() => { g.fillStyle = frame++ % 2 ? '#111' : '#121212'; g.fillRect(0, 0, 64, 64); }, 100);
      rec.start();
      await new Promise((r) => setTimeout(r, 2000));
      rec.stop();
      await done;
      clearInterval(paint);
      const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer());
      let s = '';
      for (const x of bytes) s += String.fromCharCode(x);
      return btoa(s);
    }, type);
    const file = path.join(out, name);
    fs.writeFileSync(file, Buffer.from(b64, 'base64'));
    console.log(`${file}: ${fs.statSync(file).size} bytes`);
  }
} finally {
  await browser.close();
}
