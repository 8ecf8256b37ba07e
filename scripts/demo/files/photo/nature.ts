import type { Random } from '../../lib/random.ts';
import { css, hex, jitter, mix, scale, type Rgb } from './colour.ts';
import type { SvgLayer } from './picture.ts';
import { castOnGround, cylinder, shadowAlpha } from './solids.ts';
import { Noise } from './noise.ts';
import { fog, norm, shade, type Camera, type Light, type Vec3 } from './world.ts';

/**
 * Trees, palms, bamboo and the far tree line. A crown is a cloud of leaf clumps inside an
 * ellipsoid: each clump is lit by its own normal, darker inside the crown, and drawn far to
 * near, which gives the crown its volume.
 */

const LEAVES = ['#4f8634', '#5a8f38', '#467d33', '#649a40', '#3f7432'].map(hex);
const BARK = hex('#5b4636');

export interface TreeSpec {
  x: number;
  z: number;
  height: number;
  /** Crown radius in metres. */
  spread: number;
}

export function tree(
  cam: Camera,
  light: Light,
  r: Random,
  layer: SvgLayer,
  shadows: SvgLayer,
  t: TreeSpec,
): void {
  const [, , depth] = cam.project([t.x, 0, t.z]);
  if (depth < 0.5) return;
  const leaf = r.pick(LEAVES);
  const crownY = t.height - t.spread * 0.85;
  const radii: Vec3 = [t.spread, t.spread * 0.8, t.spread];
  // Shadow of the crown on the ground: the sun's projection of a disc around the crown.
  const centre = castOnGround(light, [[t.x, crownY, t.z]])[0]!;
  // Dappled: blobs of shade with sun between them.
  let dapple = '';
  for (let i = 0; i < 26; i++) {
    const a = r.next() * Math.PI * 2;
    const rr = Math.sqrt(r.next()) * t.spread * 0.9;
    const c: Vec3 = [centre[0] + Math.cos(a) * rr, 0, centre[2] + Math.sin(a) * rr];
    const [bx, by, bd] = cam.project(c);
    const rad = t.spread * (0.25 + r.next() * 0.25) * cam.scaleAt(bd);
    const flat = Math.max(0.12, Math.min(1, (cam.eye / Math.max(bd, 1)) * 1.5));
    dapple += `M${(bx - rad).toFixed(1)} ${by.toFixed(1)}a${rad.toFixed(1)} ${(rad * flat).toFixed(1)} 0 1 0 ${(2 * rad).toFixed(1)} 0a${rad.toFixed(1)} ${(rad * flat).toFixed(1)} 0 1 0 ${(-2 * rad).toFixed(1)} 0Z`;
  }
  const [sbx, sby] = cam.project([t.x, 0, t.z]);
  const [scx, scy] = cam.project(centre);
  const alpha = shadowAlpha(light, 0.3);
  shadows.add(
    `<path d="${dapple}" fill="#000" fill-opacity="${alpha}"/>`,
    `<line x1="${sbx.toFixed(1)}" y1="${sby.toFixed(1)}" x2="${scx.toFixed(1)}" y2="${scy.toFixed(1)}" stroke="#000" stroke-opacity="${alpha}" stroke-width="${Math.max(1, 0.3 * cam.scaleAt(depth)).toFixed(1)}"/>`,
  );

  // Trunk and two or three boughs into the crown.
  const trunkTop = crownY + t.spread * 0.1;
  layer.add(
    cylinder(cam, light, layer, [t.x, t.z], Math.max(0.12, t.height * 0.022), 0, trunkTop, BARK),
  );
  const [bx, by] = cam.project([t.x, crownY - t.spread * 0.3, t.z]);
  const s = cam.scaleAt(depth);
  for (let i = 0; i < 3; i++) {
    const dx = (r.next() - 0.5) * t.spread * 1.4 * s;
    const dy = -(0.4 + r.next() * 0.5) * t.spread * s;
    layer.add(
      `<path d="M${bx.toFixed(1)} ${by.toFixed(1)} q${(dx * 0.3).toFixed(1)} ${(dy * 0.6).toFixed(1)} ${dx.toFixed(1)} ${dy.toFixed(1)}" stroke="${css(shade(light, BARK, [0, 0, -1], depth))}" stroke-width="${Math.max(1, t.height * 0.012 * s).toFixed(1)}" fill="none" stroke-linecap="round"/>`,
    );
  }

  crown(cam, light, r, layer, [t.x, crownY, t.z], radii, leaf);
}

/**
 * A crown around `c` with radii `radii`: clumps of leaves lit by their own normals (darker
 * deep inside), each clump textured with a few leaves of its own, drawn far to near.
 */
