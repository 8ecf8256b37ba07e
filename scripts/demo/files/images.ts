import sharp from 'sharp';
import { COLLEGE } from '../sections/college.ts';
import { FONT, SERIF, esc, gamosaStrip, linear, svg, text } from './svg.ts';

/**
 * The demo images, drawn as SVG and rendered by sharp. JPEG quality is moderate (and mozjpeg
 * on) so the whole files/ folder stays small; PNG is used where there are thin lines and text.
 */

export type ImageFormat = 'jpg' | 'png';

export async function render(source: string, format: ImageFormat): Promise<Buffer> {
  const image = sharp(Buffer.from(source), { density: 72 });
  return format === 'jpg'
    ? image.jpeg({ quality: 64, mozjpeg: true, chromaSubsampling: '4:2:0' }).toBuffer()
    : image.png({ compressionLevel: 9, palette: true, colours: 64 }).toBuffer();
}

/** Subject motifs drawn faintly on the right of a department banner. */
const MOTIFS: Record<string, (x: number) => string> = {
  PHY: (x) =>
    [0, 60, 120]
      .map(
        (a) =>
          `<ellipse cx="${x}" cy="150" rx="110" ry="38" transform="rotate(${a} ${x} 150)" fill="none" stroke="#fff" stroke-width="5"/>`,
      )
      .join('') + `<circle cx="${x}" cy="150" r="16" fill="#fff"/>`,
  CHE: (x) =>
    [0, 1, 2]
      .map((i) => {
        const cx = x - 90 + i * 90;
        const cy = 150 + (i % 2) * 50 - 25;
        const pts = Array.from(
          { length: 6 },
          (_, k) =>
            `${cx + 48 * Math.cos((Math.PI / 3) * k)},${cy + 48 * Math.sin((Math.PI / 3) * k)}`,
        );
        return `<polygon points="${pts.join(' ')}" fill="none" stroke="#fff" stroke-width="5"/>`;
      })
      .join(''),
  MAT: (x) =>
    `<path d="M${x - 170} 150 ${Array.from({ length: 35 }, (_, i) => `L${x - 170 + i * 10} ${150 - 60 * Math.sin(i / 3)}`).join(' ')}" fill="none" stroke="#fff" stroke-width="5"/>` +
    text(x - 40, 250, 'π  ∑  ∫  √', 40, '#fff', { anchor: 'middle' }),
  BOT: (x) =>
    [-90, 0, 90]
      .map(
        (dx, i) =>
          `<path d="M${x + dx} 240 Q ${x + dx - 70} ${150 - i * 10} ${x + dx} ${70 + i * 15} Q ${x + dx + 70} ${150 - i * 10} ${x + dx} 240Z" fill="none" stroke="#fff" stroke-width="5"/><line x1="${x + dx}" y1="240" x2="${x + dx}" y2="${90 + i * 15}" stroke="#fff" stroke-width="3"/>`,
      )
      .join(''),
  // No Assamese font is guaranteed on the machine, so Assamese gets a xorai (the bell-metal
  // offering stand of every Assamese home) rather than letters.
  ASM: (x) =>
    `<path d="M${x - 70} 250 Q ${x} 215 ${x + 70} 250Z M${x - 14} 232 L${x - 10} 170 H${x + 10} L${x + 14} 232Z" fill="none" stroke="#fff" stroke-width="5"/>` +
    `<path d="M${x - 120} 165 Q ${x} 205 ${x + 120} 165 Z" fill="none" stroke="#fff" stroke-width="5"/>` +
    `<path d="M${x - 75} 160 Q ${x} 40 ${x + 75} 160" fill="none" stroke="#fff" stroke-width="5"/><circle cx="${x}" cy="62" r="10" fill="#fff"/>`,
  ENG: (x) =>
    `<path d="M${x - 150} 90 Q ${x - 75} 70 ${x} 95 Q ${x + 75} 70 ${x + 150} 90 V 230 Q ${x + 75} 210 ${x} 235 Q ${x - 75} 210 ${x - 150} 230Z" fill="none" stroke="#fff" stroke-width="5"/><line x1="${x}" y1="95" x2="${x}" y2="235" stroke="#fff" stroke-width="4"/>`,
  HIS: (x) =>
    `<path d="M${x - 150} 110 L${x} 60 L${x + 150} 110Z" fill="none" stroke="#fff" stroke-width="5"/>` +
    [-110, -40, 40, 110]
      .map(
        (dx) =>
          `<rect x="${x + dx - 14}" y="118" width="28" height="110" fill="none" stroke="#fff" stroke-width="5"/>`,
      )
      .join('') +
    `<rect x="${x - 165}" y="232" width="330" height="16" fill="none" stroke="#fff" stroke-width="5"/>`,
  ECO: (x) =>
    [50, 90, 70, 130, 160]
      .map(
        (h, i) =>
          `<rect x="${x - 140 + i * 60}" y="${240 - h}" width="36" height="${h}" fill="none" stroke="#fff" stroke-width="5"/>`,
      )
      .join('') +
    `<path d="M${x - 150} 190 L${x - 60} 150 L${x + 10} 165 L${x + 150} 60" fill="none" stroke="#fff" stroke-width="5"/>`,
};

