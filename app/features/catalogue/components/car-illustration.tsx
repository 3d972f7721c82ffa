import type { BodyType } from "~/shared/lib/vehicle";
import { useId, type JSX } from "react";
import { shade } from "~/features/catalogue/colour";

/** Ground line shared by every body type, so cards line up. */
const G = 188;

/**
 * One side view (facing right) per body type, in the 400×225 viewBox:
 * d: outline from the rear-bottom corner over the roof to the front-bottom corner (the renderer
 *   closes it along the underside, cutting the wheel arches), t: roof y (gradient top),
 * b: underside y, s: sill y, e: shoulder crease y, w: rear and front wheel x, r: wheel radius,
 * g: windows, p: pillars [x, width] painted over them, l: panel lines, o: mirror [x, y],
 * m: handles (and roof rails), h / k: head- and tail-light [x, y, w, h], c: dark arch cladding,
 * x: pickup bed (the far side wall seen over the near one).
 */
type Rect = [number, number, number, number];

type Spec = {
  d: string;
  t: number;
  b: number;
  s: number;
  e: number;
  w: [number, number];
  r: number;
  g: string;
  p: [number, number][];
  l: string;
  m: string;
  o: [number, number];
  h: Rect;
  k: Rect;
  c?: 1;
  x?: string;
};

