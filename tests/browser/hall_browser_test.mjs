// The hall's table page in a real browser (Chromium through puppeteer-core), against the real
// server (tengen-cli hall): joining by the code, presses by touch and by key, each press in the
// table's journal exactly once, the spoken calls of byo-yomi planned on time, a connection lost
// and back with the presses made meanwhile, a result entered and confirmed by both players, no
// private data on the page, and screenshots at phone size.
//
// In two parts that ctest runs apart (--part; both when not given): "timing" checks when the
// calls are planned and heard and when presses are journalled, to the millisecond, so it runs
// alone on the machine; "network" (the screenshots, the screen kept awake, a connection lost
// and stalled, results, the referee at a second table, the live standings) waits on real
// periods and stalls but measures nothing that load could move, so it runs beside other tests.
//
//   cd tests/browser && PUPPETEER_SKIP_DOWNLOAD=1 npm ci
//   node hall_browser_test.mjs --cli ../../build/app/tengen-cli --work /tmp/hall-browser \
//       [--part timing|network] [--screenshots ../../docs] [--chromium /usr/bin/chromium] \
//       [--web ../../app/hall/web]
//
// The page is the one built into tengen-cli (a Qt resource); --web DIR serves table.html,
// hall.js and hall.css from DIR instead (the socket and the clips still from the hall), to try
// an edit of the page without a build.
//
// Node 18.19 or later; the browser is the system's Chromium (CHROMIUM, else /usr/bin/chromium),
// never one downloaded. Exit 0 when every step passed, else 1 with the failing step named
// (2: bad arguments). HALL_TEST_DEBUG=1 prints the page's console.
import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import puppeteer from 'puppeteer-core';

// ---- Arguments ------------------------------------------------------------------------------
function parseArgs(argv) {
  const o = { chromium: process.env.CHROMIUM || '/usr/bin/chromium', part: 'all' };
  for (let i = 0; i < argv.length; ++i) {
    const a = argv[i];
    const value = () => {
      if (i + 1 >= argv.length) usage(`${a} needs a value`);
      return argv[++i];
    };
    if (a === '--cli') o.cli = path.resolve(value());
    else if (a === '--work') o.work = path.resolve(value());
    else if (a === '--screenshots') o.screenshots = path.resolve(value());
    else if (a === '--chromium') o.chromium = value();
    else if (a === '--web') o.web = path.resolve(value());
    else if (a === '--part') o.part = value();
    else usage(`unknown argument ${a}`);
  }
  if (!o.cli || !o.work) usage('--cli and --work are needed');
  if (!['all', 'timing', 'network'].includes(o.part)) usage(`--part ${o.part}: timing or network`);
  return o;
}
function usage(problem) {
  console.error(`hall_browser_test: ${problem}\n` +
    'usage: node hall_browser_test.mjs --cli PATH/tengen-cli --work DIR [--screenshots DIR] ' +
    '[--part timing|network] [--chromium PATH] [--web DIR]');
  process.exit(2);
}
const opts = parseArgs(process.argv.slice(2));
// Whether this run has the steps of a part.
const inPart = (part) => opts.part === 'all' || opts.part === part;

// ---- The event under test -------------------------------------------------------------------
// Byo-yomi from the first move: 3 periods of 10 s, so that calls fall due within seconds
// (sec:5 and sec:8 in a period, sec:10 with the periods left at its end).
const PERIOD_MS = 10000;
const CONTROL = 'byoyomi:main=0,period=10s,periods=3';
const PIN = '1234';
const DEVICE_GONE_GRACE_S = 3; // the hall pauses a table whose only device is gone this long
const LAN_HOST = 'hall.test';
const ONSET_TOLERANCE_MS = 30;  // a call as the page planned it (tengenHall.calls())
// An online press in the journal at most this long after the page made it: the network's delay
// on a quiet machine (the timing part), and with other tests taking the cores (the network part).
const ONLINE_LATE_MS = opts.part === 'network' ? 250 : 100;
const HEARD_TOLERANCE_MS = 100; // a clip as started, against the page's latest offset
// Four players; what must never reach a table's page: birth dates, contacts, notes, ids.
const PLAYERS = [
  { family: '陈', given: '明远', familyLatin: 'Chen', givenLatin: 'Mingyuan', rank: '3d',
    birth: '1990-01-02', contact: 'chen.mingyuan@example.org', notes: 'allergic to peanuts', egd: '19900102' },
  { family: '刘', given: '思雨', familyLatin: 'Liu', givenLatin: 'Siyu', rank: '3d',
    birth: '1985-03-04', contact: '+86 138 0000 0001', notes: 'pays at the door', egd: '19850304' },
  { family: '张', given: '子健', familyLatin: 'Zhang', givenLatin: 'Zijian', rank: '1k',
    birth: '2001-05-06', contact: 'zhang.zijian@example.org', notes: 'late on Sunday', egd: '20010506' },
  { family: '赵', given: '雨桐', familyLatin: 'Zhao', givenLatin: 'Yutong', rank: '2k',
    birth: '1979-07-08', contact: 'zhao.yutong@example.org', notes: 'needs a chair', egd: '19790708' },
];
const PRIVATE = PLAYERS.flatMap((p) => [p.birth, p.contact, p.notes, p.egd]);

// ---- Steps, failures, clean-up --------------------------------------------------------------
const t0 = Date.now();
const elapsed = () => ((Date.now() - t0) / 1000).toFixed(1) + ' s';
let currentStep = 'start';
let failed = false;
let stepsPassed = 0;
const cleanups = [];
class StepFailure extends Error {}
async function step(name, fn) {
  currentStep = name;
  const started = Date.now();
  try {
    const r = await fn();
    ++stepsPassed;
    console.log(`ok   ${name} (${Date.now() - started} ms, at ${elapsed()})`);
    return r;
  } catch (e) {
    const f = new StepFailure(`step "${name}" failed: ${e && e.message ? e.message : e}`);
    f.cause = e;
    throw f;
  }
}
function check(condition, message) {
  if (!condition) throw new Error(message);
}
async function cleanUp() {
  while (cleanups.length) {
    const fn = cleanups.pop();
    try { await fn(); } catch (e) { console.error(`clean-up: ${e.message}`); }
  }
}
// The server never outlives the test, whatever ends it.
let serverProcess = null;
process.on('exit', () => { if (serverProcess && serverProcess.exitCode === null) serverProcess.kill('SIGKILL'); });
for (const sig of ['SIGINT', 'SIGTERM'])
  process.on(sig, () => { console.error(`FAIL: interrupted (${sig}) in step "${currentStep}"`); cleanUp().finally(() => process.exit(1)); });
const watchdog = setTimeout(() => {
  console.error(`FAIL: the test took over 150 s; it was in step "${currentStep}"`);
  cleanUp().finally(() => process.exit(1));
}, 150000);

// ---- The CLI --------------------------------------------------------------------------------
const cliEnv = { ...process.env, TENGEN_LANG: 'en', XDG_CACHE_HOME: path.join(opts.work, 'cache') };
function cli(args, { json = false } = {}) {
  return new Promise((resolve, reject) => {
    execFile(opts.cli, args, { env: cliEnv, maxBuffer: 16 << 20, timeout: 30000 }, (err, stdout, stderr) => {
      if (err) {
        reject(new Error(`tengen-cli ${args.join(' ')}: ${typeof err.code === 'number' ? 'exit ' + err.code : err.message}` +
          `${stderr ? ': ' + stderr.trim() : ''}`));
        return;
      }
      if (!json) { resolve(stdout); return; }
      try { resolve(JSON.parse(stdout)); } catch (e) {
        reject(new Error(`tengen-cli ${args.join(' ')}: not JSON: ${stdout.slice(0, 200)}`));
      }
    });
  });
}

// The hall server: started on a free port (--port 0), its address and codes read from what it
// prints ("The hall of round R at URL", then "   N  CODE  URL" for each table).
function startHall(file, tables) {
  return new Promise((resolve, reject) => {
    const child = spawn(opts.cli, ['hall', file, '--address', '127.0.0.1', '--port', '0', '--start', '--pin', PIN,
      '--device-gone-grace', String(DEVICE_GONE_GRACE_S)],
      { env: cliEnv, stdio: ['ignore', 'pipe', 'pipe'] });
    serverProcess = child;
    let out = '', err = '';
    const timer = setTimeout(() => reject(new Error(`the hall printed no address in 15 s: ${out}${err}`)), 15000);
    child.stdout.setEncoding('utf8');
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (d) => { err += d; });
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`the hall ended (${code ?? signal}) before it was ready: ${out}${err}`));
    });
    child.stdout.on('data', (d) => {
      out += d;
      const head = out.match(/The hall of round (\d+) at (http:\/\/127\.0\.0\.1:(\d+)\/)/);
      const rows = [...out.matchAll(/^\s*(\d+)\s+([0-9A-Z-]+)\s+(http:\/\/\S+)\s*$/gm)];
      if (head && rows.length >= tables) {
        clearTimeout(timer);
        resolve({ child, round: Number(head[1]), url: head[2], port: Number(head[3]),
                  tables: rows.map((r) => ({ table: Number(r[1]), code: r[2], url: r[3] })),
                  stderr: () => err });
      }
    });
  });
}
async function stopHall(child) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const ended = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM'); // the hall writes its journal and quits
  const quit = await Promise.race([ended.then(() => true), delay(5000).then(() => false)]);
  if (!quit) { child.kill('SIGKILL'); await ended; }
}
const delay = (ms) => new Promise((r) => setTimeout(r, ms));

