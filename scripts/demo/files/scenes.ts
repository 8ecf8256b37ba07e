import type { Random } from '../lib/random.ts';
import { FONT, esc, gamosaStrip, linear, svg, text } from './svg.ts';

/**
 * Colourful abstract "photographs" for galleries, notices and the launch page: a few kinds of
 * scene (campus, stage, river trip, lab, classroom, sports ground, tree plantation, seminar hall)
 * drawn from flat shapes, varied by a seeded random stream. Flat colours keep the JPEGs small.
 */
export const SCENE_KINDS = [
  'campus',
  'stage',
  'river',
  'lab',
  'classroom',
  'sports',
  'plantation',
  'seminar',
] as const;
export type SceneKind = (typeof SCENE_KINDS)[number];

const SKIES = [
  ['#8ecae6', '#d9f0ff'],
  ['#f7b267', '#fde2c0'],
  ['#a3c4f3', '#f1f7ff'],
  ['#ffafcc', '#ffe5ec'],
  ['#90e0ef', '#caf0f8'],
];
const CLOTHES = [
  '#f6f1e1',
  '#c1121f',
  '#1d3557',
  '#e9c46a',
  '#2a9d8f',
  '#f4a261',
  '#ffffff',
  '#6d597a',
];
const SKIN = ['#8d5524', '#a0673d', '#b07c4f', '#7a4a25'];
const GREENS = ['#2d6a4f', '#40916c', '#52b788', '#386641', '#6a994e'];

/** A standing person: head, body and legs, about 120 * scale px high, feet at (x, y). */
function person(r: Random, x: number, y: number, scale: number): string {
  const cloth = r.pick(CLOTHES);
  const skin = r.pick(SKIN);
  const h = 120 * scale;
  const w = 34 * scale;
  return (
    `<rect x="${x - w / 2}" y="${y - h * 0.72}" width="${w}" height="${h * 0.72}" rx="${w * 0.35}" fill="${cloth}" stroke="#00000022"/>` +
    `<circle cx="${x}" cy="${y - h * 0.82}" r="${h * 0.11}" fill="${skin}"/>` +
    `<path d="M${x - h * 0.11} ${y - h * 0.86} q${h * 0.11} -${h * 0.1} ${h * 0.22} 0" fill="#1b1b1b"/>`
  );
}

function crowd(r: Random, count: number, x0: number, x1: number, y: number, scale: number): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const x = x0 + ((x1 - x0) * (i + 0.5)) / count + r.int(-8, 8);
    out += person(r, x, y + r.int(-6, 6), scale * (0.9 + r.next() * 0.2));
  }
  return out;
}

function tree(r: Random, x: number, y: number, size: number): string {
  const green = r.pick(GREENS);
  return (
    `<rect x="${x - size * 0.06}" y="${y - size * 0.7}" width="${size * 0.12}" height="${size * 0.7}" fill="#6b4226"/>` +
    `<circle cx="${x}" cy="${y - size * 0.85}" r="${size * 0.36}" fill="${green}"/>` +
    `<circle cx="${x - size * 0.25}" cy="${y - size * 0.7}" r="${size * 0.26}" fill="${green}"/>` +
    `<circle cx="${x + size * 0.25}" cy="${y - size * 0.7}" r="${size * 0.26}" fill="${green}"/>`
  );
}

function hills(r: Random, w: number, h: number, base: number): string {
  const a = r.pick(GREENS);
  const b = r.pick(GREENS);
  const p1 = h * base;
  return (
    `<path d="M0 ${p1} Q ${w * 0.25} ${p1 - h * 0.18} ${w * 0.5} ${p1 - h * 0.04} T ${w} ${p1 - h * 0.08} V${h} H0Z" fill="#7fa37a"/>` +
    `<path d="M0 ${p1 + h * 0.08} Q ${w * 0.3} ${p1 - h * 0.05} ${w * 0.65} ${p1 + h * 0.06} T ${w} ${p1 + h * 0.03} V${h} H0Z" fill="${a}"/>` +
    `<rect x="0" y="${p1 + h * 0.14}" width="${w}" height="${h}" fill="${b}"/>`
  );
}

