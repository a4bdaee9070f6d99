// ledgerlab_plots.js: the DOM side of the plots and the formulas reference, imported by
// ledgerlab.js. sweep_table(r) is the table alternative of a sweep chart (the canvas draws the
// same figures; core/ui/ui_plot.cpp); formula_node(text) turns every "[§x.y]" citation of a ledger
// step into a link to that section of the formulas page (formulas.html#s4-2); fmt_unit formats a
// value in a sweep's unit the way the canvas does. Every number comes from the core's response.
// Not here: requests to the core (ledgerlab.js handle(), answered in the Web Worker pool), the canvas.

export const PLOTS_BUILD = '@LEDGERLAB_BUILD@';  // stamped at build: ledgerlab.js refuses a mix of builds
const FORMULAS_PAGE = new URL('formulas.html', import.meta.url);

function el(tag, attrs = {}, ...kids) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === null || v === undefined || v === false) continue;
    if (k === 'text') e.textContent = v; else e.setAttribute(k, v === true ? '' : v);
  }
  for (const k of kids.flat()) if (k !== null && k !== undefined) e.append(k);
  return e;
}

/** "4.2" -> "formulas.html#s4-2" (absolute, next to this module). */
export function formula_href(section) {
  const u = new URL(FORMULAS_PAGE);
  u.hash = `s${String(section).replace(/\./g, '-')}`;
  return u.href;
}

// Citations: "[§4.2]", "[§7.2 PP, §8]" (every § inside the brackets).
const BRACKET = /\[§[^\]]*\]/g;
const SECTION = /§(\d+(?:\.\d+)?)/g;

/** An element (default <code class="ll-formula">) showing `text`, each [§x.y] in it a link to the formulas page. */
export function formula_node(text, tag = 'code', cls = 'll-formula') {
  const out = el(tag, { class: cls });
  let last = 0;
  for (const m of String(text).matchAll(BRACKET)) {
    out.append(text.slice(last, m.index));
    const span = el('span', { class: 'll-cite' });
    let pos = 0;
    const inner = m[0];
    for (const s of inner.matchAll(SECTION)) {
      span.append(inner.slice(pos, s.index));
      span.append(el('a', { href: formula_href(s[1]), class: 'll-cite-link', title: `formulas.md §${s[1]}`, text: `§${s[1]}` }));
      pos = s.index + s[0].length;
    }
    span.append(inner.slice(pos));
    out.append(span);
    last = m.index + m[0].length;
  }
  out.append(String(text).slice(last));
  return out;
}

// --- values in a sweep's unit (core/ui/ui_plot.cpp ui_format_unit) ----------------------------
const sig = (v, n) => String(+Number(v).toPrecision(n));
function count_text(v) {
  if (v >= 1024 && v % 1024 === 0 && v < 1024 * 1024) return `${sig(v / 1024, 4)}K`;
  if (v >= 1048576 && v % 1048576 === 0) return `${sig(v / 1048576, 4)}M`;
  const a = Math.abs(v);
  if (a >= 1e12) return `${sig(v / 1e12, 3)}T`;
  if (a >= 1e9) return `${sig(v / 1e9, 3)}B`;
  if (a >= 1e6) return `${sig(v / 1e6, 3)}M`;
  if (a >= 1e4) return `${sig(v / 1e3, 3)}k`;
  return sig(v, 4);
}
function bytes_text(b) {
  for (const [n, f] of [['PB', 1e15], ['TB', 1e12], ['GB', 1e9], ['MB', 1e6], ['kB', 1e3]]) if (Math.abs(b) >= f) return `${sig(b / f, 4)} ${n}`;
  return `${sig(b, 4)} B`;
}
function flops_text(f) {
  for (const [n, k] of [['EFLOP', 1e18], ['PFLOP', 1e15], ['TFLOP', 1e12], ['GFLOP', 1e9], ['MFLOP', 1e6]]) if (Math.abs(f) >= k) return `${sig(f / k, 4)} ${n}`;
  return `${sig(f, 4)} FLOP`;
}
function seconds_text(s) {
  if (s >= 86400 * 2) return `${sig(s / 86400, 3)} days`;
  if (s >= 7200) return `${sig(s / 3600, 3)} h`;
  if (s >= 1) return `${sig(s, 4)} s`;
  if (s >= 1e-3) return `${sig(s * 1e3, 4)} ms`;
  return `${sig(s * 1e6, 4)} µs`;
}