// A TCP relay between the browser and the hall: cut() closes every connection through it and
// turns new ones away (the WebSocket really drops, as when a phone leaves the network; the
// browser's own offline emulation leaves an open WebSocket open), restore() lets them through.
// stall() lets nothing through and closes nothing (the browser and the hall see open sockets);
// with { keep: true } what the browser sends meanwhile is kept, and release() delivers it late
// (then the close, if the browser gave up on the socket meanwhile), where restore() drops it.
function startRelay(targetPort) {
  const pairs = new Set();
  let blocked = false, stalled = false;
  const server = net.createServer((client) => {
    if (blocked || stalled) { client.destroy(); return; }
    const upstream = net.connect(targetPort, '127.0.0.1');
    const pair = { client, upstream, held: null, clientGone: false };
    pairs.add(pair);
    const end = () => {
      // Stalled and keeping: the hall's side stays open until release() delivers what was held.
      if (pair.held) { pair.clientGone = true; return; }
      client.destroy(); upstream.destroy(); pairs.delete(pair);
    };
    client.on('error', end); upstream.on('error', end);
    client.on('close', end); upstream.on('close', end);
    client.pipe(upstream); upstream.pipe(client);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve({
      port: server.address().port,
      cut() { blocked = true; for (const p of [...pairs]) { p.held = null; p.client.destroy(); p.upstream.destroy(); pairs.delete(p); } },
      restore() {
        blocked = false; stalled = false;
        for (const p of [...pairs]) if (p.stalled) { p.held = null; p.client.destroy(); p.upstream.destroy(); pairs.delete(p); }
      },
      stall({ keep = false } = {}) {
        stalled = true;
        for (const p of pairs) {
          p.stalled = true;
          p.client.unpipe(p.upstream); p.upstream.unpipe(p.client); p.upstream.pause();
          if (keep) { p.held = []; p.client.on('data', (d) => { if (p.held) p.held.push(d); }); } else p.client.pause();
        }
      },
      release() {
        stalled = false;
        for (const p of [...pairs]) {
          if (!p.stalled) continue;
          p.stalled = false;
          const held = p.held || [];
          p.held = null;
          for (const d of held) p.upstream.write(d);
          if (p.clientGone) { p.upstream.end(); pairs.delete(p); continue; }
          p.client.removeAllListeners('data');
          p.client.pipe(p.upstream); p.upstream.pipe(p.client); p.upstream.resume(); p.client.resume();
        }
      },
      close: () => new Promise((r) => { blocked = true; for (const p of pairs) { p.held = null; p.client.destroy(); p.upstream.destroy(); } server.close(() => r()); }),
    }));
  });
}

