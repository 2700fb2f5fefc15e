// The referee's page (/?mini): two unit cards with their chips and the
// modifiers the server names, a live odds bar, "Roll" and "Enter my dice",
// the result card, what follows, the roster and the log. Every modifier,
// factor and chance shown comes from /api/mini (docs/api.md); this file only
// lays them out and sends what the players change.
import { esc } from '../../core/svg';
import { lang, setLang, t, type MessageKey } from '../../i18n';
import * as api from './api';
import { CHIPS, chipValue, cycle } from './chips';
import { blankUnit, loadRoster, saveRoster, sideOf, startingRoster, unitName } from './roster';
import type { Combat, Evaluation, MiniRequest, MiniUnit, Resolution, Roster, Row, Step, Verb } from './types';
import './mini.css';

interface PanelState {
  roster: Roster;
  request: MiniRequest;
  evaluation: Evaluation | null;
  error: string;
  result: Resolution | null;
  seq: number; // the latest evaluation asked for; older answers are dropped
}

function tr(key: string): string {
  return t(key as MessageKey);
}

function value(v: string): string {
  return ['A', 'B', 'C'].includes(v) ? v : tr(`mini.v.${v}`);
}

function ruleRef(rule: string): string {
  if (!rule) return '';
  const title = rule.split(/[ ,-]+/).filter(Boolean).map((r) => tr(`mini.rule${r}`)).join(' · ');
  return `<abbr class="rule" title="${esc(title)}">${esc(t('mini.rule', { n: rule }))}</abbr>`;
}

function pct(p: number): string {
  return `${(100 * p).toFixed(1)} %`;
}

function signed(n: number): string {
  return n >= 0 ? `+${n}` : String(n);
}

function defaultCharge(r: Roster): MiniRequest {
  const cav = r.units.find((u) => u.arm === 'cavalry' && !u.off_table);
  const enemy = r.units.find((u) => cav && sideOf(u) !== sideOf(cav) && u.arm !== 'artillery' && !u.off_table);
  return { verb: 'charge', unit: cav?.id, target: enemy?.id, long: true, opportunity: false, react: 'default' };
}

