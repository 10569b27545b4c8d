// The classroom pages' one script (no build step, nothing from another site).
// A page's token is in its link after "#k="; it is sent in an Authorization header or the
// WebSocket's first message, never in an address. What the server sends as HTML was rendered
// (and escaped) by the package's views; every other text is set with textContent.
"use strict";

(function () {
  const body = document.body;
  const page = body.dataset.page;
  const tableId = body.dataset.table;
  const prefix = body.dataset.prefix || "";
  let texts = JSON.parse(document.getElementById("cr-texts").textContent);
  let lang = body.dataset.lang || "en";
  const $ = (id) => document.getElementById(id);

  function tokenFromLink() {
    const match = /(?:^#|&)k=([A-Za-z0-9_-]+)/.exec(location.hash);
    const key = "cr-token:" + location.pathname;
    if (match) {
      try { sessionStorage.setItem(key, match[1]); } catch (e) { /* private mode */ }
      return match[1];
    }
    try { return sessionStorage.getItem(key); } catch (e) { return null; }
  }
  const token = tokenFromLink();

  function chosenLanguage() {
    const asked = new URLSearchParams(location.search).get("lang");
    let stored = null;
    try { stored = localStorage.getItem("cr-lang"); } catch (e) { /* private mode */ }
    return asked || stored || lang;
  }

  function say(text, kind) {
    const box = $("cr-messages");
    if (!box) return;
    box.textContent = "";
    if (!text) return;
    const div = document.createElement("div");
    div.className = kind === "error" ? "ex-error" : "ex-info";
    div.textContent = text;
    box.appendChild(div);
  }

  function refusalText(refusal) {
    return refusal ? (refusal[lang] || refusal.en) : "";
  }

  async function api(method, path, data) {
    const headers = { "Content-Type": "application/json" };
    if (token) headers.Authorization = "Bearer " + token;
    const response = await fetch(prefix + path, {
      method: method, headers: headers, cache: "no-store",
      body: data === undefined ? undefined : JSON.stringify(data),
    });
    const text = await response.text();
    let value = null;
    try { value = JSON.parse(text); } catch (e) { value = text; }
    return { status: response.status, ok: response.ok, value: value };
  }

  // -- the live connection: reconnects after a reload or a lost network --------------------
  let socket = null;
  let retry = 500;
  function connect(hello, onData) {
    const scheme = location.protocol === "https:" ? "wss://" : "ws://";
    socket = new WebSocket(scheme + location.host + prefix + "/ws");
    socket.onopen = function () {
      retry = 500;
      body.classList.remove("cr-offline");
      socket.send(JSON.stringify(Object.assign({ token: token, lang: lang }, hello)));
      say("");
    };
    socket.onmessage = function (event) {
      const data = JSON.parse(event.data);
      if (data.refused) {
        say(refusalText(data.refused), data.refused.error === "PendingError" ? "info" : "error");
        // Waiting for the teacher to let this student in: ask again in a moment.
        if (data.refused.error === "PendingError") setTimeout(function () { socket.close(); }, 2000);
        return;
      }
      if (data.moved) {
        // The teacher moved this student to another seat: its page opens instead.
        const url = new URL(data.moved);
        location.replace(url.pathname + "?lang=" + lang + url.hash);
        return;
      }
      onData(data);
    };
    socket.onclose = function (event) {
      if (event.code === 4003) {
        // The teacher replaced this seat's link: what it showed is no longer this page's.
        document.querySelectorAll("#cr-main section, #cr-main form").forEach(function (e) {
          e.textContent = "";
        });
        say(texts.revoked, "error");
        return;
      }
      body.classList.add("cr-offline");
      say(texts.reconnecting, "info");
      setTimeout(function () { connect(hello, onData); }, retry);
      retry = Math.min(retry * 2, 5000);
    };
  }

  function setLanguage(code) {
    lang = code;
    document.documentElement.lang = code;
    try { localStorage.setItem("cr-lang", code); } catch (e) { /* private mode */ }
    document.querySelectorAll(".cr-lang-button").forEach(function (b) {
      b.setAttribute("aria-pressed", String(b.dataset.lang === code));
    });
  }

  function languageButtons(onSwitch) {
    document.querySelectorAll(".cr-lang-button").forEach(function (button) {
      button.addEventListener("click", function () {
        if (button.dataset.lang === lang) return;
        setLanguage(button.dataset.lang);
        onSwitch(button.dataset.lang);
      });
    });
  }

  // -- a seat and the board ----------------------------------------------------------------
  let view = null;
  // The step a move is being sent at: a second click at that step waits for the answer, but
  // once a newer view has arrived (the server's push can beat its HTTP reply) the seat may
  // move again at once.
  let sendingAt = null;
  let sends = 0;

  function drawCommon(v) {
    texts = v.ui || texts;
    $("cr-title").textContent = v.title;
    $("cr-who").textContent = v.seat_name;
    $("cr-status").textContent = v.status;
    $("cr-table").innerHTML = v.html.table;
    sayTurnOnce(v.status);
    $("cr-table").className = "cr-table ex-root ex-game-" + v.game +
      (v.seat === null ? " ex-presenter" : "");
    $("cr-side").innerHTML = v.html.side;
    $("cr-side").className = "cr-side ex-root ex-game-" + v.game;
    $("cr-log").innerHTML = v.html.log;
    $("cr-log-title").textContent = texts.log;
    $("cr-outcome").innerHTML = v.html.outcome;
    drawNames(v);
    body.dataset.step = String(v.step);
    body.dataset.over = String(v.over);
  }

  // The students' names: text only, never markup.
  function drawNames(v) {
    const names = v.names || {};
    if (page === "board") {
      const parts = Object.keys(names).map(function (s) {
        return "#" + (Number(s) + 1) + " " + names[s];
      });
      $("cr-names").textContent = parts.length ? texts.students.replace("{names}", parts.join(" · ")) : "";
      return;
    }
    const mine = names[String(v.seat)];
    $("cr-who").textContent = mine ? v.seat_name + " · " + mine : v.seat_name;
    let pin = null;
    try { pin = localStorage.getItem("cr-pin-" + tableId); } catch (e) { /* private mode */ }
    $("cr-student").textContent = mine ? texts.you.replace("{name}", mine) +
      (pin ? " · " + texts.your_pin + " " + pin : "") : "";
    $("cr-name-form").hidden = Boolean(mine);
  }

  function keepPin(table, pin) {
    try { localStorage.setItem("cr-pin-" + table, pin); } catch (e) { /* private mode */ }
  }

  // The status line says whose turn it is; where the game's view opens with the same
  // sentence (Naishi's "Player 1 to act. Opening exchange: ..."), it is said once.
  function sayTurnOnce(status) {
    const walker = document.createTreeWalker($("cr-table"), NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.data.trim()) continue;
      if (status && node.data.startsWith(status)) {
        node.data = node.data.slice(status.length).trimStart();
      }
      return;
    }
  }

  function drawMoves(v) {
    const list = $("cr-move-list");
    list.textContent = "";
    $("cr-moves-title").textContent = texts.moves;
    const why = $("cr-why");
    const whyList = $("cr-why-list");
    whyList.textContent = "";
    $("cr-why-title").textContent = texts.why;
    let greyed = 0;
    v.moves.forEach(function (move) {
      if (!move.enabled) {
        const item = document.createElement("li");
        const label = document.createElement("b");
        label.textContent = move.label;
        item.appendChild(label);
        item.appendChild(document.createTextNode(": " + move.reason));
        whyList.appendChild(item);
        greyed += 1;
        return;
      }
      const button = document.createElement("button");
      button.type = "button";
      button.className = "cr-move";
      button.textContent = move.label;
      button.dataset.action = move.action;
      button.addEventListener("click", function () { play(button, move.action); });
      list.appendChild(button);
    });
    why.hidden = greyed === 0;
    // A seat that waits has no moves: the status line above says whose turn it is, once.
    $("cr-moves").hidden = !v.moves.length && !v.over;
    body.classList.toggle("cr-waiting", $("cr-moves").hidden);
    const myTurn = v.legal.length > 0;
    // When the turn comes to this seat, its moves (at the top) come into view.
    if (myTurn && !body.classList.contains("cr-my-turn")) window.scrollTo(0, 0);
    body.classList.toggle("cr-my-turn", myTurn);
  }

  async function play(button, action) {
    if (!view || sendingAt === view.step) return;
    sendingAt = view.step;
    const mine = ++sends;
    button.classList.add("cr-busy");
    button.setAttribute("aria-busy", "true");
    document.querySelectorAll(".cr-move").forEach(function (b) { b.disabled = true; });
    const sentAt = view.step;
    try {
      const answer = await api("POST", "/api/tables/" + tableId + "/actions",
        { action: action, step: sentAt, lang: lang });
      if (answer.ok) {
        say("");
      } else if (answer.status === 409) {
        say(texts.stale, "info");
        refresh();
      } else {
        say(refusalText(answer.value), "error");
        refresh();
      }
    } catch (e) {
      say(texts.reconnecting, "info");
    } finally {
      if (mine === sends) sendingAt = null;
      const main = $("cr-main");
      if (main) main.focus({ preventScroll: true });
    }
  }

  async function refresh() {
    const answer = await api("GET", "/api/tables/" + tableId + "/view?lang=" + lang);
    if (answer.ok) draw(answer.value);
  }

  // -- the turn clock and stand-in bots (explorer.classroom.timer) -------------------------
  let ticking = null;

  function clockBox() {
    let box = $("cr-clock");
    if (!box) {
      box = document.createElement("div");
      box.id = "cr-clock";
      box.className = "cr-clock";
      $("cr-status").after(box);
    }
    return box;
  }

  function drawClock(v) {
    const box = clockBox();
    if (ticking) { clearInterval(ticking); ticking = null; }
    box.textContent = "";
    if (v.clock) {
      const line = document.createElement("p");
      line.className = "cr-clock-line";
      line.setAttribute("role", "timer");
      const ends = Date.now() + v.clock.left * 1000;
      const show = function () {
        const left = Math.max(0, Math.ceil((ends - Date.now()) / 1000));
        line.textContent = texts.clock + " · " + v.current_name + ": " + left +
          texts.seconds;
        line.classList.toggle("cr-clock-low", left <= 10);
      };
      show();
      ticking = setInterval(show, 1000);
      box.appendChild(line);
    }
    if (!v.over && !v.ended) v.standins.forEach(function (s) {
      const line = document.createElement("p");
      line.className = "cr-standin";
      if (s.seat === v.seat) {
        line.textContent = texts.standin_note.replace("{bot}", s.bot) + " ";
        line.appendChild(button(texts.back, comeBack, "cr-back"));
      } else {
        line.textContent = s.name + ": " + texts.standin + " (" + s.bot + ")";
      }
      box.appendChild(line);
    });
    box.hidden = !box.childNodes.length;
  }

  async function comeBack() {
    const answer = await api("POST", "/api/tables/" + tableId + "/back", { lang: lang });
    if (!answer.ok) say(refusalText(answer.value), "error");
  }

  // -- after the end: the review of this seat's own game (explorer.classroom.reviews) -------
  let reviewLang = null;

  async function openReview() {
    const status = $("cr-review-status");
    const go = $("cr-review-button");
    go.disabled = true;
    go.setAttribute("aria-busy", "true");
    status.textContent = texts.reviewing;
    try {
      const answer = await api("GET", "/api/tables/" + tableId + "/review?lang=" + lang);
      if (!answer.ok) {
        status.textContent = "";
        say(refusalText(answer.value), "error");
        return;
      }
      $("cr-review-body").innerHTML = answer.value.html;
      status.textContent = texts.review_time.replace("{seconds}", answer.value.seconds);
      reviewLang = lang;
    } catch (e) {
      status.textContent = "";
      say(texts.reconnecting, "info");
    } finally {
      go.disabled = false;
      go.removeAttribute("aria-busy");
    }
  }

  function drawReview(v) {
    const section = $("cr-review");
    section.hidden = !(v.over || v.ended);
    section.setAttribute("aria-label", texts.review);
    $("cr-review-button").textContent = texts.review;
    // A review open in one language is drawn again in the other (the server keeps it).
    if (!section.hidden && reviewLang && reviewLang !== lang) openReview();
  }

  function draw(v) {
    view = v;
    drawCommon(v);
    drawClock(v);
    if (page === "seat") { drawMoves(v); drawReview(v); }
    if (page === "board") { drawBoard(v); boardLeaderboard(v); }
  }

  function drawBoard(v) {
    const last = $("cr-last");
    last.textContent = "";
    if (v.log.length) {
      const head = document.createElement("div");
      head.className = "cr-last-head";
      head.textContent = texts.last_event;
      const line = document.createElement("div");
      line.className = "cr-last-line";
      line.textContent = v.log[0].text;
      last.appendChild(head);
      last.appendChild(line);
      const first = $("cr-log").querySelector(".ex-chip");
      if (first) last.appendChild(first.cloneNode(true));
    }
    const box = $("cr-join-box");
    box.textContent = "";
    const label = document.createElement("span");
    label.textContent = texts.code + " ";
    const code = document.createElement("b");
    code.className = "cr-code";
    code.textContent = v.code;
    const qr = document.createElement("img");
    qr.src = prefix + "/qr/" + v.code + ".svg";
    qr.alt = texts.code + " " + v.code;
    qr.className = "cr-qr";
    const link = document.createElement("span");
    link.className = "cr-join-url";
    link.textContent = location.origin + prefix + "/join";
    box.append(label, code, link, qr);
  }

  function startTable() {
    if (!token) { say(texts.no_token, "error"); return; }
    setLanguage(chosenLanguage());
    if (page === "seat") {
      $("cr-name-form").addEventListener("submit", async function (event) {
        event.preventDefault();
        const answer = await api("POST", "/api/tables/" + tableId + "/name",
          { name: $("cr-name").value, lang: lang });
        if (!answer.ok) { say(refusalText(answer.value), "error"); return; }
        keepPin(tableId, answer.value.pin);
        say("");
        refresh();
      });
      $("cr-review-button").addEventListener("click", openReview);
    }
    connect({ table: tableId }, function (data) { if (data.view) draw(data.view); });
    languageButtons(function (code) {
      if (socket && socket.readyState === WebSocket.OPEN) {
        socket.send(JSON.stringify({ lang: code }));
      } else {
        refresh();
      }
    });
  }

  // -- the teacher's dashboard -------------------------------------------------------------
  let catalogue = [];

  function button(text, onClick, cls) {
    const b = document.createElement("button");
    b.type = "button";
    b.textContent = text;
    if (cls) b.className = cls;
    b.addEventListener("click", onClick);
    return b;
  }

  async function control(id, data, kind) {
    const answer = await api("POST", "/api/tables/" + id + "/" + (kind || "control"),
      Object.assign({ lang: lang }, data));
    if (!answer.ok) { say(refusalText(answer.value), "error"); return null; }
    say("");
    return answer.value;
  }

  function linkRow(label, url) {
    const row = document.createElement("li");
    const name = document.createElement("span");
    name.textContent = label + " ";
    const a = document.createElement("a");
    a.href = url;
    a.target = "_blank";
    a.rel = "noopener";
    a.textContent = url;
    row.append(name, a);
    return row;
  }

  function drawCreated(result) {
    const box = $("cr-created");
    box.textContent = "";
    const head = document.createElement("p");
    head.className = "ex-info";
    head.textContent = texts.created + " " + texts.copy_hint;
    const list = document.createElement("ul");
    list.className = "cr-links";
    list.appendChild(linkRow(texts.board_link, result.board.url));
    result.seats.forEach(function (s) {
      if (!s.bot) list.appendChild(linkRow("#" + (s.seat + 1), s.url));
    });
    box.append(head, list);
  }

  function seatCell(t, s) {
    const cell = document.createElement("li");
    const name = document.createElement("span");
    name.textContent = s.name + (s.student ? " · " + s.student : "") + " — " +
      (s.bot ? texts.bot + " (" + s.bot + ")" : (s.pending ? texts.pending :
        (s.joined || s.student ? texts.joined : texts.free)));
    cell.appendChild(name);
    if (s.pending) {
      cell.appendChild(button(texts.let_in, function () {
        control(t.id, { do: "approve", seat: s.seat });
      }, "cr-let-in"));
    }
    if (s.student || s.joined) {
      cell.appendChild(button(texts.free_seat, function () {
        control(t.id, { do: "free", seat: s.seat });
      }));
      cell.appendChild(button(texts.move_to, function () {
        const to = Number(window.prompt(texts.move_prompt));
        if (to) control(t.id, { do: "move", seat: s.seat, to: to - 1 });
      }));
    }
    if (s.bot) {
      cell.appendChild(button(texts.give_back, function () {
        control(t.id, { do: "human", seat: s.seat });
      }));
    } else {
      cell.appendChild(button(texts.give_bot, function () {
        control(t.id, { do: "bot", seat: s.seat });
      }));
    }
    const standing = t.standins.indexOf(s.seat) >= 0;
    if (standing) name.textContent += " · " + texts.standin + " (" + t.timer.bot + ")";
    if (!s.bot) {
      cell.appendChild(button(standing ? texts.give_back : texts.take_over, function () {
        control(t.id, { seat: s.seat, on: !standing }, "standin");
      }, "cr-standin-button"));
    }
    cell.appendChild(button(texts.new_link, async function () {
      const result = await control(t.id, { do: "link", seat: s.seat });
      if (result) {
        const list = document.createElement("ul");
        list.appendChild(linkRow(s.name, result.url));
        cell.appendChild(list);
      }
    }));
    return cell;
  }

  function tableRow(t) {
    const row = document.createElement("article");
    const stuck = t.current_name && !t.paused && !t.ended && t.waiting >= 60;
    row.className = "cr-row" + (t.paused ? " cr-paused" : "") + (stuck ? " cr-stuck" : "");
    row.dataset.table = t.id;
    const head = document.createElement("h3");
    head.textContent = "#" + t.number + " " + t.title + " · " + texts.code + " " + t.code;
    const facts = document.createElement("p");
    let state = texts.turn + ": " + (t.current_name || texts.over);
    if (t.current_name) state += " (" + texts.waiting + " " + t.waiting + texts.seconds + ")";
    if (t.clock) state += " · " + texts.clock + " " + Math.ceil(t.clock.left) + texts.seconds;
    if (t.paused) state += " · " + texts.paused;
    if (t.ended) state += " · " + texts.ended;
    facts.textContent = texts.step + " " + t.step + " · " + state +
      (t.scores ? " · " + texts.scores + " " + t.scores.join(" / ") : "");
    if (t.seed_set) {
      const warn = document.createElement("span");
      warn.className = "cr-warn";
      warn.textContent = " " + texts.seed_set;
      facts.appendChild(warn);
    }
    const seats = document.createElement("ul");
    seats.className = "cr-seats";
    t.seats.forEach(function (s) { seats.appendChild(seatCell(t, s)); });
    const tools = document.createElement("div");
    tools.className = "cr-row-tools";
    tools.appendChild(button(t.paused ? texts.resume : texts.pause, function () {
      control(t.id, { do: t.paused ? "resume" : "pause" });
    }));
    tools.appendChild(button(texts.undo, function () { control(t.id, { do: "undo" }); }));
    const board = document.createElement("a");
    board.href = t.board;
    board.target = "_blank";
    board.rel = "noopener";
    board.textContent = texts.board_link;
    tools.appendChild(board);
    const qr = document.createElement("img");
    qr.src = prefix + "/qr/" + t.code + ".svg";
    qr.alt = texts.code + " " + t.code;
    qr.className = "cr-qr-small";
    row.append(head, facts, seats, tools, timerForm(t), qr);
    if (t.over || t.ended) row.appendChild(momentsBox(t));
    return row;
  }

  // A finished table's decisive moments: asked for once per table and language (the
  // server computes them once), kept here while the rows are drawn again.
  const moments = {};

  function momentsBox(t) {
    const box = document.createElement("section");
    box.className = "cr-moments ex-root";
    const head = document.createElement("h4");
    head.textContent = texts.moments;
    const list = document.createElement("div");
    list.className = "cr-moments-list";
    const key = t.id + ":" + lang;
    if (typeof moments[key] === "string") {
      list.innerHTML = moments[key];
    } else {
      list.textContent = texts.moments_wait;
      loadMoments(t.id, key);
    }
    box.append(head, list);
    return box;
  }

  async function loadMoments(id, key) {
    if (key in moments) return;
    moments[key] = null;
    const answer = await api("GET", "/api/tables/" + id + "/moments?lang=" + key.split(":")[1]);
    if (!answer.ok) {
      delete moments[key];
      say(refusalText(answer.value), "error");
      return;
    }
    moments[key] = answer.value.html;
    const shown = document.querySelector('.cr-row[data-table="' + id + '"] .cr-moments-list');
    if (shown && key.endsWith(":" + lang)) shown.innerHTML = moments[key];
  }

  // What the teacher is typing in a row's clock form: the rows are drawn again at every
  // change of any table, and the draft (and the focus) must survive that.
  const timerDrafts = {};

  function timerForm(t) {
    const draft = timerDrafts[t.id];
    const form = document.createElement("form");
    form.className = "cr-timer";
    const seconds = document.createElement("input");
    seconds.type = "number"; seconds.min = "0"; seconds.max = "3600"; seconds.step = "5";
    seconds.inputMode = "numeric";
    seconds.value = draft ? draft.seconds :
      (t.timer.seconds === null ? "0" : String(t.timer.seconds));
    seconds.id = "cr-timer-" + t.id;
    const label = document.createElement("label");
    label.htmlFor = seconds.id;
    label.textContent = texts.timer;
    const tier = document.createElement("select");
    tier.id = "cr-timer-bot-" + t.id;
    tier.setAttribute("aria-label", texts.timer_bot);
    t.bots.forEach(function (name) {
      const o = document.createElement("option");
      o.value = name; o.textContent = name;
      o.selected = name === (draft ? draft.bot : t.timer.bot);
      tier.appendChild(o);
    });
    const remember = function () {
      timerDrafts[t.id] = { seconds: seconds.value, bot: tier.value };
    };
    seconds.addEventListener("input", remember);
    tier.addEventListener("change", remember);
    const set = document.createElement("button");
    set.type = "submit";
    set.textContent = texts.set_timer;
    form.append(label, seconds, tier, set);
    form.addEventListener("submit", function (event) {
      event.preventDefault();
      delete timerDrafts[t.id];
      control(t.id, { seconds: Number(seconds.value || 0), bot: tier.value }, "timer");
    });
    return form;
  }

  function drawTables(tables) {
    const box = $("cr-tables");
    const focused = document.activeElement;
    const refocus = focused && focused.id && box.contains(focused) ? focused.id : null;
    box.textContent = "";
    if (!tables.length) {
      const p = document.createElement("p");
      p.textContent = texts.no_tables;
      box.appendChild(p);
    }
    tables.forEach(function (t) { box.appendChild(tableRow(t)); });
    if (refocus && $(refocus)) $(refocus).focus();
  }

  function fillGameForm() {
    const select = $("cr-game");
    select.textContent = "";
    catalogue.forEach(function (g) {
      const o = document.createElement("option");
      o.value = g.name;
      o.textContent = g.title;
      select.appendChild(o);
    });
    select.addEventListener("change", gameChosen);
    gameChosen();
  }

  function gameChosen() {
    const g = catalogue.find(function (x) { return x.name === $("cr-game").value; });
    if (!g) return;
    const players = $("cr-players");
    players.min = g.min; players.max = g.max; players.value = g.default;
    $("cr-options").value = JSON.stringify(g.options);
    const scenario = $("cr-scenario");
    scenario.textContent = "";
    const none = document.createElement("option");
    none.value = "";
    none.textContent = texts.scenario_none;
    scenario.appendChild(none);
    g.scenarios.forEach(function (s) {
      const o = document.createElement("option");
      o.value = s.name;
      o.textContent = s.title;
      scenario.appendChild(o);
    });
  }

  async function createTable(event) {
    event.preventDefault();
    let options = {};
    try { options = JSON.parse($("cr-options").value || "{}"); } catch (e) {
      say(texts.error + ": JSON", "error"); return;
    }
    const seatBots = {};
    $("cr-bots").value.split(/[\s,、]+/).filter(Boolean).forEach(function (n) {
      seatBots[String(Number(n) - 1)] = "heuristic";
    });
    // Only the readings the teacher changed: a scenario keeps its own for the others.
    const g = catalogue.find(function (x) { return x.name === $("cr-game").value; });
    const changed = {};
    Object.keys(options).forEach(function (k) {
      if (!g || JSON.stringify(options[k]) !== JSON.stringify(g.options[k])) changed[k] = options[k];
    });
    const data = { game: $("cr-game").value, options: changed, bots: seatBots, lang: lang };
    if ($("cr-scenario").value) data.scenario = $("cr-scenario").value;
    else data.players = Number($("cr-players").value);
    if ($("cr-seed").value !== "") data.seed = Number($("cr-seed").value);
    if ($("cr-same-deal").checked) data.same_deal = true;
    if ($("cr-shared").checked) data.shared_device = true;
    if ($("cr-approve").checked) data.approve = true;
    const answer = await api("POST", "/api/tables", data);
    if (!answer.ok) { say(refusalText(answer.value), "error"); return; }
    say("");
    drawCreated(answer.value);
  }

  async function download(kind) {
    const response = await fetch(prefix + "/api/export." + kind,
      { headers: { Authorization: "Bearer " + token }, cache: "no-store" });
    if (!response.ok) { say(texts.error + " " + response.status, "error"); return; }
    const blob = await response.blob();
    const a = document.createElement("a");
    a.href = URL.createObjectURL(blob);
    a.download = "classroom." + kind;
    document.body.appendChild(a);
    a.click();
    a.remove();
  }

  async function startTeacher() {
    if (!token) { say(texts.no_token, "error"); return; }
    languageButtons(function (code) {
      const url = new URL(location.href);
      url.searchParams.set("lang", code);
      location.replace(url.toString());
    });
    const answer = await api("GET", "/api/games?lang=" + lang);
    if (!answer.ok) { say(refusalText(answer.value), "error"); return; }
    catalogue = answer.value.games;
    fillGameForm();
    $("cr-create").addEventListener("submit", createTable);
    $("cr-export-csv").addEventListener("click", function () { download("csv"); });
    $("cr-export-json").addEventListener("click", function () { download("json"); });
    $("cr-end").addEventListener("click", async function () {
      if (!window.confirm(texts.confirm_end)) return;
      const result = await api("POST", "/api/lesson/end", {});
      if (!result.ok) say(refusalText(result.value), "error");
    });
    connect({ dashboard: true }, function (data) {
      if (data.tables) drawTables(data.tables);
      if (data.leaderboard) drawLeaderboard(data.leaderboard, $("cr-main"));
      if (data.answers) drawAnswers(data.answers);
    });
    // "Waiting for how long" moves on without a move: ask again now and then.
    setInterval(function () {
      if (socket && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify({ lang: lang }));
    }, 15000);
  }

  // -- the results: the leaderboard across tables, the lessons' answers (results.py) --------
  function section(id, parent, title) {
    let box = $(id);
    if (!box) {
      box = document.createElement("section");
      box.id = id;
      box.className = "cr-results";
      parent.appendChild(box);
    }
    box.textContent = "";
    const head = document.createElement("h2");
    head.textContent = title;
    box.appendChild(head);
    return box;
  }

  function grid(headers, rows, caption) {
    const table = document.createElement("table");
    table.className = "cr-grid";
    if (caption) {
      const c = document.createElement("caption");
      c.textContent = caption;
      table.appendChild(c);
    }
    const head = table.createTHead().insertRow();
    headers.forEach(function (h) {
      const th = document.createElement("th");
      th.scope = "col";
      th.textContent = h;
      head.appendChild(th);
    });
    const bodyRows = table.createTBody();
    rows.forEach(function (cells) {
      const tr = bodyRows.insertRow();
      cells.forEach(function (text) { tr.insertCell().textContent = String(text); });
    });
    return table;
  }

  function drawLeaderboard(games, parent) {
    const box = section("cr-leaderboard", parent, texts.leaderboard);
    games.forEach(function (g) {
      box.appendChild(grid([texts.player, texts.wins, texts.score, texts.played, texts.playing],
        g.rows.map(function (r) { return [r.name, r.wins, r.score, r.played, r.playing]; }),
        g.title));
    });
  }

  function drawAnswers(answers) {
    const box = section("cr-answers", $("cr-main"), texts.answers);
    if (!answers.length) {
      const p = document.createElement("p");
      p.textContent = texts.no_answers;
      box.appendChild(p);
      return;
    }
    box.appendChild(grid([texts.code, texts.player, texts.exercise, texts.answer, ""],
      answers.slice().reverse().map(function (a) {
        const verdict = a.correct === null ? "" : (a.correct ? texts.right : texts.wrong);
        return [a.code, a.name, a.exercise, a.answer, verdict];
      })));
  }

  async function boardLeaderboard(v) {
    const old = $("cr-leaderboard");
    if (!v.over) { if (old) old.remove(); return; }
    const answer = await api("GET", "/api/leaderboard?lang=" + lang);
    if (answer.ok) {
      // The board shows its own game's standings (the dashboard has every game's).
      drawLeaderboard(answer.value.leaderboard.filter(function (g) { return g.game === v.game; }),
        document.querySelector(".cr-board-right"));
    }
  }

  // -- joining with a code -----------------------------------------------------------------
  function startJoin() {
    const input = $("cr-code");
    const given = new URLSearchParams(location.search).get("code");
    if (given) input.value = given;
    languageButtons(function (code) {
      const url = new URL(location.href);
      url.searchParams.set("lang", code);
      location.replace(url.toString());
    });
    $("cr-join").addEventListener("submit", async function (event) {
      event.preventDefault();
      const data = { code: input.value, name: $("cr-name").value, lang: lang };
      if ($("cr-pin").value) data.pin = $("cr-pin").value;
      const answer = await api("POST", "/api/join", data);
      if (!answer.ok) { say(refusalText(answer.value), "error"); return; }
      keepPin(answer.value.table, answer.value.pin);
      const url = new URL(answer.value.url);
      location.assign(url.pathname + "?lang=" + lang + url.hash);
    });
  }

  if (page === "seat" || page === "board") startTable();
  else if (page === "teacher") startTeacher();
  else if (page === "join") startJoin();
})();