// ---- The test -------------------------------------------------------------------------------
async function main() {
  const file = path.join(opts.work, 'hall-browser-test.tengen');
  const figures = {};

  await step('check the tools', async () => {
    check(fs.existsSync(opts.cli), `no tengen-cli at ${opts.cli}`);
    check(fs.existsSync(opts.chromium), `no Chromium at ${opts.chromium} (--chromium or CHROMIUM)`);
    if (opts.web)
      for (const f of ['table.html', 'hall.js', 'hall.css'])
        check(fs.existsSync(path.join(opts.web, f)), `--web: no ${f} in ${opts.web}`);
    const [major, minor] = process.versions.node.split('.').map(Number);
    check(major > 18 || (major === 18 && minor >= 19), `Node ${process.versions.node}: 18.19 or later is needed`);
  });

  await step('create the event, its players and round 1', async () => {
    fs.mkdirSync(opts.work, { recursive: true });
    fs.rmSync(cliEnv.XDG_CACHE_HOME, { recursive: true, force: true }); // the clips rendered anew
    for (const suffix of ['', '-wal', '-shm', '-journal']) fs.rmSync(file + suffix, { force: true });
    await cli(['new', file, '--name', 'Hall browser test', '--system', 'mcmahon', '--rounds', '3',
      '--time', CONTROL, '--json'], { json: true });
    for (const p of PLAYERS)
      await cli(['player', 'add', file, '--family', p.family, '--given', p.given,
        '--family-latin', p.familyLatin, '--given-latin', p.givenLatin, '--rank', p.rank,
        '--birth-date', p.birth, '--contact', p.contact, '--notes', p.notes, '--egd-pin', p.egd,
        '--status', 'final', '--yes', '--json'], { json: true });
    await cli(['pair', file, '--json'], { json: true });
  });

  const codes = await step('read the join codes (hall codes --json)', async () => {
    const c = await cli(['hall', 'codes', file, '--json'], { json: true });
    check(c.round === 1, `the codes are of round ${c.round}, not 1`);
    check(Object.keys(c.codes).length === 2, `${Object.keys(c.codes).length} tables, not 2`);
    return c.codes;
  });

  const hall = await step('start the hall on a free port (--port 0 --start --pin)', async () => {
    const h = await startHall(file, 2);
    cleanups.push(async () => {
      await stopHall(h.child);
      const e = h.stderr().trim();
      if (e && failed) console.error(`the hall's messages:\n${e}`);
    });
    check(h.port > 0, 'no port in the printed address');
    check(h.round === 1, `the hall serves round ${h.round}`);
    for (const t of h.tables) {
      check(t.code === codes[String(t.table)], `table ${t.table}: printed code ${t.code}, hall codes says ${codes[t.table]}`);
      check(t.url === `${h.url}t/${t.code}`, `table ${t.table}: printed URL ${t.url}`);
    }
    return h;
  });
  const code1 = hall.tables[0].code;

  const relay = await step('put a relay between the browser and the hall', async () => {
    const r = await startRelay(hall.port);
    cleanups.push(() => r.close());
    return r;
  });
  const base = `http://127.0.0.1:${relay.port}`;

  const browser = await step('launch Chromium (headless)', async () => {
    const b = await puppeteer.launch({
      executablePath: opts.chromium,
      headless: true,
      args: ['--no-sandbox', '--disable-background-networking', '--autoplay-policy=no-user-gesture-required',
        // A hall's LAN name for the relay: a page over plain HTTP not on loopback is not a
        // secure context (no Wake Lock), as on every real hall's network.
        `--host-resolver-rules=MAP ${LAN_HOST} 127.0.0.1`,
        '--use-fake-device-for-media-stream', '--mute-audio', '--lang=en-US', '--disable-gpu',
        // A page answered by the test (--web) counts as public: its socket to 127.0.0.1 would
        // be refused as a request into the local network.
        ...(opts.web ? ['--disable-features=LocalNetworkAccessChecks'] : [])],
      protocolTimeout: 30000,
    });
    cleanups.push(() => b.close());
    return b;
  });
  const phone = { width: 390, height: 844, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
  // A page at phone size; with --web, the page's own files from that folder.
  const types = { 'table.html': 'text/html; charset=utf-8', 'hall.js': 'text/javascript; charset=utf-8',
    'hall.css': 'text/css; charset=utf-8', 'awake.mp4': 'video/mp4', 'awake.webm': 'video/webm' };
  async function preparePage(p) {
    await p.setViewport(phone);
    if (!opts.web) return;
    await p.setRequestInterception(true);
    p.on('request', (request) => {
      const u = new URL(request.url());
      const name = u.pathname === '/' || /^\/t\/[0-9A-Za-z-]{6,12}$/.test(u.pathname) ? 'table.html'
        : /^\/(hall\.js|hall\.css|awake\.mp4|awake\.webm)$/.test(u.pathname) ? u.pathname.slice(1) : null;
      if ((u.host !== `127.0.0.1:${relay.port}` && u.host !== `${LAN_HOST}:${relay.port}`) || !name) {
        request.continue();
        return;
      }
      request.respond({ status: 200, contentType: types[name], body: fs.readFileSync(path.join(opts.web, name)) });
    });
  }
  // #29 points 8 and 9: on the phone's screen every control is on it, none under the banner or
  // anything else (what is at its centre is itself), and each half's time inside its half.
  async function layoutProblems(p) {
    return p.evaluate(() => {
      const problems = [];
      const W = window.innerWidth, H = window.innerHeight;
      const box = (el) => el.getBoundingClientRect();
      const shown = (el) => el.offsetParent !== null && !el.closest('[hidden]');
      const name = (el) => el.id || el.textContent;
      const banner = document.getElementById('banner');
      for (const c of [...document.querySelectorAll('#clock button')].filter(shown)) {
        const b = box(c);
        if (b.left < -0.5 || b.top < -0.5 || b.right > W + 0.5 || b.bottom > H + 0.5)
          problems.push(`${name(c)} off the screen: ${JSON.stringify(b)}`);
        if (shown(banner)) {
          const k = box(banner);
          if (!(k.bottom <= b.top || k.top >= b.bottom || k.right <= b.left || k.left >= b.right))
            problems.push(`${name(c)} under the banner`);
        }
        const at = document.elementFromPoint((b.left + b.right) / 2, (b.top + b.bottom) / 2);
        if (at && !c.contains(at)) problems.push(`${name(c)} covered by ${at.id || at.className}`);
      }
      // Every format of the time fits its half (01:00 was cut at 390 px, h:mm:ss worse): each
      // written in and fitted at once, before the next render writes the real time back.
      for (const side of ['B', 'W'])
        for (const text of ['01:00', '59:59', '1:00:00', '10:00:00']) {
          const el = document.getElementById('time' + side);
          const was = el.textContent;
          el.textContent = text;
          window.tengenHall.fitTime(side);
          const t = box(el), h = box(document.getElementById('half' + side));
          if (t.left < h.left - 0.5 || t.right > h.right + 0.5 || t.top < h.top - 0.5 || t.bottom > h.bottom + 0.5)
            problems.push(`${side}'s time "${text}" ${JSON.stringify(t)} outside its half ${JSON.stringify(h)}`);
          el.textContent = was;
          window.tengenHall.fitTime(side);
        }
      for (const side of ['B', 'W']) {
        const t = box(document.getElementById('time' + side)), h = box(document.getElementById('half' + side));
        if (t.left < h.left - 0.5 || t.right > h.right + 0.5 || t.top < h.top - 0.5 || t.bottom > h.bottom + 0.5)
          problems.push(`${side}'s time ${JSON.stringify(t)} outside its half ${JSON.stringify(h)}`);
      }
      return problems;
    });
  }
  const page = await browser.newPage();
  await preparePage(page);
  // Each clip the page starts with Web Audio, and when it is stopped: what was heard, apart from
  // what the page's own log of calls says.
  await page.evaluateOnNewDocument(() => {
    const sources = [];
    window.tengenTestSources = sources;
    const proto = AudioBufferSourceNode.prototype;
    const start = proto.start, stop = proto.stop;
    proto.start = function (when = 0, ...rest) {
      const c = this.context;
      const r = { when: Math.max(when, c.currentTime), duration: this.buffer ? this.buffer.duration : 0,
                  ts: c.getOutputTimestamp ? c.getOutputTimestamp() : null, stopped: null };
      this.tengenTest = r;
      sources.push(r);
      return start.call(this, when, ...rest);
    };
    proto.stop = function (...args) {
      if (this.tengenTest && this.tengenTest.stopped === null) this.tengenTest.stopped = this.context.currentTime;
      return stop.apply(this, args);
    };
  });
  page.setDefaultTimeout(10000);
  const pageErrors = [];
  page.on('pageerror', (e) => pageErrors.push(e.message));
  if (process.env.HALL_TEST_DEBUG) page.on('console', (m) => console.log('page:', m.text()));

  // Every frame of the page's WebSocket, as the browser saw it.
  const sent = [], received = [];
  const cdp = await page.createCDPSession();
  await cdp.send('Network.enable');
  const parse = (s) => { try { return JSON.parse(s); } catch (e) { return null; } };
  cdp.on('Network.webSocketFrameSent', (e) => { const m = parse(e.response.payloadData); if (m) sent.push(m); });
  cdp.on('Network.webSocketFrameReceived', (e) => {
    received.push({ raw: e.response.payloadData, m: parse(e.response.payloadData) });
  });
  const ackOf = (id) => received.filter((r) => r.m && r.m.type === 'ack' && r.m.id === id).map((r) => r.m);
  const errorOf = (id) => (received.find((r) => r.m && r.m.type === 'error' && r.m.ref === id) || {}).m;
  async function until(what, fn, timeout = 5000) {
    const end = Date.now() + timeout;
    for (;;) {
      const v = await fn();
      if (v) return v;
      if (Date.now() > end) throw new Error(`timed out after ${timeout} ms waiting for ${what}`);
      await delay(20);
    }
  }
  const hallState = () => page.evaluate(() => window.tengenHall.state());
  // Waits for fn to be true in the page p, and says what it waited for if it never is.
  async function waitFor(p, what, fn, timeout = 10000, ...args) {
    try {
      return await p.waitForFunction(fn, { timeout, polling: fn.constructor.name === 'AsyncFunction' ? 300 : 20 }, ...args);
    } catch (e) {
      throw new Error(`timed out after ${timeout} ms waiting for ${what}`);
    }
  }

  await step('the join form at / (in English) turns a wrong code away', async () => {
    await page.goto(`${base}/`, { waitUntil: 'load' });
    await waitFor(page, 'the join form', () => !document.getElementById('join').hidden);
    check(await page.$eval('html', (e) => e.lang) === 'en', 'the form is not in English (navigator en-US)');
    check(await page.$eval('#join h1', (e) => e.textContent) === 'Join a table', 'no "Join a table" heading');
    await page.tap('#joinCode');
    await page.type('#joinCode', 'zzzz-zzzz');
    // The Join button: Enter in the field is swallowed by the page's key handler for presses.
    await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), page.tap('#joinForm button[type=submit]')]);
    check(new URL(page.url()).pathname === '/t/ZZZZZZZZ', `the form went to ${page.url()}`);
    await waitFor(page, 'an error under the form', () => document.getElementById('joinError').textContent.length > 0);
    const error = await page.$eval('#joinError', (e) => e.textContent);
    check(/ZZZZZZZZ/.test(error) && /not a table/.test(error), `the error says: ${error}`);
    check(await page.$eval('#clock', (e) => e.hidden), 'the clock shows for a wrong code');
  });

  const welcome = await step('join table 1 by typing its code in the form', async () => {
    // In small letters with a dash, as a player might type it.
    const typed = code1.toLowerCase().slice(0, 4) + '-' + code1.toLowerCase().slice(4);
    await page.$eval('#joinCode', (e) => { e.value = ''; });
    await page.tap('#joinCode');
    await page.type('#joinCode', typed);
    await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), page.tap('#joinForm button[type=submit]')]);
    const url = new URL(page.url());
    check(url.pathname === `/t/${code1}` && url.searchParams.get('lang') === 'en', `the form went to ${page.url()}`);
    await waitFor(page, 'the page online with the table\'s clock', () => window.tengenHall && window.tengenHall.online()
      && window.tengenHall.state() && document.getElementById('nameB').textContent !== '');
    const w = received.map((r) => r.m).filter((m) => m && m.type === 'welcome').pop();
    check(w && w.table === 1 && w.round === 1, `welcome: ${JSON.stringify(w)}`);
    const dom = await page.evaluate(() => ({
      table: document.getElementById('tableLabel').textContent,
      black: document.getElementById('nameB').textContent,
      white: document.getElementById('nameW').textContent,
      link: document.getElementById('link').textContent,
      linkClass: document.getElementById('link').className,
      farTransform: getComputedStyle(document.getElementById('halfW')).transform,
      farTop: document.getElementById('halfW').getBoundingClientRect().top,
      nearTop: document.getElementById('halfB').getBoundingClientRect().top,
      status: window.tengenHall.state().status,
      toMove: window.tengenHall.state().toMove,
    }));
    check(dom.table === 'Table 1', `the table label is "${dom.table}"`);
    check(dom.black === w.black && dom.white === w.white, `names shown ${dom.black}/${dom.white}, welcome ${w.black}/${w.white}`);
    check(dom.link === 'Connected' && /online/.test(dom.linkClass), `link: "${dom.link}" (${dom.linkClass})`);
    check(dom.farTransform === 'matrix(-1, 0, 0, -1, 0, 0)', `the far half is not turned: ${dom.farTransform}`);
    check(dom.farTop < dom.nearTop, 'White\'s half is not the far (upper) one');
    check(dom.status === 'running' && dom.toMove === 'B', `the clock is ${dom.status}, ${dom.toMove} to move`);
    return w;
  });

  // The desk renders a clip on its first request (espeak-ng, into its cache): the calls of the
  // turn measured below must not wait for it. Every key of Black's first turn (all three periods)
  // is asked for until it is served, by the page's name for it (sec:5 as sec_5 or sec%3A5).
  if (inPart('timing')) await step('the clips of the calls are served (rendered on first request)', async () => {
    const keys = [...new Set((await hallState()).events.filter((e) => e.kind === 'call').flatMap((e) => e.keys))];
    check(keys.length >= 5, `the calls of a turn have only the keys ${keys.join(' ')}`);
    const started = Date.now();
    await waitFor(page, `the clips ${keys.join(' ')}`, async (ks) => {
      const served = (window.tengenTestClips = window.tengenTestClips || new Set());
      await Promise.all(ks.filter((k) => !served.has(k)).map(async (k) => {
        for (const name of [k.replace(':', '_'), encodeURIComponent(k)]) {
          const r = await fetch(`/clips/en/${name}.wav`);
          if (r.ok && (await r.arrayBuffer()).byteLength > 44) { served.add(k); return; }
        }
      }));
      return ks.every((k) => served.has(k));
    }, 30000, keys);
    figures.clipsReadyMs = Date.now() - started;
    figures.clipKeys = keys.length;
  });

  // ---- Presses ----
  const presses = []; // every press made on the page: {id, side, at, offline}
  let deviceId = await page.evaluate(() => window.tengenHall.device());
  async function press(side, how, { offline = false } = {}) {
    const before = await page.evaluate(() => ({
      seq: window.tengenHall.presses(), queue: window.tengenHall.queue().length }));
    const id = `${deviceId}-${before.seq + 1}`;
    if (how === 'tap') {
      const box = await (await page.$(`#half${side}`)).boundingBox();
      await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height * (side === 'W' ? 0.3 : 0.7));
    } else {
      await page.keyboard.press(how);
    }
    await waitFor(page, `a press by a ${how} on ${side}'s side`, (n) => window.tengenHall.presses() === n,
      3000, before.seq + 1);
    const other = side === 'B' ? 'W' : 'B';
    if (offline) {
      const queued = await page.evaluate(() => window.tengenHall.queue());
      check(queued.length === before.queue + 1, `the queue has ${queued.length} presses, not ${before.queue + 1}`);
      const p = queued[queued.length - 1];
      check(p.id === id && p.side === side, `queued ${JSON.stringify(p)}, not ${id} by ${side}`);
      presses.push({ id, side, at: p.at, offline: true });
      await waitFor(page, `${other}'s half running (offline) after ${side}'s press`,
        (o) => document.getElementById('half' + o).classList.contains('active'), 3000, other);
      return;
    }
    const ack = await until(`the ack of press ${id}`, () => ackOf(id)[0] || errorOf(id), 5000);
    check(ack.type === 'ack' && ack.applied === true && !ack.duplicate, `press ${id}: ${JSON.stringify(ack)}`);
    const msg = sent.find((m) => m.type === 'press' && m.id === id);
    check(msg && msg.side === side && !msg.queued, `the press sent: ${JSON.stringify(msg)}`);
    presses.push({ id, side, at: msg.at, offline: false });
    await waitFor(page, `the desk's state with ${other} to move`,
      (o) => { const st = window.tengenHall.state(); return st.toMove === o && st.status === 'running'; }, 3000, other);
  }
  async function journalPresses() {
    const log = await cli(['clock', 'log', file, '--table', '1', '--format', 'json'], { json: true });
    return log.events.filter((e) => e.event === 'press');
  }
  // Each press made is in the journal exactly once: as many presses as made, the same sides in
  // the same order, each at the time it was made (online: up to the network's delay later).
  async function checkJournal() {
    const journal = await journalPresses();
    check(journal.length === presses.length,
      `the journal has ${journal.length} presses, the page made ${presses.length}`);
    for (let i = 0; i < presses.length; ++i) {
      const p = presses[i], j = journal[i];
      check(j.player === p.side, `press ${i + 1} (${p.id}): the journal's is ${j.player}'s, the page's ${p.side}'s`);
      const late = j.t_ms - p.at;
      check(p.offline ? Math.abs(late) <= 1 : late >= -25 && late <= ONLINE_LATE_MS,
        `press ${i + 1} (${p.id}, ${p.offline ? 'offline' : 'online'}): made at ${p.at}, journalled at ${j.t_ms}`);
      // The desk says it holds the press — applied once, and a replay of it a duplicate. A replay
      // after a lost connection may be the only answer the page gets: the ack of the send the
      // desk applied can go down with that connection (seen once under load, stop 54).
      const acks = ackOf(p.id), applied = acks.filter((a) => a.applied).length;
      check(applied <= 1 && (applied === 1 || acks.some((a) => a.duplicate)),
        `press ${p.id}: ${applied} acks say applied, ${acks.filter((a) => a.duplicate).length} duplicate`);
      check(acks.every((a) => a.applied || a.duplicate), `press ${p.id}: an ack neither applied nor duplicate`);
    }
    return journal;
  }

  await step('press both clocks: taps on each half and the Space key', async () => {
    await press('B', 'tap');
    await press('W', 'tap');
    await press('B', 'Space');
    await press('W', 'Space');
    await press('B', 'tap');
    await press('W', 'tap');
  });

  await step('each press is in the journal exactly once (clock log --format json)', checkJournal);

  // #29 point 11: what a half says of a side the desk holds stopped, flagged or in a
  // Canadian block (the page's own figures for states it is given; the same function renders).
  await step('a half shows what the desk holds: a period begun, a fallen flag, Canadian stones', async () => {
    const got = await page.evaluate(() => {
      const H = window.tengenHall;
      const side = (main, periods, block, stones) => ({ main, periods, block, stones });
      const byo = { system: 'byoyomi', main: 0, period: 30000, periods: 5, stones: 0 };
      const can = { system: 'canadian', main: 600000, period: 300000, periods: 0, stones: 15 };
      const mpp = { system: 'moves', main: 0, period: 300000, periods: 0, stones: 10 };
      const paused = (control, black) => ({ status: 'paused', toMove: 'B', black, white: side(0, 5, 0, 15) });
      return {
        pausedInPeriod: H.figuresFor(byo, paused(byo, side(0, 3, 26800, 0)), null, 'B', 0),
        waitingSide: H.figuresFor(byo, paused(byo, side(0, 3, 26800, 0)), null, 'W', 0),
        sealedLast: H.figuresFor(byo, { ...paused(byo, side(0, 1, 4100, 0)), status: 'sealed' }, null, 'B', 0),
        flagged: H.figuresFor(byo, { status: 'flagged', toMove: 'B', flag: 'B', black: side(0, 0, 30000, 0),
          white: side(0, 5, 0, 0) }, null, 'B', 0),
        canadianPaused: H.figuresFor(can, paused(can, side(0, 0, 125000, 7)), null, 'B', 0),
        canadianRunning: H.figuresFor(can, { status: 'running', toMove: 'B', black: side(0, 0, 125000, 7),
          white: side(600000, 0, 300000, 15), events: [{ at: 1000 + 125000, kind: 'flag', left: 0 }] }, null, 'B', 61000),
        canadianMain: H.figuresFor(can, paused(can, side(600000, 0, 300000, 15)), null, 'B', 0),
        canadianBlockDone: H.chargeFor(can, side(0, 0, 125000, 1), 20000),
        movesBlockDone: H.chargeFor(mpp, side(0, 0, 125000, 1), 20000),
        canadianMove: H.chargeFor(can, side(0, 0, 125000, 7), 20000),
      };
    });
    const want = {
      pausedInPeriod: { time: '27', byo: true, detail: 'Byo-yomi · 3 left' },
      waitingSide: { time: '30', byo: true, detail: 'Byo-yomi · 5 left' },
      sealedLast: { time: '5', byo: true, detail: 'Byo-yomi · last period' },
      flagged: { time: '0', byo: true, detail: 'Time' },
      canadianPaused: { time: '02:05', detail: '7 moves to play in this block' },
      canadianRunning: { time: '01:05', detail: '7 moves to play in this block' },
      canadianMain: { time: '10:00', detail: '' },
      canadianBlockDone: { main: 0, periods: 0, block: 300000, stones: 15 },
      movesBlockDone: { main: 0, periods: 0, block: 405000, stones: 10 },
      canadianMove: { main: 0, periods: 0, block: 105000, stones: 6 },
    };
    const wrong = Object.keys(want).filter((k) => JSON.stringify(got[k]) !== JSON.stringify(want[k]));
    check(wrong.length === 0, wrong.map((k) => `${k}: ${JSON.stringify(got[k])}, not ${JSON.stringify(want[k])}`).join('; '));
  });

  // ---- Byo-yomi: the calls of two periods of Black's turn ----
  const turn = await step('Black\'s turn in byo-yomi: the desk plans its calls', async () => {
    const s = await waitFor(page, 'the desk\'s events of Black\'s turn', (at) => {
      const st = window.tengenHall.state();
      return st && st.toMove === 'B' && st.events && st.events.length && st.events[0].at > at && st;
    }, 5000, presses[presses.length - 1].at - 200).then((h) => h.jsonValue());
    const used = s.events.filter((e) => e.kind === 'period_used');
    check(used.length === 2, `${used.length} period ends planned, not 2`);
    const end = used[1].at;
    const start = end - 2 * PERIOD_MS;
    const expected = s.events.filter((e) => e.kind === 'call' && e.at > start && e.at <= end)
      .map((e) => ({ due: e.at, key: e.keys[0] }));
    check(expected.length >= 4, `only ${expected.length} calls in two periods: ${JSON.stringify(s.events)}`);
    const detail = await page.$eval('#detailB', (e) => e.textContent);
    check(detail === 'Byo-yomi · 3 left', `Black's half says "${detail}"`);
    return { start, end, expected };
  });

  if (inPart('network')) await step(`screenshots at phone size (${opts.screenshots ? 'into ' + opts.screenshots : 'not asked for'})`, async () => {
    // The running clock in byo-yomi: in English on this page, in Chinese on a second device.
    await waitFor(page, '1.5 s into Black\'s turn', (at) => window.tengenHall.hallNow() > at, 5000, turn.start + 1500);
    if (opts.screenshots) {
      fs.mkdirSync(opts.screenshots, { recursive: true });
      await page.screenshot({ path: path.join(opts.screenshots, 'hall-table-en.png') });
    }
    const context = await browser.createBrowserContext();
    try {
      const zh = await context.newPage();
      await preparePage(zh);
      await zh.goto(`${base}/t/${code1}?lang=zh_CN`, { waitUntil: 'load' });
      await waitFor(zh, 'the Chinese page online with the clock running', () => window.tengenHall.online()
        && window.tengenHall.state() && document.getElementById('nameB').textContent !== ''
        && /^\d+$/.test(document.getElementById('timeB').textContent));
      const label = await zh.$eval('#tableLabel', (e) => e.textContent);
      check(label === '第 1 台', `the Chinese page says "${label}"`);
      check(await zh.$eval('#link', (e) => e.textContent) === '已连接', 'the Chinese page does not say 已连接');
      // #29 point 12: a second device at the table is its own device and does not hold the
      // clock: it says so, and a tap on it presses nothing.
      const zhDevice = await zh.evaluate(() => window.tengenHall.device());
      check(zhDevice !== deviceId, `the second device has the first one's id ${zhDevice}`);
      await waitFor(zh, 'the second device told another holds the clock',
        () => document.getElementById('banner').textContent.includes('本台的计时在另一台设备上'));
      const before = await zh.evaluate(() => window.tengenHall.presses());
      const box = await (await zh.$('#halfB')).boundingBox();
      await zh.touchscreen.tap(box.x + box.width / 2, box.y + box.height * 0.7);
      check(await zh.evaluate(() => window.tengenHall.presses()) === before, 'the second device pressed the clock');
      if (opts.screenshots) await zh.screenshot({ path: path.join(opts.screenshots, 'hall-table-zh_CN.png') });
      let problems = await layoutProblems(zh);
      check(problems.length === 0, `upright, with a banner: ${problems.join('; ')}`);
      // Sideways: the halves side by side, everything still on the screen.
      await zh.setViewport({ ...phone, width: 844, height: 390 });
      await waitFor(zh, 'the halves side by side', () => {
        const b = document.getElementById('halfB').getBoundingClientRect();
        const w = document.getElementById('halfW').getBoundingClientRect();
        return Math.abs(b.top - w.top) < 1 && (b.left >= w.right || w.left >= b.right);
      });
      await new Promise((r) => setTimeout(r, 300)); // a render fits the time to the new halves
      problems = await layoutProblems(zh);
      check(problems.length === 0, `sideways: ${problems.join('; ')}`);
      if (opts.screenshots) await zh.screenshot({ path: path.join(opts.screenshots, 'hall-table-zh_CN-sideways.png') });
    } finally {
      await context.close();
    }
  });

  // #29 point 10: the page over plain HTTP on a LAN name has no Wake Lock; a video plays
  // behind the clock instead (and keeps playing past its end), covering no control. The page
  // on 127.0.0.1 (a secure context) holds the Wake Lock itself.
  if (inPart('network')) await step('the screen stays awake: the Wake Lock on 127.0.0.1, the video on a LAN name', async () => {
    check(await page.evaluate(() => window.tengenHall.awake()) === 'wake-lock',
      `the page on 127.0.0.1 keeps awake by "${await page.evaluate(() => window.tengenHall.awake())}"`);
    const context = await browser.createBrowserContext();
    try {
      const lan = await context.newPage();
      await preparePage(lan);
      await lan.goto(`http://${LAN_HOST}:${relay.port}/t/${hall.tables[1].code}?lang=en`, { waitUntil: 'load' });
      await waitFor(lan, 'the page online', () => window.tengenHall.online());
      const secure = await lan.evaluate(() => ({ secure: window.isSecureContext, lock: 'wakeLock' in navigator }));
      check(!secure.secure && !secure.lock, `the LAN page: ${JSON.stringify(secure)} (a secure context?)`);
      const box = await (await lan.$('#tableLabel')).boundingBox();
      await lan.touchscreen.tap(box.x + 2, box.y + 2); // a touch lets a browser play video
      await waitFor(lan, 'the keep-awake video playing', () => window.tengenHall.awake() === 'video');
      const at = await lan.evaluate(() => document.getElementById('awake').currentTime);
      await delay(2600); // past the end of its two seconds
      const v = await lan.evaluate(() => {
        const e = document.getElementById('awake'), r = e.getBoundingClientRect();
        return { paused: e.paused, ended: e.ended, t: e.currentTime, loops: e.loop, w: r.width, h: r.height,
          W: window.innerWidth, H: window.innerHeight, awake: window.tengenHall.awake(),
          src: e.currentSrc, ready: e.readyState };
      });
      check(!v.paused && !v.ended && v.awake === 'video' && v.ready >= 2, `after its end the video is ${JSON.stringify(v)}`);
      check(v.t !== at, `the video stands still at ${v.t} s`);
      check(v.w >= v.W - 1 && v.h >= v.H - 1, `the video is ${v.w}×${v.h} on a ${v.W}×${v.H} screen`);
      const problems = await layoutProblems(lan);
      check(problems.length === 0, `with the video behind: ${problems.join('; ')}`);
      if (opts.screenshots) await lan.screenshot({ path: path.join(opts.screenshots, 'hall-table-lan-awake.png') });
      figures.awakeVideo = v.src.replace(/^.*\//, '');
    } finally {
      await context.close();
    }
  });

  // After two periods Black's half says he is in his last one, and his press keeps it.
  async function blackInHisLastPeriod() {
    const shown = await page.evaluate(() => ({
      detail: document.getElementById('detailB').textContent,
      byo: document.getElementById('halfB').classList.contains('byo'),
      active: document.getElementById('halfB').classList.contains('active'),
    }));
    check(shown.detail === 'Byo-yomi · last period' && shown.byo && shown.active, `Black's half: ${JSON.stringify(shown)}`);
    await press('B', 'tap');
    const s = await hallState();
    check(s.black.periods === 1, `Black has ${s.black.periods} periods left after two ran out, not 1`);
  }
  const endOfTheSecondPeriod = () => waitFor(page, 'the end of Black\'s second period',
    (at) => window.tengenHall.hallNow() > at, 2 * PERIOD_MS + 5000, turn.end + 400);
  if (!inPart('timing')) await step('two periods of byo-yomi run out', async () => {
    await endOfTheSecondPeriod();
    await blackInHisLastPeriod();
  });
  else await step('two periods of byo-yomi: each call planned within 30 ms of its time', async () => {
    await endOfTheSecondPeriod();
    // calls() also keeps calls planned for earlier turns that ended before they fell due: this
    // turn's are those at the times the desk gave for it.
    const planned = new Map((await page.evaluate(() => window.tengenHall.calls())).map((c) => [`${c.due}:${c.key}`, c]));
    const missing = turn.expected.filter((e) => !planned.has(`${e.due}:${e.key}`));
    check(missing.length === 0, `calls never planned: ${JSON.stringify(missing)}; planned: ${JSON.stringify([...planned.values()])}`);
    const calls = turn.expected.map((e) => planned.get(`${e.due}:${e.key}`));
    const errors = calls.map((c) => ({ key: c.key, at: c.due - turn.start, error: c.onset - c.due }));
    const worst = Math.max(...errors.map((e) => Math.abs(e.error)));
    figures.calls = calls.length;
    figures.maxOnsetErrorMs = worst;
    console.log('     calls (ms into the turn: key, onset - due): ' +
      errors.map((e) => `${e.at}: ${e.key} ${e.error >= 0 ? '+' : ''}${e.error.toFixed(1)}`).join(', '));
    // What was heard: the clips started and not stopped before they began, in the desk's time
    // (the audio clock mapped through its output timestamp, the page's offset as it is now: it
    // was planned with the offset of its time, which the syncs since may have moved by some ms).
    const heard = await page.evaluate(() => {
      const offset = window.tengenHall.offset();
      const desk = (r, t) => (r.ts && r.ts.performanceTime > 0 ? r.ts.performanceTime + (t - r.ts.contextTime) * 1000 + offset : null);
      return window.tengenTestSources.map((r) => ({ start: desk(r, r.when), stopped: r.stopped === null ? null : desk(r, r.stopped),
        end: desk(r, r.when + r.duration) }));
    });
    const inTurn = heard.filter((h) => h.start !== null && h.start > turn.start && h.start <= turn.end + 400);
    const cut = inTurn.filter((h) => h.stopped !== null && h.stopped > h.start && h.stopped < h.end);
    const heardErrors = turn.expected.map((e) => {
      const first = inTurn.filter((h) => (h.stopped === null || h.stopped > h.start) && Math.abs(h.start - e.due) < 300)
        .sort((a, b) => a.start - b.start)[0];
      return first ? first.start - e.due : null;
    });
    figures.heardCalls = heardErrors.filter((x) => x !== null).length;
    figures.maxHeardErrorMs = Math.max(0, ...heardErrors.filter((x) => x !== null).map(Math.abs));
    console.log(`     heard: ${figures.heardCalls} of ${turn.expected.length} calls began sounding, the first clip ` +
      `of each within ${figures.maxHeardErrorMs.toFixed(1)} ms of its time; ${cut.length} clip(s) cut off as they sounded`);
    check(worst <= ONSET_TOLERANCE_MS, `a call starts ${worst.toFixed(1)} ms from its time (at most ${ONSET_TOLERANCE_MS})`);
    check(cut.length === 0, `${cut.length} clip(s) of this turn's calls stopped while sounding (at ${cut.map((h) =>
      `${Math.round(h.start - turn.start)}–${Math.round(h.stopped - turn.start)} ms`).join(', ')} into the turn)`);
    check(figures.heardCalls === turn.expected.length, `only ${figures.heardCalls} of ${turn.expected.length} calls began sounding`);
    check(figures.maxHeardErrorMs <= HEARD_TOLERANCE_MS, `a call was heard ${figures.maxHeardErrorMs.toFixed(1)} ms from its time (at most ${HEARD_TOLERANCE_MS})`);
    await blackInHisLastPeriod();
  });

  // What a table's page and socket must never carry (checked last, over all that was sent).
  const privacyStep = 'no birth dates, contacts or notes on the page or over its socket';
  async function nothingPrivate() {
    // The welcome: the table, the players' names, the clock (calls: the event's schedule of calls).
    // `device`: this device's own tag, to tell whether it holds the clock (hall-protocol.md §3).
    const allowed = ['type', 'table', 'round', 'black', 'white', 'control', 'spec', 'calls', 'lang', 'now', 'device', 'state'];
    const extra = Object.keys(welcome).filter((k) => !allowed.includes(k));
    check(extra.length === 0, `the welcome has more than names, table and clock: ${extra.join(', ')}`);
    const names = PLAYERS.map((p) => p.family + p.given);
    check(names.includes(welcome.black) && names.includes(welcome.white),
      `the welcome's players are ${JSON.stringify(welcome.black)} and ${JSON.stringify(welcome.white)}, not names alone`);
    const frames = received.map((r) => r.raw).join('\n');
    const html = await page.evaluate(() => document.documentElement.outerHTML + '\n' + document.body.innerText
      + '\n' + JSON.stringify(localStorage));
    for (const secret of PRIVATE) {
      check(!frames.includes(secret), `the socket carried "${secret}"`);
      check(!html.includes(secret), `the page holds "${secret}"`);
    }
    check(!/@/.test(frames), 'the socket carried an e-mail address');
    check(pageErrors.length === 0, `the page threw: ${pageErrors.join('; ')}`);
  }
  if (!inPart('network')) {
    await step(privacyStep, nothingPrivate);
    return figures;
  }

  // ---- The connection lost, presses meanwhile, the connection back ----
  const pressesOnline = presses.length;
  await step('the connection drops: the page says it is offline', async () => {
    relay.cut();
    await waitFor(page, 'the page to say "Offline since …"', () => !window.tengenHall.online()
      && document.getElementById('link').classList.contains('offline')
      && document.getElementById('link').textContent.startsWith('Offline since'), 5000);
  });

  await step('presses while offline wait in the page\'s queue', async () => {
    await press('W', 'tap', { offline: true });
    await press('B', 'Space', { offline: true });
    await press('W', 'tap', { offline: true });
    await press('B', 'tap', { offline: true });
    const banner = await page.$eval('#banner', (e) => (e.hidden ? '' : e.textContent));
    check(banner.includes('Offline: 4 presses to send'), `the banner says "${banner}"`);
    const journal = await journalPresses();
    check(journal.length === pressesOnline, `the desk has ${journal.length} presses while the page is offline, not ${pressesOnline}`);
  });

  await step('the connection is back: the queued presses go in', async () => {
    relay.restore();
    await waitFor(page, 'the page back online with its queue sent', () => window.tengenHall.online()
      && window.tengenHall.queue().length === 0 && document.getElementById('link').textContent === 'Connected', 15000);
    for (const p of presses.filter((q) => q.offline)) {
      const ack = await until(`the ack of the queued press ${p.id}`, () => ackOf(p.id).find((a) => a.applied) || errorOf(p.id), 5000);
      check(ack.type === 'ack', `queued press ${p.id}: ${JSON.stringify(ack)}`);
      const msg = sent.find((m) => m.type === 'press' && m.id === p.id);
      check(msg && msg.queued === true && msg.at === p.at, `the queued press was sent as ${JSON.stringify(msg)}`);
    }
    const s = await waitFor(page, 'the desk\'s state with White to move',
      () => { const st = window.tengenHall.state(); return st.toMove === 'W' && st; }).then((h) => h.jsonValue());
    check(s.status === 'running', `the clock is ${s.status} after the replay`);
  });

  const journal = await step('every press made is in the journal exactly once', checkJournal);
  figures.pressesMade = presses.length;
  figures.pressesOffline = presses.filter((p) => p.offline).length;
  figures.pressesSent = sent.filter((m) => m.type === 'press').length;
  figures.pressesApplied = journal.length;

  // ---- A network that goes silent without closing: the page notices by itself ----
  await step('the network goes silent: the page notices within seconds and comes back', async () => {
    relay.stall();
    const t0 = Date.now();
    await waitFor(page, 'the page to go offline by itself', () => !window.tengenHall.online(), 15000);
    figures.silenceNoticedMs = Date.now() - t0;
    relay.restore();
    await waitFor(page, 'the page back online', () => window.tengenHall.online(), 15000);
  });

  // ---- #45 point 1: a press made in time while the network stalls longer than the time left ----
  // Black is in his last period (10 s). The network stalls right after White's press; Black
  // presses 2 s into the stall, and the stall lasts 13 s, so the desk's reckoning of Black's
  // time runs out during it. The flag waits for the device: when the bytes come late (keep), or
  // are lost and the page replays the press (drop), the press is applied at its time, no flag.
  async function pressDuringAStall(keep) {
    await press('W', 'tap'); // online: Black to move
    const st = await hallState();
    check(st.toMove === 'B' && st.black.periods === 1, `Black to move in his last period: ${JSON.stringify(st.black)}`);
    const started = Date.now();
    relay.stall({ keep });
    await delay(2000);
    const before = await page.evaluate(() => window.tengenHall.presses());
    const box = await (await page.$('#halfB')).boundingBox();
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height * 0.7);
    await waitFor(page, 'Black\'s press on the page', (n) => window.tengenHall.presses() === n, 3000, before + 1);
    const id = `${deviceId}-${before + 1}`;
    const made = await until(`the press ${id} sent`, () => sent.find((m) => m.type === 'press' && m.id === id), 3000);
    await delay(Math.max(0, started + 13000 - Date.now()));
    let log = await cli(['clock', 'log', file, '--table', '1', '--format', 'json'], { json: true });
    check(!log.events.some((e) => e.event === 'flag'),
      `the desk decided a flag during the stall: ${JSON.stringify(log.events.slice(-3))}`);
    if (keep) relay.release(); else relay.restore();
    const ack = await until(`the desk's answer to the press made in time (${id})`,
      () => ackOf(id).find((a) => a.applied || a.duplicate) || errorOf(id), 20000);
    check(ack.type === 'ack', `the press made in time was refused: ${JSON.stringify(ack)}`);
    presses.push({ id, side: 'B', at: made.at, offline: true }); // at its own time, to the ms
    await waitFor(page, 'the page back online with nothing left to send',
      () => window.tengenHall.online() && window.tengenHall.queue().length === 0, 20000);
    await waitFor(page, 'the desk\'s state after the stall: White to move, no flag', () => {
      const st2 = window.tengenHall.state(); return st2.status === 'running' && st2.toMove === 'W' && !st2.flag;
    }, 5000).catch(async (e) => {
      const after = await hallState();
      throw new Error(`${e.message}: it holds ${after.status}, ${after.toMove} to move, flag ${after.flag}`);
    });
    log = await cli(['clock', 'log', file, '--table', '1', '--format', 'json'], { json: true });
    check(!log.events.some((e) => e.event === 'flag'), 'a flag in the journal after the stall');
    const journalled = log.events.filter((e) => e.event === 'press').pop();
    check(journalled.t_ms === made.at, `the press journalled at ${journalled.t_ms}, made at ${made.at}`);
  }
  await step('a press made in time during a stall longer than the time left: applied when the bytes come late, no flag',
    () => pressDuringAStall(true));
  await step('the same with the bytes lost: the page replays the press, no flag', () => pressDuringAStall(false));
  await step('every press made is still in the journal exactly once', checkJournal);

  // ---- A result entered at the table, reviewed and confirmed by both players ----
  // #29 points 6 and 7: Black claims the game first; the clock stops at once (no flag falls
  // while they confirm), and White's other claim makes it a dispute with both claims shown.
  await step('a result stops the clock (Result → Black wins)', async () => {
    await page.tap('#resultButton');
    await waitFor(page, 'the result dialog', () => document.getElementById('resultDialog').open);
    await page.tap('#resultDialog button[data-t="blackWins"]');
    const sentResult = await until('the result sent', () => sent.find((m) => m.type === 'result'), 3000);
    const answer = await until('the desk\'s answer to the result', () => errorOf(sentResult.id) || ackOf(sentResult.id)[0], 5000);
    check(answer.type === 'ack', `the desk answers "${answer.message}"`);
    await waitFor(page, 'the clock stopped while the result waits',
      () => { const st = window.tengenHall.state(); return st.result && st.status === 'paused'; });
    const banner = await page.$eval('#banner', (e) => e.textContent);
    check(!banner.includes('Paused'), `a waiting result is not a pause: the banner says "${banner}"`);
    // The stopped side shows what is left of the period it was in, as the desk holds it.
    const st = await hallState();
    const mover = st.toMove === 'B' ? st.black : st.white;
    const held = String(Math.ceil((mover.block > 0 ? mover.block : PERIOD_MS) / 1000));
    try { // the page renders ten times a second
      await waitFor(page, 'the stopped side\'s time', (id, want) => document.getElementById(id).textContent === want,
        2000, 'time' + st.toMove, held);
    } catch (e) {
      const time = await page.$eval('#time' + st.toMove, (el) => el.textContent);
      throw new Error(`the stopped side shows ${time}, the desk holds ${mover.block} ms of its period`);
    }
  });

  await step('enter another result on the page (Result → White wins): a dispute', async () => {
    await page.tap('#resultButton');
    await waitFor(page, 'the result dialog', () => document.getElementById('resultDialog').open);
    await page.tap('#resultDialog button[data-t="whiteWins"]');
    const sentResult = await until('the result sent',
      () => sent.filter((m) => m.type === 'result').slice(1)[0], 3000);
    const answer = await until('the desk\'s answer to the result', () => errorOf(sentResult.id) || ackOf(sentResult.id)[0], 5000);
    check(answer.type === 'ack', `the page sent ${JSON.stringify(sentResult)}; the desk answers "${answer.message}"`);
    // The state with White's claim (the ack may come before it), then the page's next render.
    await waitFor(page, 'the desk\'s state with White\'s claim to review', () => {
      const st = window.tengenHall.state();
      return st.result && st.result.result === 'white-wins' && st.result.disputed === 'black-wins' &&
        !st.result.B && !st.result.W && !st.result.refused;
    });
    await waitFor(page, 'the banner with the dispute', () =>
      document.getElementById('banner').textContent.includes('Dispute:'), 3000);
    const shown = await page.evaluate(() => ({
      banner: document.getElementById('banner').textContent,
      confirms: [...document.querySelectorAll('[data-confirm]')].map((b) => !b.parentElement.hidden && b.textContent),
    }));
    check(shown.banner.includes('Review: White wins — both players confirm'), `the banner says "${shown.banner}" ` +
      `(the desk's result: ${JSON.stringify((await hallState()).result)})`);
    check(shown.banner.includes('Dispute: first Black wins, then White wins — call the referee'),
      `the banner says "${shown.banner}"`);
    const problems = await layoutProblems(page);
    check(problems.length === 0, `with the result to confirm: ${problems.join('; ')}`);
    if (opts.screenshots) await page.screenshot({ path: path.join(opts.screenshots, 'hall-table-result-en.png') });
    check(shown.confirms.every((c) => c === 'I confirm'), `the confirm buttons: ${JSON.stringify(shown.confirms)}`);
  });

  await step('both players confirm (复核 / 确认): the result is in the round', async () => {
    await page.tap('[data-confirm="B"]');
    await waitFor(page, 'Black\'s confirmation in the desk\'s state',
      () => { const st = window.tengenHall.state(); return st.result && st.result.B && !st.result.W; });
    await waitFor(page, 'Black\'s button to say Confirmed',
      () => { const b = document.querySelector('[data-confirm="B"]'); return b.disabled && b.textContent === 'Confirmed'; });
    await page.tap('[data-confirm="W"]');
    await waitFor(page, 'the game finished once both confirmed',
      () => { const st = window.tengenHall.state(); return st.status === 'finished' && !st.result; });
    const banner = await page.$eval('#banner', (e) => e.textContent);
    check(banner.includes('Game over'), `the banner says "${banner}"`);
    const log = await cli(['clock', 'log', file, '--table', '1', '--round', '1', '--format', 'json'], { json: true });
    check(log.result === 'w', `the round's game at table 1 has the result "${log.result}", not w (White wins)`);
    check(log.events[log.events.length - 1].event === 'finish', `the clock's last entry is ${JSON.stringify(log.events[log.events.length - 1])}`);
    const standings = await cli(['standings', file, '--round', '1', '--format', 'json'], { json: true });
    const row = (name) => standings.rows.find((r) => r.name === name);
    const white = row(welcome.white), black = row(welcome.black);
    check(white && black, `the standings have no rows for ${welcome.white} and ${welcome.black}`);
    check(/^\d+\+/.test(white.rounds[0]) && /^\d+-/.test(black.rounds[0]),
      `the standings show round 1 as ${white.rounds[0]} for White, ${black.rounds[0]} for Black`);
    const pairings = await cli(['pairings', file, '--round', '1', '--format', 'text']);
    const line = pairings.split('\n').find((l) => /^1\s/.test(l));
    check(line, `the pairings have no table 1:\n${pairings}`);
    console.log(`     standings: White ${welcome.white} ${white.rounds[0]}, Black ${welcome.black} ${black.rounds[0]}; pairings: ${line.trim()}`);
  });

  // ---- #45 points 2 and 5: table 2, its referee and its phone ----
  // The phone held sideways at table 2 earlier is gone: the hall paused the table a few seconds
  // after, and a new phone says so. The referee moves the clock to it and resumes; Black's
  // flag falls; the referee takes it back (the dialog fits the phone's screen, its reason
  // labelled), gives Black a minute and resumes.
  const code2 = hall.tables[1].code;
  let page2 = null;
  async function openTable2() {
    const p = await browser.newPage();
    await preparePage(p);
    p.on('pageerror', (e) => pageErrors.push(e.message));
    await p.goto(`${base}/t/${code2}?lang=en`, { waitUntil: 'load' });
    await waitFor(p, 'table 2 online with its clock',
      () => window.tengenHall && window.tengenHall.online() && window.tengenHall.state());
    return p;
  }
  async function referee(p, action, fill = {}) {
    if (!(await p.evaluate(() => document.getElementById('refereeDialog').open))) {
      await p.$eval('#menuButton', (e) => e.click());
      await waitFor(p, 'the menu', () => document.getElementById('menu').open);
      await p.$eval('#refereeButton', (e) => e.click());
      await waitFor(p, 'the referee dialog', () => document.getElementById('refereeDialog').open);
    }
    for (const [sel, value] of Object.entries(fill)) {
      await p.$eval(sel, (e, v) => { e.value = v; }, value);
    }
    await p.$eval(`[data-ref="${action}"]`, (e) => e.click());
  }
  await step('the referee takes table 2\'s fallen flag back from a phone, with a reason', async () => {
    page2 = await openTable2();
    const st = await page2.evaluate(() => window.tengenHall.state());
    check(st.status === 'paused' && st.pausedForDevice, `table 2: ${JSON.stringify({ status: st.status, flag: st.flag })}`);
    await waitFor(page2, 'the page to say why table 2 is paused', () =>
      document.getElementById('banner').textContent.includes('device was gone'), 5000);
    check(!(await page2.evaluate(() => window.tengenHall.holdsClock())), 'a new phone holds the clock without the referee');
    await referee(page2, 'take-over', { '#pin': PIN });
    await waitFor(page2, 'the clock moved to this phone', () => window.tengenHall.holdsClock());
    await referee(page2, 'resume', { '#pin': PIN });
    await waitFor(page2, 'Black\'s flag at table 2', () => window.tengenHall.state().flag === 'B', 40000);
    await page2.evaluate(() => document.getElementById('refereeDialog').close());
    await page2.$eval('#menuButton', (e) => e.click());
    await waitFor(page2, 'the menu', () => document.getElementById('menu').open);
    await page2.$eval('#refereeButton', (e) => e.click());
    await waitFor(page2, 'the referee dialog', () => document.getElementById('refereeDialog').open);
    // At 390 × 844 every control is inside the dialog and on the screen (the Adjust row ran past
    // the dialog, Close was cut), every field labelled.
    const problems = await page2.evaluate(() => {
      const out = [];
      const dialog = document.getElementById('refereeDialog');
      const W = window.innerWidth, H = window.innerHeight;
      for (const el of dialog.querySelectorAll('input, select, button')) {
        el.scrollIntoView({ block: 'nearest' });
        const b = el.getBoundingClientRect(), d = dialog.getBoundingClientRect();
        const name = el.id || el.dataset.ref || el.textContent;
        if (b.left < d.left - 0.5 || b.right > d.right + 0.5) out.push(`${name} past the dialog's side`);
        if (b.left < -0.5 || b.right > W + 0.5 || b.top < -0.5 || b.bottom > H + 0.5) out.push(`${name} off the screen`);
        if (el.tagName !== 'BUTTON' && !el.closest('label') && !el.closest('fieldset')) out.push(`${name} without a label`);
      }
      const d = dialog.getBoundingClientRect();
      if (d.right > W + 0.5 || d.bottom > H + 0.5) out.push(`the dialog ${JSON.stringify(d)} past the screen`);
      return out;
    });
    check(problems.length === 0, `the referee dialog at 390 × 844: ${problems.join('; ')}`);
    if (opts.screenshots) await page2.screenshot({ path: path.join(opts.screenshots, 'hall-referee-dialog-en.png') });
    await referee(page2, 'unflag', { '#pin': PIN, '#refReason': '' });
    await until('a flag taken back without a reason refused', () => page2.evaluate(
      () => document.getElementById('refereeError').textContent), 5000);
    await referee(page2, 'unflag', { '#pin': PIN, '#refReason': 'the clock was set up late' });
    await waitFor(page2, 'the flag taken back', () => {
      const s = window.tengenHall.state(); return !s.flag && s.status === 'paused';
    });
    const log = await cli(['clock', 'log', file, '--table', '2', '--format', 'json'], { json: true });
    const last = log.events[log.events.length - 1];
    check(last.event === 'unflag' && last.reason === 'the clock was set up late',
      `the journal's last entry at table 2: ${JSON.stringify(last)}`);
    await referee(page2, 'adjust', { '#pin': PIN, '#adjSide': 'B', '#adjSeconds': '60', '#refReason': 'the clock was set up late' });
    await until('Black given a minute (the journal\'s adjustment)', async () => {
      const error = await page2.evaluate(() => document.getElementById('refereeError').textContent);
      if (error) throw new Error(`the adjustment was refused: ${error}`);
      const log2 = await cli(['clock', 'log', file, '--table', '2', '--format', 'json'], { json: true });
      const e = log2.events[log2.events.length - 1];
      return e.event === 'adjust' && e.delta_ms === 60000 && e.player === 'B';
    }, 5000);
    await referee(page2, 'resume', { '#pin': PIN });
    await waitFor(page2, 'table 2 running again', () => window.tengenHall.state().status === 'running');
    await page2.evaluate(() => document.getElementById('refereeDialog').close());
  });

  await step('a re-scan on the phone that held table 2\'s clock goes on without the PIN', async () => {
    check(await page2.evaluate(() => window.tengenHall.holdsClock()), 'the first phone does not hold table 2\'s clock');
    const id = await page2.evaluate(() => window.tengenHall.device());
    await page2.close(); // the tab closed, the code scanned again (a new tab, the same phone)
    page2 = await openTable2();
    const again = await page2.evaluate(() => ({ id: window.tengenHall.device(), holds: window.tengenHall.holdsClock() }));
    check(again.id === id && again.holds, `after the re-scan: ${JSON.stringify(again)} (before: ${id})`);
    const box = await (await page2.$('#halfB')).boundingBox();
    await page2.touchscreen.tap(box.x + box.width / 2, box.y + box.height * 0.7);
    await waitFor(page2, 'Black\'s press at table 2 applied', () => window.tengenHall.state().toMove === 'W');
  });

  await step(`a table whose only phone is killed is paused ${DEVICE_GONE_GRACE_S} s later, and says why`, async () => {
    const cdp2 = await page2.createCDPSession();
    const killed = Date.now();
    cdp2.send('Page.crash').catch(() => {}); // the renderer dies: no goodbye (and no answer)
    const pause = await until('table 2 paused by the hall', async () => {
      const log = await cli(['clock', 'log', file, '--table', '2', '--format', 'json'], { json: true });
      const last = log.events[log.events.length - 1];
      return last.event === 'pause' && last;
    }, (DEVICE_GONE_GRACE_S + 10) * 1000);
    const took = Date.now() - killed;
    check(pause.reason === `the table's device was gone for ${DEVICE_GONE_GRACE_S} s`, `the pause says "${pause.reason}"`);
    check(took >= DEVICE_GONE_GRACE_S * 1000 - 200, `paused ${took} ms after the phone died`);
    figures.deviceGonePauseMs = took;
    page2.close().catch(() => {}); // a crashed page's tab, not waited for
    page2 = await openTable2();
    await waitFor(page2, 'the page to say why the clock is paused', () =>
      document.getElementById('banner').textContent.includes('device was gone'), 5000);
    await page2.close();
  });

  await step('the live standings on a phone held upright show the score and its tie-breakers', async () => {
    // #28 point 12: at 390 px the country and club came first and pushed Score and SOS off the
    // screen. Upright they give way (and the rounds); held sideways the rounds come back.
    const live = spawn(opts.cli, ['serve', file, '--address', '127.0.0.1', '--port', '0'],
      { env: cliEnv, stdio: ['ignore', 'pipe', 'pipe'] });
    cleanups.push(() => live.kill('SIGKILL'));
    const url = await new Promise((resolve, reject) => {
      let out = '';
      const timer = setTimeout(() => reject(new Error(`serve printed no address: ${out}`)), 15000);
      live.stdout.setEncoding('utf8');
      live.stdout.on('data', (d) => {
        out += d;
        const m = out.match(/(http:\/\/127\.0\.0\.1:\d+\/)/);
        if (m) { clearTimeout(timer); resolve(m[1]); }
      });
    });
    const standings = await browser.newPage();
    const columns = async () => standings.evaluate(() => [...document.querySelectorAll('tr:first-child th')]
      .map((th) => ({ text: th.textContent, shown: th.offsetParent !== null,
                      right: th.getBoundingClientRect().right, numeric: th.classList.contains('n'),
                      round: th.classList.contains('r') }))
      .concat([{ width: window.innerWidth }]));
    for (const [label, viewport] of [['upright', phone], ['sideways', { ...phone, width: 844, height: 390 }]]) {
      await standings.setViewport(viewport);
      await standings.goto(url + 'standings?lang=en', { waitUntil: 'load' });
      const cols = await columns();
      const width = cols.pop().width;
      const scores = cols.filter((c) => c.numeric && c.shown && !/^(Pl|Place|No\.)$/.test(c.text));
      check(scores.length >= 2, `${label}: the score and a tie-breaker are not both shown: ${JSON.stringify(cols)}`);
      for (const c of scores)
        check(c.right <= width, `${label}: "${c.text}" ends at ${c.right} px, off a screen of ${width} px`);
      if (label === 'sideways')
        check(cols.some((c) => c.round && c.shown), `sideways: no round shown: ${JSON.stringify(cols)}`);
      if (opts.screenshots)
        await standings.screenshot({ path: path.join(opts.screenshots, `live-standings-${label}.png`) });
    }
    await standings.close();
    live.kill('SIGKILL');
  });

  await step(privacyStep, nothingPrivate);

  return figures;
}