/** 1200x300 banner: gradient in the department's colour, name, a motif and a gamosa border. */
export function bannerSvg(
  code: string,
  deptName: string,
  colour: [string, string],
  estd: number,
): string {
  const motif = MOTIFS[code]?.(960) ?? '';
  const body =
    `<rect width="1200" height="300" fill="url(#g)"/>` +
    `<g opacity="0.28">${motif}</g>` +
    text(60, 130, deptName, 58, '#ffffff', { weight: 'bold', family: SERIF }) +
    text(62, 182, `${COLLEGE.name}, ${COLLEGE.town}  ·  Estd. ${estd}`, 26, '#ffffffdd') +
    gamosaStrip(262, 1200, 38);
  return svg(1200, 300, body, linear('g', colour, false));
}

/**
 * Letters set one by one along the top of a circle. librsvg (sharp's SVG renderer) does not
 * draw <textPath>, so each letter is placed and rotated on its own; widths are estimated.
 */
function ringText(label: string, cx: number, cy: number, radius: number, size: number): string {
  const advance = size * 0.72;
  const span = (advance * (label.length - 1)) / radius;
  return [...label]
    .map((ch, i) => {
      const angle = -Math.PI / 2 - span / 2 + (i * advance) / radius;
      const x = (cx + radius * Math.cos(angle)).toFixed(1);
      const y = (cy + radius * Math.sin(angle)).toFixed(1);
      const deg = ((angle * 180) / Math.PI + 90).toFixed(1);
      return `<text transform="translate(${x} ${y}) rotate(${deg})" font-family="${SERIF}" font-size="${size}" font-weight="bold" fill="#ffffff" text-anchor="middle" dominant-baseline="central">${esc(ch)}</text>`;
    })
    .join('');
}

/**
 * The college seal (logo and emblem): a ring with the name, a lamp of learning over an open
 * book, and two foxtail-orchid sprays (kopou phul), the flower the town is named after.
 */
