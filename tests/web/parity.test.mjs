// Node parity: the API module that the site ships (build-web/site/ledgerlab.{mjs,wasm}) answers
// byte-for-byte what the native CLI `ledgerlab api --lines` answers, for a fixed request set, every
// lesson (each seed 0..2) and check answers to each of its questions, and seeded mutations of those
// requests. Then it must survive garbage: every input gets one JSON envelope, nothing throws.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { ROOT, SITE, load_api, native_cli, prng } from './lib.mjs';

const api = await load_api();
const cli = native_cli();

function native(lines) {
  const out = execFileSync(cli, ['api', '--lines'], { input: lines.join('\n') + '\n', maxBuffer: 1 << 28 }).toString();
  const res = out.split('\n');
  if (res[res.length - 1] === '') res.pop();
  return res;
}
function compare(lines) {
  const want = native(lines);
  assert.equal(want.length, lines.length, 'the CLI answers one line per request line');
  let n = 0;
  for (let i = 0; i < lines.length; i++) {
    const got = api.handle(lines[i]);
    if (got !== want[i]) {
      let d = 0;
      while (d < got.length && got[d] === want[i][d]) d++;
      assert.fail(`request ${i}: ${lines[i].slice(0, 200)}\n  differs at byte ${d}:\n  wasm:   …${got.slice(Math.max(0, d - 60), d + 80)}\n  native: …${want[i].slice(Math.max(0, d - 60), d + 80)}`);
    }
    n++;
  }
  return n;
}

const fixed = fs.readFileSync(path.join(ROOT, 'tests/web/parity_requests.jsonl'), 'utf8').split('\n').filter((l) => l.length);

test('fixed request set: WASM == native, byte for byte', () => {
  assert.ok(fixed.length >= 40);
  compare(fixed);
  // The set is not vacuous: it holds both successful and failing requests.
  const ok = fixed.map((l) => JSON.parse(api.handle(l)).ok);
  assert.ok(ok.filter(Boolean).length >= 5 && ok.filter((x) => !x).length >= 10);
});

test('the static lesson files the site ships (lessons/<id>.json, index.json) are the native answers, byte for byte', () => {
  const dir = path.join(SITE, 'lessons');
  const index = fs.readFileSync(path.join(dir, 'index.json'), 'utf8');
  const ids = JSON.parse(index).lessons.map((l) => l.id);
  assert.ok(ids.length >= 3, index.slice(0, 200));
  const reqs = ['{"op":"lessons"}', ...ids.map((id) => JSON.stringify({ op: 'lesson', id, seed: 0 }))];
  const want = native(reqs);
  assert.equal(index, want[0], 'lessons/index.json');
  ids.forEach((id, i) => assert.equal(fs.readFileSync(path.join(dir, `${id}.json`), 'utf8'), want[i + 1], `lessons/${id}.json`));
  assert.deepEqual(fs.readdirSync(dir).sort(), ['index.json', ...ids.map((id) => `${id}.json`)].sort(), 'one file per lesson, nothing else');
});