/** An Assam-type college building: long, white walls, blue windows, red tin roof. */
function building(r: Random, x: number, y: number, w: number, h: number): string {
  const roof = r.pick(['#9d0208', '#386fa4', '#6c757d']);
  let windows = '';
  const n = Math.floor(w / 70);
  for (let i = 0; i < n; i++) {
    const wx = x + 20 + (i * (w - 40)) / n;
    windows += `<rect x="${wx}" y="${y + h * 0.3}" width="${(w - 40) / n - 22}" height="${h * 0.35}" fill="#3a86ff" opacity="0.75"/>`;
  }
  return (
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#f8f4e3" stroke="#d6ccc2"/>` +
    `<path d="M${x - 20} ${y} L${x + w / 2} ${y - h * 0.45} L${x + w + 20} ${y}Z" fill="${roof}"/>` +
    windows +
    `<rect x="${x + w / 2 - 25}" y="${y + h * 0.45}" width="50" height="${h * 0.55}" fill="#7f5539"/>`
  );
}

function caption(w: number, h: number, label: string): string {
  const size = Math.round(h * 0.042);
  return (
    `<rect x="0" y="${h - size * 2.3}" width="${w}" height="${size * 2.3}" fill="#000000" opacity="0.55"/>` +
    text(size, h - size * 0.8, label, size, '#ffffff', { family: FONT })
  );
}