export async function showMini(root: HTMLElement): Promise<void> {
  const roster = loadRoster();
  const s: PanelState = { roster, request: defaultCharge(roster), evaluation: null, error: '', result: null, seq: 0 };
  root.innerHTML = `
<div class="mini-page">
 <header class="bar"><span class="title">bohemia — ${esc(t('mini.title'))}</span><span class="edition">${esc(t('mini.subtitle'))}</span>
  <span class="move" data-testid="mini-move"></span><span class="spacer"></span>
  <a class="button" href="/">${esc(t('mini.lobby'))}</a>
  <button data-cmd="undo" data-testid="mini-undo">${esc(t('mini.undo'))}</button>
  <button data-cmd="reset">${esc(t('mini.reset'))}</button>
  <button data-cmd="lang">${esc(t('lang.name'))}</button></header>
 <main class="mini">
  <section class="col request">
   <nav class="verbs">${(['charge', 'morale', 'rally', 'end'] as Verb[])
     .map((v) => `<button data-verb="${v}">${esc(tr(`mini.verb.${v}`))}</button>`)
     .join('')}</nav>
   <div class="req" data-testid="mini-request"></div>
   <div class="odds-area" data-testid="mini-odds"></div>
   <div class="actions">
    <button class="primary" data-cmd="roll" data-testid="mini-roll">${esc(t('mini.roll'))}</button>
    <input name="dice" data-testid="mini-dice" placeholder="${esc(t('mini.dicePlaceholder'))}" size="10">
    <button data-cmd="dice" data-testid="mini-enter">${esc(t('mini.enter'))}</button>
    <span class="dice-error"></span>
   </div>
   <div class="mini-result" data-testid="mini-result"></div>
  </section>
  <section class="col follow">
   <h3>${esc(t('mini.queue'))}</h3><div class="queue" data-testid="mini-queue"></div>
   <h3>${esc(t('mini.log'))}</h3><div class="log" data-testid="mini-log"></div>
  </section>
  <section class="col roster">
   <h3>${esc(t('mini.roster'))}</h3><div class="units" data-testid="mini-roster"></div>
   <form class="add"><b>${esc(t('mini.add'))}</b>
    <input name="id" placeholder="${esc(t('mini.id'))}" size="8" required pattern="[A-Za-z0-9._-]+">
    <input name="name" placeholder="${esc(t('mini.name'))}" size="12">
    <input name="nation" placeholder="${esc(t('mini.nation'))}" size="8" required>
    <select name="arm">${(['infantry', 'cavalry', 'artillery'] as const).map((a) => `<option value="${a}">${esc(value(a))}</option>`).join('')}</select>
    <button type="submit">+</button></form>
  </section>
 </main>
</div>`;
  const q = <T extends Element>(sel: string) => root.querySelector(sel) as T;

  const drawRequest = () => {
    q<HTMLElement>('[data-testid="mini-request"]').innerHTML = requestHtml(s);
    for (const b of root.querySelectorAll<HTMLElement>('nav.verbs [data-verb]')) b.classList.toggle('on', b.dataset.verb === s.request.verb);
  };
  const drawOdds = () => {
    const el = q<HTMLElement>('[data-testid="mini-odds"]');
    el.innerHTML = s.error ? `<p class="refused" data-testid="mini-refused">${esc(t('mini.refused', { error: s.error }))}</p>` : s.evaluation ? oddsHtml(s.evaluation, s.roster) : '';
    el.dataset.request = JSON.stringify(s.request);
    // The factors and modifiers of each card come with the evaluation.
    drawRequest();
  };
  const drawFollow = () => {
    q<HTMLElement>('[data-testid="mini-move"]').textContent = t('mini.move', { n: s.roster.move });
    q<HTMLElement>('[data-testid="mini-queue"]').innerHTML = queueHtml(s.roster);
    q<HTMLElement>('[data-testid="mini-log"]').innerHTML = logHtml(s.roster);
    q<HTMLElement>('[data-testid="mini-roster"]').innerHTML = rosterHtml(s.roster);
    q<HTMLElement>('[data-testid="mini-result"]').innerHTML = s.result ? resultHtml(s.result) : '';
  };
  const refresh = async () => {
    const seq = ++s.seq;
    document.documentElement.dataset.busy = '1';
    try {
      const ev = await api.evaluate(s.roster, s.request);
      if (seq !== s.seq) return;
      s.evaluation = ev;
      s.error = '';
    } catch (e) {
      if (seq !== s.seq) return;
      s.evaluation = null;
      s.error = (e as Error).message;
    }
    drawOdds();
    document.documentElement.dataset.busy = '0';
  };
  const changed = () => {
    saveRoster(s.roster);
    drawFollow();
    drawRequest();
    void refresh();
  };
  const play = async (dice?: number[]) => {
    document.documentElement.dataset.busy = '1';
    try {
      const out = await api.resolve(s.roster, s.request, dice);
      s.roster = out.roster;
      s.result = out.resolution;
      s.request = nextRequest(s.roster, s.request);
    } catch (e) {
      s.result = null;
      s.error = (e as Error).message;
      drawOdds();
      document.documentElement.dataset.busy = '0';
      return;
    }
    changed();
  };
  const setUnit = (id: string, u: MiniUnit) => {
    s.roster = { ...s.roster, units: s.roster.units.map((x) => (x.id === id ? u : x)) };
  };

  root.addEventListener('click', async (e) => {
    const el = (e.target as HTMLElement).closest<HTMLElement>('[data-cmd],[data-verb],[data-chip],[data-step],[data-pick]');
    if (!el) return;
    if (el.dataset.verb) {
      s.request = requestFor(el.dataset.verb as Verb, s);
      return changed();
    }
    if (el.dataset.chip) {
      const u = s.roster.units.find((x) => x.id === el.dataset.unit);
      const chip = CHIPS[Number(el.dataset.chip)];
      if (u && chip) setUnit(u.id, cycle(chip, u));
      return changed();
    }
    if (el.dataset.step !== undefined) {
      s.request = requestForStep(s.roster.queue[Number(el.dataset.step)], s.roster);
      return changed();
    }
    if (el.dataset.pick) {
      const [role, id] = el.dataset.pick.split(':');
      s.request = pick(s.request, role, id);
      return changed();
    }
    const cmd = el.dataset.cmd;
    if (cmd === 'cas') {
      const u = s.roster.units.find((x) => x.id === el.dataset.unit);
      if (u) setUnit(u.id, { ...u, casualties: Math.max(0, Math.min(99, u.casualties + Number(el.dataset.delta))) });
      return changed();
    }
    if (cmd === 'roll') return play();
    if (cmd === 'dice') {
      const text = (q<HTMLInputElement>('input[name="dice"]').value || '').trim();
      const dice = text.split(/[ ,]+/).filter(Boolean).map(Number);
      const bad = !dice.length || dice.some((d) => !Number.isInteger(d) || d < 1 || d > 6);
      q<HTMLElement>('.dice-error').textContent = bad ? t('mini.diceBad') : '';
      if (!bad) await play(dice);
      return;
    }
    if (cmd === 'undo') {
      // Busy before the request, as play() does: a test (or a user's next
      // click) waiting for the page to settle must not read the old roster.
      document.documentElement.dataset.busy = '1';
      try {
        s.roster = (await api.undo(s.roster)).roster;
        s.result = null;
      } catch (err) {
        s.error = (err as Error).message;
      }
      return changed();
    }
    if (cmd === 'reset') {
      s.roster = startingRoster();
      s.request = defaultCharge(s.roster);
      s.result = null;
      return changed();
    }
    if (cmd === 'lang') {
      setLang(lang() === 'en' ? 'fr' : 'en');
      location.reload();
    }
  });
  root.addEventListener('change', (e) => {
    const el = e.target as HTMLInputElement;
    const opt = el.dataset.opt;
    if (!opt) return;
    const r = { ...s.request } as Record<string, unknown>;
    if (opt === 'near' || opt === 'through') {
      const near = [...(s.request.near ?? [])].filter((n) => n.unit !== el.value);
      const through = opt === 'through' ? el.checked : !!s.request.near?.find((n) => n.unit === el.value)?.through;
      const included = opt === 'near' ? el.checked : el.checked || !!s.request.near?.find((n) => n.unit === el.value);
      if (included) near.push({ unit: el.value, through });
      r.near = near;
    } else if (el.type === 'checkbox') {
      r[opt] = el.checked;
    } else if (opt === 'hits') {
      r.hits = Math.max(0, Math.min(20, Number(el.value) || 0));
    } else {
      r[opt] = el.value;
    }
    s.request = r as unknown as MiniRequest;
    changed();
  });
  q<HTMLFormElement>('form.add').addEventListener('submit', (e) => {
    e.preventDefault();
    const f = new FormData(e.target as HTMLFormElement);
    const id = String(f.get('id'));
    if (s.roster.units.some((u) => u.id === id)) return;
    const u = blankUnit(id, String(f.get('nation')), String(f.get('arm')) as MiniUnit['arm']);
    u.name = String(f.get('name') ?? '');
    s.roster = { ...s.roster, units: [...s.roster.units, u] };
    (e.target as HTMLFormElement).reset();
    changed();
  });
  changed();
  await new Promise((r) => setTimeout(r, 0));
  document.documentElement.dataset.ready = '1';
}

