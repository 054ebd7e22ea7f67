/**
 * Drawing primitives for the demo scenes (seed-demo-scenes.ts): skies by time of day, a seeded random
 * source, colour mixing, and the pieces every view shares (towers, a landmark, water, a street, palms).
 * Everything returns SVG markup for a 1600×1000 canvas.
 */

export const W = 1600;
export const H = 1000;

export type TimeOfDay = 'dawn' | 'day' | 'sunset' | 'dusk' | 'night';
export type Rng = () => number;

export interface Sky {
  top: string;
  mid: string;
  low: string;
  sun: string;
  far: string;
  near: string;
  water: string;
  glass: string;
  /** Height of the sun or moon, as a fraction of the canvas. */
  sunY: number;
  /** Share of windows lit. */
  lit: number;
}

/** Colours in the order top mid low sun far near water glass. */
function sky(colours: string, sunY: number, lit: number): Sky {
  const parts = colours.split(' ');
  const c = (i: number) => `#${parts[i] ?? '000000'}`;
  return {
    top: c(0),
    mid: c(1),
    low: c(2),
    sun: c(3),
    far: c(4),
    near: c(5),
    water: c(6),
    glass: c(7),
    sunY,
    lit,
  };
}

export const SKIES: Record<TimeOfDay, Sky> = {
  dawn: sky('2b3a6b c0708d f8c9a0 ffe4bf 8d7f9f 3f3857 6f7399 ffd9a0', 0.55, 0.22),
  day: sky('135fc4 4b9ae5 d4e9fb fffbea a3bcd6 56708f 2b7db6 e4f0ff', 0.15, 0),
  sunset: sky('2f2468 d85a6c ffbb6e ffd47e 9e6178 3b2946 8e4f68 ffcf7d', 0.57, 0.3),
  dusk: sky('0d1737 364b8c ef8c5f ffb274 4d5280 1c203d 2b3668 ffd383', 0.66, 0.5),
  night: sky('03060f 0d1835 2a3c6e f3efe2 1e2847 0b0f20 0d1836 ffdb8e', 0.17, 0.55),
};

/** How much each time of day darkens daylight colours (walls, lawns, sand) towards the sky's near colour. */
export const DARK: Record<TimeOfDay, number> = { dawn: 0.3, day: 0, sunset: 0.35, dusk: 0.55, night: 0.75 };