export function crown(
  cam: Camera,
  light: Light,
  r: Random,
  layer: SvgLayer,
  c: Vec3,
  radii: Vec3,
  leaf: Rgb,
): void {
  const [, , depth] = cam.project(c);
  const s = cam.scaleAt(depth);
  const px = radii[0] * s;
  const clumpPx = Math.max(1.8, px * 0.19);
  const count = Math.round(Math.min(220, Math.max(14, ((px * px) / (clumpPx * clumpPx)) * 5)));
  const leaves = px > 30 ? Math.min(12, Math.round(px / 22)) : 0;
  const clumps: { p: Vec3; n: Vec3; inner: number; z: number }[] = [];
  for (let i = 0; i < count; i++) {
    // A point in the unit ball, pushed towards the surface.
    let o: Vec3;
    do o = [r.next() * 2 - 1, r.next() * 2 - 1, r.next() * 2 - 1];
    while (o[0] * o[0] + o[1] * o[1] + o[2] * o[2] > 1);
    const push = 0.5 + 0.5 * Math.cbrt(Math.hypot(...o));
    const unit = norm(o);
    const p: Vec3 = [
      c[0] + unit[0] * push * radii[0],
      c[1] + unit[1] * push * radii[1],
      c[2] + unit[2] * push * radii[2],
    ];
    clumps.push({ p, n: unit, inner: push, z: cam.toCamera(p)[2] });
  }
  clumps.sort((a, b) => b.z - a.z);
  const [cx, cy] = cam.project(c);
  layer.add(
    `<ellipse cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" rx="${(px * 0.85).toFixed(1)}" ry="${(radii[1] * s * 0.85).toFixed(1)}" fill="${css(shade(light, scale(leaf, 0.55), [0, 0, -1], depth))}"/>`,
  );
  const out: string[] = [];
  for (const k of clumps) {
    const [x, y, d] = cam.project(k.p);
    const size = clumpPx * (0.75 + r.next() * 0.5);
    const albedo = jitter(
      scale(leaf, 0.5 + 0.55 * k.inner * k.inner),
      10,
      r.next(),
      r.next(),
      r.next(),
    );
    const base = shade(light, albedo, k.n, d, 1.35);
    const rot = r.int(-50, 50);
    out.push(
      `<ellipse cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" rx="${size.toFixed(1)}" ry="${(size * 0.72).toFixed(1)}" transform="rotate(${rot} ${x.toFixed(1)} ${y.toFixed(1)})" fill="${css(base)}"/>`,
    );
    // Leaves on the clump: lighter towards the sun, darker away from it.
    const towards = k.n[0] * light.sun[0] + k.n[1] * light.sun[1] + k.n[2] * light.sun[2];
    const edge = 1 - Math.abs(cam.toCamera([k.n[0], k.n[1] + cam.eye, k.n[2]])[2]);
    const count = leaves + (edge > 0.6 && px > 12 ? 4 : 0);
    for (let i = 0; i < count; i++) {
      const a = r.next() * Math.PI * 2;
      const rr = Math.sqrt(r.next()) * size * (i >= leaves ? 1.25 : 0.8);
      const lx = x + Math.cos(a) * rr;
      const ly = y + Math.sin(a) * rr * 0.72;
      const up = -Math.sin(a) * 0.5 + 0.5;
      const tone = mix(
        scale(base, 0.86),
        mix(scale(base, 1.15), hex('#e0f0a0'), 0.3 * Math.max(0, towards)),
        up,
      );
      const ls = Math.max(0.8, size * (0.1 + r.next() * 0.1));
      out.push(
        `<ellipse cx="${lx.toFixed(1)}" cy="${ly.toFixed(1)}" rx="${ls.toFixed(1)}" ry="${(ls * 0.55).toFixed(1)}" transform="rotate(${r.int(0, 179)} ${lx.toFixed(1)} ${ly.toFixed(1)})" fill="${css(tone)}"/>`,
      );
    }
  }
  layer.add(...out);
}

