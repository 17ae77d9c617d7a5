// Zoek een regel in the static book: the same search as rulebook/core/search.py, in the page's own
// script, over the index that tools/build_book.py embeds as JSON (no server, no network). The
// word folding, the stemmer and the ranking are ports of the Python ones; a browser test checks
// that both give the same stems for every word of the rulebook and the same first hits.
(() => {
  "use strict";

  const data = JSON.parse(document.getElementById("rb-zoekindex").textContent);
  const W = data.weights;
  const STOP = new Set(W.stopwords);
  const VOWELS = "aeiou";
  const entries = data.entries;
  const postings = new Map(Object.entries(data.postings));
  const vocabulary = [...postings.keys()].sort();

  function fold(text) {
    return text.toLowerCase().normalize("NFKD").replace(/\p{M}/gu, "");
  }

  function words(text) {
    return fold(text).match(/[a-z0-9]+/g) || [];
  }

  function strip(word, endings) {
    for (const ending of endings) {
      if (word.endsWith(ending) && word.length - ending.length >= 3) {
        return word.slice(0, -ending.length);
      }
    }
    return word;
  }

  const stemmed = new Map();

  function stem(word) {
    if (stemmed.has(word)) return stemmed.get(word);
    let w = word;
    if (w.length < 4 || /^[0-9]+$/.test(w)) return w;
    w = strip(w, ["tjes", "jes", "tje", "je"]);
    if (w.endsWith("heden") && w.length > 7) {
      w = w.slice(0, -5) + "heid";
    } else {
      w = strip(w, w.endsWith("een") ? ["ingen", "ing"] : ["ingen", "ing", "en"]);
      if (w.endsWith("s") && w.length >= 5 && !w.endsWith("ss")) w = w.slice(0, -1);
    }
    w = strip(w, ["e"]);
    if (w.endsWith("dt")) {
      w = w.slice(0, -1);
    } else if (w.endsWith("t") && w.length > 3 && w[w.length - 2] !== "r") {
      w = w.slice(0, -1);
    }
    if (w.length > 3 && w[w.length - 1] === w[w.length - 2] && !VOWELS.includes(w[w.length - 1])) {
      w = w.slice(0, -1);
    }
    if (w.endsWith("v")) w = w.slice(0, -1) + "f";
    else if (w.endsWith("z")) w = w.slice(0, -1) + "s";
    w = w.replace(/([aeou])\1([^aeiou]?)$/, "$1$2");
    stemmed.set(word, w);
    return w;
  }

  function stems(text) {
    return words(text).map(stem);
  }

  const expanded = new Map();

  function expand(queryStem) {
    if (expanded.has(queryStem)) return expanded.get(queryStem);
    const found = [];
    if (postings.has(queryStem)) found.push([queryStem, W.exact]);
    if (queryStem.length >= 3) {
      for (const word of vocabulary) {
        if (word === queryStem) continue;
        if (word.startsWith(queryStem)) found.push([word, W.prefix]);
        else if (queryStem.length >= 4 && word.includes(queryStem)) found.push([word, W.inside]);
      }
    }
    expanded.set(queryStem, found);
    return found;
  }

  function queryStems(query) {
    const all = words(query);
    const meaningful = all.filter((word) => !STOP.has(word));
    return [...new Set((meaningful.length ? meaningful : all).map(stem))];
  }

  function snippet(entry, wanted, width = 160) {
    const sentences = entry.tekst ? entry.tekst.split(/(?<=[.!?])\s+/) : [entry.titel];
    const shorten = (text) =>
      text.length <= width ? text : text.slice(0, width - 1).replace(/ [^ ]*$/, "") + " …";
    let start = sentences.findIndex((sentence) => {
      const own = stems(sentence);
      return wanted.some((q) => own.some((s) => s.includes(q)));
    });
    if (start < 0) start = 0;
    let text = sentences[start];
    for (const following of sentences.slice(start + 1)) {
      if (text.length >= W.short) break;
      text = `${text} ${following}`;
    }
    return shorten(text);
  }

  function sameWords(a, b) {
    return a.length === b.length && a.every((word, i) => word === b[i]);
  }

  function search(query, limit = 10) {
    return find(query, limit).hits;
  }

  // The best `limit` hits and how many entries match in all (Python: SearchIndex.find).
  function find(query, limit = 10) {
    const wanted = queryStems(query);
    if (!wanted.length) return { hits: [], total: 0 };
    const typed = words(query);
    const scores = new Map();
    const matched = new Map();
    for (const queryStem of wanted) {
      const best = new Map();
      const whole = new Set(); // found as a whole word or its beginning, not inside a compound
      for (const [word, closeness] of expand(queryStem)) {
        for (const [number, weight] of postings.get(word)) {
          const value = weight * closeness;
          if (value > (best.get(number) || 0)) best.set(number, value);
          if (closeness > W.inside) whole.add(number);
        }
      }
      const rarity = best.size ? Math.log(1 + entries.length / best.size) : 0;
      for (const [number, value] of best) {
        scores.set(number, (scores.get(number) || 0) + value * rarity);
        matched.set(number, (matched.get(number) || 0) + (whole.has(number) ? 1 : 0));
      }
    }
    const ranked = [...scores].map(([number, score]) => {
      const entry = entries[number];
      const whole = sameWords(words(entry.titel), typed) ? W.whole_title : 1;
      return [matched.get(number), score * ((W.kinds[entry.soort] ?? 1) * whole), number];
    });
    ranked.sort((a, b) => b[0] - a[0] || b[1] - a[1] || a[2] - b[2]);
    const hits = ranked.slice(0, limit).map(([matchedWords, score, number]) => ({
      entry: entries[number],
      score,
      matched: matchedWords,
      snippet: snippet(entries[number], wanted),
    }));
    return { hits, total: ranked.length };
  }

  // What was found, worded as Python's Found.summary: never a short list that reads as all.
  function summary(found, query) {
    const shown = found.hits.length;
    const total = found.total;
    if (!total) return `Niets gevonden voor ‘${query}’. Probeer een ander woord.`;
    const words = shown >= total
      ? `${total} ${total === 1 ? "resultaat" : "resultaten"}`
      : `De eerste ${shown} van ${total} resultaten`;
    return `${words} voor ‘${query}’`;
  }

  // -- the page ---------------------------------------------------------------------------------

  const KINDS = { regel: "regel", vraag: "regelvraag", voorbeeld: "voorbeeld", woord: "woord" };

  function make(tag, className, text) {
    const node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  }

  function hitItem(hit) {
    const entry = hit.entry;
    const item = make("li", "rb-hit");
    item.dataset.kind = entry.soort;
    item.dataset.id = entry.id;
    const head = make("div", "rb-hit-head");
    head.append(make("span", "rb-hit-kind", KINDS[entry.soort] || entry.soort), " ");
    const title = entry.boek ? make("a", "rb-hit-title", entry.titel) : make("span", "rb-hit-title", entry.titel);
    if (entry.boek) title.href = entry.boek;
    head.append(title);
    if (entry.noot) head.append(" ", make("span", "rb-hit-note", entry.noot));
    const meta = make("p", "rb-hit-meta");
    meta.append(data.games[entry.spel] || entry.spel);
    if (entry.regel) meta.append(" · regel ", make("code", "", entry.regel));
    meta.append(entry.hoofdstuk ? ` · ${data.chapters[entry.hoofdstuk] || entry.hoofdstuk}` : " · nog in geen hoofdstuk");
    item.append(head, make("p", "rb-hit-snippet", hit.snippet), meta);
    return item;
  }

  function mount() {
    const form = document.getElementById("rb-zoek");
    if (!form) return;
    const input = form.querySelector("input");
    const status = document.getElementById("rb-zoek-status");
    const list = document.getElementById("rb-zoek-resultaten");
    const run = () => {
      const query = input.value;
      const found = query.trim() ? find(query, 10) : { hits: [], total: 0 };
      list.replaceChildren(...found.hits.map(hitItem));
      status.textContent = query.trim() ? summary(found, query) : "";
    };
    let timer = null;
    input.addEventListener("input", () => {
      clearTimeout(timer);
      timer = setTimeout(run, 120);
    });
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      clearTimeout(timer);
      run();
    });
    const asked = new URLSearchParams(location.search).get("q");
    if (asked) {
      input.value = asked;
      run();
    }
  }

  window.rbBoek = { fold, words, stem, search, find, summary };
  mount();
})();