export function mulberry32(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Linear mix of two #rrggbb colours. */
export function mix(a: string, b: string, t: number): string {
  const channel = (c: string, i: number) => parseInt(c.slice(1 + 2 * i, 3 + 2 * i), 16);
  const parts = [0, 1, 2].map((i) => Math.round(channel(a, i) + (channel(b, i) - channel(a, i)) * t));
  return `#${parts.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

/** A coordinate rounded to 0.1 px, to keep the markup short. */
export const n = (v: number) => Math.round(v * 10) / 10;

/** Sun with its glow and clouds, or the moon and stars at night. */
export function celestial(r: Rng, sky: Sky, time: TimeOfDay, horizon: number): string {
  const x = n(W * (0.15 + r() * 0.7));
  const y = n(Math.min(sky.sunY * H, horizon - 60));
  const halo = { dawn: 340, day: 260, sunset: 340, dusk: 340, night: 190 }[time];
  let out = `<circle cx="${x}" cy="${y}" r="${halo}" fill="url(#glow)"/>`;
  if (time === 'night') {
    for (let i = 0; i < 140; i++) {
      const o = n(0.3 + r() * 0.7);
      out += `<circle cx="${n(r() * W)}" cy="${n(r() * horizon * 0.7)}" r="${n(0.6 + r() * 1.4)}" fill="#fff" fill-opacity="${o}"/>`;
    }
    const craters = [
      [-10, -8, 7],
      [9, 6, 9],
      [-4, 14, 5],
    ]
      .map(([dx = 0, dy = 0, cr = 0]) => `<circle cx="${x + dx}" cy="${y + dy}" r="${cr}" fill="#d9d4c4"/>`)
      .join('');
    return `${out}<circle cx="${x}" cy="${y}" r="34" fill="${sky.sun}"/>${craters}`;
  }
  if (time !== 'dusk')
    out += `<circle cx="${x}" cy="${y}" r="${time === 'day' ? 42 : 58}" fill="${sky.sun}"/>`;
  for (let c = 0; c < 3 + r() * 3; c++) {
    const cx = r() * W;
    const cy = 60 + r() * horizon * 0.35;
    const tint = mix('#ffffff', sky.mid, time === 'day' ? 0.05 : 0.45);
    for (let i = 0; i < 5; i++) {
      out += `<ellipse cx="${n(cx + (i - 2) * 55 + r() * 30)}" cy="${n(cy + r() * 18)}" rx="${n(60 + r() * 70)}" ry="${n(14 + r() * 16)}" fill="${tint}" fill-opacity="${n(0.25 + r() * 0.3)}"/>`;
    }
  }
  return out;
}

/**
 * A row of towers standing on `base`. A far row (with `haze`, how much it fades into the sky) is smaller;
 * near rows get windows, lit at dusk and night, floor bands by day.
 */
export function towers(
  r: Rng,
  sky: Sky,
  time: TimeOfDay,
  base: number,
  min: number,
  max: number,
  haze?: number,
): string {
  const far = haze !== undefined;
  let out = '';
  for (let x = -40 + r() * 40; x < W + 20;) {
    let lit = '';
    let bands = '';
    const w = far ? 36 + r() * 64 : 70 + r() * 110;
    const h = min + (max - min) * r() ** 1.4;
    const top = base - h;
    const fill = mix(
      far ? sky.far : sky.near,
      far ? sky.low : sky.mid,
      (haze ?? 0) + r() * (far ? 0.25 : 0.18),
    );
    out += `<rect x="${n(x)}" y="${n(top)}" width="${n(w)}" height="${n(h + 2)}" fill="${fill}"/>`;
    out += crown(r, x, w, top, fill, time);
    if (!far) out += `<rect x="${n(x)}" y="${n(top)}" width="${n(w)}" height="${n(h)}" fill="url(#shade)"/>`;
    const cell = far ? { w: 7, h: 9, win: [3, 4] } : { w: 13, h: 17, win: [7, 9] };
    const share = far ? sky.lit * 0.5 : sky.lit;
    for (let y = top + 14; y < base - cell.h; y += cell.h) {
      if (time === 'day' && !far) bands += `M${n(x + 4)} ${n(y)}h${n(w - 8)}`;
      if (share === 0) continue;
      for (let wx = x + 6; wx < x + w - cell.w; wx += cell.w) {
        if (r() < share) lit += `M${n(wx)} ${n(y)}h${cell.win[0]}v${cell.win[1]}h-${cell.win[0]}z`;
      }
    }
    if (bands) out += `<path d="${bands}" stroke="#ffffff" stroke-opacity="0.18" stroke-width="3"/>`;
    if (lit) out += `<path d="${lit}" fill="${sky.glass}" fill-opacity="${far ? 0.7 : 0.9}"/>`;
    x += w + (r() < 0.35 ? -w * 0.3 : r() * 24);
  }
  return out;
}

function crown(r: Rng, x: number, w: number, top: number, fill: string, time: TimeOfDay): string {
  const style = Math.floor(r() * 5);
  const cx = n(x + w / 2);
  if (style === 1) {
    const s = 30 + r() * 80;
    const light = time === 'day' ? '' : `<circle cx="${cx}" cy="${n(top - s)}" r="3" fill="#ff4d4d"/>`;
    return `<rect x="${n(cx - 2)}" y="${n(top - s)}" width="4" height="${n(s)}" fill="${fill}"/>${light}`;
  }
  if (style === 2)
    return `<polygon points="${n(x)},${n(top + 1)} ${n(x + w)},${n(top - w * 0.45)} ${n(x + w)},${n(top + 1)}" fill="${fill}"/>`;
  if (style === 3) {
    return `<rect x="${n(x + w * 0.15)}" y="${n(top - 26)}" width="${n(w * 0.7)}" height="27" fill="${fill}"/><rect x="${n(x + w * 0.32)}" y="${n(top - 46)}" width="${n(w * 0.36)}" height="21" fill="${fill}"/>`;
  }
  if (style === 4)
    return `<ellipse cx="${cx}" cy="${n(top + 1)}" rx="${n(w / 2)}" ry="${n(w * 0.22)}" fill="${fill}"/>`;
  return '';
}

/** A tapering, stepped needle tower for Downtown views. */
export function landmark(sky: Sky, time: TimeOfDay, base: number): string {
  const cx = W * 0.58;
  const left: string[] = [];
  const right: string[] = [];
  for (let i = 0; i <= 9; i++) {
    const y = base - i * 0.075 * H;
    const half = 70 * (1 - i / 10.5) + 6;
    left.push(`${n(cx - half)},${n(y)}`, `${n(cx - half)},${n(y - 0.075 * H + 4)}`);
    right.unshift(`${n(cx + half)},${n(y - 0.075 * H + 4)}`, `${n(cx + half)},${n(y)}`);
  }
  const spire = `${n(cx - 3)},${n(base - 0.75 * H)} ${n(cx)},${n(base - 0.9 * H)} ${n(cx + 3)},${n(base - 0.75 * H)}`;
  const body = `<polygon points="${left.join(' ')} ${spire} ${right.join(' ')}" fill="${mix(sky.near, sky.mid, 0.25)}"/>`;
  if (time === 'day') return body;
  let bands = '';
  for (let i = 1; i <= 9; i++) {
    const half = 70 * (1 - (i - 1) / 10.5) + 6;
    bands += `M${n(cx - half + 4)} ${n(base - i * 0.075 * H + 10)}h${n(2 * half - 8)}`;
  }
  return `${body}<path d="${bands}" stroke="${sky.glass}" stroke-opacity="0.7" stroke-width="3"/><circle cx="${n(cx)}" cy="${n(base - 0.9 * H)}" r="4" fill="#ff4d4d"/>`;
}

/** Water below the horizon with shimmer; a marina also mirrors the #city group and carries yachts. */
export function water(r: Rng, sky: Sky, time: TimeOfDay, horizon: number, reflect: boolean): string {
  let out = `<rect y="${n(horizon)}" width="${W}" height="${n(H - horizon)}" fill="${mix(sky.water, sky.low, 0.3)}"/>`;
  if (reflect) out += `<use href="#city" transform="matrix(1 0 0 -1 0 ${n(2 * horizon)})" opacity="0.4"/>`;
  out += `<rect y="${n(horizon)}" width="${W}" height="${n(H - horizon)}" fill="url(#water)"/>`;
  let shimmer = '';
  for (let i = 0; i < 160; i++) {
    const y = horizon + (H - horizon) * r() ** 1.6;
    shimmer += `M${n(r() * W)} ${n(y)}h${n(15 + r() * 90 * (y / H))}`;
  }
  out += `<path d="${shimmer}" stroke="${sky.low}" stroke-opacity="0.35" stroke-width="2"/>`;
  if (!reflect) return out;
  for (let b = 0; b < 1 + r() * 3; b++) {
    const x = r() * (W - 200);
    const y = horizon + 30 + r() * (H - horizon) * 0.5;
    const l = 80 + r() * 110;
    out += `<polygon points="${n(x)},${n(y)} ${n(x + l)},${n(y)} ${n(x + l * 0.9)},${n(y + l * 0.13)} ${n(x + l * 0.08)},${n(y + l * 0.13)}" fill="${mix('#ffffff', sky.near, DARK[time] * 0.8)}"/><rect x="${n(x + l * 0.3)}" y="${n(y - l * 0.1)}" width="${n(l * 0.42)}" height="${n(l * 0.1)}" rx="4" fill="${mix('#e8eef4', sky.near, 0.3)}"/>`;
  }
  return out;
}

/** The foreground of a city view: a road with light trails and a row of small palms. */
export function street(r: Rng, sky: Sky, time: TimeOfDay, horizon: number): string {
  let out = `<rect y="${n(horizon)}" width="${W}" height="${n(H - horizon)}" fill="${mix(sky.near, '#000000', 0.35)}"/>`;
  const lights = time === 'day' ? ['#d9dde2', '#d9dde2'] : ['#ff5a4f', '#fff1c9'];
  lights.forEach((colour, i) => {
    let d = '';
    for (let k = 0; k < 6; k++) d += `M0 ${n(horizon + 18 + i * 30 + k * 4)}h${W}`;
    out += `<path d="${d}" stroke="${colour}" stroke-opacity="${time === 'day' ? 0.25 : 0.55}" stroke-width="2"/>`;
  });
  for (let x = 40 + r() * 60; x < W; x += 140 + r() * 160) {
    out += palm(r, x, horizon + 6, 90 + r() * 50, mix('#1f3d2a', sky.near, 0.5 + DARK[time] * 0.5));
  }
  return out;
}

export function palm(r: Rng, x: number, base: number, h: number, colour: string, trunk = colour): string {
  const lean = (r() - 0.5) * h * 0.35;
  const tx = x + lean;
  const ty = base - h;
  let out = `<path d="M${n(x)} ${n(base)}Q${n(x + lean * 0.2)} ${n(base - h * 0.5)} ${n(tx)} ${n(ty)}" stroke="${trunk}" stroke-width="${n(h * 0.07)}" fill="none" stroke-linecap="round"/>`;
  for (let k = 0; k < 9; k++) {
    const a = Math.PI * (1.05 + (k / 8) * 0.9) + (r() - 0.5) * 0.2;
    const l = h * (0.45 + r() * 0.2);
    const ex = tx + Math.cos(a) * l;
    const ey = ty + Math.sin(a) * l * 0.5 + l * 0.45;
    const cx = tx + Math.cos(a) * l * 0.5;
    const cy = ty + Math.sin(a) * l * 0.55 - l * 0.05;
    out += `<path d="M${n(tx)} ${n(ty)}Q${n(cx)} ${n(cy - l * 0.09)} ${n(ex)} ${n(ey)}Q${n(cx)} ${n(cy + l * 0.09)} ${n(tx)} ${n(ty)}z" fill="${colour}"/>`;
  }
  return out;
}