const BODIES: Record<BodyType, Spec> = {
  sedan: {
    d: "M48 174C41 173 38 168 38 161L38 140C38 131 42 126 52 125L118 119C132 110 146 96 166 90C196 84 232 85 252 92C264 97 278 110 290 120C312 123 338 127 352 131C361 134 364 140 364 148C364 156 363 163 360 168C358 172 354 174 348 174",
    t: 86,
    b: 174,
    s: 164,
    e: 134,
    w: [106, 296],
    r: 29,
    g: "M136 121C148 110 158 100 176 96C200 91 226 92 246 97C256 101 266 111 276 121Z",
    p: [[204, 6]],
    l: "M207 125V165M266 125C271 140 271 152 265 165M150 125C147 140 147 152 151 165",
    o: [269, 122],
    m: "M180 130h10v3h-10zM238 130h10v3h-10z",
    h: [340, 133, 30, 7],
    k: [30, 128, 20, 9],
  },
  hatchback: {
    d: "M68 174C62 173 59 168 59 160L60 132C60 124 61 117 64 110L70 98C73 93 77 90 86 89C120 85 170 85 200 88C216 92 234 106 250 119C275 121 302 125 320 129C331 132 337 138 338 147C338 155 337 162 334 168C332 172 328 174 322 174",
    t: 86,
    b: 174,
    s: 164,
    e: 131,
    w: [118, 286],
    r: 28,
    g: "M82 117C85 108 90 99 98 95C130 91 170 91 198 94C212 98 226 108 238 119Z",
    p: [
      [100, 16],
      [176, 6],
    ],
    l: "M179 123V165M240 123C245 140 245 152 239 165M118 122V134",
    o: [231, 119],
    m: "M152 128h10v3h-10zM212 128h10v3h-10z",
    h: [316, 131, 26, 7],
    k: [54, 110, 13, 16],
  },
  suv: {
    d: "M46 166C40 165 38 160 38 152L38 104C38 90 42 80 50 75C54 72 60 71 70 70C120 66 196 66 230 69C244 72 260 88 276 104C300 107 330 111 350 116C359 119 363 126 363 136C363 146 362 154 360 160C358 164 355 166 350 166",
    t: 64,
    b: 166,
    s: 156,
    e: 120,
    w: [110, 292],
    r: 33,
    g: "M48 106L48 88C48 81 52 77 62 76C120 72 196 72 226 75C238 79 250 92 262 106Z",
    p: [
      [104, 10],
      [186, 6],
    ],
    l: "M189 110V156M264 110C270 126 270 140 264 156",
    o: [255, 106],
    m: "M74 70l2-7h136l3 7h-5l-2-4h-126l-2 4zM158 113h11v3h-11zM220 113h11v3h-11z",
    h: [336, 119, 32, 9],
    k: [32, 106, 14, 18],
    c: 1,
  },
  pickup: {
    d: "M40 168C34 167 32 162 32 154L32 104C32 100 34 98 38 98L144 98L148 78C149 73 152 70 158 70L240 70C247 70 252 73 256 79L282 108C310 110 340 114 356 119C364 122 368 128 368 138C368 146 367 154 365 160C363 165 360 168 354 168",
    t: 70,
    b: 168,
    s: 156,
    e: 122,
    w: [112, 306],
    r: 32,
    g: "M154 108L156 82C156 78 159 75 164 75L236 75C242 75 246 78 249 83L270 108Z",
    p: [[206, 6]],
    l: "M209 112V156M274 112C279 128 279 142 273 156M148 104V156M40 106V156",
    x: "M30 98H146V106H30Z",
    o: [263, 108],
    m: "M174 115h11v3h-11zM228 115h11v3h-11z",
    h: [346, 120, 30, 9],
    k: [28, 108, 10, 18],
    c: 1,
  },
  van: {
    d: "M44 174C38 173 36 168 36 160L36 96C36 84 42 76 54 74C110 70 200 70 236 72C250 74 262 82 276 96L300 120C320 124 342 129 354 135C361 139 364 145 364 152C364 159 363 165 360 169C358 172 355 174 350 174",
    t: 70,
    b: 174,
    s: 164,
    e: 132,
    w: [102, 298],
    r: 29,
    g: "M46 120L46 96C46 86 50 81 60 80C110 76 200 76 234 78C246 80 256 88 266 98L288 120Z",
    p: [
      [112, 8],
      [196, 6],
    ],
    l: "M118 124V165M199 124V165M290 124C295 138 295 152 289 165M46 125H118",
    o: [281, 121],
    m: "M186 129h10v3h-10zM124 129h10v3h-10z",
    h: [342, 136, 28, 8],
    k: [30, 102, 12, 22],
  },
  coupe: {
    d: "M48 175C41 174 38 169 38 161L39 142C39 134 44 128 54 127L84 124C120 114 150 98 180 94C200 92 220 93 234 98C250 104 260 112 272 120C304 123 334 128 350 134C358 138 362 143 362 151C362 158 361 164 358 169C356 173 353 175 348 175",
    t: 90,
    b: 175,
    s: 166,
    e: 136,
    w: [108, 292],
    r: 28,
    g: "M120 123C142 110 162 100 184 98C204 96 222 98 234 104L256 123Z",
    p: [[206, 3]],
    l: "M257 127C263 141 263 154 257 167M209 127V167",
    o: [253, 124],
    m: "M218 132h10v3h-10z",
    h: [338, 136, 30, 6],
    k: [30, 130, 22, 7],
  },
  wagon: {
    d: "M46 174C40 173 38 168 38 160L39 132C40 118 44 104 52 96C58 90 66 88 80 87C140 84 200 84 238 88C252 92 266 106 280 120C306 123 336 127 352 131C361 134 364 140 364 148C364 156 363 163 360 168C358 172 354 174 348 174",
    t: 84,
    b: 174,
    s: 164,
    e: 134,
    w: [106, 296],
    r: 29,
    g: "M56 121C56 110 59 100 66 96C74 92 88 92 104 92L236 93C246 96 256 106 268 121Z",
    p: [
      [118, 8],
      [200, 6],
    ],
    l: "M203 125V165M270 125C275 140 275 152 269 165M140 125C137 140 137 152 141 165",
    o: [263, 121],
    m: "M176 130h10v3h-10zM234 130h10v3h-10z",
    h: [340, 133, 30, 7],
    k: [30, 122, 16, 14],
  },
  minibus: {
    d: "M42 172C36 171 34 166 34 158L34 66C34 58 38 54 46 53L262 52C272 52 278 56 282 62L314 116C334 120 350 126 358 132C364 137 366 143 366 150C366 157 365 163 362 167C360 170 357 172 352 172",
    t: 52,
    b: 172,
    s: 162,
    e: 126,
    w: [102, 290],
    r: 28,
    g: "M42 110L42 72C42 67 45 64 50 64L264 64C270 64 274 67 278 72L302 110Z",
    p: [
      [88, 6],
      [138, 6],
      [188, 6],
      [238, 6],
    ],
    l: "M141 114V162M241 114V162M306 116C311 132 311 146 305 162M42 118H141",
    o: [297, 114],
    m: "M226 122h10v3h-10zM150 122h10v3h-10z",
    h: [344, 134, 26, 8],
    k: [28, 110, 10, 24],
  },
};

const n = (v: number) => +v.toFixed(1);

