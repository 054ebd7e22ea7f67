/**
 * Demo images drawn as SVG: Dubai skylines, marina and beach views, villas, townhouses and interiors,
 * at five times of day. Each (kind, time, seed) always draws the same picture, so the content-hashed
 * store keeps one file per distinct scene. Rendered by sharp (librsvg); nothing is downloaded.
 */
import {
  DARK,
  H,
  SKIES,
  W,
  celestial,
  landmark,
  mix,
  mulberry32,
  n,
  palm,
  street,
  towers,
  water,
  type Rng,
  type Sky,
  type TimeOfDay,
} from './seed-demo-drawing.ts';

export type SceneKind = 'downtown' | 'skyline' | 'marina' | 'beach' | 'villa' | 'townhouse' | 'interior';

/** The SVG source of one scene. */
export function sceneSvg(kind: SceneKind, time: TimeOfDay, seed: number): string {
  const r = mulberry32([...kind].reduce((h, ch) => Math.imul(h, 31) + ch.charCodeAt(0), seed));
  const sky = SKIES[time];
  const body = kind === 'interior' ? interior(r, sky, time, seed) : outdoor(kind, r, sky, time);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${body}</svg>`;
}

/** Sky, then the view's layers from far to near. */
function outdoor(kind: Exclude<SceneKind, 'interior'>, r: Rng, sky: Sky, time: TimeOfDay): string {
  const horizon =
    { downtown: 0.9, skyline: 0.9, marina: 0.64, beach: 0.6, villa: 0.76, townhouse: 0.78 }[kind] * H;
  let out = `<defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky.top}"/><stop offset="0.55" stop-color="${sky.mid}"/><stop offset="1" stop-color="${sky.low}"/></linearGradient>
    <linearGradient id="water" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky.low}" stop-opacity="0.55"/><stop offset="0.25" stop-color="${sky.water}" stop-opacity="0.8"/><stop offset="1" stop-color="${mix(sky.water, '#000000', 0.55)}"/></linearGradient>
    <radialGradient id="glow"><stop offset="0" stop-color="${sky.sun}" stop-opacity="0.75"/><stop offset="1" stop-color="${sky.sun}" stop-opacity="0"/></radialGradient>
    <linearGradient id="shade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#fff" stop-opacity="0.16"/><stop offset="0.45" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.3"/></linearGradient>
  </defs><rect width="${W}" height="${H}" fill="url(#sky)"/>${celestial(r, sky, time, horizon)}`;
  const city = kind === 'downtown' || kind === 'skyline' || kind === 'marina';
  const farMax = city ? 0.5 : kind === 'beach' ? 0.12 : 0.22;
  if (kind !== 'townhouse' && (city || r() < 0.75)) {
    out += towers(r, sky, time, horizon, 0.06 * H, farMax * H, city ? 0.1 : 0.3);
  }
  if (kind === 'downtown') out += landmark(sky, time, horizon);
  if (city)
    out += `<g id="city">${towers(r, sky, time, horizon, 0.18 * H, (kind === 'marina' ? 0.55 : 0.7) * H)}</g>`;
  if (kind === 'marina' || kind === 'beach') out += water(r, sky, time, horizon, kind === 'marina');
  if (kind === 'downtown' || kind === 'skyline') out += street(r, sky, time, horizon);
  if (kind === 'beach') out += beach(r, sky, time);
  if (kind === 'villa') out += villa(r, sky, time, horizon);
  if (kind === 'townhouse') out += townhouses(r, sky, time, horizon);
  return out;
}

/** Sand, surf and palms in front of the sea. */
function beach(r: Rng, sky: Sky, time: TimeOfDay): string {
  const sand = mix('#f1dcaa', sky.near, DARK[time]);
  const edge = `M0 ${n(0.8 * H)}Q${n(W * (0.35 + r() * 0.3))} ${n(0.72 * H)} ${W} ${n(0.84 * H)}`;
  let out = `<path d="${edge}V${H}H0z" fill="${sand}"/><path d="${edge}" stroke="#ffffff" stroke-opacity="0.55" stroke-width="5" fill="none"/>`;
  const leaf = mix('#2e6b39', sky.near, 0.2 + DARK[time] * 0.7);
  const bark = mix('#7b5b3c', sky.near, 0.2 + DARK[time] * 0.7);
  out += palm(r, 90 + r() * 120, H + 20, 520 + r() * 120, leaf, bark);
  out += palm(r, W - 140 - r() * 120, H + 20, 430 + r() * 140, leaf, bark);
  if (r() < 0.6) out += palm(r, W * (0.3 + r() * 0.4), 0.86 * H, 240 + r() * 60, leaf, bark);
  return out;
}

const lawnOf = (sky: Sky, time: TimeOfDay) => mix('#6aa24f', sky.near, DARK[time] * 0.9);

/** A modern two-storey villa with a pool and palms; proportions, glazing and finish vary with the seed. */
function villa(r: Rng, sky: Sky, time: TimeOfDay, ground: number): string {
  const shade = (colour: string, k: number) => mix(colour, sky.near, DARK[time] * k);
  const wall = shade(['#f3efe7', '#efe3cf', '#e6e9ec'][Math.floor(r() * 3)] ?? '#f3efe7', 0.7);
  const slab = shade('#5d5a55', 0.5);
  const glass = time === 'day' ? '#3b5873' : sky.glass;
  const flip = r() < 0.5;
  const at = (f: number) => (flip ? W * (1 - f) : W * f);
  /** A rectangle between fractions f0 and f1 of the width (mirrored when flipped). */
  const box = (f0: number, f1: number, y: number, h: number, fill: string) =>
    `<rect x="${n(Math.min(at(f0), at(f1)))}" y="${n(y)}" width="${n(W * (f1 - f0))}" height="${n(h)}" fill="${fill}"/>`;
  const panes = (f0: number, f1: number, y: number, h: number, count: number) => {
    const gap = 0.025;
    const w = (f1 - f0 - gap * (count + 1)) / count;
    return Array.from({ length: count }, (_, i) =>
      box(f0 + gap + i * (w + gap), f0 + (i + 1) * (w + gap), y, h, glass),
    ).join('');
  };
  const g = (0.17 + r() * 0.05) * H;
  const u = (0.13 + r() * 0.04) * H;
  const a0 = 0.18 + r() * 0.08;
  const a1 = 0.68 + r() * 0.1;
  const b0 = a0 + 0.04 + r() * 0.1;
  const b1 = Math.min(0.9, a1 + (r() - 0.3) * 0.16);
  const timber = r() < 0.5 ? (b1 - b0) * 0.28 : 0;
  let out = `<rect y="${n(ground)}" width="${W}" height="${n(H - ground)}" fill="${lawnOf(sky, time)}"/>`;
  out += box(a0, a1, ground - g, g + 4, wall) + box(b0, b1, ground - g - u, u, wall);
  if (timber) out += box(b0, b0 + timber, ground - g - u, u, shade('#8a6446', 0.6));
  out +=
    box(a0 - 0.02, a1 + 0.02, ground - g - 10, 12, slab) +
    box(b0 - 0.02, b1 + 0.03, ground - g - u - 12, 14, slab);
  out += panes(a0, a1, ground - g + 26, g - 30, 3 + Math.floor(r() * 3));
  out += panes(b0 + timber, b1, ground - g - u + 24, u - 44, 2 + Math.floor(r() * 2));
  const y0 = ground + 0.07 * H;
  const y1 = ground + 0.18 * H;
  const p0 = 0.14 + r() * 0.1;
  const p1 = p0 + 0.48 + r() * 0.14;
  const pool = time === 'day' ? '#4cc6ea' : '#36d3f2';
  out += `<polygon points="${n(at(p0))},${n(y0)} ${n(at(p1))},${n(y0)} ${n(at(p1 + 0.08))},${n(y1)} ${n(at(p0 - 0.1))},${n(y1)}" fill="${pool}" stroke="${shade('#ece6d8', 0.6)}" stroke-width="10"/>`;
  let ripples = '';
  for (let i = 0; i < 26; i++) {
    ripples += `M${n(at(p0 + r() * (p1 - p0 - 0.04)))} ${n(y0 + 12 + r() * (y1 - y0 - 20))}h${n(20 + r() * 50)}`;
  }
  out += `<path d="${ripples}" stroke="#ffffff" stroke-opacity="0.45" stroke-width="3"/>`;
  const leaf = mix('#2f6e3c', sky.near, 0.15 + DARK[time] * 0.75);
  const bark = mix('#7a5a3a', sky.near, 0.15 + DARK[time] * 0.75);
  out += palm(r, at(0.1), ground + 10, 330 + r() * 80, leaf, bark);
  out += palm(r, at(0.94), ground + 6, 300 + r() * 90, leaf, bark);
  return out + box(0.9, 0.98, ground - 40, 46, mix(leaf, '#000000', 0.1)).replace('/>', ' rx="20"/>');
}

/** A row of modern townhouses with roof terraces and street trees. */
function townhouses(r: Rng, sky: Sky, time: TimeOfDay, ground: number): string {
  const count = 5 + Math.floor(r() * 2);
  const uw = (W * 0.94) / count;
  const palette = ['#efe2ca', '#e0cdae', '#f5eee2'].map((c) => mix(c, sky.near, DARK[time] * 0.7));
  const trim = mix('#8c7a62', sky.near, DARK[time] * 0.5);
  let out = `<rect y="${n(ground)}" width="${W}" height="${n(H - ground)}" fill="${mix('#cdbd9f', sky.near, DARK[time] * 0.8)}"/>`;
  out += `<rect y="${n(ground + 0.1 * H)}" width="${W}" height="${n(0.08 * H)}" fill="${lawnOf(sky, time)}"/>`;
  for (let i = 0; i < count; i++) {
    const x = W * 0.03 + i * uw;
    const h = 0.3 * H + (i % 2) * 0.04 * H;
    const top = ground - h;
    const win = (wx: number, wy: number, ww: number, wh: number) =>
      `<rect x="${n(wx)}" y="${n(wy)}" width="${n(ww)}" height="${n(wh)}" fill="${time !== 'day' && r() < 0.7 ? sky.glass : '#3e566d'}"/>`;
    out += `<rect x="${n(x)}" y="${n(top)}" width="${n(uw - 4)}" height="${n(h + 2)}" fill="${palette[i % 3] ?? '#efe2ca'}"/>`;
    out += `<rect x="${n(x - 6)}" y="${n(top - 10)}" width="${n(uw + 8)}" height="12" fill="${trim}"/>`;
    out +=
      win(x + uw * 0.12, top + h * 0.12, uw * 0.5, h * 0.3) +
      win(x + uw * 0.7, top + h * 0.12, uw * 0.18, h * 0.3);
    out += win(x + uw * 0.12, top + h * 0.58, uw * 0.42, h * 0.36);
    out += `<rect x="${n(x + uw * 0.64)}" y="${n(top + h * 0.6)}" width="${n(uw * 0.2)}" height="${n(h * 0.4)}" fill="${trim}"/>`;
    for (let p = 0; p < 4; p++)
      out += `<rect x="${n(x + uw * (0.1 + p * 0.25))}" y="${n(top - 46)}" width="5" height="36" fill="${trim}"/>`;
    out += `<rect x="${n(x + uw * 0.05)}" y="${n(top - 50)}" width="${n(uw * 0.85)}" height="6" fill="${trim}"/>`;
    const tx = x + uw * (0.2 + r() * 0.6);
    const tree = mix('#3f7d3a', sky.near, 0.1 + DARK[time] * 0.8);
    out += `<rect x="${n(tx - 4)}" y="${n(ground + 0.02 * H)}" width="8" height="${n(0.12 * H)}" fill="${trim}"/><circle cx="${n(tx)}" cy="${n(ground + 0.01 * H)}" r="${n(38 + r() * 16)}" fill="${tree}"/>`;
  }
  return (
    out +
    `<rect y="${n(ground + 0.17 * H)}" width="${W}" height="${n(0.06 * H)}" fill="${mix('#b3a58c', sky.near, DARK[time] * 0.8)}"/>`
  );
}

/** A living room whose floor-to-ceiling window looks onto a marina or skyline of the same hour. */
function interior(r: Rng, sky: Sky, time: TimeOfDay, seed: number): string {
  const dim = DARK[time] * 0.45;
  const wall = mix(['#efe6da', '#e9ece8', '#f1e9e1'][seed % 3] ?? '#efe6da', '#2e2620', dim);
  const sofa = mix(['#5b6b7a', '#b9a68a', '#3f6f6a', '#8a5a4a'][seed % 4] ?? '#5b6b7a', '#1c1814', dim);
  const wood = mix('#b08658', '#2e2218', dim);
  const [wx, wy, ww, wh] = [W * 0.18, H * 0.07, W * 0.64, H * 0.62];
  const view = outdoor(r() < 0.5 ? 'marina' : 'skyline', r, sky, time);
  let out = `<defs><linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${wood}"/><stop offset="1" stop-color="${mix(wood, '#000000', 0.35)}"/></linearGradient>
    <radialGradient id="lamp"><stop offset="0" stop-color="#ffd58a" stop-opacity="0.7"/><stop offset="1" stop-color="#ffd58a" stop-opacity="0"/></radialGradient></defs>`;
  out += `<rect width="${W}" height="${H}" fill="${wall}"/>`;
  out += `<svg x="${n(wx)}" y="${n(wy)}" width="${n(ww)}" height="${n(wh)}" viewBox="0 0 ${W} ${H}" preserveAspectRatio="xMidYMid slice">${view}</svg>`;
  const frame = mix('#2d2f33', wall, 0.2);
  out += `<rect x="${n(wx)}" y="${n(wy)}" width="${n(ww)}" height="${n(wh)}" fill="none" stroke="${frame}" stroke-width="14"/>`;
  for (const f of [1 / 3, 2 / 3])
    out += `<rect x="${n(wx + ww * f - 5)}" y="${n(wy)}" width="10" height="${n(wh)}" fill="${frame}"/>`;
  const curtain = mix(wall, '#ffffff', 0.35);
  for (const cx of [wx - 70, wx + ww - 40]) {
    out += `<rect x="${n(cx)}" y="${n(wy - 30)}" width="110" height="${n(H * 0.78 - wy + 30)}" fill="${curtain}" fill-opacity="0.92"/>`;
    out += `<path d="M${n(cx + 28)} ${n(wy - 30)}V${n(H * 0.78)}M${n(cx + 62)} ${n(wy - 30)}V${n(H * 0.78)}" stroke="${mix(curtain, '#000000', 0.12)}" stroke-width="6"/>`;
  }
  out += `<rect y="${n(H * 0.78)}" width="${W}" height="${n(H * 0.22)}" fill="url(#floor)"/><rect y="${n(H * 0.775)}" width="${W}" height="8" fill="${mix(wall, '#000000', 0.15)}"/>`;
  out += `<ellipse cx="${W / 2}" cy="${n(H * 0.9)}" rx="${n(W * 0.32)}" ry="${n(H * 0.07)}" fill="${mix(sofa, '#ffffff', 0.55)}"/>`;
  out += `<rect x="${n(W * 0.27)}" y="${n(H * 0.64)}" width="${n(W * 0.46)}" height="${n(H * 0.12)}" rx="22" fill="${mix(sofa, '#000000', 0.12)}"/>`;
  out += `<rect x="${n(W * 0.25)}" y="${n(H * 0.74)}" width="${n(W * 0.5)}" height="${n(H * 0.1)}" rx="18" fill="${sofa}"/>`;
  for (const ax of [W * 0.24, W * 0.715])
    out += `<rect x="${n(ax)}" y="${n(H * 0.69)}" width="${n(W * 0.045)}" height="${n(H * 0.16)}" rx="16" fill="${mix(sofa, '#000000', 0.2)}"/>`;
  for (let c = 0; c < 3; c++)
    out += `<rect x="${n(W * (0.3 + c * 0.14))}" y="${n(H * 0.67)}" width="${n(W * 0.11)}" height="${n(H * 0.08)}" rx="14" fill="${mix(sofa, c === 1 ? '#f0c27a' : '#ffffff', 0.3)}"/>`;
  out += `<rect x="${n(W * 0.41)}" y="${n(H * 0.875)}" width="${n(W * 0.18)}" height="14" rx="6" fill="${mix(wood, '#000000', 0.3)}"/>`;
  const leaf = mix('#3d7a45', '#101a12', dim);
  out += `<rect x="${n(W * 0.08)}" y="${n(H * 0.72)}" width="70" height="90" rx="10" fill="${mix(wall, '#000000', 0.3)}"/>`;
  for (let i = 0; i < 9; i++)
    out += `<ellipse cx="${n(W * 0.08 + 35 + (r() - 0.5) * 120)}" cy="${n(H * 0.72 - r() * 170)}" rx="${n(18 + r() * 14)}" ry="${n(40 + r() * 20)}" transform="rotate(${n((r() - 0.5) * 70)} ${n(W * 0.08 + 35)} ${n(H * 0.72)})" fill="${leaf}"/>`;
  const lx = W * 0.86;
  if (time !== 'day') out += `<circle cx="${n(lx)}" cy="${n(H * 0.42)}" r="260" fill="url(#lamp)"/>`;
  return (
    out +
    `<rect x="${n(lx - 3)}" y="${n(H * 0.42)}" width="6" height="${n(H * 0.4)}" fill="${frame}"/><polygon points="${n(lx - 40)},${n(H * 0.44)} ${n(lx + 40)},${n(H * 0.44)} ${n(lx + 26)},${n(H * 0.36)} ${n(lx - 26)},${n(H * 0.36)}" fill="${time === 'day' ? '#efe7d8' : '#ffe2a8'}"/>`
  );
}