export function sealSvg(size: number): string {
  const c = 300;
  const petals = (x: number, flip: number) =>
    `<path d="M${x} 200 Q ${x - flip * 24} 270 ${x - flip * 4} 345" stroke="#2d6a4f" stroke-width="5" fill="none"/>` +
    Array.from(
      { length: 7 },
      (_, i) =>
        `<ellipse cx="${x - flip * 6 + flip * (i % 2) * 16}" cy="${212 + i * 19}" rx="11" ry="8" fill="#9d4edd"/>`,
    ).join('');
  const body =
    `<circle cx="${c}" cy="${c}" r="290" fill="#1d3557"/>` +
    `<circle cx="${c}" cy="${c}" r="268" fill="none" stroke="#e9c46a" stroke-width="6"/>` +
    `<circle cx="${c}" cy="${c}" r="205" fill="#fbf8ef"/>` +
    ringText(COLLEGE.name.toUpperCase(), c, c, 232, 42) +
    text(c, c + 250, `ESTD. ${COLLEGE.established}`, 30, '#e9c46a', {
      anchor: 'middle',
      weight: 'bold',
      family: SERIF,
    }) +
    `<path d="M${c - 120} 360 Q ${c - 60} 330 ${c} 360 Q ${c + 60} 330 ${c + 120} 360 V 420 Q ${c + 60} 390 ${c} 420 Q ${c - 60} 390 ${c - 120} 420Z" fill="#ffffff" stroke="#1d3557" stroke-width="6"/>` +
    `<line x1="${c}" y1="360" x2="${c}" y2="420" stroke="#1d3557" stroke-width="5"/>` +
    `<path d="M${c - 45} 320 Q ${c} 345 ${c + 45} 320 L ${c + 30} 300 H ${c - 30}Z" fill="#bc6c25"/>` +
    `<path d="M${c} 295 Q ${c - 34} 240 ${c} 170 Q ${c + 34} 240 ${c} 295Z" fill="#f77f00"/>` +
    `<path d="M${c} 290 Q ${c - 16} 250 ${c} 210 Q ${c + 16} 250 ${c} 290Z" fill="#ffd60a"/>` +
    petals(c - 115, 1) +
    petals(c + 115, -1) +
    text(c, 458, COLLEGE.motto, 20, '#1d3557', {
      anchor: 'middle',
      family: SERIF,
      extra: 'font-style="italic"',
    });
  return svg(600, 600, body).replace(
    'width="600" height="600"',
    `width="${size}" height="${size}"`,
  );
}

/** The organogram: boxes from the Governing Body down to departments and cells. */
export function organogramSvg(): string {
  const box = (
    x: number,
    y: number,
    w: number,
    label: string,
    fill = '#1d3557',
    colour = '#ffffff',
  ) =>
    `<rect x="${x - w / 2}" y="${y}" width="${w}" height="56" rx="10" fill="${fill}" stroke="#14213d" stroke-width="2"/>` +
    text(x, y + 35, label, 18, colour, { anchor: 'middle', weight: 'bold' });
  const line = (x1: number, y1: number, x2: number, y2: number) =>
    `<path d="M${x1} ${y1} V${(y1 + y2) / 2} H${x2} V${y2}" fill="none" stroke="#495057" stroke-width="3"/>`;
  const row2 = [
    [250, 'Vice-Principal'],
    [550, 'IQAC'],
    [850, 'Academic Council'],
    [1150, 'Office (Head Assistant)'],
  ] as const;
  // Each lower box sits under the box it reports to.
  const row3 = [
    [250, 'Heads of Departments'],
    [550, 'Committees & Cells'],
    [850, 'Library'],
    [1150, 'Accounts & Estt.'],
  ] as const;
  const row4 = [
    [250, 'Faculty Members'],
    [550, 'NSS / NCC / Clubs'],
    [850, 'Laboratories'],
    [1150, 'Non-teaching Staff'],
  ] as const;
  let body = `<rect width="1400" height="860" fill="#fbf8ef"/>`;
  body += text(700, 62, `Organogram of ${COLLEGE.name}`, 34, '#1d3557', {
    anchor: 'middle',
    weight: 'bold',
    family: SERIF,
  });
  body += box(700, 100, 360, 'Governing Body', '#9d0208');
  body += line(700, 156, 700, 210) + box(700, 210, 300, 'Principal', '#9d0208');
  for (const [x, label] of row2)
    body += line(700, 266, x, 340) + box(x, 340, 260, label, '#1d3557');
  for (const [x, label] of row3) body += line(x, 396, x, 480) + box(x, 480, 270, label, '#2a9d8f');
  for (const [x, label] of row4)
    body += line(x, 536, x, 620) + box(x, 620, 270, label, '#e9c46a', '#14213d');
  body += gamosaStrip(800, 1400, 60);
  return svg(1400, 860, body);
}

/** The organogram as PNG bytes, for the PDFs that print it. */
export async function organogramPng(): Promise<{ bytes: Uint8Array; format: 'png' }> {
  return { bytes: await render(organogramSvg(), 'png'), format: 'png' };
}

export { FONT };