/** The request a verb button starts, keeping the units chosen so far. */
function requestFor(verb: Verb, s: PanelState): MiniRequest {
  if (verb === 'charge') return defaultCharge(s.roster);
  const unit = s.request.unit ?? s.roster.units[0]?.id;
  if (verb === 'morale') return { verb, unit, hits: 0 };
  if (verb === 'rally') return { verb, unit, commander: true };
  return { verb };
}

function requestForStep(step: Step | undefined, r: Roster): MiniRequest {
  if (!step) return defaultCharge(r);
  switch (step.kind) {
    case 'reaction':
      return { verb: 'rout', unit: step.unit, near: [] };
    case 'pursuit':
      return { verb: 'pursuit', unit: step.unit, target: step.other };
    case 'charge': {
      const cav = r.units.find((u) => u.id === step.unit);
      const enemy = r.units.find((u) => cav && sideOf(u) !== sideOf(cav) && u.arm !== 'artillery' && !u.off_table && u.state !== 'routed');
      return { verb: 'charge', unit: step.unit, target: enemy?.id, long: true, pursuit_charge: true, react: 'default' };
    }
    case 'rally':
      return { verb: 'rally', unit: step.unit, commander: true };
    case 'end':
      return { verb: 'end' };
  }
  return defaultCharge(r);
}