/** An areca-nut palm: a thin ringed trunk and a crown of drooping fronds. */
export function palm(
  cam: Camera,
  light: Light,
  r: Random,
  layer: SvgLayer,
  shadows: SvgLayer,
  x: number,
  z: number,
  height: number,
): void {
  const lean = (r.next() - 0.5) * 0.6;
  const top: Vec3 = [x + lean, height, z];
  const [bx, by, depth] = cam.project([x, 0, z]);
  const [tx, ty] = cam.project(top);
  const s = cam.scaleAt(depth);
  const trunk = css(shade(light, hex('#8c8577'), [-0.3, 0, -1], depth));
  layer.add(
    `<path d="M${bx.toFixed(1)} ${by.toFixed(1)} Q${((bx + tx) / 2 + lean * s * 0.3).toFixed(1)} ${((by + ty) / 2).toFixed(1)} ${tx.toFixed(1)} ${ty.toFixed(1)}" stroke="${trunk}" stroke-width="${Math.max(1, 0.16 * s).toFixed(1)}" fill="none"/>`,
  );
  const shadowTip = castOnGround(light, [top])[0]!;
  shadows.add(
    `<line x1="${bx.toFixed(1)}" y1="${by.toFixed(1)}" x2="${cam.project(shadowTip)[0].toFixed(1)}" y2="${cam.project(shadowTip)[1].toFixed(1)}" stroke="#000" stroke-opacity="${shadowAlpha(light, 0.4)}" stroke-width="${Math.max(1, 0.2 * s).toFixed(1)}"/>`,
  );
  const frond = hex('#4f7d34');
  const fronds = r.int(7, 10);
  for (let i = 0; i < fronds; i++) {
    const a = (i / fronds) * Math.PI * 2 + r.next() * 0.5;
    const len = 2.2 + r.next() * 1.2;
    const end: Vec3 = [
      top[0] + Math.cos(a) * len * 0.85,
      top[1] - len * (0.35 + r.next() * 0.35),
      top[2] + Math.sin(a) * len * 0.85,
    ];
    const mid: Vec3 = [
      top[0] + Math.cos(a) * len * 0.45,
      top[1] + len * 0.2,
      top[2] + Math.sin(a) * len * 0.45,
    ];
    const [mx, my] = cam.project(mid);
    const [ex, ey, ed] = cam.project(end);
    const n = norm([Math.cos(a), 0.6, Math.sin(a)]);
    const col = css(shade(light, jitter(frond, 12, r.next()), n, ed));
    let leaflets = '';
    for (let k = 1; k <= 9; k++) {
      const t = k / 10;
      const qx = (1 - t) * (1 - t) * tx + 2 * (1 - t) * t * mx + t * t * ex;
      const qy = (1 - t) * (1 - t) * ty + 2 * (1 - t) * t * my + t * t * ey;
      const l = 0.55 * s * (1 - Math.abs(t - 0.45));
      leaflets += `M${qx.toFixed(1)} ${qy.toFixed(1)}l${(-l * 0.35).toFixed(1)} ${l.toFixed(1)}M${qx.toFixed(1)} ${qy.toFixed(1)}l${(l * 0.35).toFixed(1)} ${l.toFixed(1)}`;
    }
    layer.add(
      `<path d="M${tx.toFixed(1)} ${ty.toFixed(1)} Q${mx.toFixed(1)} ${my.toFixed(1)} ${ex.toFixed(1)} ${ey.toFixed(1)}" stroke="${col}" stroke-width="${Math.max(0.8, 0.06 * s).toFixed(1)}" fill="none"/>`,
      `<path d="${leaflets}" stroke="${col}" stroke-width="${Math.max(0.6, 0.05 * s).toFixed(1)}" fill="none" stroke-linecap="round"/>`,
    );
  }
}

/** A clump of bamboo: tall culms fanning out and bending, with leaves at the top. */
export function bamboo(
  cam: Camera,
  light: Light,
  r: Random,
  layer: SvgLayer,
  x: number,
  z: number,
  height: number,
): void {
  const [bx, by, depth] = cam.project([x, 0, z]);
  const s = cam.scaleAt(depth);
  const culm = css(shade(light, hex('#7c8a45'), [0, 0, -1], depth));
  const leaf = hex('#587a32');
  const count = r.int(12, 20);
  let leaves = '';
  for (let i = 0; i < count; i++) {
    const spread = (r.next() - 0.5) * 0.9;
    const h = height * (0.7 + r.next() * 0.3) * s;
    const ex = bx + spread * h * 0.6 + (r.next() - 0.5) * 0.5 * s;
    const ey = by - h * (0.85 + 0.1 * r.next());
    const cx = bx + spread * h * 0.1;
    const cy = by - h * 0.6;
    layer.add(
      `<path d="M${(bx + (r.next() - 0.5) * 0.8 * s).toFixed(1)} ${by.toFixed(1)} Q${cx.toFixed(1)} ${cy.toFixed(1)} ${ex.toFixed(1)} ${ey.toFixed(1)}" stroke="${culm}" stroke-width="${Math.max(0.7, 0.07 * s).toFixed(1)}" fill="none"/>`,
    );
    for (let k = 0; k < 14; k++) {
      const t = 0.45 + r.next() * 0.55;
      const qx = (1 - t) * (1 - t) * bx + 2 * (1 - t) * t * cx + t * t * ex;
      const qy = (1 - t) * (1 - t) * by + 2 * (1 - t) * t * cy + t * t * ey;
      const l = (0.25 + r.next() * 0.2) * s;
      leaves += `M${qx.toFixed(1)} ${qy.toFixed(1)}l${((r.next() - 0.5) * l * 2).toFixed(1)} ${(l * (0.3 + r.next() * 0.6)).toFixed(1)}`;
    }
  }
  layer.add(
    `<path d="${leaves}" stroke="${css(shade(light, leaf, [light.sun[0] * 0.5, 0.6, -0.5], depth))}" stroke-width="${Math.max(0.8, 0.07 * s).toFixed(1)}" fill="none" stroke-linecap="round"/>`,
  );
}

