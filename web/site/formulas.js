// formulas.js: the formulas page (formulas.html#s4-2). It renders docs/formulas.md, which the core
// embeds at build time (the `formulas` op), so the page, the CLI (`ledgerlab formulas 4.2`) and
// the desktop app show the same text, offline too. Each numbered heading gets the anchor the
// ledger steps link to ("§4.2" -> #s4-2). A small Markdown subset: headings, paragraphs, lists,
// tables, fenced code, `code`, **bold**. The text comes through handle() (ledgerlab.js), answered in
// the Web Worker pool like every core call. Not here: any formula (the text is the core's).
import { BUILD as LL_BUILD, handle } from './ledgerlab.js';

const BUILD = '@LEDGERLAB_BUILD@';  // stamped at build, like every script of the site

function el(tag, attrs = {}, ...kids) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) if (v !== null && v !== undefined) (k === 'text' ? (e.textContent = v) : e.setAttribute(k, v));
  for (const k of kids.flat()) if (k !== null && k !== undefined) e.append(k);
  return e;
}

// Inline: `code`, **bold**, and [§x.y] citations inside the document link to their anchors.
function inline(text) {
  const out = [];
  const re = /`([^`]+)`|\*\*([^*]+)\*\*|\[§(\d+(?:\.\d+)?)\]/g;
  let last = 0;
  for (const m of text.matchAll(re)) {
    out.push(text.slice(last, m.index));
    if (m[1] !== undefined) out.push(el('code', { text: m[1] }));
    else if (m[2] !== undefined) out.push(el('strong', { text: m[2] }));
    else out.push(el('a', { href: `#s${m[3].replace(/\./g, '-')}`, text: `[§${m[3]}]` }));
    last = m.index + m[0].length;
  }
  out.push(text.slice(last));
  return out;
}

const cells = (line) => line.trim().replace(/^\||\|$/g, '').split('|').map((c) => c.trim());

export function render_markdown(md) {
  const lines = md.split('\n');
  const blocks = [];
  const toc = [];
  for (let i = 0; i < lines.length;) {
    const line = lines[i];
    if (line.startsWith('```')) {
      const code = [];
      for (i++; i < lines.length && !lines[i].startsWith('```'); i++) code.push(lines[i]);
      i++;
      blocks.push(el('pre', {}, el('code', { text: code.join('\n') })));
      continue;
    }
    const h = /^(#{1,4}) (.*)$/.exec(line);
    if (h) {
      const level = h[1].length;
      const num = /^(\d+(?:\.\d+)?)\.? (.*)$/.exec(h[2]);
      const id = num ? `s${num[1].replace(/\./g, '-')}` : null;
      const heading = el(`h${level}`, { id }, inline(h[2]));
      if (id) {
        heading.append(' ', el('a', { class: 'll-anchor', href: `#${id}`, 'aria-label': `link to §${num[1]}`, text: '#' }));
        toc.push({ id, level, text: h[2] });
      }
      blocks.push(heading);
      i++;
      continue;
    }
    if (line.startsWith('|') && i + 1 < lines.length && /^\|[-| :]+\|$/.test(lines[i + 1].trim())) {
      const head = cells(line);
      const body = [];
      for (i += 2; i < lines.length && lines[i].startsWith('|'); i++) body.push(cells(lines[i]));
      blocks.push(el('div', { class: 'll-table-wrap' }, el('table', {},
        el('thead', {}, el('tr', {}, head.map((c) => el('th', { scope: 'col' }, inline(c))))),
        el('tbody', {}, body.map((r) => el('tr', {}, r.map((c) => el('td', {}, inline(c)))))))));
      continue;
    }
    if (/^\* /.test(line)) {
      const items = [];
      while (i < lines.length && /^\* /.test(lines[i])) {
        let item = lines[i].slice(2);
        for (i++; i < lines.length && /^ {2}\S/.test(lines[i]); i++) item += ` ${lines[i].trim()}`;
        items.push(el('li', {}, inline(item)));
      }
      blocks.push(el('ul', {}, items));
      continue;
    }
    if (!line.trim()) { i++; continue; }
    const para = [line];
    for (i++; i < lines.length && lines[i].trim() && !/^(#|\||\* |```)/.test(lines[i]); i++) para.push(lines[i]);
    blocks.push(el('p', {}, inline(para.join(' '))));
  }
  return { blocks, toc };
}

async function main() {
  const root = document.getElementById('formulas');
  if (LL_BUILD !== BUILD) {  // a deploy between this script's fetch and ledgerlab.js's
    root.replaceChildren(el('p', { class: 'll-error', role: 'alert', text: 'This page was loaded while the site was being updated: reload the page.' }));
    return;
  }
  const r = await handle({ op: 'formulas', document: true });
  if (!r.ok) {
    root.replaceChildren(el('p', { class: 'll-error', role: 'alert', text: `The formulas could not be loaded: ${r.error.message}` }));
    return;
  }
  const { blocks, toc } = render_markdown(r.markdown);
  const nav = el('nav', { 'aria-label': 'sections', class: 'll-toc' }, el('ol', {},
    toc.filter((t) => t.level === 2).map((t) => el('li', {}, el('a', { href: `#${t.id}`, text: t.text })))));
  root.replaceChildren(blocks[0], nav, ...blocks.slice(1));
  root.dataset.sections = String(toc.length);
  if (location.hash) {
    const target = document.getElementById(location.hash.slice(1));
    if (target) { target.scrollIntoView(); target.classList.add('ll-target'); }
  }
}
main().catch((e) => {
  document.getElementById('formulas').replaceChildren(el('p', { class: 'll-error', role: 'alert', text: `The formulas could not be loaded: ${e.message}` }));
});