/** After a roll: the same kind of request, or the first step now due. */
function nextRequest(r: Roster, done: MiniRequest): MiniRequest {
  const now = r.queue.find((s) => s.due <= r.move && s.kind !== 'end');
  if (now) return requestForStep(now, r);
  return done.verb === 'charge' ? { ...done, pursuit_charge: false } : done;
}

function pick(req: MiniRequest, role: string, id: string): MiniRequest {
  const charge: MiniRequest = req.verb === 'charge' ? req : { verb: 'charge', long: true, opportunity: false, react: 'default' };
  if (role === 'charger') return { ...charge, unit: id, pursuit_charge: false };
  if (role === 'target') return { ...charge, target: id };
  if (role === 'morale') return { verb: 'morale', unit: id, hits: 0 };
  if (role === 'rally') return { verb: 'rally', unit: id, commander: true };
  return req;
}

function chipsHtml(u: MiniUnit): string {
  const chips = CHIPS.map((c, i) =>
    c.applies(u)
      ? `<button class="mchip" data-chip="${i}" data-unit="${esc(u.id)}" data-field="${esc(c.field)}" data-value="${esc(chipValue(c, u))}">${esc(tr(`mini.f.${c.field}`))}: <b>${esc(value(chipValue(c, u)))}</b></button>`
      : '',
  ).join('');
  const cas = `<span class="mchip cas" data-field="casualties">${esc(t('mini.f.casualties'))}: <button data-cmd="cas" data-delta="-1" data-unit="${esc(u.id)}">−</button><b data-testid="cas-${esc(u.id)}">${u.casualties}</b><button data-cmd="cas" data-delta="1" data-unit="${esc(u.id)}">+</button></span>`;
  return `<div class="chips">${chips}${cas}</div>`;
}

function modsHtml(mods: { rule: string; text: string; value: number }[]): string {
  return `<ul class="mods">${mods.map((m) => `<li class="mod" data-value="${m.value}"><b>${signed(m.value)}</b> ${esc(m.text)} ${ruleRef(m.rule)}</li>`).join('')}</ul>`;
}

function unitSelect(r: Roster, role: string, chosen: string | undefined): string {
  return `<select data-opt="${role === 'target' ? 'target' : 'unit'}" data-testid="mini-${role}-select">${r.units
    .filter((u) => !u.off_table)
    .map((u) => `<option value="${esc(u.id)}"${u.id === chosen ? ' selected' : ''}>${esc(u.name || u.id)} (${esc(sideOf(u))})</option>`)
    .join('')}</select>`;
}

function cardHtml(s: PanelState, role: 'charger' | 'target' | 'unit', id: string | undefined, combat: Combat | null): string {
  const u = s.roster.units.find((x) => x.id === id);
  const title = role === 'charger' ? t('mini.charger') : role === 'target' ? t('mini.target') : t('mini.unit');
  const factor = combat ? (role === 'charger' ? combat.charger : role === 'target' ? combat.target : null) : null;
  return `<div class="card" data-role="${role}" data-testid="mini-card-${role}"><h4>${esc(title)} ${unitSelect(s.roster, role, id)}</h4>
   ${u ? chipsHtml(u) : ''}
   ${factor ? `<div class="factor" data-testid="factor-${role}">${esc(t('mini.factor', { n: factor.total }))}</div>${modsHtml(factor.modifiers)}` : ''}</div>`;
}