test('every lesson, its variants and answers to its questions: WASM == native', (t) => {
  const idx = JSON.parse(api.handle('{"op":"lessons"}'));
  if (!idx.ok) { t.skip(`lessons op not available: ${idx.error.message}`); return; }
  const lines = [];
  for (const l of idx.lessons) {
    for (const seed of [0, 1, 2]) {
      const req = JSON.stringify({ op: 'lesson', id: l.id, seed });
      lines.push(req);
      const lesson = JSON.parse(api.handle(req));
      assert.ok(lesson.ok, `lesson ${l.id} seed ${seed}: ${JSON.stringify(lesson.error)}`);
      const doc = lesson.lesson || lesson;
      for (const s of doc.sections || []) {
        for (const q of s.questions || []) {
          for (const a of ['48 GB', '112 GB', '4.8e10 bytes', '44.7 GiB', '7B params', '', 'garbage', 'weights, gradients, optimizer state, activations', 'a, b, c', '20-30%'])
            lines.push(JSON.stringify({ op: 'check', question: `${l.id}/${q.id}`, answer: a, seed }));
          // a worked problem's parts, each computed for the earlier choices (b of every choice part)
          if (q.type === 'problem' && seed === 0) {
            for (const p of q.parts || []) {
              const previous = Object.fromEntries((p.needs || []).map((n) => [n, 'b']));
              for (const a of ['b', '40 GB', 'no, it does not fit', '60 s', '120,000 GPU-hours'])
                lines.push(JSON.stringify({ op: 'check', question: `${l.id}/${p.ref}`, answer: a, previous }));
            }
          }
        }
        for (const x of s.exercises || []) {
          const r = x.request || x.inputs;
          if (!r || typeof r !== 'object') continue;
          const op = { memory: 'memory', comm: 'step', recompute: 'recompute', plan: 'plan' }[x.widget || 'memory'] || 'memory';
          lines.push(JSON.stringify({ ...r, op }));
        }
      }
    }
  }
  assert.ok(compare(lines) > 10);
});

test('seeded mutations of valid requests: WASM == native', () => {
  const rnd = prng(6);
  const pick = (a) => a[Math.floor(rnd() * a.length)];
  const values = [0, -1, 1, 2.5, 1e308, -0, 3, 64, 1e-300, '', 'x', 'bf16', true, false, null, [], {}, [1, 2], { preset: 'h100-sxm' }];
  const mutate = (v, depth) => {
    if (v && typeof v === 'object' && !Array.isArray(v) && depth < 4) {
      const o = { ...v };
      const keys = Object.keys(o);
      const r = rnd();
      if (r < 0.25 && keys.length) delete o[pick(keys)];
      else if (r < 0.5) o[pick(['extra', 'dp', 'seq_len', 'preset', 'op'])] = pick(values);
      else if (keys.length) { const k = pick(keys); o[k] = mutate(o[k], depth + 1); }
      return o;
    }
    return pick(values);
  };
  const base = fixed.map((l) => { try { return JSON.parse(l); } catch { return null; } }).filter((v) => v && typeof v === 'object' && !Array.isArray(v));
  const lines = [];
  for (let i = 0; i < 600; i++) lines.push(JSON.stringify(mutate(pick(base), 0)));
  compare(lines);
});

test('garbage never throws and always answers one JSON envelope', () => {
  const rnd = prng(42);
  const alphabet = '{}[]":,0123456789.eE+-truefalsnl \\/op memoryversion\u00e9\u2603\ud83d\ude00\u0000\t';
  const inputs = ['', ' ', '\u0000', '\ud800', 'x'.repeat(1 << 20), '['.repeat(100000), '{"op":'.repeat(5000),
    '"' + '\\u'.repeat(1000) + '"', '1e999999', '-', '{"op":"version"}{"op":"version"}', '\ufeff{"op":"version"}'];
  for (let i = 0; i < 3000; i++) {
    const n = Math.floor(rnd() * 80);
    let s = '';
    for (let j = 0; j < n; j++) s += alphabet[Math.floor(rnd() * alphabet.length)];
    inputs.push(s);
  }
  for (const s of inputs) {
    let out;
    assert.doesNotThrow(() => { out = api.handle(s); }, `input ${JSON.stringify(s.slice(0, 80))}`);
    const r = JSON.parse(out);
    assert.equal(r.api_version, 1);
    assert.equal(typeof r.ok, 'boolean');
    if (!r.ok) assert.match(r.error.code, /^(parse_error|unknown_op|missing_field|invalid_value|unknown_preset|unknown_question|infeasible|too_large|internal)$/);
  }
  // ASCII garbage without newlines also matches the native CLI byte for byte.
  compare(inputs.slice(12, 1012).filter((s) => /^[\x20-\x7e]*$/.test(s) && s.trim().length));
  // The module is still healthy afterwards.
  assert.equal(JSON.parse(api.handle('{"op":"version"}')).ok, true);
});
