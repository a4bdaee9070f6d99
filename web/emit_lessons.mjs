// Build step of the web site (web/CMakeLists.txt): writes every lesson as the API module answers it
// at seed 0 into SITE/lessons/<id>.json (the `lesson` op's response, byte for byte), and the `lessons`
// op's response into SITE/lessons/index.json. A chapter page renders its questions from that file
// while the core's worker is still starting (ledgerlab.js load_lesson); every other seed, and every
// check, goes to the core. Run with Node: node emit_lessons.mjs SITE_DIR
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

const site = path.resolve(process.argv[2] || '');
const mjs = path.join(site, 'ledgerlab.mjs');
if (!fs.existsSync(mjs)) { console.error(`emit_lessons: ${mjs} missing`); process.exit(1); }
// Emscripten 3.1.6's ES6 output in Node needs __dirname/require, and the bytes passed in (no fetch).
globalThis.__dirname = site;
globalThis.require = createRequire(pathToFileURL(mjs));
const factory = (await import(pathToFileURL(mjs).href)).default;
const api = await factory({ wasmBinary: fs.readFileSync(path.join(site, 'ledgerlab.wasm')), print: () => {}, printErr: () => {} });

const out = path.join(site, 'lessons');
fs.rmSync(out, { recursive: true, force: true });
fs.mkdirSync(out, { recursive: true });
const index_text = api.handle('{"op":"lessons"}');
const index = JSON.parse(index_text);
if (!index.ok) { console.error(`emit_lessons: lessons op failed: ${index_text}`); process.exit(1); }
for (const { id } of index.lessons) {
  if (!/^[a-z0-9][a-z0-9._-]*$/.test(id)) { console.error(`emit_lessons: lesson id ${JSON.stringify(id)} is not a file name`); process.exit(1); }
  const text = api.handle(JSON.stringify({ op: 'lesson', id, seed: 0 }));
  if (!JSON.parse(text).ok) { console.error(`emit_lessons: lesson ${id}: ${text}`); process.exit(1); }
  fs.writeFileSync(path.join(out, `${id}.json`), text);
}
fs.writeFileSync(path.join(out, 'index.json'), index_text);