function requestHtml(s: PanelState): string {
  const r = s.request;
  // The cards show the factors when one combat follows whatever happens
  // (no test to react); otherwise each branch below shows its own.
  const only = s.evaluation?.branches.length === 1 ? s.evaluation.branches[0] : undefined;
  const combat = only?.combat ?? null;
  switch (r.verb) {
    case 'charge':
      return `<div class="cards">${cardHtml(s, 'charger', r.unit, combat)}${cardHtml(s, 'target', r.target, combat)}</div>
       <div class="opts"><label><input type="checkbox" data-opt="long" data-testid="mini-long"${r.long !== false ? ' checked' : ''}> ${esc(t('mini.long'))}</label>
       <label><input type="checkbox" data-opt="opportunity"${r.opportunity ? ' checked' : ''}> ${esc(t('mini.opportunity'))}</label>
       ${r.pursuit_charge ? `<label><input type="checkbox" data-opt="pursuit_charge" checked> ${esc(t('mini.pursuitCharge'))}</label>` : ''}
       <label>${esc(t('mini.react'))} <select data-opt="react">${['default', 'counter', 'evade', 'square', 'stand']
         .map((v) => `<option value="${v}"${(r.react ?? 'default') === v ? ' selected' : ''}>${esc(tr(`mini.react.${v}`))}</option>`)
         .join('')}</select></label></div>`;
    case 'morale':
      return `${cardHtml(s, 'unit', r.unit, null)}<div class="opts"><label>${esc(t('mini.hits'))} <input type="number" min="0" max="20" data-opt="hits" value="${r.hits ?? 0}"></label></div>`;
    case 'rally':
      return `${cardHtml(s, 'unit', r.unit, null)}<div class="opts"><label><input type="checkbox" data-opt="commander"${r.commander ? ' checked' : ''}> ${esc(t('mini.commander'))}</label></div>`;
    case 'pursuit':
      return `<p><b>${esc(t('mini.verb.pursuit'))}</b>: ${esc(unitName(s.roster, r.unit))} · ${esc(t('mini.routers'))}: ${esc(unitName(s.roster, r.target))}</p>`;
    case 'rout': {
      const x = s.roster.units.find((u) => u.id === r.unit);
      const friends = s.roster.units.filter((u) => x && u.id !== x.id && sideOf(u) === sideOf(x) && !u.off_table);
      return `<p><b>${esc(t('mini.verb.rout'))}</b>: ${esc(unitName(s.roster, r.unit))}</p><fieldset class="near"><legend>${esc(t('mini.near'))}</legend>${friends
        .map((u) => {
          const n = r.near?.find((k) => k.unit === u.id);
          return `<label><input type="checkbox" data-opt="near" value="${esc(u.id)}" data-testid="near-${esc(u.id)}"${n ? ' checked' : ''}> ${esc(u.name || u.id)} (${esc(value(u.state))})</label>
           <label class="through"><input type="checkbox" data-opt="through" value="${esc(u.id)}"${n?.through ? ' checked' : ''}> ${esc(t('mini.through'))}</label><br>`;
        })
        .join('')}</fieldset>`;
    }
    case 'end':
      return `<p><b>${esc(t('mini.verb.end'))}</b> — ${esc(t('mini.move', { n: s.roster.move }))}</p>`;
  }
  return '';
}

function rowsHtml(rows: Row[], cls: string): string {
  return `<table class="${cls}">${rows
    .map(
      (r) =>
        `<tr class="row" data-key="${esc(r.key)}" data-n="${r.chance.n}" data-d="${r.chance.d}" data-p="${r.chance.p}"><td>${esc(r.label)}</td><td class="num">${r.chance.n}/${r.chance.d}</td><td class="num">${pct(r.chance.p)}</td><td>${esc(r.text)}</td></tr>`,
    )
    .join('')}</table>`;
}

function barHtml(rows: Row[]): string {
  const sum = rows.reduce((a, r) => a + r.chance.p, 0);
  return `<div class="odds-bar" data-testid="odds-bar">${rows
    .filter((r) => r.chance.n > 0)
    .map(
      (r, i) =>
        `<span class="seg tone${i % 6}" data-key="${esc(r.key)}" data-n="${r.chance.n}" data-d="${r.chance.d}" data-p="${r.chance.p}" style="width:${(100 * r.chance.p).toFixed(3)}%" title="${esc(`${r.label}: ${r.chance.n}/${r.chance.d} (${pct(r.chance.p)}) ${r.text}`)}">${r.chance.p >= 0.08 ? esc(pct(r.chance.p)) : ''}</span>`,
    )
    .join('')}</div><div class="muted" data-testid="odds-total">${esc(t('mini.total', { p: pct(sum) }))}</div>`;
}