/** A value in a sweep unit: bytes, flops, seconds, tokens, tokens_per_s, gpus, gpu_hours, ratio, fraction, ... */
export function fmt_unit(v, unit) {
  if (typeof v !== 'number' || !Number.isFinite(v)) return '–';
  switch (unit) {
    case 'bytes': return bytes_text(v);
    case 'bytes_per_param': return `${sig(v, 4)} B/param`;
    case 'flops': return flops_text(v);
    case 'seconds': return seconds_text(v);
    case 'tokens_per_s': return `${count_text(v)} tokens/s`;
    case 'tokens': return `${count_text(v)} tokens`;
    case 'gpus': return `${sig(v, 6)} ${v === 1 ? 'GPU' : 'GPUs'}`;
    case 'gpu_hours': return `${count_text(v)} GPU-hours`;
    case 'fraction': return `${sig(v * 100, 3)} %`;
    case 'ratio': return `${sig(v, 3)}×`;
    case 'layers': return `${sig(v, 6)} layers`;
    default: return count_text(v);
  }
}
function x_text(v, unit) {
  if (typeof v === 'string') return v;
  if (typeof v === 'boolean') return v ? 'on' : 'off';
  if (['tokens', 'count', 'layers', 'gpus'].includes(unit)) return count_text(v);
  return fmt_unit(v, unit);
}

/** One sentence for the figure: the reader's setting and each series there (aria-live summary). */
export function sweep_summary(r) {
  const i = r.x?.current_index;
  const parts = (r.series || []).map((s) => `${s.label} ${fmt_unit(i === null || i === undefined ? null : s.values[i], r.y.unit)}`);
  if (i === null || i === undefined) return `${r.y.label} against ${r.x.label}: ${(r.series || []).map((s) => s.label).join(', ')}`;
  return `At ${r.x.label} = ${x_text(r.x.values[i], r.x.unit)}: ${parts.join('; ')}`;
}

/** The chart's table alternative: one row per x value, one column per series; the reader's setting marked. */
export function sweep_table(r) {
  const cur = r.x.current_index;
  const head = el('tr', {}, el('th', { scope: 'col', text: r.x.label }),
    r.series.map((s) => el('th', { scope: 'col', text: `${s.label} (${r.y.label})` })));
  const rows = r.x.values.map((x, k) => el('tr', k === cur ? { class: 'll-current', 'aria-current': 'true' } : {},
    el('th', { scope: 'row', text: x_text(x, r.x.unit) + (k === cur ? ' (your setting)' : '') }),
    r.series.map((s) => {
      const v = s.values[k];
      const why = v === null && s.errors ? s.errors[k] : null;
      return el('td', { title: why || null, text: v === null ? `– ${why ? `(${why})` : ''}` : fmt_unit(v, r.y.unit) });
    })));
  const table = el('table', { class: 'll-plot-table' },
    el('caption', { text: `${r.y.label} against ${r.x.label}` }), el('thead', {}, head), el('tbody', {}, rows));
  const notes = [];
  for (const b of r.bands || []) notes.push(el('li', { text: `${b.label}: ${fmt_unit(b.from, r.y.unit)} to ${fmt_unit(b.to, r.y.unit)}` }));
  for (const l of r.lines || []) notes.push(el('li', { text: `${l.label}: ${fmt_unit(l.value, r.y.unit)}` }));
  return notes.length ? el('div', {}, table, el('ul', { class: 'll-plot-notes' }, notes)) : table;
}