export function scene(kind: SceneKind, r: Random, w: number, h: number, label?: string): string {
  const sky = r.pick(SKIES);
  const defs = linear('sky', sky) + linear('hall', ['#2b2d42', '#4a4e69']);
  let body = `<rect width="${w}" height="${h}" fill="url(#sky)"/>`;
  switch (kind) {
    case 'campus': {
      body += `<circle cx="${w * (0.15 + r.next() * 0.7)}" cy="${h * 0.18}" r="${h * 0.07}" fill="#fff3b0"/>`;
      body += hills(r, w, h, 0.5);
      body += building(r, w * 0.2, h * 0.45, w * 0.55, h * 0.22);
      body += `<path d="M${w * 0.45} ${h} L${w * 0.47} ${h * 0.67} L${w * 0.5} ${h * 0.67} L${w * 0.58} ${h}Z" fill="#d4a373"/>`;
      for (let i = 0; i < 4; i++)
        body += tree(r, r.int(20, w * 0.18), h * (0.72 + i * 0.05), h * 0.22);
      for (let i = 0; i < 3; i++)
        body += tree(r, r.int(w * 0.8, w - 20), h * (0.72 + i * 0.05), h * 0.2);
      body += crowd(r, r.int(3, 6), w * 0.3, w * 0.75, h * 0.9, h / 700);
      break;
    }
    case 'river': {
      body += `<path d="M0 ${h * 0.42} L${w * 0.2} ${h * 0.3} L${w * 0.38} ${h * 0.4} L${w * 0.6} ${h * 0.26} L${w} ${h * 0.42} V${h} H0Z" fill="#5e7c8a"/>`;
      body += `<rect x="0" y="${h * 0.45}" width="${w}" height="${h * 0.25}" fill="#4ea8de"/>`;
      for (let i = 0; i < 6; i++)
        body += `<rect x="${r.int(0, w)}" y="${h * (0.48 + r.next() * 0.18)}" width="${r.int(40, 140)}" height="3" fill="#ffffff" opacity="0.6"/>`;
      const bx = r.int(w * 0.2, w * 0.6);
      body += `<path d="M${bx} ${h * 0.58} h${w * 0.16} l-${w * 0.03} ${h * 0.04} h-${w * 0.1}Z" fill="#6b4226"/>`;
      body += `<rect x="0" y="${h * 0.7}" width="${w}" height="${h * 0.3}" fill="#e9d8a6"/>`;
      body += crowd(r, r.int(5, 9), w * 0.15, w * 0.85, h * 0.93, h / 650);
      break;
    }
    case 'stage': {
      body = `<rect width="${w}" height="${h}" fill="url(#hall)"/>`;
      body += `<rect x="${w * 0.08}" y="${h * 0.1}" width="${w * 0.84}" height="${h * 0.55}" fill="#fbf8ef"/>`;
      body += gamosaStrip(h * 0.1, w, h * 0.06);
      body += `<path d="M${w * 0.08} ${h * 0.1} h${w * 0.14} q-${w * 0.04} ${h * 0.3} 0 ${h * 0.55} h-${w * 0.14}Z" fill="#9d0208"/>`;
      body += `<path d="M${w * 0.92} ${h * 0.1} h-${w * 0.14} q${w * 0.04} ${h * 0.3} 0 ${h * 0.55} h${w * 0.14}Z" fill="#9d0208"/>`;
      body += `<rect x="0" y="${h * 0.65}" width="${w}" height="${h * 0.05}" fill="#6b4226"/>`;
      body += crowd(r, r.int(3, 6), w * 0.28, w * 0.72, h * 0.65, h / 600);
      for (let i = 0; i < 14; i++)
        body += `<circle cx="${(i + 0.5) * (w / 14) + r.int(-10, 10)}" cy="${h * 0.86 + r.int(-10, 10)}" r="${h * 0.045}" fill="#1b1b1b"/>`;
      for (let i = 0; i < 5; i++)
        body += `<circle cx="${w * (0.15 + i * 0.175)}" cy="${h * 0.05}" r="${h * 0.02}" fill="#ffd166"/>`;
      break;
    }
    case 'lab': {
      body = `<rect width="${w}" height="${h}" fill="#e0e1dd"/><rect y="${h * 0.6}" width="${w}" height="${h * 0.4}" fill="#adb5bd"/>`;
      body += `<rect x="${w * 0.05}" y="${h * 0.08}" width="${w * 0.35}" height="${h * 0.28}" fill="#ffffff" stroke="#6c757d" stroke-width="4"/>`;
      for (let i = 0; i < 4; i++)
        body += `<rect x="${w * 0.09}" y="${h * (0.13 + i * 0.05)}" width="${r.int(150, 330)}" height="8" fill="#4361ee" opacity="0.5"/>`;
      body += `<rect x="0" y="${h * 0.55}" width="${w}" height="${h * 0.06}" fill="#343a40"/>`;
      for (let i = 0; i < 7; i++) {
        const fx = w * (0.08 + i * 0.13);
        const colour = r.pick(['#06d6a0', '#ef476f', '#ffd166', '#118ab2', '#8338ec']);
        body += `<path d="M${fx} ${h * 0.55} l${w * 0.025} -${h * 0.1} v-${h * 0.06} h${w * 0.02} v${h * 0.06} l${w * 0.025} ${h * 0.1}Z" fill="#ffffff" stroke="#495057" stroke-width="2"/>`;
        body += `<path d="M${fx + 6} ${h * 0.55} l${w * 0.012} -${h * 0.04} h${w * 0.046} l${w * 0.012} ${h * 0.04}Z" fill="${colour}"/>`;
      }
      body += crowd(r, r.int(3, 5), w * 0.45, w * 0.95, h * 0.86, h / 460);
      break;
    }
    case 'classroom': {
      body = `<rect width="${w}" height="${h}" fill="#f1e3c6"/>`;
      body += `<rect x="${w * 0.15}" y="${h * 0.08}" width="${w * 0.7}" height="${h * 0.36}" fill="#2f5d50" stroke="#7f5539" stroke-width="12"/>`;
      for (let i = 0; i < 5; i++)
        body += `<rect x="${w * 0.2}" y="${h * (0.14 + i * 0.055)}" width="${r.int(200, 600)}" height="6" fill="#ffffff" opacity="0.75"/>`;
      body += person(r, w * 0.78, h * 0.62, h / 420);
      for (let row = 0; row < 2; row++) {
        body += `<rect x="0" y="${h * (0.74 + row * 0.14)}" width="${w}" height="${h * 0.04}" fill="#8d6e63"/>`;
        for (let i = 0; i < 8; i++)
          body += `<circle cx="${(i + 0.5) * (w / 8) + r.int(-15, 15)}" cy="${h * (0.72 + row * 0.14)}" r="${h * 0.04}" fill="#1b1b1b"/>`;
      }
      break;
    }
    case 'sports': {
      body += `<rect y="${h * 0.35}" width="${w}" height="${h * 0.65}" fill="#55a630"/>`;
      body += `<ellipse cx="${w / 2}" cy="${h * 0.72}" rx="${w * 0.46}" ry="${h * 0.22}" fill="none" stroke="#ffffff" stroke-width="6"/>`;
      body += `<ellipse cx="${w / 2}" cy="${h * 0.72}" rx="${w * 0.38}" ry="${h * 0.16}" fill="none" stroke="#ffffff" stroke-width="4"/>`;
      for (let i = 0; i < 6; i++) body += tree(r, (i + 0.5) * (w / 6), h * 0.36, h * 0.16);
      body += crowd(r, r.int(4, 7), w * 0.15, w * 0.85, h * 0.8, h / 600);
      body += `<circle cx="${r.int(w * 0.2, w * 0.8)}" cy="${h * 0.88}" r="${h * 0.02}" fill="#ffffff"/>`;
      break;
    }
    case 'plantation': {
      body += hills(r, w, h, 0.45);
      body += `<rect y="${h * 0.62}" width="${w}" height="${h * 0.38}" fill="#a98467"/>`;
      for (let i = 0; i < 7; i++) {
        const x = (i + 0.5) * (w / 7);
        body += `<ellipse cx="${x}" cy="${h * 0.86}" rx="${w * 0.03}" ry="${h * 0.015}" fill="#6f4518"/>`;
        body += `<path d="M${x} ${h * 0.86} v-${h * 0.08} m0 ${h * 0.03} q-${w * 0.02} -${h * 0.03} -${w * 0.03} -${h * 0.02} m${w * 0.03} -${h * 0.03} q${w * 0.02} -${h * 0.03} ${w * 0.03} -${h * 0.01}" stroke="#2d6a4f" stroke-width="5" fill="none"/>`;
      }
      body += crowd(r, r.int(4, 7), w * 0.1, w * 0.9, h * 0.8, h / 640);
      break;
    }
    case 'seminar': {
      body = `<rect width="${w}" height="${h}" fill="#e9ecef"/>`;
      body += `<rect x="${w * 0.1}" y="${h * 0.06}" width="${w * 0.8}" height="${h * 0.16}" fill="#1d3557"/>`;
      body += text(
        w / 2,
        h * 0.16,
        r.pick(['NATIONAL SEMINAR', 'INVITED LECTURE', 'AWARENESS PROGRAMME', 'SEMINAR']),
        h * 0.06,
        '#ffffff',
        { anchor: 'middle', weight: 'bold' },
      );
      body += gamosaStrip(h * 0.22, w, h * 0.05);
      body += `<rect x="${w * 0.55}" y="${h * 0.32}" width="${w * 0.35}" height="${h * 0.28}" fill="#ffffff" stroke="#adb5bd" stroke-width="4"/>`;
      body += `<rect x="${w * 0.58}" y="${h * 0.36}" width="${w * 0.29}" height="${h * 0.04}" fill="#457b9d"/>`;
      // The speaker stands behind the lectern, so draw the person first.
      body += person(r, w * 0.25, h * 0.64, h / 420);
      body += `<rect x="${w * 0.2}" y="${h * 0.5}" width="${w * 0.1}" height="${h * 0.18}" fill="#6b4226"/>`;
      for (let i = 0; i < 12; i++)
        body += `<circle cx="${(i + 0.5) * (w / 12) + r.int(-10, 10)}" cy="${h * 0.85 + r.int(-10, 10)}" r="${h * 0.045}" fill="#343a40"/>`;
      break;
    }
  }
  if (label) body += caption(w, h, label);
  return svg(w, h, body, defs);
}

export { esc };