function oddsHtml(e: Evaluation, r: Roster): string {
  let out = `<h3 data-testid="mini-title">${esc(e.title)} ${ruleRef(e.rule)}</h3>`;
  out += e.warnings.map((w) => `<p class="warning">⚠ ${esc(w)}</p>`).join('');
  out += e.notes.map((n) => `<p class="note">${esc(n)}</p>`).join('');
  if (e.outcomes.length) out += barHtml(e.outcomes);
  for (const p of e.rolls)
    out += `<div class="roll-plan"><b>${esc(p.what)}</b> ${ruleRef(p.rule)} — 1d6 ${signed(p.modifier)}${modsHtml(p.modifiers)}${rowsHtml(p.rows, 'rows')}</div>`;
  const tested = e.rolls.length > 0 && e.verb === 'charge';
  for (const b of e.branches) {
    if (!b.combat) continue;
    const c = b.combat;
    out += `<div class="combat" data-branch="${esc(b.key)}">${tested ? `<b>${esc(b.label)}</b> (${b.chance.n}/${b.chance.d})<br>` : ''}
     <span data-testid="winner">${esc(t('mini.winner', { name: unitName(r, c.winner), n: c.margin }))}${c.equal ? ` (${esc(t('mini.equal'))})` : ''}</span>
     — ${esc(c.table)} ${ruleRef(c.rule)} · ${c.charger.total} v ${c.target.total}
     ${tested ? `<div class="factors">${[c.charger, c.target].map((f) => `<div>${esc(unitName(r, f.unit))} ${f.total}${modsHtml(f.modifiers)}</div>`).join('')}</div>` : ''}
     ${rowsHtml(c.rows, 'rows')}</div>`;
  }
  if (tested || e.verb === 'pursuit' || e.verb === 'rout') out += `<details><summary>${esc(t('mini.odds'))}</summary>${rowsHtml(e.outcomes, 'rows outcomes')}</details>`;
  return out;
}

function resultHtml(res: Resolution): string {
  return `<div class="result-card"><h4>${esc(t('mini.result'))}: ${esc(res.title)}</h4>
   ${res.rolls.map((d) => `<p class="roll-done" data-total="${d.total}"><b>${esc(d.what)}</b>: ${d.dice.join('+')}${d.modifier ? ` ${signed(d.modifier)}` : ''} = ${d.total} → <b>${esc(d.result)}</b> ${ruleRef(d.rule)}</p>`).join('')}
   <ul>${res.consequences.map((c) => `<li class="consequence" data-unit="${esc(c.unit)}">${esc(c.text)} ${ruleRef(c.rule)}</li>`).join('')}</ul></div>`;
}

function queueHtml(r: Roster): string {
  if (!r.queue.length) return `<p class="muted">${esc(t('mini.nothing'))}</p>`;
  return `<ol class="steps">${r.queue
    .map(
      (s, i) =>
        `<li class="step" data-kind="${s.kind}" data-unit="${esc(s.unit)}"><span class="when">${esc(s.due <= r.move ? t('mini.now') : t('mini.due', { n: s.due }))}</span> ${esc(s.text)} ${ruleRef(s.rule)} <button data-step="${i}" data-testid="step-${s.kind}-${esc(s.unit)}">${esc(t('mini.do'))}</button></li>`,
    )
    .join('')}</ol>`;
}

function logHtml(r: Roster): string {
  let move = -1;
  return r.log
    .map((l) => {
      const head = l.move !== move ? `<div class="log-move">${esc(t('mini.move', { n: (move = l.move) }))}</div>` : '';
      return `${head}<div class="log-line">${esc(l.text)} ${ruleRef(l.rule)}</div>`;
    })
    .join('');
}

function rosterHtml(r: Roster): string {
  return `<table class="units">${r.units
    .map((u) => {
      const flags = [u.pursuing ? t('mini.pursuing') : '', u.off_table ? t('mini.offTable') : ''].filter(Boolean).join(', ');
      return `<tr class="unit state-${u.state}${u.off_table ? ' off' : ''}" data-unit="${esc(u.id)}" data-state="${u.state}" data-casualties="${u.casualties}">
       <td><b>${esc(u.name || u.id)}</b><br><span class="muted">${esc(sideOf(u))} · ${esc(value(u.arm))}</span></td>
       <td>${esc(value(u.state))}<br>${esc(t('mini.casualties', { n: u.casualties }))}${flags ? `<br>${esc(flags)}` : ''}</td>
       <td class="picks">${u.arm === 'cavalry' ? `<button data-pick="charger:${esc(u.id)}">${esc(t('mini.setCharger'))}</button>` : ''}
        ${u.arm !== 'artillery' ? `<button data-pick="target:${esc(u.id)}">${esc(t('mini.setTarget'))}</button>` : ''}
        <button data-pick="morale:${esc(u.id)}">${esc(t('mini.test'))}</button>
        <button data-pick="rally:${esc(u.id)}">${esc(t('mini.rallyIt'))}</button></td></tr>`;
    })
    .join('')}</table>`;
}