let code = 0;
try {
  const figures = await main();
  if (opts.part === 'timing') console.log(`figures: ${figures.clipKeys} clips served ${figures.clipsReadyMs} ms after joining; ` +
    `${figures.calls} calls, max |onset - due| ${figures.maxOnsetErrorMs.toFixed(1)} ms ` +
    `(heard: ${figures.heardCalls} calls, max ${figures.maxHeardErrorMs.toFixed(1)} ms); run time ${elapsed()}`);
  else if (opts.part === 'network') console.log(`figures: presses: ${figures.pressesMade} made (${figures.pressesOffline} offline), ` +
    `${figures.pressesSent} sent (re-sends included), ${figures.pressesApplied} in the journal; a silent network noticed in ` +
    `${figures.silenceNoticedMs} ms; kept awake over plain HTTP by ${figures.awakeVideo}; a table whose phone died paused ` +
    `after ${figures.deviceGonePauseMs} ms; run time ${elapsed()}`);
  else console.log(`figures: ${figures.clipKeys} clips served ${figures.clipsReadyMs} ms after joining; ` +
    `${figures.calls} calls, max |onset - due| ${figures.maxOnsetErrorMs.toFixed(1)} ms ` +
    `(heard: ${figures.heardCalls} calls, max ${figures.maxHeardErrorMs.toFixed(1)} ms); ` +
    `presses: ${figures.pressesMade} made (${figures.pressesOffline} offline), ${figures.pressesSent} sent ` +
    `(re-sends included), ${figures.pressesApplied} in the journal; a silent network noticed in ${figures.silenceNoticedMs} ms; ` +
    `kept awake over plain HTTP by ${figures.awakeVideo}; a table whose phone died paused after ${figures.deviceGonePauseMs} ms; run time ${elapsed()}`);
  console.log(`hall_browser_test: ${stepsPassed} passed, 0 failed`);
} catch (e) {
  console.error(`FAIL ${e instanceof StepFailure ? e.message : `in step "${currentStep}": ${e.stack || e}`}`);
  console.log(`hall_browser_test: ${stepsPassed} passed, 1 failed`);
  code = 1;
  failed = true;
} finally {
  clearTimeout(watchdog);
  await cleanUp();
}
process.exit(code);