/**
 * A line of trees at a distance: a silhouette whose height follows noise and crown-sized bumps,
 * speckled with lit and shaded foliage, faded by the haze.
 */
export function treeLine(
  cam: Camera,
  light: Light,
  r: Random,
  layer: SvgLayer,
  distance: number,
  height: number,
  leaf = hex('#3d6332'),
): void {
  const noise = new Noise(r.int(1, 1_000_000));
  const s = cam.scaleAt(distance);
  const [, groundY] = cam.project([0, 0, distance]);
  const pts: string[] = [
    `${cam.width + 10},${(groundY + 2).toFixed(1)}`,
    `-10,${(groundY + 2).toFixed(1)}`,
  ];
  const tops: [number, number][] = [];
  for (let x = -10; x <= cam.width + 10; x += 3) {
    const m = (x - cam.width / 2) / s;
    const crownBump = Math.abs(Math.sin(m / (3 + noise.value(m * 0.05, 2) * 4)));
    const hm = height * (0.55 + 0.5 * noise.fbm(m * 0.04, 0.5, 3) + 0.22 * Math.sqrt(crownBump));
    const y = groundY - hm * s;
    pts.push(`${x},${y.toFixed(1)}`);
    tops.push([x, y]);
  }
  const dark = fog(light, shade(light, scale(leaf, 0.75), [0, 0, -1], 0), distance);
  const lit = fog(light, shade(light, leaf, [light.sun[0], 0.7, -0.3], 0), distance);
  const deep = fog(light, shade(light, scale(leaf, 0.5), [0, 0, -1], 0), distance);
  layer.add(`<polygon points="${pts.join(' ')}" fill="${css(dark)}"/>`);
  let litPath = '';
  let deepPath = '';
  for (let i = 0; i < tops.length; i += 2) {
    const [x, y] = tops[i]!;
    const depthDown = (groundY - y) * r.next();
    const rad = (0.6 + r.next() * 1.1) * s;
    const cy = y + depthDown * 0.5 + rad;
    const blob = `M${(x - rad).toFixed(1)} ${cy.toFixed(1)}a${rad.toFixed(1)} ${(rad * 0.8).toFixed(1)} 0 1 1 ${(2 * rad).toFixed(1)} 0a${rad.toFixed(1)} ${(rad * 0.8).toFixed(1)} 0 1 1 ${(-2 * rad).toFixed(1)} 0Z`;
    if (r.chance(0.45)) litPath += blob;
    else deepPath += blob;
  }
  layer.add(
    `<path d="${deepPath}" fill="${css(deep)}" fill-opacity="0.45"/>`,
    `<path d="${litPath}" fill="${css(lit)}" fill-opacity="0.3"/>`,
  );
}

/** Far hills (the Bhutan foothills seen from lower Assam), almost lost in the haze. */
export function hills(
  cam: Camera,
  light: Light,
  r: Random,
  layer: SvgLayer,
  distance: number,
  height: number,
): void {
  const pts: string[] = [];
  const steps = 40;
  let h = 0.5;
  for (let i = 0; i <= steps; i++) {
    h = Math.max(0.15, Math.min(1, h + (r.next() - 0.5) * 0.35));
    const x = -distance * 1.2 + (i / steps) * distance * 2.4;
    const [sx, sy] = cam.project([x, height * h, distance]);
    pts.push(`${sx.toFixed(1)},${sy.toFixed(1)}`);
  }
  const [, gy] = cam.project([0, 0, distance]);
  const colour = mix(fog(light, hex('#3c5a6e'), distance * 0.35), light.top, 0.25);
  layer.add(
    `<polygon points="${cam.width * 2},${gy + 2} ${-cam.width},${gy + 2} ${pts.join(' ')}" fill="${css(colour)}"/>`,
  );
}