/** A flat side-view illustration of a car's body type, tinted in `colour` (#RRGGBB). */
export function CarIllustration({
  body,
  colour,
  className,
  title,
}: {
  body: BodyType;
  colour: string;
  className?: string;
  title?: string;
}): JSX.Element {
  const id = useId().replace(/[^\w-]/g, "");
  const s = BODIES[body];
  const u = (k: string) => `url(#${k}${id})`;
  const arches = s.w.map((x) => {
    const R = s.r + 5;
    const half = Math.sqrt(R * R - (s.b - G + s.r) ** 2);
    return { x, a: `L${n(x + half)} ${s.b}A${R} ${R} 0 1 0 ${n(x - half)} ${s.b}` };
  });
  const outline = `${s.d}${arches[1]!.a}${arches[0]!.a}Z`;
  const base = shade(colour, 0); // normalised: lowercase #rrggbb, or the neutral grey if invalid
  const rgb = parseInt(base.slice(1), 16);
  const luma = (rgb >> 16) * 0.3 + ((rgb >> 8) & 255) * 0.59 + (rgb & 255) * 0.11;
  // Dark paint gets a light rim and light paint a dark one, so the car stands out on any background.
  const edge = shade(colour, luma < 60 ? 0.3 : -0.45);
  const [hx, hy, hw, hh] = s.h;
  const [kx, ky, kw, kh] = s.k;
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 400 225"
      preserveAspectRatio="xMidYMid meet"
      className={className}
      {...(title ? { role: "img", "aria-label": title } : { "aria-hidden": true })}
    >
      <defs>
        <linearGradient id={`b${id}`} gradientUnits="userSpaceOnUse" x1="0" y1={s.t} x2="0" y2={G}>
          <stop offset="0" stopColor={shade(colour, 0.35)} />
          <stop offset="0.4" stopColor={base} />
          <stop offset="1" stopColor={shade(colour, -0.3)} />
        </linearGradient>
        <linearGradient id={`g${id}`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#3a4a5f" />
          <stop offset="0.42" stopColor="#263241" />
          <stop offset="0.46" stopColor="#52637a" />
          <stop offset="0.56" stopColor="#52637a" />
          <stop offset="0.6" stopColor="#222c3a" />
          <stop offset="1" stopColor="#1b2430" />
        </linearGradient>
        <radialGradient id={`s${id}`}>
          <stop offset="0" stopColor="#000" stopOpacity="0.35" />
          <stop offset="1" stopColor="#000" stopOpacity="0" />
        </radialGradient>
        <clipPath id={`c${id}`}>
          <path d={outline} />
        </clipPath>
      </defs>
      <ellipse cx="200" cy={G} rx="180" ry="12" fill={u("s")} />
      {arches.map(({ x, a }) => (
        <path key={x} d={`M${a.slice(1)}Z`} fill="#161b23" />
      ))}
      <path d={outline} fill={u("b")} stroke={edge} />
      <path d={s.g} fill={u("g")} stroke="#151b24" strokeWidth="1.5" strokeLinejoin="round" />
      <g clipPath={u("c")}>
        {s.p.map(([x, w]) => (
          <rect key={x} x={x} y="0" width={w} height={s.s} fill={u("b")} />
        ))}
        <rect x="0" y={s.s} width="400" height="40" fill={shade(colour, -0.5)} />
        <path d={`M0 ${s.e}H400`} stroke={shade(colour, 0.3)} strokeWidth="1.5" />
        <path d={`M0 ${s.e + 1.5}H400`} stroke={shade(colour, -0.25)} />
        {s.c &&
          arches.map(({ x, a }) => (
            <path key={x} d={`M${a.slice(1)}`} fill="none" stroke="#262b33" strokeWidth="10" />
          ))}
        <path d={s.l} fill="none" stroke={shade(colour, -0.4)} strokeWidth="1.2" />
        {s.x && <path d={s.x} fill={shade(colour, -0.5)} stroke={shade(colour, 0.35)} strokeWidth="1.5" />}
        <rect x={hx} y={hy} width={hw} height={hh} rx="3" fill="#eef3fa" stroke="#67758a" />
        <rect x={kx} y={ky} width={kw} height={kh} rx="3" fill="#d0142f" stroke="#6e0715" />
      </g>
      <path d={s.m} fill={shade(colour, -0.35)} />
      <path d={`M${s.o[0]} ${s.o[1]}l1-7q1-3 4-3h7q3 0 3 3l-2 7z`} fill={u("b")} stroke={edge} />
      {arches.map(({ x }) => (
        <g key={x} transform={`translate(${x} ${G - s.r}) scale(${s.r / 10})`}>
          <circle r="9.75" fill="#1b1f27" stroke="#3a404b" strokeWidth="0.5" />
          <circle r="8" fill="none" stroke="#2b313b" strokeWidth="0.5" />
          <circle r="6.6" fill="#c9ced8" stroke="#99a2b0" strokeWidth="0.35" />
          <circle r="5" fill="#3a414d" />
          <path
            d="M0 0V-5.6M0 0L5.33-1.73M0 0L3.29 4.53M0 0L-3.29 4.53M0 0L-5.33-1.73"
            stroke="#c9ced8"
            strokeWidth="1.4"
            strokeLinecap="round"
          />
          <circle r="1.5" fill="#eef1f5" stroke="#8c95a3" strokeWidth="0.35" />
        </g>
      ))}
    </svg>
  );
}
