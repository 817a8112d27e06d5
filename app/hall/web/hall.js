// The table's clock on a phone or tablet, connected to the desk (docs/hall-protocol.md).
// The desk's clock is the source of truth: this page shows what the desk says, counts on from
// its estimate of the desk's time, speaks the calls the desk plans, and sends presses with the
// desk's time they were made at. Offline it keeps counting and calling, keeps its presses and
// sends them in order when the desk is back. No build step, no library, no network but the desk.
'use strict';
(function () {
  const TEXT = {
    zh_CN: {
      joinTitle: '加入台次', joinHint: '输入成绩单上的台次码。', join: '加入',
      confirmMine: '本方确认', pause: '暂停', seal: '封棋', result: '成绩', language: '语言',
      sound: '读秒声音', fullscreen: '全屏', flip: '交换上下', referee: '裁判', close: '关闭',
      sealHint: '写下封棋的一手（例如 Q16），确认后计时停止。', cancel: '取消', sealConfirm: '封棋',
      resultHint: '本局结果：', blackWins: '黑胜', whiteWins: '白胜', jigo: '和棋',
      pin: '裁判密码', resume: '继续', undo: '撤回上一次拍钟', adjust: '调整时间', black: '黑方',
      white: '白方', seconds: '秒', adjustDo: '调整', acceptResult: '接受成绩',
      table: '第 %1 台', online: '已连接', offline: '离线（自 %1 起）', connecting: '连接中…',
      notStarted: '未开始', paused: '已暂停', sealed: '已封棋', flagged: '超时', finished: '对局结束',
      periodsLeft: '读秒 · 还剩 %1 次', lastPeriod: '读秒 · 最后一次', mainTime: '基本时间', stonesLeft: '本段还需 %1 手',
      tapHint: '落子后按本方', pausedForDevice: '已暂停：本台的设备曾离线——请裁判恢复', review: '复核：%1 —— 请双方确认', cancelResult: '撤回成绩', otherDevice: '本台的计时在另一台设备上：裁判可将其移到这里', takeOver: '把计时移到本设备', unflag: '撤销超时判负', reason: '理由', confirmZero: '%1 —— 仍要调整吗？', disputed: '有争议：先报%1，后报%2 —— 请裁判', confirmedBy: '已确认',
      pauseRequested: '已暂停，等待裁判', held: '超时待定：等待本台设备同步', badCode: '台次码不对。',
      offlineQueued: '离线：%1 次拍钟待发送', stale: '请先加入台次'
    },
    zh_TW: {
      joinTitle: '加入台次', joinHint: '輸入成績單上的台次碼。', join: '加入',
      confirmMine: '本方確認', pause: '暫停', seal: '封棋', result: '成績', language: '語言',
      sound: '讀秒聲音', fullscreen: '全螢幕', flip: '交換上下', referee: '裁判', close: '關閉',
      sealHint: '寫下封棋的一手（例如 Q16），確認後計時停止。', cancel: '取消', sealConfirm: '封棋',
      resultHint: '本局結果：', blackWins: '黑勝', whiteWins: '白勝', jigo: '和棋',
      pin: '裁判密碼', resume: '繼續', undo: '撤回上一次按鐘', adjust: '調整時間', black: '黑方',
      white: '白方', seconds: '秒', adjustDo: '調整', acceptResult: '接受成績',
      table: '第 %1 台', online: '已連線', offline: '離線（自 %1 起）', connecting: '連線中…',
      notStarted: '未開始', paused: '已暫停', sealed: '已封棋', flagged: '超時', finished: '對局結束',
      periodsLeft: '讀秒 · 還剩 %1 次', lastPeriod: '讀秒 · 最後一次', mainTime: '基本時間', stonesLeft: '本段還需 %1 手',
      tapHint: '落子後按本方', pausedForDevice: '已暫停：本桌的裝置曾離線——請裁判恢復', review: '複核：%1 —— 請雙方確認', cancelResult: '撤回成績', otherDevice: '本桌的計時在另一台裝置上：裁判可將其移到這裡', takeOver: '把計時移到本裝置', unflag: '撤銷超時判負', reason: '理由', confirmZero: '%1 —— 仍要調整嗎？', disputed: '有爭議：先報%1，後報%2 —— 請裁判', confirmedBy: '已確認',
      pauseRequested: '已暫停，等待裁判', held: '超時待定：等待本台裝置同步', badCode: '台次碼不對。',
      offlineQueued: '離線：%1 次按鐘待傳送', stale: '請先加入台次'
    },
    en: {
      joinTitle: 'Join a table', joinHint: 'Type the code on the result sheet.', join: 'Join',
      confirmMine: 'I confirm', pause: 'Pause', seal: 'Seal move', result: 'Result',
      language: 'Language', sound: 'Spoken calls', fullscreen: 'Full screen', flip: 'Swap ends',
      referee: 'Referee', close: 'Close',
      sealHint: 'Write the sealed move (such as Q16); the clock stops when you confirm.',
      cancel: 'Cancel', sealConfirm: 'Seal', resultHint: 'The result of the game:',
      blackWins: 'Black wins', whiteWins: 'White wins', jigo: 'Jigo', pin: 'Referee PIN',
      resume: 'Resume', undo: 'Take back the last press', adjust: 'Adjust time', black: 'Black',
      white: 'White', seconds: 's', adjustDo: 'Adjust', acceptResult: 'Accept the result',
      table: 'Table %1', online: 'Connected', offline: 'Offline since %1', connecting: 'Connecting…',
      notStarted: 'Not started', paused: 'Paused', sealed: 'Sealed', flagged: 'Time', finished: 'Game over',
      periodsLeft: 'Byo-yomi · %1 left', lastPeriod: 'Byo-yomi · last period', mainTime: 'Main time', stonesLeft: '%1 moves to play in this block',
      tapHint: 'Tap your side after your move', pausedForDevice: 'Paused: this table\'s device was gone — the referee resumes', review: 'Review: %1 — both players confirm', cancelResult: 'Take the result back', otherDevice: 'Another device holds this table\'s clock: a referee can move it here', takeOver: 'Move the clock to this device', unflag: 'Take the flag back', reason: 'Reason', confirmZero: '%1 — adjust anyway?', disputed: 'Dispute: first %1, then %2 — call the referee',
      confirmedBy: 'Confirmed', pauseRequested: 'Paused: waiting for the referee',
      held: 'Flag not decided yet: waiting for this table’s device', badCode: 'That code is not right.',
      offlineQueued: 'Offline: %1 presses to send', stale: 'Join a table first'
    },
    ja: {
      joinTitle: '席に加わる', joinHint: '結果用紙の席番号コードを入力してください。', join: '加わる',
      confirmMine: '確認', pause: '一時停止', seal: '封じ手', result: '結果', language: '言語',
      sound: '秒読みの音声', fullscreen: '全画面', flip: '上下を入れ替え', referee: '審判', close: '閉じる',
      sealHint: '封じ手を書いてください（例：Q16）。確認すると時計が止まります。', cancel: '取消',
      sealConfirm: '封じる', resultHint: '対局の結果：', blackWins: '黒勝ち', whiteWins: '白勝ち',
      jigo: '持碁', pin: '審判の暗証番号', resume: '再開', undo: '最後の押しを取り消す',
      adjust: '時間の調整', black: '黒', white: '白', seconds: '秒', adjustDo: '調整',
      acceptResult: '結果を受け入れる', table: '%1 番', online: '接続中', offline: 'オフライン（%1 から）',
      connecting: '接続しています…', notStarted: '開始前', paused: '一時停止', sealed: '封じ手',
      flagged: '時間切れ', finished: '終局', periodsLeft: '秒読み · 残り %1 回', lastPeriod: '秒読み · 最後',
      mainTime: '持ち時間', stonesLeft: 'この区切りで残り %1 手', tapHint: '着手したら自分の側を押す', pausedForDevice: '一時停止：この卓の端末が切れていました —— 審判が再開します', review: '確認：%1 —— 双方が確認してください', cancelResult: '結果を取り消す', otherDevice: 'この卓の時計は別の端末にあります：審判がこちらへ移せます', takeOver: '時計をこの端末へ移す', unflag: '時間切れを取り消す', reason: '理由', confirmZero: '%1 —— それでも調整しますか？', disputed: '異議：最初に%1、次に%2 —— 審判を呼んでください',
      confirmedBy: '確認済み', pauseRequested: '一時停止：審判を待っています',
      held: '時間切れは未決定：この席の端末を待っています', badCode: 'コードが違います。',
      offlineQueued: 'オフライン：送信待ち %1 回', stale: '先に席に加わってください'
    },
    ko: {
      joinTitle: '대국석 참가', joinHint: '결과지에 있는 대국석 코드를 입력하십시오.', join: '참가',
      confirmMine: '확인', pause: '일시 정지', seal: '봉수', result: '결과', language: '언어',
      sound: '초읽기 음성', fullscreen: '전체 화면', flip: '위아래 바꾸기', referee: '심판', close: '닫기',
      sealHint: '봉수를 적으십시오 (예: Q16). 확인하면 시계가 멈춥니다.', cancel: '취소',
      sealConfirm: '봉수', resultHint: '대국 결과:', blackWins: '흑승', whiteWins: '백승', jigo: '무승부',
      pin: '심판 비밀번호', resume: '재개', undo: '마지막 누름 취소', adjust: '시간 조정', black: '흑',
      white: '백', seconds: '초', adjustDo: '조정', acceptResult: '결과 수락', table: '%1번 대국',
      online: '연결됨', offline: '오프라인 (%1부터)', connecting: '연결 중…', notStarted: '시작 전',
      paused: '일시 정지', sealed: '봉수', flagged: '시간 초과', finished: '종국',
      periodsLeft: '초읽기 · %1회 남음', lastPeriod: '초읽기 · 마지막', mainTime: '기본 시간', stonesLeft: '이 구간에서 %1수 남음',
      tapHint: '착수 후 자기 쪽을 누르십시오', pausedForDevice: '일시 정지: 이 테이블의 기기가 끊겼습니다 —— 심판이 재개합니다', review: '확인: %1 —— 두 선수가 확인하십시오', cancelResult: '결과 취소', otherDevice: '이 테이블의 시계는 다른 기기에 있습니다: 심판이 이쪽으로 옮길 수 있습니다', takeOver: '시계를 이 기기로 옮기기', unflag: '시간 초과 취소', reason: '이유', confirmZero: '%1 —— 그래도 조정하시겠습니까?', disputed: '이의: 처음 %1, 다음 %2 —— 심판을 부르십시오',
      confirmedBy: '확인함', pauseRequested: '일시 정지: 심판을 기다리는 중',
      held: '시간 초과 미정: 이 대국석 기기를 기다리는 중', badCode: '코드가 맞지 않습니다.',
      offlineQueued: '오프라인: 보낼 누름 %1회', stale: '먼저 대국석에 참가하십시오'
    }
  };
  const LANGS = Object.keys(TEXT);
  const $ = (id) => document.getElementById(id);
  const params = new URLSearchParams(location.search);
  let lang = params.get('lang');
  if (!LANGS.includes(lang)) {
    const nav = (navigator.language || 'zh-CN').replace('-', '_');
    lang = LANGS.includes(nav) ? nav
      : nav.startsWith('zh') ? (/TW|HK|Hant/.test(nav) ? 'zh_TW' : 'zh_CN')
      : LANGS.find((l) => nav.startsWith(l)) || 'zh_CN';
  }
  const t = (key, arg, arg2) => (TEXT[lang][key] || TEXT.en[key] || key).replace('%1', arg).replace('%2', arg2);

  // ---- Identity, code, what survives a reload ---------------------------------------------
  const codeInPath = (location.pathname.match(/^\/t\/([0-9A-Za-z-]{6,12})$/) || [])[1];
  const code = codeInPath ? codeInPath.toUpperCase() : '';
  const store = window.localStorage;
  // A device is its id, kept for the table's code (localStorage): a reload, a re-scan of the
  // code in a new tab or a reboot of the phone is the same device, which keeps the table's
  // clock without the referee (#45: a re-scan was a new device that needed the PIN); another
  // phone has no such id. The press counter is kept with the id, so that no press id is sent
  // twice. The desk lets one device of a table act on its clock.
  const tab = window.sessionStorage;
  const holderKey = 'tengen.device.' + code;
  const deviceId = tab.getItem('tengen.device') || (code && store.getItem(holderKey)) || (() =>
    Array.from(crypto.getRandomValues(new Uint8Array(8)),
      (b) => b.toString(16).padStart(2, '0')).join(''))();
  tab.setItem('tengen.device', deviceId);
  if (code) store.setItem(holderKey, deviceId);
  const seqKey = 'tengen.seq.' + deviceId;
  // The state names the device that holds the clock by a tag, never by its id; the welcome
  // tells this device its own tag.
  const holdsClock = () => !state || !state.clockDevice ||
    (welcome && state.clockDevice === welcome.device);
  const queueKey = 'tengen.queue.' + code;
  let queue = JSON.parse(store.getItem(queueKey) || '[]'); // presses made offline, in order
  let seq = Math.max(Number(store.getItem(seqKey) || 0), Number(tab.getItem('tengen.seq') || 0));
  const saveQueue = () => store.setItem(queueKey, JSON.stringify(queue));

  // ---- Time: the desk's clock, estimated over the socket -----------------------------------
  // offset = desk time - device time. The desk read its clock between the sending and the
  // receiving of a round trip: the offset lies in [desk - received, desk - sent]. The estimate is
  // the middle of what all recent round trips allow (the shortest one's middle if they disagree,
  // as when a clock drifted).
  let offset = null;
  const samples = [];
  const deviceNow = () => performance.now();
  const hallNow = () => deviceNow() + (offset || 0);
  function addSample(sent, received, deskNow) {
    samples.push({ low: deskNow - received - 0.5, high: deskNow - sent + 0.5 });
    if (samples.length > 32) samples.shift();
    let low = -Infinity, high = Infinity;
    for (const s of samples) { low = Math.max(low, s.low); high = Math.min(high, s.high); }
    if (low <= high) { offset = (low + high) / 2; return; }
    const best = samples.reduce((a, b) => (b.high - b.low < a.high - a.low ? b : a));
    offset = (best.low + best.high) / 2;
  }

  // ---- The table's clock as the desk last said, and as this page counts on ------------------
  let welcome = null;   // table, names, control
  let state = null;     // the desk's last state message
  let local = null;     // offline: {toMove, turnStart, sides:{B,W}}, the page's own reckoning
  let flipped = false;

  function fmt(ms) {
    ms = Math.max(0, ms);
    const s = Math.ceil(ms / 1000);
    const h = Math.floor(s / 3600), m = Math.floor((s % 3600) / 60), r = s % 60;
    const two = (n) => String(n).padStart(2, '0');
    return h > 0 ? h + ':' + two(m) + ':' + two(r) : two(m) + ':' + two(r);
  }

  // What falls due in a turn that starts at `start` with `side` before it, for the systems the
  // page can reckon alone (offline); the desk sends these itself while online.
  function turnEvents(control, side, start) {
    const ev = [];
    const main = side.main, P = control.period;
    switch (control.system) {
      case 'byoyomi': {
        // The calls as the desk would make them (welcome.calls: the event's schedule).
        const calls = (welcome && welcome.calls) || null;
        const say = (at, keys, left) => { if (keys && keys.length) ev.push({ at, kind: 'call', keys, left }); };
        if (main > 0) ev.push({ at: start + main, kind: 'main_time_out', left: side.periods });
        if (calls && main > 0 && side.periods > 0)
          say(start + main, calls.mainEnd[String(side.periods)], side.periods);
        for (let k = 0; k < side.periods; ++k) {
          const begins = start + main + k * P, last = k === side.periods - 1;
          if (calls)
            for (const p of last ? calls.last : calls.ordinary) say(begins + p.at, p.keys, side.periods - k);
          if (!last) {
            ev.push({ at: begins + P, kind: 'period_used', left: side.periods - k - 1 });
            if (calls) say(begins + P, calls.periodEnd[String(side.periods - k - 1)], side.periods - k - 1);
          }
        }
        ev.push({ at: start + main + side.periods * P, kind: 'flag', left: 0 });
        ev.sort((a, b) => a.at - b.at);
        break;
      }
      case 'canadian':
      case 'moves':
        if (main > 0) ev.push({ at: start + main, kind: 'main_time_out', left: 0 });
        ev.push({ at: start + main + side.block, kind: 'flag', left: 0 });
        break;
      case 'bronstein':
      case 'delay':
        ev.push({ at: start + main + control.delay, kind: 'flag', left: 0 });
        break;
      default:
        ev.push({ at: start + main, kind: 'flag', left: 0 });
    }
    return ev;
  }
  // What a move that took `used` costs the mover (offline reckoning; the desk charges for real).
  function charge(control, side, used) {
    const s = Object.assign({}, side);
    if (control.system === 'byoyomi') {
      if (used <= s.main) { s.main -= used; return s; }
      const over = used - s.main; s.main = 0;
      s.periods = Math.max(0, s.periods - Math.floor(over / control.period));
      return s;
    }
    if (control.system === 'canadian' || control.system === 'moves') {
      if (used < s.main) { s.main -= used; return s; }
      s.block = Math.max(0, s.block - (used - s.main)); s.main = 0;
      if (--s.stones <= 0) { // the block's moves are played: a new block (Canadian: the rest is lost)
        s.stones = control.stones;
        s.block = control.system === 'canadian' ? control.period : s.block + control.period;
      }
      return s;
    }
    s.main = Math.max(0, s.main - used);
    if (control.system === 'fischer') {
      s.main += control.increment;
      if (control.cap > 0) s.main = Math.min(s.main, control.cap);
    }
    return s;
  }

  // The figures one half shows, {time, detail, byo}: of the side `sideName` with the desk's
  // state `st`, or the page's own reckoning `lc` while offline, at the hall time `now`.
  function sideFigures(control, st, lc, sideName, now) {
    if (!st) return { time: '--:--', detail: '' };
    const moving = lc ? lc.toMove : st.toMove;
    const running = lc ? true : st.status === 'running';
    const side = lc ? lc.sides[sideName] : st[sideName === 'B' ? 'black' : 'white'];
    const byo = control.system === 'byoyomi';
    // Canadian and moves-per-period: a block's time, and the moves it still asks for (this one
    // included).
    const blocks = control.system === 'canadian' || control.system === 'moves';
    // A fallen flag leaves nothing, whatever the periods would say.
    if (!lc && st.flag === sideName) return { time: byo ? '0' : fmt(0), byo, detail: t('flagged') };
    if (running && sideName === moving) {
      const events = lc ? lc.events : (st.events || []);
      const next = events.find((e) => e.kind !== 'call' && e.at > now);
      if (!next) return { time: byo ? '0' : fmt(0), byo, detail: t('flagged') };
      const rest = next.at - now;
      if (next.kind === 'main_time_out')
        return { time: fmt(rest), detail: byo || blocks ? t('mainTime') : '' };
      if (byo) {
        const left = next.kind === 'flag' ? 1 : next.left + 1;
        return { time: String(Math.ceil(Math.max(0, rest) / 1000)), byo: true,
                 detail: left === 1 ? t('lastPeriod') : t('periodsLeft', left) };
      }
      return { time: fmt(rest), detail: blocks ? t('stonesLeft', side.stones) : '' };
    }
    if (byo && side.main <= 0) {
      // A stopped turn inside a period (paused, sealed, a result waiting): what the desk holds
      // of that period, not a fresh one.
      const left = side.block > 0 ? Math.min(side.block, control.period) : control.period;
      return { time: String(Math.ceil(left / 1000)), byo: true,
               detail: side.periods <= 1 ? t('lastPeriod') : t('periodsLeft', side.periods) };
    }
    if (blocks && side.main <= 0) return { time: fmt(side.block), detail: t('stonesLeft', side.stones) };
    return { time: fmt(side.main), detail: byo ? t('periodsLeft', side.periods) : '' };
  }
  function figures(sideName) {
    if (!welcome) return { time: '--:--', detail: '' };
    return sideFigures(welcome.control, state, local, sideName, hallNow());
  }

  // The time as large as its half allows: the half's width (every format, h:mm:ss too) and
  // what its name, detail and confirm button leave of its height. Measured again only when the
  // text's length or the half's size changes.
  const fitted = { B: '', W: '' };
  function fitTime(side) {
    const half = $('half' + side), el = $('time' + side);
    const keyNow = () => el.textContent.length + ':' + half.clientWidth + 'x' + half.clientHeight +
      ':' + Array.from(half.children, (c) => (c === el ? 0 : c.offsetHeight)).join(',');
    if (fitted[side] === keyNow()) return;
    const cs = getComputedStyle(half);
    const width = half.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight);
    let height = half.clientHeight - parseFloat(cs.paddingTop) - parseFloat(cs.paddingBottom);
    for (const c of half.children) if (c !== el) height -= c.offsetHeight;
    el.style.fontSize = '100px';
    const w = el.scrollWidth / 100, h = el.offsetHeight / 100;
    const size = Math.max(10, Math.min(0.96 * width / w, height / h, 0.2 * window.innerHeight));
    el.style.fontSize = size.toFixed(1) + 'px';
    fitted[side] = keyNow(); // as the half is with the time fitted
  }

  function render() {
    if (!welcome) return;
    for (const side of ['B', 'W']) {
      const f = figures(side);
      $('time' + side).textContent = f.time;
      $('detail' + side).textContent = f.detail;
      const half = $('half' + side);
      const moving = local ? local.toMove : state && state.toMove;
      const status = local ? 'running' : state ? state.status : 'not-started';
      half.classList.toggle('active', status === 'running' && moving === side);
      half.classList.toggle('byo', !!f.byo);
      half.classList.toggle('flagged', !!state && state.flag === side && !local);
      half.classList.toggle('paused', status === 'paused' || status === 'sealed');
    }
    const banner = [];
    if (state && !local) {
      if (state.status === 'not-started') banner.push(t('notStarted'));
      // A waiting result stops the clock: the banner says the result, not "paused".
      if (state.status === 'paused' && !state.result)
        banner.push(state.pauseRequested ? t('pauseRequested') : state.pausedForDevice ? t('pausedForDevice') : t('paused'));
      if (state.status === 'sealed') banner.push(t('sealed'));
      if (state.status === 'finished') banner.push(t('finished'));
      if (state.flag) banner.push(t('flagged') + ' — ' + t(state.flag === 'B' ? 'black' : 'white'));
      if (state.held) banner.push(t('held'));
      if (!holdsClock()) banner.push(t('otherDevice'));
      if (state.result) {
        const word = (w) => w === 'black-wins' ? t('blackWins') : w === 'white-wins' ? t('whiteWins') : t('jigo');
        const r = word(state.result.result);
        // The players disagree: a dispute the referee settles, both claims on the screen.
        if (state.result.disputed) banner.push(t('disputed', word(state.result.disputed), r));
        banner.push(state.result.refused || t('review', r));
      }
    }
    if (queue.length) banner.push(t('offlineQueued', queue.length));
    $('banner').textContent = banner.join(' · ');
    $('banner').hidden = banner.length === 0;
    for (const b of document.querySelectorAll('[data-confirm]')) {
      const side = b.dataset.confirm;
      const r = state && state.result;
      b.parentElement.hidden = !r || r.refused;
      // What is confirmed, in each player's half: the far one is turned for the player opposite
      // (#45: the banner faced the near side only, and White confirmed what he could not read).
      if (r && !r.refused) {
        const word = (w) => w === 'black-wins' ? t('blackWins') : w === 'white-wins' ? t('whiteWins') : t('jigo');
        $('review' + side).textContent = r.disputed ? t('disputed', word(r.disputed), word(r.result)) : t('review', word(r.result));
      }
      b.textContent = r && r[side] ? t('confirmedBy') : t('confirmMine');
      b.disabled = !!(r && r[side]);
    }
    // A result entered by mistake is taken back while nobody has confirmed it both ways.
    const waiting = state && state.result;
    $('cancelResultButton').hidden = !waiting || !!waiting.refused || (waiting.B && waiting.W);
    fitTime('B');
    fitTime('W');
  }

  // ---- Spoken calls: the desk's clips, played with Web Audio at the desk's time --------------
  let audio = null;
  const clips = new Map();      // key -> Promise<AudioBuffer>
  const planned = new Map();    // a call ('at:keys') -> {e, sources}: what is scheduled for it
  const callLang = () => (lang.startsWith('zh') ? 'zh' : lang);
  function unlockAudio() {
    if (!audio && (window.AudioContext || window.webkitAudioContext)) {
      audio = new (window.AudioContext || window.webkitAudioContext)();
      audio.gainNode = audio.createGain();
      audio.gainNode.gain.value = 0.6; // for one table, not the hall
      audio.gainNode.connect(audio.destination);
    }
    if (audio && audio.state === 'suspended') audio.resume();
  }
  function clip(key) {
    const file = encodeURIComponent(key); // "sec:30" -> sec%3A30
    if (!clips.has(file))
      clips.set(file, fetch('/clips/' + callLang() + '/' + file + '.wav')
        .then((r) => (r.ok ? r.arrayBuffer() : Promise.reject(r.status)))
        .then((b) => audio.decodeAudioData(b))
        .catch(() => { clips.delete(file); return null; })); // not rendered yet: asked again
    return clips.get(file);
  }
  function planCalls() {
    const on = audio && $('soundBox').checked;
    const events = !on ? [] : local ? local.events
      : state && state.status === 'running' ? state.events || [] : [];
    const calls = new Map();
    for (const e of events) if (e.kind === 'call') calls.set(e.at + ':' + e.keys.join(' '), e);
    // A call planned before and still to come keeps its sources: stopped and started again, it
    // would be cut as it sounds and start late (a state comes as each period ends, the moment
    // of its call). What is no longer to come stops, and leaves the log unless it sounded.
    const now = hallNow();
    for (const [id, p] of planned) {
      if (calls.has(id)) continue;
      for (const src of p.sources) try { src.stop(); } catch (err) { /* already played */ }
      if (p.e.at > now) callLog.delete(p.e.at + ':' + p.e.keys[0]);
      planned.delete(id);
    }
    for (const [id, e] of calls) {
      if (planned.has(id) || e.at < now - 200 || e.at > now + 120000) continue;
      const p = { e, sources: [] };
      planned.set(id, p);
      (async () => {
        let when = null; // the audio clock's time of the next clip
        for (const key of e.keys) {
          const buffer = await clip(key);
          if (planned.get(id) !== p) return; // no longer to come
          if (!buffer && key === e.keys[0]) { planned.delete(id); return; } // asked again next time
          if (!buffer || !audio) continue;
          if (when === null) when = audioTimeOf(e.at);
          const start = Math.max(audio.currentTime, when);
          const src = audio.createBufferSource();
          src.buffer = buffer;
          src.connect(audio.gainNode);
          src.start(start);
          p.sources.push(src);
          if (key === e.keys[0]) logCall(e, key, start);
          when = start + buffer.duration;
        }
      })();
    }
  }
  // The audio clock's time (s) at a moment of the desk's clock (ms): through the output's
  // timestamp when the browser gives one (it says which audio time is heard at which page time),
  // else through the audio clock's current reading.
  function audioTimeOf(hallMs) {
    const ts = audio.getOutputTimestamp ? audio.getOutputTimestamp() : null;
    if (ts && ts.performanceTime > 0)
      return ts.contextTime + (hallMs - (offset || 0) - ts.performanceTime) / 1000;
    return audio.currentTime + (hallMs - hallNow()) / 1000;
  }
  function hallTimeOfAudio(seconds) {
    const ts = audio.getOutputTimestamp ? audio.getOutputTimestamp() : null;
    if (ts && ts.performanceTime > 0)
      return ts.performanceTime + (seconds - ts.contextTime) * 1000 + (offset || 0);
    return hallNow() + (seconds - audio.currentTime) * 1000;
  }
  // Each call as last planned: when it was due and when its first clip starts (desk time, ms).
  const callLog = new Map();
  function logCall(e, key, start) {
    callLog.set(e.at + ':' + key, { key, due: e.at, onset: hallTimeOfAudio(start) });
    if (callLog.size > 500) callLog.delete(callLog.keys().next().value);
  }

  // ---- The socket -------------------------------------------------------------------------
  let ws = null, online = false, offlineSince = null, retry = 500, syncTimer = null;
  const pending = new Map(); // press id -> press, sent and not acknowledged
  const refereeAsked = new Map(); // referee action id -> the action, until its answer
  function send(m) {
    if (!ws || ws.readyState !== 1) return;
    // A hello, a sync and a press are always answered.
    if (awaiting === null && ['hello', 'sync', 'press'].includes(m.type)) awaiting = deviceNow();
    ws.send(JSON.stringify(m));
  }
  function syncBurst(n) {
    for (let i = 0; i < n; ++i)
      // `at`: when it was sent, in the hall's time as far as the page knows it — the desk's
      // evidence that the device was in touch then (what it keeps offline is later).
      setTimeout(() => send(Object.assign({ type: 'sync', id: 's' + Date.now() + i, t: deviceNow() },
        offset === null ? {} : { at: Math.round(hallNow()) })), i * 150);
  }
  function connect() {
    ws = new WebSocket((location.protocol === 'https:' ? 'wss://' : 'ws://') + location.host + '/ws?lang=' + lang);
    ws.onopen = () => {
      retry = 500;
      // `counting`: this page kept the clock running while it was away (a pause the desk made
      // for its absence is then taken back); a page just loaded did not.
      send({ type: 'hello', code, device: deviceId, lang, queued: queue.length, counting: !!local });
      syncBurst(6);
      clearInterval(syncTimer);
      syncTimer = setInterval(() => syncBurst(2), 10000);
    };
    ws.onmessage = (ev) => {
      awaiting = null; // the desk is there
      let m;
      try { m = JSON.parse(ev.data); } catch (e) { return; }
      receive(m);
    };
    ws.onclose = closed;
  }
  // A network that goes silent without closing (a phone between access points, a router that
  // drops the packets) is noticed: an answer to what was sent is due within 4 s.
  let awaiting = null; // deviceNow() of the oldest message sent and not yet answered
  setInterval(() => {
    if (ws && ws.readyState === 1 && awaiting !== null && deviceNow() - awaiting > 4000) {
      const dead = ws;
      dead.onclose = dead.onmessage = null;
      try { dead.close(); } catch (e) { /* gone already */ }
      closed();
    }
  }, 1000);
  let codeRefused = false; // the desk said no to this code: no point in knocking again
  function closed() {
    awaiting = null;
    {
      const was = online;
      online = false;
      // Presses sent and not acknowledged may never have reached the desk (it may have died
      // before writing them): they go first in the queue, in order, and are sent again on
      // reconnecting; the desk applies each id once.
      if (pending.size) {
        const again = Array.from(pending.values()).filter((p) => !queue.some((q) => q.id === p.id));
        queue = again.concat(queue);
        pending.clear();
        saveQueue();
      }
      clearInterval(syncTimer);
      if (was) { offlineSince = new Date(); goLocal(); }
      showLink();
      if (codeRefused) return; // the join form shows why; a new code loads the page again
      setTimeout(connect, retry);
      retry = Math.min(retry * 2, 5000);
    }
  }
  function receive(m) {
    if (m.type === 'sync') { addSample(m.t, deviceNow(), m.now); return; }
    if (m.type === 'welcome') {
      welcome = m;
      online = true; offlineSince = null;
      $('join').hidden = true; $('clock').hidden = false;
      $('nameB').textContent = m.black || t('black');
      $('nameW').textContent = m.white || t('white');
      $('tableLabel').textContent = t('table', m.table);
      // The desk may have restarted (its clock with it): the estimate starts again.
      samples.length = 0;
      offset = m.now - deviceNow(); // until the first samples come
      // What was pressed offline goes in now, in order; then the desk may decide a flag.
      for (const p of queue) { pending.set(p.id, p); send(Object.assign({ type: 'press', queued: true }, p)); }
      send({ type: 'replayed' });
      local = null;
      receive(m.state);
      showLink();
      return;
    }
    if (m.type === 'state') { state = m; if (!queue.length) local = null; planCalls(); planFlagSync(); render(); return; }
    if (m.type === 'ack') {
      if (pending.delete(m.id)) {
        queue = queue.filter((p) => p.id !== m.id);
        saveQueue();
      }
      render();
      return;
    }
    if (m.type === 'error') {
      if (m.ref === 'hello') {
        codeRefused = true; // a wrong code, or its round is over
        showJoin(m.message);
        return;
      }
      if (pending.delete(m.ref)) { queue = queue.filter((p) => p.id !== m.ref); saveQueue(); }
      // An adjustment that takes a time to zero is asked again: said yes, sent confirmed.
      const asked = refereeAsked.get(m.ref);
      refereeAsked.delete(m.ref);
      if (asked && m.confirm && window.confirm(t('confirmZero', m.message))) {
        const again = Object.assign({}, asked, { id: 'f' + Date.now(), confirmed: true });
        refereeAsked.set(again.id, again);
        send(again);
        return;
      }
      const err = $('refereeError');
      if ($('refereeDialog').open) err.textContent = m.message;
      flash(m.message);
    }
  }
  // The desk decides a flag only once it knows this device was in touch after it fell (then a
  // press made before the fall has reached it, however the network held it): a sync sent just
  // after the fall says so at once, and one a second later in case the first was lost.
  let flagSyncTimer = null, flagSynced = null;
  function planFlagSync() {
    clearTimeout(flagSyncTimer);
    const events = state && state.status === 'running' ? state.events || [] : [];
    const flag = events.find((e) => e.kind === 'flag');
    if (!flag || offset === null || flagSynced === flag.at) return;
    const wait = Math.max(0, flag.at - hallNow() + 100);
    if (wait > 24 * 3600 * 1000) return;
    flagSyncTimer = setTimeout(() => {
      flagSynced = flag.at;
      syncBurst(1);
      flagSyncTimer = setTimeout(() => syncBurst(1), 1000);
    }, wait);
  }
  function showLink() {
    const el = $('link');
    el.className = 'link ' + (online ? 'online' : 'offline');
    el.textContent = online ? t('online')
      : offlineSince ? t('offline', offlineSince.toLocaleTimeString(lang.replace('_', '-'))) : t('connecting');
  }
  let flashTimer = null;
  function flash(text) {
    const b = $('banner');
    b.textContent = text; b.hidden = false;
    clearTimeout(flashTimer);
    flashTimer = setTimeout(render, 4000);
  }

  // Offline: the page reckons the turn itself from the desk's last word.
  function goLocal() {
    if (!state || state.status !== 'running' || local) return;
    local = { toMove: state.toMove, turnStart: null, sides: { B: state.black, W: state.white },
              events: (state.events || []).slice() };
  }

  // ---- Pressing -----------------------------------------------------------------------------
  function press(side) {
    unlockAudio();
    if (!welcome || !state) return;
    if (!holdsClock()) return; // another device of the table holds the clock
    const moving = local ? local.toMove : state.toMove;
    const running = local || state.status === 'running';
    if (!running || side !== moving) return;
    const at = Math.round(hallNow());
    seq = Math.max(seq, Number(store.getItem(seqKey) || 0)) + 1; // another tab of this device too
    const id = deviceId + '-' + seq;
    tab.setItem('tengen.seq', String(seq));
    store.setItem(seqKey, String(seq));
    const p = { id, side, at };
    if (online) {
      pending.set(id, p);
      send(Object.assign({ type: 'press' }, p));
    } else {
      queue.push(p);
      saveQueue();
    }
    // Shown at once; the desk's state follows within a moment (and is the truth).
    goLocal();
    if (local) {
      const control = welcome.control;
      const moverKey = side;
      const used = local.turnStart === null ? null : at - local.turnStart;
      if (used !== null) local.sides[moverKey] = charge(control, local.sides[moverKey], used);
      else {
        // The turn began before the desk's last state: charge from what the desk said then.
        const ref = state.now;
        local.sides[moverKey] = charge(control, local.sides[moverKey], at - ref);
      }
      local.toMove = side === 'B' ? 'W' : 'B';
      local.turnStart = at;
      local.events = turnEvents(control, local.sides[local.toMove], at);
    }
    planCalls();
    render();
  }
  for (const side of ['B', 'W']) {
    const half = $('half' + side);
    half.addEventListener('pointerdown', (e) => {
      if (e.target.closest('button')) return;
      e.preventDefault();
      press(side);
    });
  }
  // Space, Enter or a presenter's keys: the side to move has moved.
  document.addEventListener('keydown', (e) => {
    if (!welcome || document.querySelector('dialog[open]') || e.repeat ||
        /^(INPUT|SELECT|TEXTAREA)$/.test(e.target.tagName)) return; // a field's keys are its own
    if ([' ', 'Enter', 'PageDown', 'PageUp', 'ArrowRight', 'ArrowLeft', 'ArrowDown', 'ArrowUp'].includes(e.key)) {
      e.preventDefault();
      const moving = local ? local.toMove : state && state.toMove;
      if (moving) press(moving);
    }
  });

  // ---- Buttons and dialogs ------------------------------------------------------------------
  $('pauseButton').onclick = () => send({ type: 'pause', id: 'p' + Date.now() });
  $('sealButton').onclick = () => { $('sealMove').value = ''; $('sealDialog').showModal(); };
  $('sealDialog').addEventListener('close', () => {
    if ($('sealDialog').returnValue === 'ok' && $('sealMove').value.trim())
      send({ type: 'seal', id: 'x' + Date.now(), move: $('sealMove').value.trim() });
  });
  $('resultButton').onclick = () => $('resultDialog').showModal();
  $('cancelResultButton').onclick = () => send({ type: 'cancel-result', id: 'k' + Date.now() });
  $('resultDialog').addEventListener('close', () => {
    const v = $('resultDialog').returnValue;
    if (['black-wins', 'white-wins', 'jigo'].includes(v))
      send({ type: 'result', id: 'r' + Date.now(), result: v });
  });
  for (const b of document.querySelectorAll('[data-confirm]'))
    b.addEventListener('click', (e) => {
      e.stopPropagation();
      // The result this screen shows: if another replaced it meanwhile, the desk refuses.
      const shown = state && state.result ? { result: state.result.result } : {};
      send(Object.assign({ type: 'confirm', id: 'c' + Date.now(), side: b.dataset.confirm }, shown));
    });
  $('menuButton').onclick = () => { $('langSelect').value = lang; $('menu').showModal(); };
  $('langSelect').onchange = () => {
    lang = $('langSelect').value;
    clips.clear();
    translate();
    send({ type: 'hello', code, device: deviceId, lang, queued: queue.length, counting: !!local });
  };
  $('fullButton').onclick = () => {
    const el = document.documentElement;
    if (el.requestFullscreen) el.requestFullscreen().catch(() => {});
  };
  $('flipButton').onclick = () => {
    flipped = !flipped;
    const clock = $('clock'), bar = $('bar');
    const [top, bottom] = flipped ? [$('halfB'), $('halfW')] : [$('halfW'), $('halfB')];
    top.classList.add('far'); top.classList.remove('near');
    bottom.classList.add('near'); bottom.classList.remove('far');
    clock.insertBefore(top, bar);
    clock.insertBefore(bottom, bar.nextSibling);
  };
  $('refereeButton').onclick = () => { $('menu').close(); $('refereeError').textContent = ''; $('refereeDialog').showModal(); };
  for (const b of document.querySelectorAll('[data-ref]'))
    b.onclick = () => {
      const m = { type: 'referee', id: 'f' + Date.now(), pin: $('pin').value, action: b.dataset.ref };
      // One labelled reason for every action that needs one: an adjustment, a result accepted
      // over one the round has, a flag taken back.
      if (['adjust', 'accept-result', 'unflag'].includes(b.dataset.ref)) m.reason = $('refReason').value;
      if (b.dataset.ref === 'adjust') {
        m.side = $('adjSide').value;
        m.delta = Math.round(Number($('adjSeconds').value) * 1000);
      }
      $('refereeError').textContent = '';
      refereeAsked.set(m.id, m);
      send(m);
    };

  function translate() {
    document.documentElement.lang = lang.replace('_', '-');
    for (const el of document.querySelectorAll('[data-t]')) el.textContent = t(el.dataset.t);
    $('joinCode').placeholder = 'ABCD1234';
    if (welcome) $('tableLabel').textContent = t('table', welcome.table);
    showLink();
    render();
  }
  function showJoin(error) {
    $('clock').hidden = true;
    $('join').hidden = false;
    $('joinError').textContent = error || '';
  }
  $('joinForm').onsubmit = (e) => {
    e.preventDefault();
    const typed = $('joinCode').value.replace(/[\s-]/g, '').toUpperCase();
    if (typed) location.href = '/t/' + typed + '?lang=' + lang;
  };

  // The screen stays on while the page shows: by the Wake Lock where the browser offers it (a
  // secure context: https, 127.0.0.1), else — every hall's LAN address over plain HTTP — by a
  // video playing behind the clock, the whole screen's size at 1% opacity (a phone keeps its
  // screen on while a visible video plays; iOS only for one with sound, so there its silent
  // track plays unmuted). A browser may play it only after a touch: each touch or key starts it
  // again if it stopped, and so does the page showing again.
  let awake = 'none', awakeVideo = null;
  async function keepAwake() {
    if (navigator.wakeLock) {
      try {
        const lock = await navigator.wakeLock.request('screen');
        awake = 'wake-lock';
        lock.addEventListener('release', () => { if (awake === 'wake-lock') awake = 'none'; });
        return;
      } catch (e) { /* refused: the video instead */ }
    }
    playAwakeVideo();
  }
  function playAwakeVideo() {
    if (!awakeVideo) {
      const v = document.createElement('video');
      v.id = 'awake';
      v.setAttribute('playsinline', '');
      v.setAttribute('aria-hidden', 'true');
      v.playsInline = true;
      v.loop = true;
      v.disablePictureInPicture = true;
      v.disableRemotePlayback = true;
      const ios = /iP(hone|ad|od)/.test(navigator.userAgent) ||
        (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1);
      v.muted = !ios;
      for (const [src, type] of [['/awake.mp4', 'video/mp4'], ['/awake.webm', 'video/webm']]) {
        const source = document.createElement('source');
        source.src = src;
        source.type = type;
        v.appendChild(source);
      }
      v.addEventListener('playing', () => { if (awake !== 'wake-lock') awake = 'video'; });
      v.addEventListener('pause', () => { if (awake === 'video') awake = 'none'; });
      v.addEventListener('ended', () => { v.currentTime = 0; v.play().catch(() => {}); });
      document.body.appendChild(v);
      awakeVideo = v;
    }
    if (awakeVideo.paused) awakeVideo.play().catch(() => { /* the next touch */ });
  }
  const stayAwake = () => { if (awake === 'none' && code) keepAwake(); };
  document.addEventListener('visibilitychange', () => { if (!document.hidden) keepAwake(); });
  document.addEventListener('pointerdown', unlockAudio, { once: true });
  document.addEventListener('pointerdown', stayAwake);
  document.addEventListener('keydown', stayAwake);

  translate();
  if (!code) { showJoin(''); return; }
  $('clock').hidden = false;
  keepAwake();
  connect();
  setInterval(render, 100);
  // For tests and the curious: what the page believes.
  window.tengenHall = { state: () => state, offset: () => offset, queue: () => queue.slice(),
    online: () => online, calls: () => Array.from(callLog.values()), hallNow,
    device: () => deviceId, presses: () => seq, fitTime, holdsClock: () => holdsClock(),
    figuresFor: sideFigures, chargeFor: charge, awake: () => awake };
})();
